import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import type { AdminPostListFilters } from "#app/lib/admin-post-filters.ts";
import { deletePost, listPostCategories, listPostsForAdmin } from "#app/models/admin-posts.server.ts";
import { logger } from "#app/lib/logger.server.ts";

/**
 * One page of the admin list as the page renders it, with the number of posts matching and the
 * categories to filter by; `posts: null` when the database could not be read.
 */
export async function loadAdminPostList(db: Db, filters: AdminPostListFilters) {
  const now = new Date().toISOString();
  try {
    const [{ rows, total }, categories] = await Promise.all([listPostsForAdmin(db, filters), listPostCategories(db)]);
    const posts = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      featured: row.featured,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { posts, total, categories, filters, now };
  } catch (error) {
    logger.error({ err: error }, "admin post list failed");
    return { posts: null, total: 0, categories: [], filters, now };
  }
}

const deleteSchema = z.object({ intent: z.literal("delete"), id: z.string().min(1).max(100), requestId: z.string().max(100).optional() });

/** Whether a request's body is JSON (the list's own call) rather than a form posted without JavaScript. */
export const isJsonRequest = (request: Request) => (request.headers.get("content-type") ?? "").startsWith("application/json");

/** The list's delete (spec §7 "Admin delete"): JSON or a form in, `{ ok, message }` out, never a stack trace. */
export async function deleteAdminPost(db: Db, request: Request) {
  const body: unknown = isJsonRequest(request)
    ? await request.json().catch(() => null)
    : Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = deleteSchema.safeParse(body);
  const requestId = parsed.success ? parsed.data.requestId : undefined;
  if (!parsed.success) return { status: 400, answer: { ok: false, requestId, message: "Error deleting post" } };
  try {
    const deleted = await deletePost(db, parsed.data.id);
    return deleted
      ? { status: 200, answer: { ok: true, requestId, message: "Post deleted successfully" } }
      : { status: 404, answer: { ok: false, requestId, message: "Error deleting post" } };
  } catch (error) {
    logger.error({ err: error, postId: parsed.data.id }, "post delete failed");
    return { status: 500, answer: { ok: false, requestId, message: "Error deleting post" } };
  }
}
