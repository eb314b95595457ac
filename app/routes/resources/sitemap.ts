import { buildSitemap } from "#app/lib/feeds.ts";
import { listPublishedForSitemap } from "#app/models/blog-posts.server.ts";
import { listSoldForSitemap } from "#app/models/sold-properties.server.ts";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page, the visible towns and every published post and sold home with its lastmod. */
export async function loader({ context }: Route.LoaderArgs) {
  const [towns, posts, soldHomes] = await Promise.all([context.towns(), listPublishedForSitemap(context.db), listSoldForSitemap(context.db)]);
  return new Response(buildSitemap(context.config.siteUrl, { townSlugs: towns.cards.map((town) => town.slug), posts, soldHomes }), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300, s-maxage=3600" },
  });
}
