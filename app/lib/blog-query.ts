/** The blog list's state in the URL (spec §2, §4): `?page=N`, repeated `category`, search `q`. */
export type BlogQuery = { page: number; categories: string[]; q: string };

export const EMPTY_BLOG_QUERY: BlogQuery = { page: 1, categories: [], q: "" };

/** A missing, non-numeric, fractional or non-positive page is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const categories: string[] = [];
  for (const raw of params.getAll("category")) {
    const category = raw.trim();
    if (category && !categories.includes(category)) categories.push(category);
  }
  return { page: parsePage(params.get("page")), categories, q: (params.get("q") ?? "").trim() };
}

/** Page 1, no categories and blank search are left out, so the plain list URL stays plain. */
export function serializeBlogQuery(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of query.categories) params.append("category", category);
  const q = query.q.trim();
  if (q) params.set("q", q);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** "?category=…&q=…&page=N" or "" — a link target relative to the list path. */
export function blogQueryString(query: BlogQuery): string {
  const search = serializeBlogQuery(query).toString();
  return search ? `?${search}` : "";
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
