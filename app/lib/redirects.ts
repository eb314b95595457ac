/**
 * Legacy paths of spec §2. Exact matches are checked first, then prefixes; a prefix match keeps
 * the rest of the path, so /neighborhoods/davidson goes to /neighborhood/davidson.
 */
const EXACT_REDIRECTS: Record<string, string> = {
  "/blog/old-post-slug": "/the-lake-advisor/new-post-slug",
};

const PREFIX_REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ["/neighborhoods", "/neighborhood"],
  ["/lake-advisor", "/the-lake-advisor"],
];

/** The path to redirect to, or null when the path is not a legacy one. */
export function findLegacyRedirect(pathname: string): string | null {
  const exact = EXACT_REDIRECTS[pathname];
  if (exact) return exact;
  for (const [from, to] of PREFIX_REDIRECTS) {
    if (pathname.startsWith(from)) return to + pathname.slice(from.length);
  }
  return null;
}
