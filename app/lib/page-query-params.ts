import { BLOG_LIST_PATH, BLOG_QUERY_PARAMS } from "./blog-query.ts";
import { SOLD_FILTER_PARAMS, SOLD_PROPERTIES_PATH } from "./sold-filters.ts";

/**
 * The query parameters each public page reads, by path. Every other parameter — `utm_*`,
 * `fbclid`, `gclid`, a cache-buster — changes nothing on the page, so the page cache keys on these
 * alone and such links are served the cached page.
 */
const PAGE_QUERY_PARAMS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  [BLOG_LIST_PATH, Object.values(BLOG_QUERY_PARAMS)],
  [SOLD_PROPERTIES_PATH, Object.values(SOLD_FILTER_PARAMS)],
]);

/** The parameters whose value is whatever a visitor types: a search. */
const FREE_TEXT_QUERY_PARAMS: ReadonlyMap<string, string> = new Map([
  [BLOG_LIST_PATH, BLOG_QUERY_PARAMS.q],
  [SOLD_PROPERTIES_PATH, SOLD_FILTER_PARAMS.search],
]);

/**
 * Whether the request is a search (decision 035): its page is rendered for it and never kept by
 * the page cache, as each new term would be a new entry, and a stream of them would push every
 * page that is read again out of the cache.
 */
export function isSearchRequest(path: string, search: string): boolean {
  const name = FREE_TEXT_QUERY_PARAMS.get(path.toLowerCase().replace(/(.)\/+$/, "$1"));
  return name !== undefined && (new URLSearchParams(search).get(name) ?? "").trim() !== "";
}

/**
 * The query parameter a listing's "Get More Information" button sends without JavaScript: a
 * neighborhood guide or a sold home's page is then shown with the inquiry dialog open about it.
 */
export const INQUIRE_PARAM = "inquire";
const INQUIRY_PATH_PREFIXES = ["/neighborhood/", `${SOLD_PROPERTIES_PATH}/`];
const INQUIRY_QUERY_PARAMS = [INQUIRE_PARAM];

/**
 * Whether the request opens the inquiry dialog (`?inquire=` with a value): the value is whatever
 * the link or a visitor puts there, so, like a search, its page is rendered for it and never kept
 * by the page cache — a stream of made-up values filled the cache (issue 33, point 19).
 */
export function isInquiryRequest(path: string, search: string): boolean {
  const page = path.toLowerCase();
  return INQUIRY_PATH_PREFIXES.some((prefix) => page.startsWith(prefix)) && (new URLSearchParams(search).get(INQUIRE_PARAM) ?? "") !== "";
}

/**
 * React Router's own requests, whose every parameter matters: a data request (`….data`, whose
 * `_routes` says what it returns) and route discovery (`/__manifest?paths=…&version=…`).
 */
const isFrameworkRequest = (path: string) => path.endsWith(".data") || path === "/__manifest";

/** The parameters of `search` that the page at `path` reads, in a stable order. */
export function pageQuery(path: string, search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  if (!isFrameworkRequest(path)) {
    // Routes match without regard to case or a trailing slash.
    const page = path.toLowerCase().replace(/(.)\/+$/, "$1");
    const used = PAGE_QUERY_PARAMS.get(page) ?? (INQUIRY_PATH_PREFIXES.some((prefix) => page.startsWith(prefix)) ? INQUIRY_QUERY_PARAMS : []);
    for (const name of new Set(params.keys())) if (!used.includes(name)) params.delete(name);
  }
  params.sort();
  return params;
}
