import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { appMeta, blogPosts, neighborhoods, siteSettings, soldProperties, testimonials } from "#app/db/schema.ts";
import { demoNeighborhoods } from "./demo-neighborhoods.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { SCHOOLS_SHOWN_DEFAULT, SCHOOLS_SHOWN_PER_TOWN, SOLD_PRICE_FILTERS, SOLD_SIZE_FILTERS } from "#app/lib/constants.ts";
import { SUGGESTED_CATEGORIES } from "#app/lib/post-editor-rules.ts";
import { readingTimeMinutes } from "#app/lib/reading-time.ts";
import { findPublishedPostBySlug } from "#app/models/blog-posts.server.ts";
import { readSiteSettings, saveSiteSettings } from "#app/models/site-settings.server.ts";
import { listTestimonials } from "#app/models/testimonials.server.ts";
import { getConfig } from "#app/services/config.server.ts";
import { renderKey } from "#app/services/post-render.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { seedDemoContent } from "./index.ts";

const neighborhoodSlugs = demoNeighborhoods.map((town) => town.slug);

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("seedDemoContent", () => {
  it("loads the demo content into an empty database", async () => {
    const result = await seedDemoContent(database.db);
    expect(result.seeded).toBe(true);
    expect(result.neighborhoods).toBe(8);
    expect(result.soldProperties).toBeGreaterThanOrEqual(24);
    expect(result.posts).toBeGreaterThanOrEqual(14);
  });

  it("stores every demo post with its HTML, rendered at seeding like any saved post", async () => {
    const posts = await database.db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.contentRenderedWith, post.slug).toBe(renderKey(getConfig().siteUrl));
      expect(post.contentHtml, post.slug).toMatch(/^<(p|h2|h3|blockquote|ul|ol)/);
    }
  });

  it("fills every field of all eight neighborhoods", async () => {
    const rows = await database.db.select().from(neighborhoods);
    expect(rows.map((row) => row.slug).sort()).toEqual([...neighborhoodSlugs].sort());
    for (const row of rows) {
      // The overview's Markdown is null until the agent saves the guide: its HTML is the source. A
      // town's market area is its name until the agent adds postal codes or subdivisions.
      const unset = new Set(["overviewMarkdown", "marketPostalCodes", "marketSubdivisions"]);
      for (const [field, value] of Object.entries(row).filter(([field]) => !unset.has(field))) {
        expect(value, `${row.slug}.${field}`).not.toBeNull();
        if (Array.isArray(value)) expect(value.length, `${row.slug}.${field}`).toBeGreaterThan(0);
        if (typeof value === "string") expect(value.trim(), `${row.slug}.${field}`).not.toBe("");
      }
      const shown = SCHOOLS_SHOWN_PER_TOWN[row.slug] ?? SCHOOLS_SHOWN_DEFAULT;
      expect(row.schools.length, `${row.slug} schools`).toBeGreaterThan(shown);
    }
  });

  it("has school lists shaped for the per-town layouts", async () => {
    const [denver] = await database.db.select().from(neighborhoods).where(eq(neighborhoods.slug, "denver"));
    const [troutman] = await database.db.select().from(neighborhoods).where(eq(neighborhoods.slug, "troutman"));
    // Spec §9: Denver's first 8 public, entries 8 to 12 of other districts, the rest private; Troutman's entry 4 a charter school.
    expect(denver!.schools.map((school) => school.category ?? "public")).toEqual([
      ...Array(8).fill("public"),
      ...Array(4).fill("other_district"),
      ...Array(denver!.schools.length - 12).fill("private"),
    ]);
    expect(denver!.schools.length).toBeGreaterThan(12);
    expect(troutman!.schools.map((school) => school.category ?? "public").indexOf("charter")).toBe(3);
  });

  it("spreads sold properties over every city, price and size bucket", async () => {
    const rows = await database.db.select().from(soldProperties);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const cities = new Set(rows.map((row) => row.city.toLowerCase()));
    for (const slug of neighborhoodSlugs) expect(cities, slug).toContain(slug);
    for (const bucket of SOLD_PRICE_FILTERS) {
      expect(
        rows.some((row) => row.price >= bucket.min && row.price <= bucket.max),
        bucket.value,
      ).toBe(true);
    }
    for (const bucket of SOLD_SIZE_FILTERS) {
      expect(
        rows.some((row) => row.sqft >= bucket.min && row.sqft <= bucket.max),
        bucket.value,
      ).toBe(true);
    }
  });

  it("publishes at least 14 posts across the suggested categories, the featured three among them", async () => {
    const posts = await database.db.select().from(blogPosts);
    const now = Date.now();
    const published = posts.filter((post) => post.publishedAt && post.publishedAt.getTime() <= now);
    expect(published.length).toBeGreaterThanOrEqual(14);
    const categories = new Set(published.flatMap((post) => post.categories));
    for (const category of SUGGESTED_CATEGORIES) expect(categories, category).toContain(category);
    for (const slug of siteSettingsSeed.featuredPostSlugs) {
      expect(await findPublishedPostBySlug(database.db, slug), slug).toBeDefined();
    }
    for (const post of posts) {
      expect(post.authorName).toBe(siteSettingsSeed.agent.name);
      expect(post.readingTimeMinutes).toBe(readingTimeMinutes(post.content));
    }
  });

  it("adds nothing on a second run and keeps the agent's edits and deletions", async () => {
    const [firstPost] = await database.db.select().from(blogPosts).limit(1);
    await database.db.update(blogPosts).set({ title: "Edited by the agent" }).where(eq(blogPosts.id, firstPost!.id));
    await database.db.delete(neighborhoods).where(eq(neighborhoods.slug, "hickory"));
    const [before] = await database.db.select({ n: count() }).from(blogPosts);

    const again = await seedDemoContent(database.db);

    expect(again.seeded).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(blogPosts);
    expect(after!.n).toBe(before!.n);
    const [edited] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, firstPost!.id));
    expect(edited!.title).toBe("Edited by the agent");
    expect(await database.db.select().from(neighborhoods).where(eq(neighborhoods.slug, "hickory"))).toHaveLength(0);
  });

  it("loads the settings and the five testimonials once, three of them on home, and keeps the agent's edits and deletions", async () => {
    expect(await readSiteSettings(database.db)).toEqual(siteSettingsSeed);
    const shown = await listTestimonials(database.db);
    expect(shown.map((row) => [row.onHome, row.onAbout])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [false, true],
      [false, true],
    ]);

    await saveSiteSettings(database.db, { ...siteSettingsSeed, phone: "(980) 555-0100" }, "agent@example.com");
    await database.db.delete(testimonials).where(eq(testimonials.id, shown[0]!.id));
    const again = await seedDemoContent(database.db);

    expect(again).toMatchObject({ settings: false, testimonials: 0 });
    expect((await readSiteSettings(database.db)).phone).toBe("(980) 555-0100");
    expect(await listTestimonials(database.db)).toHaveLength(4);
  });

  it("gives a database seeded before the settings and testimonials existed both, at its next start", async () => {
    const older = await createTestDatabase();
    try {
      await seedDemoContent(older.db);
      await older.db.delete(siteSettings);
      await older.db.delete(testimonials);
      await older.db.delete(appMeta).where(eq(appMeta.key, "testimonials_seeded_at"));

      expect(await seedDemoContent(older.db)).toMatchObject({ seeded: false, settings: true, testimonials: 5 });
      expect(await listTestimonials(older.db)).toHaveLength(5);
    } finally {
      await older.close();
    }
  });
});
