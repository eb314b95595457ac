import { buildRobots } from "#app/lib/feeds.ts";
import type { Route } from "./+types/robots";
import { cacheControl } from "#app/lib/cache-control.ts";

/** /robots.txt: crawl everything but the admin; the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobots(context.config.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl({ browser: 3600, shared: 86400 }) },
  });
}
