/**
 * The site's redirects as data (decision 038): the rules are the `redirects` table's rows, held
 * in each instance's memory as a table built once per content version. An exact rule answers its
 * own path; a prefix rule answers its path and every path below it (by whole segments) and keeps
 * the rest, so /neighborhoods/davidson goes to /neighborhood/davidson. Exact rules come first, then
 * the longest prefix.
 */

export const REDIRECT_MATCHES = ["exact", "prefix"] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export type RedirectRule = { fromPath: string; toPath: string; match: RedirectMatch; status: number };

export type RedirectTable = { exact: ReadonlyMap<string, RedirectRule>; prefixes: ReadonlyMap<string, RedirectRule> };

export const EMPTY_REDIRECT_TABLE: RedirectTable = { exact: new Map(), prefixes: new Map() };

export function buildRedirectTable(rules: Iterable<RedirectRule>): RedirectTable {
  const exact = new Map<string, RedirectRule>();
  const prefixes = new Map<string, RedirectRule>();
  for (const rule of rules) (rule.match === "prefix" ? prefixes : exact).set(rule.fromPath, rule);
  return { exact, prefixes };
}

/** The rule that answers `pathname`, and the path it sends to (before any query string). */
export function findRedirect(table: RedirectTable, pathname: string): { rule: RedirectRule; location: string } | null {
  const exact = table.exact.get(pathname);
  if (exact) return { rule: exact, location: exact.toPath };
  if (table.prefixes.size === 0) return null;
  // The path itself, then each parent by whole segments: the longest prefix wins, in as many
  // lookups as the path has segments however many rules there are.
  for (let end = pathname.length; end > 0; end = pathname.lastIndexOf("/", end - 1)) {
    const rule = table.prefixes.get(pathname.slice(0, end));
    if (rule) return { rule, location: joinRest(rule.toPath, pathname.slice(end)) };
  }
  return null;
}

/**
 * The prefix rule's target and the rest of the requested path. Never a location a browser reads
 * as another site: leading slashes and backslashes collapse to one "/" (so "/" + "//evil" is not
 * "//evil").
 */
function joinRest(toPath: string, rest: string): string {
  const joined = `${toPath.endsWith("/") ? toPath.slice(0, -1) : toPath}${rest}`;
  return joined.replace(/^[/\\]+/, "/") || "/";
}

/**
 * Where `startPath` ends up after following the rules, or "loop" when it comes back to a path it
 * passed (or runs on past `maxHops`). `rules` is the table as it would be after a change.
 */
export function followRedirects(table: RedirectTable, startPath: string, maxHops = 20): { end: string } | "loop" {
  const seen = new Set([startPath]);
  let path = startPath;
  for (let hop = 0; hop < maxHops; hop++) {
    const next = findRedirect(table, path);
    if (!next) return { end: path };
    if (seen.has(next.location)) return "loop";
    seen.add(next.location);
    path = next.location;
  }
  return "loop";
}
