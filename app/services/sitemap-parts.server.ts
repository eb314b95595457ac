import type { Db } from "#app/db/client.server.ts";
import { buildSitemap, SITEMAP_MAX_URLS } from "#app/lib/feeds.ts";
import { listPublishedForSitemap } from "#app/models/blog-posts.server.ts";
import type { PublicTowns } from "#app/models/neighborhoods.server.ts";
import { listSoldForSitemap } from "#app/models/sold-properties.server.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { marketReportsForSitemap } from "#app/services/market-reports.server.ts";

/**
 * Kept by the page cache (server/page-cache.ts) until the content version changes or a scheduled
 * post goes live, like every public page; a crawler or CDN may keep it an hour.
 */
const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl({ browser: 300, shared: 3600 }) };

/**
 * /sitemap.xml (`file` null), or a part of a split sitemap, `/sitemaps/{file}` with file "N.xml"
 * (decision 035). Reads only slugs and dates, never a post's body.
 */
export async function sitemapResponse(
  { db, siteUrl, towns }: { db: Db; siteUrl: string; towns: () => Promise<PublicTowns> },
  file: string | null,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Response> {
  const part = file === null ? null : /^[1-9]\d{0,5}\.xml$/.test(file) ? Number.parseInt(file, 10) : Number.NaN;
  if (Number.isNaN(part)) return notFound();
  const [publicTowns, posts, soldHomes] = await Promise.all([towns(), listPublishedForSitemap(db), listSoldForSitemap(db)]);
  const townSlugs = publicTowns.cards.map((town) => town.slug);
  const marketReports = await marketReportsForSitemap(db, new Set(townSlugs));
  const xml = buildSitemap(siteUrl, { townSlugs, posts, soldHomes, marketReports }, part, maxUrls);
  return xml === null ? notFound() : new Response(xml, { headers: HEADERS });
}

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
