import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { findPublishedPostBySlug } from "./blog-posts.server.ts";

let database: Database;

const post = (slug: string, publishedAt: Date | null) => ({
  slug,
  title: slug,
  excerpt: "Excerpt",
  content: "Content",
  authorName: "Meredith Vance",
  publishedAt,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(blogPosts)
    .values([post("live", new Date(Date.now() - 60_000)), post("draft", null), post("scheduled", new Date(Date.now() + 86_400_000))]);
});
afterAll(() => database.close());

describe("blog_posts", () => {
  it("keeps slugs unique", async () => {
    await expect(database.db.insert(blogPosts).values(post("live", null))).rejects.toThrow();
  });

  it("defaults arrays, flags and reading time", async () => {
    const found = await findPublishedPostBySlug(database.db, "live");
    expect(found).toMatchObject({ categories: [], tags: [], featured: false, readingTimeMinutes: 1 });
  });

  it("finds only posts whose publish time has come", async () => {
    expect(await findPublishedPostBySlug(database.db, "live")).toBeDefined();
    expect(await findPublishedPostBySlug(database.db, "draft")).toBeUndefined();
    expect(await findPublishedPostBySlug(database.db, "scheduled")).toBeUndefined();
    expect(await findPublishedPostBySlug(database.db, "missing")).toBeUndefined();
  });
});
