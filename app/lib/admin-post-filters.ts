import { z } from "zod";

export const ADMIN_POSTS_PATH = "/admin/lake-advisor";
export const ADMIN_POSTS_PAGE_SIZE = 50;

/** The post states the admin list filters by (postStatus in post-editor-rules.ts). */
export const ADMIN_POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];
export const ADMIN_POST_STATUS_LABELS: Record<AdminPostStatus, string> = { draft: "Drafts", scheduled: "Scheduled", published: "Published" };

/** An unknown or malformed parameter means "no filter", never an error page. */
const adminPostListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(200).catch(""),
  status: z.enum(ADMIN_POST_STATUSES).nullable().catch(null),
  category: z.string().trim().max(100).catch(""),
});
export type AdminPostListFilters = z.infer<typeof adminPostListQuery>;

export function adminPostListFilters(search: URLSearchParams): AdminPostListFilters {
  return adminPostListQuery.parse({
    page: search.get("page") ?? 1,
    q: search.get("q") ?? "",
    status: search.get("status"),
    category: search.get("category") ?? "",
  });
}

export function hasAdminPostFilters(filters: Pick<AdminPostListFilters, "q" | "status" | "category">): boolean {
  return Boolean(filters.q || filters.status || filters.category);
}

/** The list's URL for these filters and page: its pages' links keep the filters. */
export function adminPostListHref(filters: Pick<AdminPostListFilters, "q" | "status" | "category">, page = 1): string {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  if (filters.category) query.set("category", filters.category);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `${ADMIN_POSTS_PATH}${text ? `?${text}` : ""}`;
}

/**
 * The title search as a full-text query on the title's words (decision 035): each word typed is
 * the start of a title word, stemmed, so "dock" finds "Docking" and "norm" finds "Norman". Only
 * letters and digits pass, so no input is a syntax error; "" when there is nothing to search.
 */
export function titleSearchQuery(q: string): string {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(" & ");
}
