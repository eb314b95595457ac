import { asc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { testimonials, type TestimonialRow } from "#app/db/schema.ts";
import type { Testimonial } from "#app/content/content-types.ts";
import type { TestimonialInput } from "#app/lib/testimonial-schema.ts";

/** Every testimonial in the agent's order, for the admin. */
export function listTestimonials(db: Db): Promise<TestimonialRow[]> {
  return db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.createdAt));
}

/** The testimonials a page shows, in the agent's order, as the carousel takes them. */
export async function testimonialsFor(db: Db, page: "home" | "about"): Promise<Testimonial[]> {
  return db
    .select({ image: testimonials.imageUrl, quote: testimonials.quote, author: testimonials.author, details: testimonials.details })
    .from(testimonials)
    .where(eq(page === "home" ? testimonials.onHome : testimonials.onAbout, true))
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt));
}

/**
 * The agent's whole list, in one transaction: testimonials left out are deleted, the others
 * written in the given order (an id that no longer exists is added as new).
 */
export async function replaceTestimonials(db: Db, list: readonly TestimonialInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    const kept = list.map((item) => item.id).filter(Boolean);
    await tx.delete(testimonials).where(kept.length > 0 ? notInArray(testimonials.id, kept) : sql`true`);
    for (const [position, { id, ...fields }] of list.entries()) {
      const values = { ...fields, position };
      const updated = id ? await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning({ id: testimonials.id }) : [];
      if (updated.length === 0) await tx.insert(testimonials).values(values);
    }
  });
}

/** Adds testimonials after those there are, in the given order. */
export async function addTestimonials(db: Db, list: ReadonlyArray<Omit<TestimonialInput, "id">>): Promise<number> {
  if (list.length === 0) return 0;
  const [last] = await db.select({ position: sql<number>`coalesce(max(${testimonials.position}), -1)` }).from(testimonials);
  const start = Number(last?.position ?? -1) + 1;
  await db.insert(testimonials).values(list.map((item, index) => ({ ...item, position: start + index })));
  return list.length;
}
