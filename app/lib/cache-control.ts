/**
 * Every Cache-Control header the site sends, by what it means (after Ghost's cache-control.js):
 * - `"no-store"`: kept by no one — the admin, a form's answer, an error, a JSON endpoint;
 * - `"private"`: a public page answered for one visitor (it sets a cookie or shows their toast);
 * - `"revalidate"`: a copy served while the database is unreachable, asked for again next time;
 * - `{ page }`: a public page — a browser asks again on every view (the page cache answers 304 to
 *   the ETag it has), so a save shows on the next view; a shared cache (a CDN) keeps it `page`
 *   seconds, and the server's page cache as long (decisions 013 and 043);
 * - `{ browser, shared }`: a public file (robots.txt, the feed, the sitemap) kept that long;
 * - `"immutable"`: a file whose name changes with its content (the built assets).
 */
export type CachePolicy =
  "no-store" | "private" | "revalidate" | "immutable" | { page: number; staleWhileRevalidate?: number } | { browser: number; shared: number };

/**
 * The policy of every header this process has written (a few dozen at most: the policies are the
 * code's): the page cache reads a response's policy here instead of parsing its header back.
 */
const written = new Map<string, CachePolicy>();

export function cacheControl(policy: CachePolicy): string {
  const header = headerOf(policy);
  written.set(header, policy);
  return header;
}

/** The policy a header written by cacheControl() stands for; undefined for any other header (or none). */
export function cachePolicyOf(header: string | null): CachePolicy | undefined {
  return header === null ? undefined : written.get(header);
}

/** How long a shared cache (a CDN, the page cache) may keep a response of this policy; null when none may. */
export function sharedSecondsOf(policy: CachePolicy): number | null {
  if (policy === "immutable") return 31_536_000;
  if (typeof policy === "string") return null;
  return "page" in policy ? policy.page : policy.shared;
}

function headerOf(policy: CachePolicy): string {
  switch (policy) {
    case "no-store":
      return "no-store";
    case "private":
      return "private, no-store";
    case "revalidate":
      return "no-cache";
    case "immutable":
      return "public, max-age=31536000, immutable";
  }
  if ("page" in policy) {
    const stale = policy.staleWhileRevalidate === undefined ? "" : `, stale-while-revalidate=${policy.staleWhileRevalidate}`;
    return `public, max-age=0, must-revalidate, s-maxage=${policy.page}${stale}`;
  }
  return `public, max-age=${policy.browser}, s-maxage=${policy.shared}`;
}
