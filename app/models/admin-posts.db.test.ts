import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { postValuesForPublish, postValuesForSave } from "#app/lib/post-editor-rules.ts";
import { postDraftSchema } from "#app/lib/post-schemas.ts";
import { createTestDatabase } from "#tests/database.ts";
import { createPost, deletePost, findPostById, findPostIdBySlug, isSlugConflict, listPostsForAdmin, updatePost } from "./admin-posts.server.ts";

let database: Database;

const draft = (slug: string, overrides: Record<string, unknown> = {}) =>
  postValuesForSave(
    postDraftSchema.parse({ title: `Title ${slug}`, slug, excerpt: "Excerpt", content: "one two three", authorName: "Meredith Vance", ...overrides }),
  );

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe("admin posts", () => {
  it("creates a post and reads it back, with its reading time and without a publish date", async () => {
    const result = await createPost(database.db, draft("created-draft", { content: "word ".repeat(450) }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.post).toMatchObject({
      slug: "created-draft",
      title: "Title created-draft",
      readingTimeMinutes: 3,
      publishedAt: null,
      authorName: "Meredith Vance",
    });
    expect(await findPostById(database.db, result.post.id)).toMatchObject({ slug: "created-draft" });
    expect(await findPostIdBySlug(database.db, "created-draft")).toBe(result.post.id);
  });

  it("answers a taken slug with a result, never a database error, on create and on update", async () => {
    const first = await createPost(database.db, draft("taken-slug"));
    expect(first.ok).toBe(true);
    expect(await createPost(database.db, draft("taken-slug"))).toEqual({ ok: false, reason: "slug-taken" });
    const other = await createPost(database.db, draft("other-slug"));
    if (!other.ok) throw new Error("setup");
    expect(await updatePost(database.db, other.post.id, draft("taken-slug"))).toEqual({ ok: false, reason: "slug-taken" });
    expect((await findPostById(database.db, other.post.id))?.slug).toBe("other-slug");
  });

  it("recognises only the slug's unique violation", async () => {
    const error = await database.db
      .insert(blogPosts)
      .values({ slug: "taken-slug", title: "x", authorName: "x" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isSlugConflict(error)).toBe(true);
    expect(isSlugConflict(new Error("other"))).toBe(false);
    expect(isSlugConflict({ code: "23505", constraint: "something_else" })).toBe(false);
  });

  it("a draft update changes the fields and the update time but never published_at", async () => {
    const created = await createPost(database.db, { ...draft("to-update"), publishedAt: new Date("2026-01-01T00:00:00Z") });
    if (!created.ok) throw new Error("setup");
    const updated = await updatePost(database.db, created.post.id, draft("to-update-renamed", { title: "Renamed", tags: ["dock"] }));
    expect(updated.ok).toBe(true);
    if (!updated.ok) return;
    expect(updated.post).toMatchObject({ slug: "to-update-renamed", title: "Renamed", tags: ["dock"] });
    expect(updated.post.publishedAt).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(updated.post.updatedAt.getTime()).toBeGreaterThanOrEqual(created.post.updatedAt.getTime());
  });

  it("a publish sets published_at and the SEO defaults", async () => {
    const created = await createPost(database.db, draft("to-publish"));
    if (!created.ok) throw new Error("setup");
    const when = new Date("2026-02-03T04:05:00Z");
    const values = postValuesForPublish(postDraftSchema.parse({ title: "Published", slug: "to-publish", excerpt: "The excerpt", content: "c" }), when);
    const published = await updatePost(database.db, created.post.id, values);
    expect(published.ok && published.post).toMatchObject({ publishedAt: when, seoTitle: "Published", seoDescription: "The excerpt" });
  });

  it("treats unknown and malformed ids as not found", async () => {
    expect(await findPostById(database.db, MISSING_ID)).toBeUndefined();
    expect(await findPostById(database.db, "not-a-uuid")).toBeUndefined();
    expect(await updatePost(database.db, MISSING_ID, draft("nowhere"))).toEqual({ ok: false, reason: "not-found" });
    expect(await updatePost(database.db, "x'; drop table blog_posts;--", draft("nowhere"))).toEqual({ ok: false, reason: "not-found" });
    expect(await deletePost(database.db, "nope")).toBe(false);
  });

  it("deletes a post", async () => {
    const created = await createPost(database.db, draft("to-delete"));
    if (!created.ok) throw new Error("setup");
    expect(await deletePost(database.db, created.post.id)).toBe(true);
    expect(await findPostById(database.db, created.post.id)).toBeUndefined();
    expect(await deletePost(database.db, created.post.id)).toBe(false);
  });

  it("lists every post by published_at descending, drafts first", async () => {
    const now = Date.now();
    await database.db.delete(blogPosts);
    const at = (offsetDays: number) => new Date(now + offsetDays * 86_400_000);
    await createPost(database.db, { ...draft("old"), publishedAt: at(-30) });
    await createPost(database.db, { ...draft("scheduled"), publishedAt: at(10) });
    await createPost(database.db, draft("draft-a"));
    await createPost(database.db, { ...draft("recent"), publishedAt: at(-1) });
    await createPost(database.db, draft("draft-b"));
    const { rows, total } = await listPostsForAdmin(database.db, { page: 1 });
    expect(total).toBe(5);
    expect(rows.map((row) => row.slug)).toEqual(["draft-b", "draft-a", "scheduled", "recent", "old"]);
    expect(rows[0]).toEqual(expect.objectContaining({ id: expect.any(String), title: "Title draft-b", publishedAt: null }));
  });

  it("keeps first_published_at for every writer: set by a publish, kept once the post has been public", async () => {
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    const live = await createPost(database.db, { ...draft("first-live"), publishedAt: past });
    if (!live.ok) throw new Error("setup");
    expect(live.post.firstPublishedAt).toEqual(past);
    const unpublished = await updatePost(database.db, live.post.id, { ...draft("first-live"), publishedAt: null });
    expect(unpublished.ok && unpublished.post).toMatchObject({ publishedAt: null, firstPublishedAt: past });
    const republished = await updatePost(database.db, live.post.id, { ...draft("first-live"), publishedAt: new Date() });
    expect(republished.ok && republished.post.firstPublishedAt).toEqual(past);

    const scheduled = await createPost(database.db, { ...draft("first-scheduled"), publishedAt: future });
    if (!scheduled.ok) throw new Error("setup");
    expect(scheduled.post.firstPublishedAt).toEqual(future);
    const later = new Date(future.getTime() + 86_400_000);
    const moved = await updatePost(database.db, scheduled.post.id, { ...draft("first-scheduled"), publishedAt: later });
    expect(moved.ok && moved.post.firstPublishedAt).toEqual(later);
    await database.db.update(blogPosts).set({ firstPublishedAt: past }).where(eq(blogPosts.id, scheduled.post.id));
    const edited = await updatePost(database.db, scheduled.post.id, draft("first-scheduled", { title: "Only a title" }));
    expect(edited.ok && edited.post.firstPublishedAt).toEqual(later);
    const cancelled = await updatePost(database.db, scheduled.post.id, { ...draft("first-scheduled"), publishedAt: null });
    expect(cancelled.ok && cancelled.post.firstPublishedAt).toBeNull();
  });
});
