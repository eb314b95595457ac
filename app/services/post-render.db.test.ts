import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { renderPost } from "#app/lib/markdown.ts";
import { storeRenderedContent } from "#app/models/admin-posts.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { renderKey, startRenderBackfill, storedPostBody } from "./post-render.server.ts";
import { closeRenderThread, renderOffThread } from "./render-thread.server.ts";

const SITE = "https://lakefront.test";
/** Issue 13, point 10: Markdown that renders in far worse than linear time (18 KB froze the server for 8.9 s). */
const SLOW_MARKDOWN = "<'*a_".repeat(36_000);
/**
 * The longest the event loop may be held while such a render runs: far above a quiet machine's
 * figure (under 20 ms), since test files run side by side on two cores, and far below the seconds
 * to minutes the render itself takes.
 */
const STALL_LIMIT_MS = 1_000;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function insertPost(slug: string, content: string, extra: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [post] = await database.db
    .insert(blogPosts)
    .values({ slug, title: slug, content, authorName: "Meredith Vance", publishedAt: new Date("2026-01-01T00:00:00Z"), ...extra })
    .returning();
  return post!;
}

const rowOf = async (id: string) => (await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;

/** The longest gap between ticks of a 10 ms timer while `work` runs: how long the event loop was held. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  try {
    return { result: await work, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe("renderOffThread", () => {
  it("renders Markdown on the render thread exactly as renderPost() does", async () => {
    const markdown = "## Docks\n\n> **INFO**\n> Permits first.\n\n[Elsewhere](https://example.com) and <script>alert(1)</script>";
    const reply = await renderOffThread({ kind: "markdown", content: markdown, siteUrl: SITE });
    expect(reply).toEqual({ ok: true, content: markdown, ...renderPost(markdown, SITE) });
  });

  it("sanitises imported HTML there too, and answers with the source to store", async () => {
    const reply = await renderOffThread({ kind: "imported-html", content: '<p onclick="x()">Hi<script>bad()</script></p>', siteUrl: SITE });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.content).not.toMatch(/onclick|script/);
    expect(reply.html).toContain("Hi");
  });

  it("stops a render that runs past its limit while the event loop goes on, and renders the next one", async () => {
    const started = performance.now();
    const { result, stallMs } = await longestStall(renderOffThread({ kind: "markdown", content: SLOW_MARKDOWN, siteUrl: SITE }, 300));
    expect(result).toMatchObject({ ok: false, reason: "too-slow" });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    expect(await renderOffThread({ kind: "markdown", content: "*after*", siteUrl: SITE })).toMatchObject({ ok: true, html: "<p><em>after</em></p>" });
  });
});

describe("storedPostBody", () => {
  it("renders a post that has no stored HTML once, stores it, then reads what is stored", async () => {
    const post = await insertPost("never-rendered", "Hello *lake*");
    const updatedAt = post.updatedAt;
    expect(await storedPostBody(database.db, post, SITE)).toEqual({ html: "<p>Hello <em>lake</em></p>", setsSerifItalic: false });
    const stored = await rowOf(post.id);
    expect(stored).toMatchObject({ contentHtml: "<p>Hello <em>lake</em></p>", contentRenderedWith: renderKey(SITE), updatedAt });

    await database.db.update(blogPosts).set({ contentHtml: "<p>stored</p>" }).where(eq(blogPosts.id, post.id));
    expect((await storedPostBody(database.db, await rowOf(post.id), SITE)).html).toBe("<p>stored</p>");
  });

  it("renders again what was rendered for another site address", async () => {
    const post = await insertPost("moved-site", "[Home](https://lakefront.test/about)", {
      contentHtml: "<p>old</p>",
      contentRenderedWith: renderKey("https://old.example"),
    });
    expect((await storedPostBody(database.db, post, SITE)).html).toBe('<p><a href="https://lakefront.test/about">Home</a></p>');
  });

  it("leaves HTML another instance rendered for its own site address as it is, so two instances never rewrite each other's", async () => {
    const other = renderKey("https://other-instance.example");
    const post = await insertPost("other-instance", "*mine*", { contentHtml: "<p>theirs</p>", contentRenderedWith: other });
    expect((await storedPostBody(database.db, post, SITE)).html).toBe("<p><em>mine</em></p>");
    expect(await rowOf(post.id)).toMatchObject({ contentHtml: "<p>theirs</p>", contentRenderedWith: other });
  });

  it("stores a post that cannot be rendered in time as its plain text, so it is never shown blank nor rendered again", async () => {
    const post = await insertPost("too-slow-stored", `Sunset on the **lake**.\n\n${SLOW_MARKDOWN}`);
    const { result, stallMs } = await longestStall(storedPostBody(database.db, post, SITE));
    expect(result.html).toMatch(/^<p>Sunset on the \*\*lake\*\*\.<\/p><p>&#x3C;'\*a_/);
    expect(result.html).not.toContain("<'");
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    expect(await rowOf(post.id)).toMatchObject({ contentHtml: result.html, contentRenderedWith: renderKey(SITE) });
  }, 30_000);
});

describe("storeRenderedContent", () => {
  it("never stores HTML over content saved since the render began", async () => {
    const post = await insertPost("edited-meanwhile", "new text", { contentHtml: "<p>new text</p>", contentRenderedWith: renderKey(SITE) });
    await storeRenderedContent(database.db, post.id, "old text", {
      contentHtml: "<p>old text</p>",
      contentSetsSerifItalic: false,
      contentRenderedWith: renderKey(SITE),
    });
    expect((await rowOf(post.id)).contentHtml).toBe("<p>new text</p>");
  });
});

describe("startRenderBackfill", () => {
  it("renders every post without current HTML and leaves updated_at alone", async () => {
    const stale = await insertPost("backfill-stale", "**bold**", { contentHtml: "<p>old</p>", contentRenderedWith: "0 https://lakefront.test" });
    const current = await insertPost("backfill-current", "source", { contentHtml: "<p>kept</p>", contentRenderedWith: renderKey(SITE) });
    await startRenderBackfill(database.db, SITE).done;
    expect(await rowOf(stale.id)).toMatchObject({
      contentHtml: "<p><strong>bold</strong></p>",
      contentRenderedWith: renderKey(SITE),
      updatedAt: stale.updatedAt,
    });
    expect((await rowOf(current.id)).contentHtml).toBe("<p>kept</p>");
    const remaining = await database.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.contentRenderedWith, "0 https://lakefront.test"));
    expect(remaining).toEqual([]);
  }, 30_000);
});

// Last: it closes the render threads for the rest of this file.
describe("when no render thread can render", () => {
  it("fails the page and stores nothing, so no post is kept without its body", async () => {
    const post = await insertPost("threads-closed", "Kept *for later*");
    await closeRenderThread();
    await expect(storedPostBody(database.db, post, SITE)).rejects.toThrow(/no render thread is available/);
    expect(await rowOf(post.id)).toMatchObject({ contentHtml: null, contentRenderedWith: null });
  });
});
