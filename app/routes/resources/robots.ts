import { buildRobots } from "#app/lib/feeds.ts";
import type { Route } from "./+types/robots";

/** /robots.txt: crawl everything but the admin; the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobots(context.config.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=86400" },
  });
}
