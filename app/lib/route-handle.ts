/**
 * What a route module's `handle` export may say. Public pages are HTML plus the islands script;
 * a route that needs React in the browser (the admin) says so here (decision 014).
 */
export type RouteHandle = { hydrate?: boolean };

export const HYDRATED_ROUTE: RouteHandle = { hydrate: true };

export function isHydratedRoute(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as RouteHandle).hydrate === true;
}
