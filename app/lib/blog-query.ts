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

/**
 * The list a query shows, as search engines should know it: each page of a category (or of the
 * whole list) is its own, since the posts it links to are found through it, named by the published
 * categories it filters by in one order; search results are the list itself.
 */
export function blogListCanonicalPath(query: BlogQuery, publishedCategories: readonly string[]): string {
  if (query.q.trim()) return BLOG_LIST_PATH;
  const categories = query.categories.filter((category) => publishedCategories.includes(category)).sort((a, b) => a.localeCompare(b));
  return blogListHref({ page: query.page, categories, q: "" });
}

/** Turns a category on or off; any filter change goes back to page 1 (spec §4). */
export function toggleCategory(query: BlogQuery, category: string): BlogQuery {
  const categories = query.categories.includes(category) ? query.categories.filter((selected) => selected !== category) : [...query.categories, category];
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
export function splitFeatured<T extends { id: string }>(posts: readonly T[], featured: T | null, page: number): { featured: T | null; grid: T[] } {
  if (featured) return { featured: page === 1 ? featured : null, grid: posts.filter((post) => post.id !== featured.id) };
  if (page === 1 && posts.length > 0) return { featured: posts[0] ?? null, grid: posts.slice(1) };
  return { featured: null, grid: [...posts] };
}

/**
 * Around the words a search found in a result's passage (decision 035): private-use characters,
 * which the database takes out of every post before it marks the passage, so only a real match
 * can be one. The page shows each marked part as <mark> and all of it as text.
 */
export const SEARCH_MARKS = { start: "\uE000", stop: "\uE001" } as const;
/** Stands in for `<` while PostgreSQL builds a passage, so its parser reads no HTML tags in a post. */
export const LESS_THAN_STAND_IN = "\uE002";

export type PassageSegment = { text: string; marked: boolean };

/** A marked passage as text segments, the found words marked; an unmatched mark is plain text. */
export function passageSegments(passage: string): PassageSegment[] {
  const segments: PassageSegment[] = [];
  const pattern = new RegExp(`${SEARCH_MARKS.start}([^${SEARCH_MARKS.start}${SEARCH_MARKS.stop}]*)${SEARCH_MARKS.stop}`, "g");
  let last = 0;
  const push = (text: string, marked: boolean) => {
    const clean = text.replace(/[\uE000-\uE002]/g, "");
    if (clean) segments.push({ text: clean, marked });
  };
  for (const match of passage.matchAll(pattern)) {
    push(passage.slice(last, match.index), false);
    push(match[1] ?? "", true);
    last = match.index + match[0].length;
  }
  push(passage.slice(last), false);
  return segments;
}

/** A page number to link, or a gap ("…") between two that are not neighbours. */
export type PageWindowItem = { page: number } | { gap: "start" | "end" };

/**
 * The numbered pages to show: the first, the last, and `around` pages either side of the current
 * one, with a gap wherever pages are left out; a gap never stands for a single page (that page is
 * shown instead), so the row has the same length wherever the reader is. `page` beyond the end
 * counts as the last.
 */
export function pageWindow(page: number, pages: number, around = 1): PageWindowItem[] {
  if (pages <= 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  // First, last, current, `around` either side and a gap each side: shown whole when that is no shorter.
  const slots = 2 * around + 5;
  if (pages <= slots) return Array.from({ length: pages }, (_, i) => ({ page: i + 1 }));
  let from = Math.max(2, current - around);
  let to = Math.min(pages - 1, current + around);
  // Near an end, the window grows inward so the row keeps its length.
  if (from <= 3) {
    from = 2;
    to = slots - 2;
  }
  if (to >= pages - 2) {
    to = pages - 1;
    from = pages - (slots - 3);
  }
  const items: PageWindowItem[] = [{ page: 1 }];
  if (from > 2) items.push({ gap: "start" });
  for (let number = from; number <= to; number++) items.push({ page: number });
  if (to < pages - 1) items.push({ gap: "end" });
  items.push({ page: pages });
  return items;
}
