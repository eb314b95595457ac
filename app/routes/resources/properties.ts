import { fetchNearbyProperties, propertyQuerySchema } from "#app/services/properties.server.ts";
import type { Route } from "./+types/properties";

/** The spec's fetch-properties function: POST {latitude, longitude, radius, limit}. */
export async function action({ request }: Route.ActionArgs) {
  const body: unknown = await request.json().catch(() => null);
  const query = propertyQuerySchema.safeParse(body);
  if (!query.success) {
    return Response.json({ error: "latitude, longitude, radius and limit are required numbers" }, { status: 400 });
  }
  return Response.json(await fetchNearbyProperties(query.data), { headers: { "Cache-Control": "no-store" } });
}
