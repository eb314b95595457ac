/** The blog list's state in the URL (spec §2, §4): `?page=N`, repeated `category`, search `q`. */
export type BlogQuery = { page: number; categories: string[]; q: string };

export const BLOG_LIST_PATH = "/the-lake-advisor";

/** Query parameter names, one per part of the query. */
export const BLOG_QUERY_PARAMS = { categories: "category", q: "q", page: "page" } as const satisfies Record<keyof BlogQuery, string>;

export const EMPTY_BLOG_QUERY: BlogQuery = { page: 1, categories: [], q: "" };

/** A missing, non-numeric, fractional or non-positive page is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const categories: string[] = [];
  for (const raw of params.getAll(BLOG_QUERY_PARAMS.categories)) {
    const category = raw.trim();
    if (category && !categories.includes(category)) categories.push(category);
  }
  return { page: parsePage(params.get(BLOG_QUERY_PARAMS.page)), categories, q: (params.get(BLOG_QUERY_PARAMS.q) ?? "").trim() };
}

/** Page 1, no categories and blank search are left out, so the plain list URL stays plain. */
export function serializeBlogQuery(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of query.categories) params.append(BLOG_QUERY_PARAMS.categories, category);
  const q = query.q.trim();
  if (q) params.set(BLOG_QUERY_PARAMS.q, q);
  if (query.page > 1) params.set(BLOG_QUERY_PARAMS.page, String(query.page));
  return params;
}

/** "?category=…&q=…&page=N" or "" — a link target relative to the list path. */
export function blogQueryString(query: BlogQuery): string {
  const search = serializeBlogQuery(query).toString();
  return search ? `?${search}` : "";
}

/** The list's URL for a query: "/the-lake-advisor?category=…&q=…&page=N". */
export function blogListHref(query: BlogQuery): string {
  return `${BLOG_LIST_PATH}${blogQueryString(query)}`;
}

/** Turns a category on or off; any filter change goes back to page 1 (spec §4). */
export function toggleCategory(query: BlogQuery, category: string): BlogQuery {
  const categories = query.categories.includes(category)
    ? query.categories.filter((selected) => selected !== category)
    : [...query.categories, category];
  return { ...query, categories, page: 1 };
}

export function withSearch(query: BlogQuery, q: string): BlogQuery {
  return { ...query, q, page: 1 };
}

export function withPage(query: BlogQuery, page: number): BlogQuery {
  return { ...query, page };
}

export function hasActiveBlogFilters(query: BlogQuery): boolean {
  return query.categories.length > 0 || query.q.trim() !== "";
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Escapes LIKE wildcards so a search for "100%" or "a_b" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const postDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" });

/** 2026-03-14T14:00:00Z → "March 14, 2026" (Charlotte time, the same on server and browser). */
export function formatPostDate(date: Date | string): string {
  return postDate.format(typeof date === "string" ? new Date(date) : date);
}

/** 5 → "5 min read". */
export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/**
 * The large post above the grid: on page 1 the newest matching featured post, or the first
 * result when none is featured. It is never repeated in the grid, on any page.
 */
export function splitFeatured<T extends { id: string }>(
  posts: readonly T[],
  featured: T | null,
  page: number,
): { featured: T | null; grid: T[] } {
  if (featured) return { featured: page === 1 ? featured : null, grid: posts.filter((post) => post.id !== featured.id) };
  if (page === 1 && posts.length > 0) return { featured: posts[0] ?? null, grid: posts.slice(1) };
  return { featured: null, grid: [...posts] };
}
