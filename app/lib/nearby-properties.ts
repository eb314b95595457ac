import { PROPERTY_FETCH } from "#app/lib/constants.ts";

export type NearbyPropertyQuery = { latitude: number; longitude: number; radius: number; limit: number };

type MapCenter = { mapCenterLat: number | null; mapCenterLng: number | null };

/**
 * Spec §7 fetch-properties: asked only when the neighborhood has map center coordinates, with
 * radius 10 and limit 50. Null means "do not call".
 */
export function nearbyPropertyQuery({ mapCenterLat, mapCenterLng }: MapCenter): NearbyPropertyQuery | null {
  if (mapCenterLat == null || mapCenterLng == null) return null;
  if (!Number.isFinite(mapCenterLat) || !Number.isFinite(mapCenterLng)) return null;
  return { latitude: mapCenterLat, longitude: mapCenterLng, radius: PROPERTY_FETCH.radius, limit: PROPERTY_FETCH.limit };
}

/**
 * How many listings are near the neighborhood. The provider's errors are only reported (spec §7,
 * §8: "property listing errors are only logged") and count as an empty list.
 */
export async function countNearbyProperties(
  center: MapCenter,
  fetchProperties: (query: NearbyPropertyQuery) => Promise<{ count: number }>,
  onError: (error: unknown, query: NearbyPropertyQuery) => void,
): Promise<number> {
  const query = nearbyPropertyQuery(center);
  if (!query) return 0;
  try {
    const { count } = await fetchProperties(query);
    return count;
  } catch (error) {
    onError(error, query);
    return 0;
  }
}
