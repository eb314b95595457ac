import { cacheControl } from "#app/lib/cache-control.ts";
/**
 * The answer to a method a resource route does not serve: 405 naming the ones it does, instead of
 * React Router's "Unexpected Server Error" for a GET without a loader — or a PUT that its action
 * would have taken for a POST.
 */
export function methodNotAllowed(allowed: readonly string[] = ["POST"]): Response {
  return Response.json(
    { error: `Method Not Allowed: use ${allowed.join(" or ")}` },
    { status: 405, headers: { Allow: allowed.join(", "), "Cache-Control": cacheControl("no-store") } },
  );
}
