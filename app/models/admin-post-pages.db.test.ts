import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "#app/db/client.server.ts";
import { blogPosts, type NewBlogPost } from "#app/db/schema.ts";
import { ADMIN_POSTS_PAGE_SIZE, adminPostListFilters, adminPostListHref } from "#app/lib/admin-post-filters.ts";
import { createTestDatabase } from "#tests/database.ts";
import { listPostCategories, listPostsForAdmin } from "./admin-posts.server.ts";

let database: Database;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

const post = (slug: string, publishedAt: Date | null, extra: Partial<NewBlogPost> = {}): NewBlogPost => ({
  slug,
  title: `Post ${slug}`,
  authorName: "Meredith Vance",
  publishedAt,
  ...extra,
});

/** 120 published posts (p1 newest), 2 scheduled, 3 drafts; a few with titles and categories to find. */
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(blogPosts)
    .values([
      ...Array.from({ length: 120 }, (_, i) => post(`p${i + 1}`, at(-(i + 1)), { categories: i % 3 === 0 ? ["Market"] : ["Lifestyle"] })),
      post("s1", at(5), { title: "Docking season opens", categories: ["Boating"] }),
      post("s2", at(2), { title: "Spring market preview", categories: ["Market"] }),
      post("d1", null, { title: "The Lake Norman boat guide", updatedAt: at(-3), categories: ["Boating"] }),
      post("d2", null, { title: "Draft about the docks", updatedAt: at(-1) }),
      post("d3", null, { title: "The", updatedAt: at(-2) }),
    ]);
});
afterAll(() => database.close());

const list = (search: string) => listPostsForAdmin(database.db, adminPostListFilters(new URLSearchParams(search)));
const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);

describe("the admin post list, a page at a time", () => {
  it("pages 50 posts in its order: drafts (last edited first), then newest date first", async () => {
    const first = await list("");
    expect(first.total).toBe(125);
    expect(first.rows).toHaveLength(ADMIN_POSTS_PAGE_SIZE);
    expect(slugs(first.rows).slice(0, 7)).toEqual(["d2", "d3", "d1", "s1", "s2", "p1", "p2"]);
    expect(slugs((await list("page=3")).rows)).toEqual(Array.from({ length: 25 }, (_, i) => `p${i + 96}`));
    expect(await list("page=4")).toEqual({ rows: [], total: 125 });
  });

  it("filters by status", async () => {
    expect(slugs((await list("status=draft")).rows)).toEqual(["d2", "d3", "d1"]);
    expect(slugs((await list("status=scheduled")).rows)).toEqual(["s1", "s2"]);
    const published = await list("status=published");
    expect(published.total).toBe(120);
    expect(published.rows[0]?.slug).toBe("p1");
    // An unknown status is no filter.
    expect((await list("status=deleted")).total).toBe(125);
  });

  it("filters by category, and combines filters", async () => {
    expect((await list("category=Market")).total).toBe(41);
    expect(slugs((await list("category=Boating")).rows)).toEqual(["d1", "s1"]);
    expect(slugs((await list("category=Market&status=scheduled")).rows)).toEqual(["s2"]);
    expect((await list("category=Nothing")).total).toBe(0);
  });

  it("searches titles by the start of their words, stemmed, in any letter case", async () => {
    expect(slugs((await list("q=dock")).rows)).toEqual(["d2", "s1"]);
    expect(slugs((await list("q=BOATS")).rows)).toEqual(["d1"]);
    expect(slugs((await list("q=lake norm")).rows)).toEqual(["d1"]);
    expect(slugs((await list("q=dock&status=draft")).rows)).toEqual(["d2"]);
    expect((await list("q=zebra")).total).toBe(0);
    // Punctuation is no syntax error; stop words alone are matched as text.
    expect((await list("q=%27%22(%26!:*")).total).toBe(125);
    expect(slugs((await list("q=the")).rows)).toEqual(["d2", "d3", "d1"]);
  });

  it("keeps the filters in its page links", () => {
    const filters = adminPostListFilters(new URLSearchParams("q=dock&status=draft&category=Boating&page=2"));
    expect(adminPostListHref(filters, 3)).toBe("/admin/lake-advisor?q=dock&status=draft&category=Boating&page=3");
    expect(adminPostListHref(filters, 1)).toBe("/admin/lake-advisor?q=dock&status=draft&category=Boating");
  });

  it("lists the categories of every post for the filter", async () => {
    expect(await listPostCategories(database.db)).toEqual(["Boating", "Lifestyle", "Market"]);
  });

  it("reads a page through the order's index", async () => {
    await database.db.execute(sql`SET enable_seqscan = off`);
    const plan = await queryRows<{ "QUERY PLAN": string }>(
      database.db,
      sql`EXPLAIN SELECT id FROM blog_posts ORDER BY published_at DESC NULLS FIRST, updated_at DESC NULLS LAST, slug LIMIT 50 OFFSET 50`,
    );
    await database.db.execute(sql`RESET enable_seqscan`);
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("blog_posts_admin_order_idx");
  });
});
