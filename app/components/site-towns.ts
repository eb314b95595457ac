import { useRouteLoaderData } from "react-router";
import type { NeighborhoodCard } from "#app/content/content-types.ts";
import { SITE_LAYOUT_ROUTE_ID } from "#app/lib/seo.ts";

/** The towns visitors see, in the agent's order, as the site layout loaded them for this page. */
export function useTowns(): NeighborhoodCard[] {
  return useRouteLoaderData<{ towns: NeighborhoodCard[] }>(SITE_LAYOUT_ROUTE_ID)?.towns ?? [];
}
