import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { fetchNearbyProperties, propertyQuerySchema } from "#app/services/property-provider.server.ts";
import type { Route } from "./+types/properties-endpoint";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The spec's fetch-properties function: POST {latitude, longitude, radius, limit}. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body: unknown = await request.json().catch(() => null);
  const query = propertyQuerySchema.safeParse(body);
  if (!query.success) {
    return Response.json({ error: "latitude, longitude, radius and limit are required numbers" }, { status: 400 });
  }
  return Response.json(await fetchNearbyProperties(query.data), { headers: { "Cache-Control": cacheControl("no-store") } });
}

export const loader = () => methodNotAllowed();
