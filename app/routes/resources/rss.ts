import { buildRss, RSS_MAX_ITEMS } from "#app/lib/feeds.ts";
import { listPublishedForFeeds } from "#app/models/blog-posts.server.ts";
import { renderStoredPost } from "#app/services/post-rendering.server.ts";
import type { Route } from "./+types/rss";

/** /the-lake-advisor/rss.xml: RSS 2.0 of The Lake Advisor, published posts only. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = (await listPublishedForFeeds(context.db)).slice(0, RSS_MAX_ITEMS);
  const items = posts.map((post) => ({ ...post, contentHtml: renderStoredPost(post, context.config.siteUrl).html }));
  return new Response(buildRss(context.config.siteUrl, items), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300, s-maxage=900" },
  });
}
