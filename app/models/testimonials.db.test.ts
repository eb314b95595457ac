import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { testimonials } from "#app/db/schema.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { addTestimonials, listTestimonials, replaceTestimonials, testimonialsFor } from "./testimonials.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(testimonials);
});

const item = (author: string, where: { onHome?: boolean; onAbout?: boolean } = {}) => ({
  quote: `Quote of ${author}`,
  author,
  details: "",
  imageUrl: "/images/testimonials/monogram.svg",
  onHome: where.onHome ?? false,
  onAbout: where.onAbout ?? true,
});

describe("testimonials", () => {
  it("show each page the ones chosen for it, in the agent's order", async () => {
    await addTestimonials(database.db, [item("Ann", { onHome: true }), item("Ben", { onAbout: false }), item("Cy", { onHome: true })]);
    expect((await testimonialsFor(database.db, "home")).map((t) => t.author)).toEqual(["Ann", "Cy"]);
    expect((await testimonialsFor(database.db, "about")).map((t) => t.author)).toEqual(["Ann", "Cy"]);
  });

  it("are saved as a whole list: reordered, edited, added, and those left out deleted, in one change of the content version", async () => {
    await addTestimonials(database.db, [item("Ann", { onHome: true }), item("Ben"), item("Cy")]);
    const [ann, ben, cy] = await listTestimonials(database.db);
    const before = Number((await readContentVersion(database.db)).version);
    await replaceTestimonials(database.db, [
      { ...item("Cy, edited", { onHome: true }), id: cy!.id },
      { ...item("Dee"), id: "" },
      { ...item("Ann", { onHome: false }), id: ann!.id },
    ]);
    const after = await listTestimonials(database.db);
    expect(after.map((t) => [t.author, t.position, t.onHome])).toEqual([
      ["Cy, edited", 0, true],
      ["Dee", 1, false],
      ["Ann", 2, false],
    ]);
    expect(after.map((t) => t.id)).not.toContain(ben!.id);
    expect(after[0]!.id).toBe(cy!.id);
    expect(Number((await readContentVersion(database.db)).version)).toBe(before + 1);
  });

  it("keep a testimonial another tab deleted meanwhile, as a new one, and an empty list deletes them all", async () => {
    await replaceTestimonials(database.db, [{ ...item("Eve"), id: "0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f" }]);
    expect((await listTestimonials(database.db)).map((t) => t.author)).toEqual(["Eve"]);
    await replaceTestimonials(database.db, []);
    expect(await listTestimonials(database.db)).toEqual([]);
  });
});
