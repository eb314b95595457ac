import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "#app/db/client.server.ts";
import { adminPostListFilters } from "#app/lib/admin-post-filters.ts";
import { postValuesForSave } from "#app/lib/post-editor-rules.ts";
import { postDraftSchema } from "#app/lib/post-schemas.ts";
import { createPost, findPostById } from "#app/models/admin-posts.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { deleteAdminPost, loadAdminPostList } from "./admin-post-list.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const deleteRequest = (body: unknown) =>
  new Request("http://localhost/admin/lake-advisor", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function newPost(slug: string) {
  const result = await createPost(database.db, postValuesForSave(postDraftSchema.parse({ title: slug, slug })));
  if (!result.ok) throw new Error("setup");
  return result.post;
}

describe("admin post list", () => {
  it("lists posts with ISO dates for the page", async () => {
    const post = await newPost("listed");
    const { posts, now } = await loadAdminPostList(database.db, adminPostListFilters(new URLSearchParams()));
    expect(Date.parse(now)).not.toBeNaN();
    expect(posts).toContainEqual({
      id: post.id,
      slug: "listed",
      title: "listed",
      featured: false,
      publishedAt: null,
      firstPublishedAt: null,
      updatedAt: post.updatedAt.toISOString(),
    });
  });

  it("answers a database failure with no posts (the page says Error loading posts)", async () => {
    const broken = {
      select: () => {
        throw new Error("database down");
      },
    } as unknown as Db;
    expect((await loadAdminPostList(broken, adminPostListFilters(new URLSearchParams()))).posts).toBeNull();
  });

  it("deletes by id and says whether it worked", async () => {
    const post = await newPost("to-remove");
    expect(await deleteAdminPost(database.db, deleteRequest({ intent: "delete", id: post.id, requestId: "r" }))).toEqual({
      status: 200,
      answer: { ok: true, requestId: "r", message: "Post deleted successfully" },
    });
    expect(await findPostById(database.db, post.id)).toBeUndefined();
    expect((await deleteAdminPost(database.db, deleteRequest({ intent: "delete", id: post.id }))).answer).toMatchObject({
      ok: false,
      message: "Error deleting post",
    });
    expect((await deleteAdminPost(database.db, deleteRequest({ intent: "other", id: post.id }))).status).toBe(400);
    expect((await deleteAdminPost(database.db, new Request("http://localhost/", { method: "POST", body: "not json" }))).status).toBe(400);
  });
});
