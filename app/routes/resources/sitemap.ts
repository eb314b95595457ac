import { sitemapResponse } from "#app/services/sitemap-parts.server.ts";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every public page, the visible towns and every published post and sold home with
 * its lastmod; past 50,000 URLs an index of its parts, /sitemaps/N.xml, answered here too.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return sitemapResponse({ db: context.db, siteUrl: context.config.siteUrl, towns: context.towns }, "file" in params ? (params.file ?? null) : null);
}
