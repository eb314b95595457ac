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

/** A rule a request passes through, and where it sends that request. */
type RedirectHop = { rule: RedirectRule; location: string };

export type RedirectTable = { exact: ReadonlyMap<string, RedirectRule>; prefixes: ReadonlyMap<string, RedirectRule> };

export const EMPTY_REDIRECT_TABLE: RedirectTable = { exact: new Map(), prefixes: new Map() };

export function buildRedirectTable(rules: Iterable<RedirectRule>): RedirectTable {
  const exact = new Map<string, RedirectRule>();
  const prefixes = new Map<string, RedirectRule>();
  for (const rule of rules) (rule.match === "prefix" ? prefixes : exact).set(rule.fromPath, rule);
  return { exact, prefixes };
}

/** The rule that answers `pathname`, and the path it sends to (before any query string). */
export function findRedirect(table: RedirectTable, pathname: string): RedirectHop | null {
  const exact = table.exact.get(pathname);
  if (exact) return { rule: exact, location: onThisSite(exact.toPath) };
  if (table.prefixes.size === 0) return null;
  // The path itself, then each parent by whole segments: the longest prefix wins, in as many
  // lookups as the path has segments however many rules there are.
  for (let end = pathname.length; end > 0; end = pathname.lastIndexOf("/", end - 1)) {
    const rule = table.prefixes.get(pathname.slice(0, end));
    if (rule) return { rule, location: joinRest(rule.toPath, pathname.slice(end)) };
  }
  return null;
}

/** The prefix rule's target and the rest of the requested path. */
function joinRest(toPath: string, rest: string): string {
  return onThisSite(`${toPath.endsWith("/") ? toPath.slice(0, -1) : toPath}${rest}`);
}

/**
 * Never a location a browser reads as another site: leading slashes and backslashes collapse to
 * one "/" (so "/" + "//evil" is not "//evil", nor is a rule stored before targets were checked
 * as resolved).
 */
function onThisSite(path: string): string {
  return path.replace(/^[/\\]+/, "/") || "/";
}

/** As far as a chain is followed before it counts as a loop (browsers give up at about 20). */
const MAX_HOPS = 20;

/**
 * The rules a request for `startPath` passes through, in order, or "loop" when it comes back to a
 * path it passed (or runs on past `maxHops`); `first`, when the caller has already found it.
 */
function redirectHops(table: RedirectTable, startPath: string, maxHops: number, first?: RedirectHop): RedirectHop[] | "loop" {
  const seen = new Set([startPath]);
  const hops: RedirectHop[] = [];
  for (let path = startPath; hops.length < maxHops;) {
    const next = hops.length === 0 && first ? first : findRedirect(table, path);
    if (!next) return hops;
    if (seen.has(next.location)) return "loop";
    seen.add(next.location);
    hops.push(next);
    path = next.location;
  }
  return "loop";
}

/**
 * Where `startPath` ends up after following the rules, or "loop" when it comes back to a path it
 * passed (or runs on past `maxHops`). `rules` is the table as it would be after a change.
 */
export function followRedirects(table: RedirectTable, startPath: string, maxHops = MAX_HOPS): { end: string } | "loop" {
  const hops = redirectHops(table, startPath, maxHops);
  return hops === "loop" ? "loop" : { end: hops.at(-1)?.location ?? startPath };
}

/**
 * Where a request for `pathname` is sent: straight to the end of its rules, so a visitor (and a
 * search engine) makes one hop where an administrator's rules chain (A→B added after B→C); 302
 * when any rule on the way is temporary. A loop, which no write lets in, gets its first rule.
 */
export function resolveRedirect(table: RedirectTable, pathname: string): { status: number; location: string } | null {
  // Most requests have no rule: they are answered without following anything.
  const first = findRedirect(table, pathname);
  if (!first) return null;
  const hops = redirectHops(table, pathname, MAX_HOPS, first);
  if (hops === "loop") return { status: first.rule.status, location: first.location };
  return { status: hops.every((hop) => hop.rule.status === 301) ? 301 : 302, location: hops.at(-1)!.location };
}
