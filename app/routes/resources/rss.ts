import { buildRss, RSS_MAX_ITEMS } from "#app/lib/feeds.ts";
import { listNewestForRss } from "#app/models/blog-posts.server.ts";
import { storedPostBody } from "#app/services/post-render.server.ts";
import type { Route } from "./+types/rss";
import { cacheControl } from "#app/lib/cache-control.ts";

/** /the-lake-advisor/rss.xml: RSS 2.0 of The Lake Advisor, published posts only. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = [];
  for (const post of await listNewestForRss(context.db, RSS_MAX_ITEMS)) {
    items.push({ ...post, contentHtml: (await storedPostBody(context.db, post, context.config.siteUrl)).html });
  }
  return new Response(buildRss(context.config.siteUrl, (await context.siteSettings()).agent.name, items), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": cacheControl({ browser: 300, shared: 900 }) },
  });
}
