import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { listNewestForRss, listPublishedForSitemap } from "./blog-posts.server.ts";

let database: Database;

const post = (slug: string, publishedAt: Date | null) => ({
  slug,
  title: `Title ${slug}`,
  excerpt: "Excerpt",
  content: "Content",
  categories: ["Market"],
  authorName: "Meredith Vance",
  publishedAt,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(blogPosts)
    .values([
      post("older", new Date(Date.now() - 86_400_000)),
      post("newer", new Date(Date.now() - 60_000)),
      post("draft", null),
      post("scheduled", new Date(Date.now() + 86_400_000)),
    ]);
});
afterAll(() => database.close());

describe("listPublishedForSitemap", () => {
  it("lists only published posts, newest first, with only what a sitemap entry needs", async () => {
    const rows = await listPublishedForSitemap(database.db);
    expect(rows.map((row) => row.slug)).toEqual(["newer", "older"]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["publishedAt", "slug", "updatedAt"]);
    expect(rows[0]?.publishedAt).toBeInstanceOf(Date);
    expect(rows[0]?.updatedAt).toBeInstanceOf(Date);
  });
});

describe("listNewestForRss", () => {
  it("reads the newest published posts only, with their source and stored HTML", async () => {
    const rows = await listNewestForRss(database.db, 1);
    expect(rows.map((row) => row.slug)).toEqual(["newer"]);
    expect(rows[0]).toMatchObject({ content: "Content", contentHtml: null, contentRenderedWith: null });
  });
});
