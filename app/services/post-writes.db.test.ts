import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { findPostById } from "#app/models/admin-posts.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { SLUG_MOVE_UNCONFIRMED } from "#app/lib/post-editor-rules.ts";
import { CONTENT_NESTING_MESSAGE } from "./content-nesting.server.ts";
import { RENDER_MESSAGES, renderKey } from "./post-render.server.ts";
import { writePost } from "./post-writes.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const complete = { title: "On the Water", slug: "on-the-water", excerpt: "An excerpt.", content: "word ".repeat(250), categories: ["Local Events"], tags: [] };
const NOW = new Date("2026-04-05T06:07:08Z");
const SITE_URL = "https://lakefront.test";
/**
 * The longest the event loop may be held while such a render runs: far above a quiet machine's
 * figure (under 20 ms), since test files run side by side on two cores, and far below the seconds
 * to minutes the render itself takes.
 */
const STALL_LIMIT_MS = 1_000;

async function created(slug: string) {
  const response = await writePost(database.db, { intent: "publish", values: { ...complete, slug } }, undefined, NOW, SITE_URL);
  if (!response.answer.ok) throw new Error(`setup: ${JSON.stringify(response.answer)}`);
  return response.answer.post;
}

describe("writePost", () => {
  it("creates only on publish, with published_at now, reading time and SEO defaults", async () => {
    const response = await writePost(database.db, { intent: "publish", requestId: "r1", values: complete }, undefined, NOW);
    expect(response.status).toBe(201);
    expect(response.answer).toMatchObject({ ok: true, intent: "publish", requestId: "r1", post: { slug: "on-the-water", publishedAt: NOW.toISOString() } });
    if (!response.answer.ok) return;
    const stored = await findPostById(database.db, response.answer.post.id);
    expect(stored).toMatchObject({ readingTimeMinutes: 2, seoTitle: "On the Water", seoDescription: "An excerpt.", authorName: "Meredith Vance" });

    const draftCreate = await writePost(database.db, { intent: "save-draft", values: { ...complete, slug: "x" } });
    expect(draftCreate).toMatchObject({ status: 400, answer: { ok: false, message: "Error creating post" } });
  });

  it("publishes with the chosen date (a future one schedules the post)", async () => {
    const response = await writePost(
      database.db,
      { intent: "publish", values: { ...complete, slug: "later", publishedAt: "2027-01-01T10:00:00.000Z" } },
      undefined,
      NOW,
    );
    expect(response.answer.ok && response.answer.post.publishedAt).toBe("2027-01-01T10:00:00.000Z");
  });

  it("validates a publish on the server with the spec's messages and saves nothing", async () => {
    const response = await writePost(database.db, { intent: "publish", requestId: "r2", values: { title: " ", slug: "", excerpt: "", content: "  " } });
    expect(response).toEqual({
      status: 400,
      answer: {
        ok: false,
        intent: "publish",
        requestId: "r2",
        message: "Please fix validation errors",
        description: undefined,
        fieldErrors: { title: "Title is required", slug: "Slug is required", excerpt: "Excerpt is required", content: "Content is required" },
      },
    });
  });

  it("refuses content nested too deeply to render, with a field message, and saves nothing", async () => {
    const deep = "<div>".repeat(1_750) + "deep" + "</div>".repeat(1_750);
    const create = await writePost(database.db, { intent: "publish", values: { ...complete, slug: "deep-new", content: deep } });
    expect(create).toMatchObject({ status: 400, answer: { ok: false, fieldErrors: { content: CONTENT_NESTING_MESSAGE } } });
    expect(await database.db.$count(blogPosts, like(blogPosts.slug, "deep-%"))).toBe(0);
    const existing = await created("deep-existing");
    for (const intent of ["save-draft", "publish"] as const) {
      const save = await writePost(database.db, { intent, values: { ...complete, slug: "deep-existing", content: deep } }, existing.id);
      expect(save).toMatchObject({ status: 400, answer: { ok: false, fieldErrors: { content: CONTENT_NESTING_MESSAGE } } });
    }
    expect((await findPostById(database.db, existing.id))?.content).toBe(complete.content);
  });

  it("stores the content's HTML, rendered for the site's address, with every save", async () => {
    const post = await created("rendered-at-save");
    expect(await findPostById(database.db, post.id)).toMatchObject({
      contentHtml: `<p>${complete.content.trim()}</p>`,
      contentRenderedWith: renderKey(SITE_URL),
    });
    await writePost(database.db, { intent: "autosave", values: { ...complete, slug: "rendered-at-save", content: "> quoted" } }, post.id, NOW, SITE_URL);
    expect(await findPostById(database.db, post.id)).toMatchObject({ contentHtml: "<blockquote>\n<p>quoted</p>\n</blockquote>", contentSetsSerifItalic: true });
  });

  it("refuses content that takes too long to render, with a field message, saves nothing and never holds the event loop", async () => {
    const slow = "<'*a_".repeat(36_000);
    let last = performance.now();
    let stallMs = 0;
    const timer = setInterval(() => {
      stallMs = Math.max(stallMs, performance.now() - last);
      last = performance.now();
    }, 10);
    const create = await writePost(database.db, { intent: "publish", values: { ...complete, slug: "slow-render", content: slow } }, undefined, NOW, SITE_URL);
    clearInterval(timer);
    expect(create).toMatchObject({ status: 400, answer: { ok: false, fieldErrors: { content: RENDER_MESSAGES.tooSlow } } });
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    expect(await database.db.$count(blogPosts, like(blogPosts.slug, "slow-render"))).toBe(0);
  }, 30_000);

  it("draft saves need only a title and slug and never set the publish date", async () => {
    const post = await created("draft-rules");
    expect((await writePost(database.db, { intent: "unpublish", values: { ...complete, slug: "draft-rules" } }, post.id)).status).toBe(200);
    const response = await writePost(
      database.db,
      { intent: "autosave", values: { title: "Draft Rules", slug: "draft-rules", excerpt: "", content: "", publishedAt: "2030-01-01T00:00:00Z" } },
      post.id,
    );
    expect(response.status).toBe(200);
    const stored = await findPostById(database.db, post.id);
    expect(stored).toMatchObject({ title: "Draft Rules", excerpt: "", readingTimeMinutes: 0, publishedAt: null });
    const saveDraft = await writePost(database.db, { intent: "save-draft", values: { title: "", slug: "draft-rules" } }, post.id);
    expect(saveDraft.answer).toMatchObject({ ok: false, message: "Please fix validation errors", fieldErrors: { title: "Title is required" } });
  });

  it("saves of a published or scheduled post keep it publishable and never set the publish date", async () => {
    const live = await created("live-rules");
    const blanked = await writePost(database.db, { intent: "autosave", values: { ...complete, slug: "live-rules", excerpt: " ", content: "" } }, live.id);
    expect(blanked).toMatchObject({ status: 400, answer: { ok: false, fieldErrors: { excerpt: "Excerpt is required", content: "Content is required" } } });
    expect(await findPostById(database.db, live.id)).toMatchObject({ excerpt: "An excerpt.", publishedAt: NOW });
    const edited = await writePost(
      database.db,
      { intent: "save-draft", values: { ...complete, slug: "live-rules", excerpt: "Edited.", publishedAt: "2030-01-01T00:00:00Z" } },
      live.id,
    );
    expect(edited.status).toBe(200);
    expect(await findPostById(database.db, live.id)).toMatchObject({ excerpt: "Edited.", publishedAt: NOW });
  });

  it("unpublish makes a draft and keeps when the post first went public", async () => {
    const post = await created("to-unpublish");
    const response = await writePost(database.db, { intent: "unpublish", values: { ...complete, slug: "to-unpublish", title: "Taken Down" } }, post.id);
    expect(response).toMatchObject({
      status: 200,
      answer: { ok: true, intent: "unpublish", post: { publishedAt: null, firstPublishedAt: NOW.toISOString() } },
    });
    expect(await findPostById(database.db, post.id)).toMatchObject({ title: "Taken Down", publishedAt: null, firstPublishedAt: NOW });
    const again = await writePost(database.db, { intent: "publish", values: { ...complete, slug: "to-unpublish" } }, post.id, new Date("2026-06-01T00:00:00Z"));
    expect(again.answer).toMatchObject({ ok: true, post: { publishedAt: "2026-06-01T00:00:00.000Z", firstPublishedAt: NOW.toISOString() } });
  });

  it("a post that has been public moves to a new slug only when the move is confirmed", async () => {
    const post = await created("public-address");
    for (const intent of ["autosave", "save-draft", "publish", "unpublish"] as const) {
      const moved = await writePost(database.db, { intent, values: { ...complete, slug: "new-address" } }, post.id, NOW);
      expect(moved).toMatchObject({ status: 409, answer: { ok: false, fieldErrors: { slug: SLUG_MOVE_UNCONFIRMED } } });
    }
    expect((await findPostById(database.db, post.id))?.slug).toBe("public-address");
    const confirmed = await writePost(
      database.db,
      { intent: "save-draft", values: { ...complete, slug: "new-address" }, confirmSlugChange: true },
      post.id,
      NOW,
    );
    expect(confirmed.answer).toMatchObject({ ok: true, post: { slug: "new-address" } });
  });

  it("a scheduled post that never went public may change its slug freely, and unpublishing forgets its date", async () => {
    const response = await writePost(
      database.db,
      { intent: "publish", values: { ...complete, slug: "not-yet", publishedAt: "2031-01-01T10:00:00.000Z" } },
      undefined,
      NOW,
    );
    if (!response.answer.ok) throw new Error("setup");
    expect(response.answer.post.firstPublishedAt).toBe("2031-01-01T10:00:00.000Z");
    const renamed = await writePost(database.db, { intent: "autosave", values: { ...complete, slug: "still-not-yet" } }, response.answer.post.id, NOW);
    expect(renamed.answer).toMatchObject({ ok: true, post: { slug: "still-not-yet" } });
    const unpublished = await writePost(database.db, { intent: "unpublish", values: { ...complete, slug: "still-not-yet" } }, response.answer.post.id, NOW);
    expect(unpublished.answer).toMatchObject({ ok: true, post: { publishedAt: null, firstPublishedAt: null } });
  });

  it("answers a slug used by another post with a clear field message", async () => {
    await created("first-slug");
    const second = await created("second-slug");
    const response = await writePost(database.db, { intent: "save-draft", values: { ...complete, slug: "first-slug" }, confirmSlugChange: true }, second.id);
    expect(response.status).toBe(409);
    expect(response.answer).toMatchObject({
      ok: false,
      message: "Error updating post",
      fieldErrors: { slug: "Another post already uses this slug. Choose a different one." },
    });
    const create = await writePost(database.db, { intent: "publish", values: { ...complete, slug: "first-slug" } });
    expect(create.answer).toMatchObject({
      ok: false,
      message: "Error creating post",
      fieldErrors: { slug: expect.stringContaining("already uses this slug") },
    });
  });

  it("rejects unknown posts, bad ids, unknown intents and malformed bodies without a crash", async () => {
    expect((await writePost(database.db, { intent: "publish", values: complete }, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await writePost(database.db, { intent: "autosave", values: complete }, "../etc")).status).toBe(404);
    expect((await writePost(database.db, { intent: "delete", values: complete }, "x")).status).toBe(400);
    expect((await writePost(database.db, null, "x")).answer).toMatchObject({ ok: false, message: "Error updating post" });
    const unsafe = await writePost(database.db, { intent: "publish", values: { ...complete, slug: "safe", heroImageUrl: "javascript:alert(1)" } });
    expect(unsafe.answer).toMatchObject({ ok: false, fieldErrors: { heroImageUrl: expect.any(String) } });
  });
});
