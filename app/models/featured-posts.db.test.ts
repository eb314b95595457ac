import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { findFeaturedPosts, listFeaturableChoices } from "./blog-posts.server.ts";

let database: Database;

const post = (slug: string, publishedAt: Date | null) => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  content: "Content",
  heroImageUrl: `/images/blog/${slug}.svg`,
  authorName: "Meredith Vance",
  publishedAt,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(blogPosts)
    .values([
      post("first", new Date(Date.now() - 86_400_000)),
      post("second", new Date(Date.now() - 60_000)),
      post("third", new Date("2020-01-01T00:00:00Z")),
      post("draft", null),
      post("scheduled", new Date(Date.now() + 86_400_000)),
      post("not-featured", new Date(Date.now() - 60_000)),
    ]);
});
afterAll(() => database.close());

describe("findFeaturedPosts", () => {
  it("returns the listed posts in the order of the list, not of their dates", async () => {
    const posts = await findFeaturedPosts(database.db, ["third", "first", "second"]);
    expect(posts.map((found) => found.slug)).toEqual(["third", "first", "second"]);
  });

  it("returns slug, title, hero image and excerpt only", async () => {
    const [found] = await findFeaturedPosts(database.db, ["first"]);
    expect(found).toEqual({
      slug: "first",
      title: "Title of first",
      heroImageUrl: "/images/blog/first.svg",
      excerpt: "Excerpt of first",
    });
  });

  it("leaves out drafts (no date) and scheduled posts (future date)", async () => {
    const posts = await findFeaturedPosts(database.db, ["draft", "second", "scheduled", "first"]);
    expect(posts.map((found) => found.slug)).toEqual(["second", "first"]);
  });

  it("drops slugs that have no post", async () => {
    const posts = await findFeaturedPosts(database.db, ["missing", "first", "gone"]);
    expect(posts.map((found) => found.slug)).toEqual(["first"]);
  });

  it("returns nothing for an empty list", async () => {
    expect(await findFeaturedPosts(database.db, [])).toEqual([]);
  });
});

describe("listFeaturableChoices", () => {
  it("offers the newest published posts by title, never a draft or a scheduled one", async () => {
    const choices = await listFeaturableChoices(database.db, [], 10);
    expect(choices.map((choice) => choice.slug)).toEqual(["not-featured", "second", "first", "third"]);
    expect(choices[0]).toEqual({ slug: "not-featured", title: "Title of not-featured" });
  });

  it("keeps the posts featured now though they are older than the newest listed", async () => {
    expect((await listFeaturableChoices(database.db, ["third", "draft"], 2)).map((choice) => choice.slug)).toEqual(["not-featured", "second", "third"]);
  });
});
