import type { RedirectMatch } from "./redirects.ts";

/*
 * Which paths are the site's own live pages, which a redirect may not start from (decision 038):
 * redirects are looked up before the routes, so a redirect there would hide the page. The lists
 * follow app/routes.ts (a test compares).
 */

/** The pages and files at fixed paths. */
export const FIXED_PAGES = [
  "/",
  "/about",
  "/neighborhood",
  "/sold-properties",
  "/the-lake-advisor",
  "/the-lake-advisor/rss.xml",
  "/home-value",
  "/privacy-policy",
  "/accessibility",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/favicon.svg",
];

/** Whole areas of the site's own: the admin, endpoints, the newsletter's links, the market reports, built assets, images, uploads and the sitemap's parts. */
export const RESERVED_AREAS = ["/admin", "/resources", "/newsletter", "/market-reports", "/assets", "/images", "/media", "/sitemaps"];

/** The pages whose last segment names a record, which are live while that record is. */
export const RECORD_PAGES = { post: "/the-lake-advisor", neighborhood: "/neighborhood", sold: "/sold-properties" } as const;
export type RecordKind = keyof typeof RECORD_PAGES;

export type LivePathCheck = { live: true } | { live: false; record?: { kind: RecordKind; key: string } };

const isWithin = (path: string, area: string) => path === area || path.startsWith(area === "/" ? "/" : `${area}/`);

/**
 * Whether a redirect from `path` (matching `match`) would cover a live page; for a record's page,
 * the record to look up (live while it is published, shown or exists). The router matches paths
 * without regard to case or a trailing slash, and so does this.
 */
export function livePathCheck(path: string, match: RedirectMatch): LivePathCheck {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const normal = decoded.toLowerCase().replace(/\/+$/, "") || "/";
  const covers = (page: string) => (match === "prefix" ? isWithin(page, normal) : page === normal);
  if (FIXED_PAGES.some(covers)) return { live: true };
  if (RESERVED_AREAS.some((area) => covers(area) || isWithin(normal, area))) return { live: true };
  for (const [kind, base] of Object.entries(RECORD_PAGES) as [RecordKind, string][]) {
    const key = normal.startsWith(`${base}/`) ? normal.slice(base.length + 1) : "";
    if (key && !key.includes("/")) return { live: false, record: { kind, key } };
  }
  return { live: false };
}
