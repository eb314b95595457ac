import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { appMeta, neighborhoods, soldProperties } from "#app/db/schema.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { readingTimeMinutes } from "#app/lib/reading-time.ts";
import { getConfig } from "#app/services/config.server.ts";
import { createPost, type RenderedContentColumns } from "#app/models/admin-posts.server.ts";
import { seedSiteSettings } from "#app/models/site-settings.server.ts";
import { addTestimonials } from "#app/models/testimonials.server.ts";
import { demoTestimonials } from "#app/content/demo-testimonials.ts";
import { renderedColumns } from "#app/services/post-render.server.ts";
import { renderOffThread } from "#app/services/render-thread.server.ts";
import { demoNeighborhoods } from "./demo-neighborhoods.ts";
import { demoPosts } from "./demo-posts.ts";
import { demoSoldProperties } from "./demo-sold-properties.ts";

const SEEDED_KEY = "demo_content_seeded_at";
const TESTIMONIALS_SEEDED_KEY = "testimonials_seeded_at";
/** Serialises concurrent first starts of several instances on one PostgreSQL. */
const SEED_LOCK_ID = 7_401_200_002;

export type SeedResult = { seeded: boolean; settings: boolean; testimonials: number; neighborhoods: number; soldProperties: number; posts: number };

/**
 * The demo testimonials, once per database, so a database seeded before they were data gets them
 * at its next start and an agent's deletions stay deleted. The home page shows the first three,
 * About all five (spec §9).
 */
async function seedTestimonials(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const marker = await tx
      .insert(appMeta)
      .values({ key: TESTIMONIALS_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (marker.length === 0) return 0;
    return addTestimonials(
      tx,
      demoTestimonials.map((item, index) => ({
        quote: item.quote,
        author: item.author,
        details: item.details,
        imageUrl: item.image,
        onHome: index < 3,
        onAbout: true,
      })),
    );
  });
}

/**
 * The demo posts' HTML, rendered as every writer renders a post (decision 024). A post the render
 * threads cannot render now is stored without HTML and rendered at the next start.
 */
async function renderDemoPosts(siteUrl: string): Promise<Array<RenderedContentColumns | undefined>> {
  const replies = await Promise.all(demoPosts.map((post) => renderOffThread({ kind: "markdown", content: post.content, siteUrl })));
  return replies.map((reply) => (reply.ok ? renderedColumns(reply, siteUrl) : undefined));
}

/**
 * Loads the demo content once per database. Later starts add nothing, so the agent's edits and
 * deletions of demo records are kept. The settings and testimonials, newer than the rest, have
 * their own once-only seeding, so a database from before them gets them at its next start.
 */
export async function seedDemoContent(db: Db, siteUrl: string = getConfig().siteUrl): Promise<SeedResult> {
  const settings = await seedSiteSettings(db);
  const testimonials = await seedTestimonials(db);
  const notSeeded: SeedResult = { seeded: false, settings, testimonials, neighborhoods: 0, soldProperties: 0, posts: 0 };
  const isSeeded = async (reader: Db) =>
    (
      await reader
        .select()
        .from(appMeta)
        .where(sql`${appMeta.key} = ${SEEDED_KEY}`)
    ).length > 0;
  // Rendering takes a moment and needs no lock; every later start ends here.
  if (await isSeeded(db)) return notSeeded;
  const rendered = await renderDemoPosts(siteUrl);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await isSeeded(tx)) return notSeeded;

    const insertedNeighborhoods = await tx.insert(neighborhoods).values(demoNeighborhoods).onConflictDoNothing().returning({ slug: neighborhoods.slug });
    const insertedSold = await tx.insert(soldProperties).values(demoSoldProperties).onConflictDoNothing().returning({ id: soldProperties.id });
    // Through the model, as every writer of posts does; a slug already taken is skipped.
    let insertedPosts = 0;
    for (const [index, post] of demoPosts.entries()) {
      const created = await createPost(tx, {
        canonicalUrl: null,
        ...post,
        rendered: rendered[index],
        authorName: siteSettingsSeed.agent.name,
        readingTimeMinutes: readingTimeMinutes(post.content),
        publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
      });
      if (created.ok) insertedPosts += 1;
    }
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });

    return {
      seeded: true,
      settings,
      testimonials,
      neighborhoods: insertedNeighborhoods.length,
      soldProperties: insertedSold.length,
      posts: insertedPosts,
    };
  });
}
