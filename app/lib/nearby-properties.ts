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
