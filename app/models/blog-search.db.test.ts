import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { queryRows, type Database } from "#app/db/client.server.ts";
import { blogPosts, type NewBlogPost } from "#app/db/schema.ts";
import { SEARCH_MARKS } from "#app/lib/blog-query.ts";
import { createTestDatabase } from "#tests/database.ts";
import { sql } from "drizzle-orm";
import { listPublishedPosts } from "./blog-posts.server.ts";

let database: Database;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const post = (slug: string, days: number, extra: Partial<NewBlogPost> = {}): NewBlogPost => ({
  slug,
  title: `Notes ${slug}`,
  excerpt: "A few words from the lake.",
  content: "Plain words about nothing in particular.",
  authorName: "Meredith Vance",
  publishedAt: daysAgo(days),
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(blogPosts).values([
    // Newest first by date; the weights must still put the title match first.
    post("in-content", 1, { content: "Our neighbours keep a small boat at the marina." }),
    post("in-excerpt", 2, { excerpt: "Choosing a boat for Lake Norman." }),
    post("in-title", 3, { title: "The Best Boat Ramps" }),
    post("docking", 4, { title: "Docking Permits Explained", content: "The county reviews every dock before it is built." }),
    post("deep-content", 5, {
      content: `# Shoreline\n\n${"Filler sentence about the weather on the water. ".repeat(30)}\n\nThe **heron** nests near the [public access](https://example.com/access) point.`,
    }),
    post("hostile", 6, {
      title: "Sailing <script>alert(1)</script>",
      content: `Sailboats & <script>alert("x")</script> &lt;b&gt; ${SEARCH_MARKS.start}forged${SEARCH_MARKS.stop} sailing lessons <img src=x onerror=alert(2)>`,
    }),
    post("draft-boat", 7, { title: "Draft boat", publishedAt: null }),
    post("far-content", 8, { content: `${"Filler sentence about the weather on the water. ".repeat(200)}The osprey dives at dawn.` }),
    post("two-words", 9, {
      content: `${"Filler sentence about the weather on the water. ".repeat(120)}A kingfisher waits on the rail. ${"Filler sentence about the weather on the water. ".repeat(8)}A cormorant dries its wings.`,
    }),
    // Links all around the found word, at every offset, so the passage's edges fall inside one.
    ...Array.from({ length: 12 }, (_, i) =>
      post(`linked-${i}`, 10 + i, {
        content: `${"x".repeat(i * 5)} ${"See [the public landing](https://example.com/landing) today. ".repeat(20)}The egret wades. ${"See [the public landing](https://example.com/landing) today. ".repeat(20)}`,
      }),
    ),
  ]);
});
afterAll(() => database.close());

const search = (q: string, page = 1) => listPublishedPosts(database.db, { page, q });
const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);
const marked = (passage = "") =>
  [...passage.matchAll(new RegExp(`${SEARCH_MARKS.start}([^${SEARCH_MARKS.stop}]*)${SEARCH_MARKS.stop}`, "g"))].map((match) => match[1]);

describe("blog search", () => {
  it("stems English words: boats finds boat, docking finds dock", async () => {
    expect(slugs((await search("boats")).posts).sort()).toEqual(["in-content", "in-excerpt", "in-title"]);
    expect(slugs((await search("docking")).posts)).toEqual(["docking"]);
    expect(slugs((await search("docks")).posts)).toEqual(["docking"]);
  });

  it("ranks a title match above an excerpt match above a content match, whatever their dates", async () => {
    const result = await search("boat");
    expect(slugs(result.posts)).toEqual(["in-title", "in-excerpt", "in-content"]);
    expect(result.total).toBe(3);
    expect(result.featured).toBeNull();
  });

  it("finds a word that appears only deep in the content, and marks it in the passage", async () => {
    const [hit] = (await search("herons")).posts;
    expect(hit?.slug).toBe("deep-content");
    expect(marked(hit?.passage)).toEqual(["heron"]);
    // Markdown's marks are taken out of the passage; the link keeps its text.
    expect(hit?.passage).toContain("near the public access point");
    expect(hit?.passage).not.toMatch(/\*\*|\]\(|https:/);
  });

  it("marks a word found anywhere in a long body, and two words found near each other", async () => {
    const [far] = (await search("ospreys")).posts;
    expect(far?.slug).toBe("far-content");
    expect(marked(far?.passage)).toEqual(["osprey"]);
    const [two] = (await search("kingfisher cormorant")).posts;
    expect(two?.slug).toBe("two-words");
    expect(marked(two?.passage)).toEqual(["kingfisher", "cormorant"]);
  });

  it("keeps no piece of a Markdown link at the passage's edges", async () => {
    const hits = (await listPublishedPosts(database.db, { page: 1, pageSize: 20, q: "egret" })).posts;
    expect(hits).toHaveLength(12);
    for (const hit of hits) {
      expect(marked(hit.passage)).toEqual(["egret"]);
      expect(hit.passage).not.toMatch(/[[\]()]|https|example\.com/);
    }
  });

  it("says nothing matches for an unknown word and for stop words alone", async () => {
    for (const q of ["zebra", "the", "and or the"]) expect(await search(q)).toEqual({ posts: [], total: 0, featured: null });
  });

  it("never finds an unpublished post", async () => {
    expect(slugs((await search("draft")).posts)).toEqual([]);
  });

  it("pages ranked results", async () => {
    const second = await listPublishedPosts(database.db, { page: 2, pageSize: 2, q: "boat" });
    expect(slugs(second.posts)).toEqual(["in-content"]);
    expect(second.total).toBe(3);
    // A page past the last has no rows to carry the count: it is still known.
    expect(await listPublishedPosts(database.db, { page: 3, pageSize: 2, q: "boat" })).toEqual({ posts: [], total: 3, featured: null });
  });

  it("keeps hostile text as text: only real matches are marked, and a card shows the passage escaped", async () => {
    const [hit] = (await search("sailing")).posts;
    expect(hit?.slug).toBe("hostile");
    expect(marked(hit?.passage)).toEqual(["sailing"]);
    expect(hit?.passage).toContain('<script>alert("x")</script>');
    expect(hit?.passage).toContain("&lt;b&gt;");
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PostCard, { post: hit! })));
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&amp;lt;b&amp;gt;");
    expect(html).toMatch(/<mark[^>]*>sailing<\/mark>/);
    expect(html).not.toMatch(/[\uE000-\uE002]/);
  });

  it("uses the GIN index on the search vector", async () => {
    await database.db.execute(sql`SET enable_seqscan = off`);
    const plan = await queryRows<{ "QUERY PLAN": string }>(
      database.db,
      sql`EXPLAIN SELECT id FROM blog_posts WHERE search_vector @@ websearch_to_tsquery('english', 'boats')`,
    );
    await database.db.execute(sql`RESET enable_seqscan`);
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("blog_posts_search_idx");
  });
});
