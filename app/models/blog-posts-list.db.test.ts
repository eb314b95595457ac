import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, type NewBlogPost } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { findAdjacentPosts, findRelatedPosts, listPublishedCategories, listPublishedPosts } from "./blog-posts.server.ts";

let database: Database;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const post = (slug: string, publishedAt: Date | null, extra: Partial<NewBlogPost> = {}): NewBlogPost => ({
  slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  content: `Content ${slug}`,
  authorName: "Meredith Vance",
  publishedAt,
  ...extra,
});

/** p1 is the newest published post, p20 the oldest. */
const published = Array.from({ length: 20 }, (_, i) => post(`p${i + 1}`, daysAgo(i + 1), { categories: i % 2 === 0 ? ["Odd"] : ["Even"] }));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(blogPosts)
    .values([
      ...published,
      post("boat", daysAgo(30), { title: "Boating on LAKE Norman", categories: ["Boating", "Odd"] }),
      post("excerpt-hit", daysAgo(31), { excerpt: "A guide to marinas", categories: ["Guides"] }),
      post("content-hit", daysAgo(32), { content: "Deep water docks and MARINAS", categories: ["Guides", "Boating"] }),
      post("percent", daysAgo(33), { title: "Prices up 100% since 2019", categories: ["Market"] }),
      post("under", daysAgo(34), { title: "snake_case title", featured: true, categories: ["Market"] }),
      post("draft", null, { title: "Draft about marinas", categories: ["Secret"], featured: true }),
      post("scheduled", new Date(Date.now() + DAY), { title: "Scheduled about marinas", categories: ["Future"], featured: true }),
    ]);
});
afterAll(() => database.close());

const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);
const PUBLISHED_TOTAL = 25;

describe("listPublishedPosts", () => {
  it("pages nine at a time, newest first, with the exact count of published posts", async () => {
    const first = await listPublishedPosts(database.db, { page: 1 });
    expect(first.total).toBe(PUBLISHED_TOTAL);
    expect(slugs(first.posts)).toEqual(["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"]);
    const second = await listPublishedPosts(database.db, { page: 2 });
    expect(slugs(second.posts)).toEqual(["p10", "p11", "p12", "p13", "p14", "p15", "p16", "p17", "p18"]);
    const third = await listPublishedPosts(database.db, { page: 3 });
    expect(slugs(third.posts)).toEqual(["p19", "p20", "boat", "excerpt-hit", "content-hit", "percent", "under"]);
    const beyond = await listPublishedPosts(database.db, { page: 9 });
    expect(beyond.posts).toEqual([]);
    expect(beyond.total).toBe(PUBLISHED_TOTAL);
  });

  it("never lists drafts or scheduled posts", async () => {
    const all = await listPublishedPosts(database.db, { page: 1, pageSize: 100 });
    expect(slugs(all.posts)).not.toContain("draft");
    expect(slugs(all.posts)).not.toContain("scheduled");
    expect(all.posts).toHaveLength(PUBLISHED_TOTAL);
  });

  it("filters by category overlap with any selected category", async () => {
    const boating = await listPublishedPosts(database.db, { page: 1, categories: ["Boating"] });
    expect(slugs(boating.posts)).toEqual(["boat", "content-hit"]);
    expect(boating.total).toBe(2);
    const two = await listPublishedPosts(database.db, { page: 1, categories: ["Boating", "Market"] });
    expect(slugs(two.posts)).toEqual(["boat", "content-hit", "percent", "under"]);
    const odd = await listPublishedPosts(database.db, { page: 1, categories: ["Odd"] });
    expect(odd.total).toBe(11);
    expect(await listPublishedPosts(database.db, { page: 1, categories: ["Secret", "Future"] })).toMatchObject({ total: 0, posts: [] });
  });

  it("matches search text in title, excerpt or content, ignoring case", async () => {
    const marinas = await listPublishedPosts(database.db, { page: 1, q: "marinas" });
    expect(slugs(marinas.posts).sort()).toEqual(["content-hit", "excerpt-hit"]);
    expect(slugs((await listPublishedPosts(database.db, { page: 1, q: "lake norman" })).posts)).toEqual(["boat"]);
    const both = await listPublishedPosts(database.db, { page: 1, q: "marinas", categories: ["Boating"] });
    expect(slugs(both.posts)).toEqual(["content-hit"]);
  });

  it("reads search text as words: punctuation is never a syntax error, and text with no words finds nothing", async () => {
    expect(slugs((await listPublishedPosts(database.db, { page: 1, q: "100%" })).posts)).toEqual(["percent"]);
    for (const q of ["%", "_", "e_c", "(", '"', "-", "&|!:*", "'"])
      expect(await listPublishedPosts(database.db, { page: 1, q })).toMatchObject({ total: 0, posts: [] });
  });

  it("picks the newest matching published featured post", async () => {
    expect((await listPublishedPosts(database.db, { page: 1 })).featured?.slug).toBe("under");
    expect((await listPublishedPosts(database.db, { page: 1, categories: ["Boating"] })).featured).toBeNull();
  });
});

describe("listPublishedCategories", () => {
  it("lists the distinct categories of published posts only", async () => {
    expect(await listPublishedCategories(database.db)).toEqual(["Boating", "Even", "Guides", "Market", "Odd"]);
  });
});

describe("findRelatedPosts", () => {
  it("returns up to three published posts sharing a category, excluding the post itself", async () => {
    const [boat] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "content-hit"));
    expect(slugs(await findRelatedPosts(database.db, boat!))).toEqual(["boat", "excerpt-hit"]);
    const [p1] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "p1"));
    const related = await findRelatedPosts(database.db, p1!);
    expect(slugs(related)).toEqual(["p3", "p5", "p7"]);
  });

  it("never offers a draft or scheduled post", async () => {
    const related = await findRelatedPosts(database.db, { id: "00000000-0000-0000-0000-000000000000", categories: ["Secret", "Future"] });
    expect(related).toEqual([]);
  });
});

describe("findAdjacentPosts", () => {
  it("links the previous (older) and next (newer) published posts", async () => {
    const [p5] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "p5"));
    expect(await findAdjacentPosts(database.db, p5!)).toEqual({
      previous: { slug: "p6", title: "Title p6" },
      next: { slug: "p4", title: "Title p4" },
    });
  });

  it("has no next post after the newest published one (the scheduled post is skipped)", async () => {
    const [p1] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "p1"));
    expect(await findAdjacentPosts(database.db, p1!)).toEqual({ previous: { slug: "p2", title: "Title p2" }, next: null });
    const [under] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "under"));
    expect((await findAdjacentPosts(database.db, under!)).previous).toBeNull();
  });
});

describe("a scheduled post", () => {
  it("appears by itself once its publish time has passed", async () => {
    await database.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.slug, "scheduled"));
    const page = await listPublishedPosts(database.db, { page: 1 });
    expect(page.total).toBe(PUBLISHED_TOTAL + 1);
    expect(page.posts[0]?.slug).toBe("scheduled");
    expect(page.featured?.slug).toBe("scheduled");
    expect(await listPublishedCategories(database.db)).toContain("Future");
    const [p1] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "p1"));
    expect((await findAdjacentPosts(database.db, p1!)).next?.slug).toBe("scheduled");
  });
});
