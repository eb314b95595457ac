import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { findPostById } from "#app/models/admin-posts.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { writePost } from "./post-writes.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const complete = { title: "On the Water", slug: "on-the-water", excerpt: "An excerpt.", content: "word ".repeat(250), categories: ["Local Events"], tags: [] };
const NOW = new Date("2026-04-05T06:07:08Z");

async function created(slug: string) {
  const response = await writePost(database.db, { intent: "publish", values: { ...complete, slug } }, undefined, NOW);
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
    const response = await writePost(database.db, { intent: "publish", values: { ...complete, slug: "later", publishedAt: "2027-01-01T10:00:00.000Z" } }, undefined, NOW);
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

  it("draft saves need only a title and slug and never set the publish date", async () => {
    const post = await created("draft-rules");
    const response = await writePost(database.db, { intent: "autosave", values: { title: "Draft Rules", slug: "draft-rules", excerpt: "", content: "", publishedAt: "2030-01-01T00:00:00Z" } }, post.id);
    expect(response.status).toBe(200);
    const stored = await findPostById(database.db, post.id);
    expect(stored).toMatchObject({ title: "Draft Rules", excerpt: "", readingTimeMinutes: 0, publishedAt: NOW });
    const saveDraft = await writePost(database.db, { intent: "save-draft", values: { title: "", slug: "draft-rules" } }, post.id);
    expect(saveDraft.answer).toMatchObject({ ok: false, message: "Please fix validation errors", fieldErrors: { title: "Title is required" } });
  });

  it("answers a slug used by another post with a clear field message", async () => {
    await created("first-slug");
    const second = await created("second-slug");
    const response = await writePost(database.db, { intent: "save-draft", values: { ...complete, slug: "first-slug" } }, second.id);
    expect(response.status).toBe(409);
    expect(response.answer).toMatchObject({ ok: false, message: "Error updating post", fieldErrors: { slug: "Another post already uses this slug. Choose a different one." } });
    const create = await writePost(database.db, { intent: "publish", values: { ...complete, slug: "first-slug" } });
    expect(create.answer).toMatchObject({ ok: false, message: "Error creating post", fieldErrors: { slug: expect.stringContaining("already uses this slug") } });
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
