import { z } from "zod";
import { getConfig } from "#app/services/config.server.ts";
import { logger } from "#app/lib/logger.server.ts";

/**
 * The spec's fetch-properties function: listings near a point, from a provider chosen by
 * configuration. Without PROPERTIES_API_URL there is no provider and the list is empty; a
 * provider's failure is logged and also yields an empty list (spec §7, §8).
 */
export type PropertyQuery = { latitude: number; longitude: number; radius: number; limit: number };

export type ListedProperty = {
  id: string;
  address: string;
  city: string;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type PropertiesResult = { properties: ListedProperty[]; count: number };

export type PropertiesProvider = (query: PropertyQuery) => Promise<PropertiesResult>;

export const propertyQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().positive().max(100),
  limit: z.coerce.number().int().min(1).max(200),
});

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

const resoProperty = z.object({
  ListingKey: z.union([z.string(), z.number()]).transform(String),
  UnparsedAddress: z.string().nullish(),
  City: z.string().nullish(),
  ListPrice: z.number().nullish(),
  BedroomsTotal: z.number().nullish(),
  BathroomsTotalInteger: z.number().nullish(),
  LivingArea: z.number().nullish(),
  Latitude: z.number().nullish(),
  Longitude: z.number().nullish(),
  Media: z.array(z.object({ MediaURL: z.string().nullish() })).nullish(),
});
const resoResponse = z.object({ value: z.array(z.unknown()), "@odata.count": z.number().optional() });

/**
 * A RESO Web API (OData) provider: active listings inside the query's bounding box, then trimmed
 * to the radius, since not every server supports geo.distance.
 */
export function resoWebApiProvider(baseUrl: string, token: string | undefined, timeoutMs = 8000): PropertiesProvider {
  return async (query) => {
    const latDelta = query.radius / 69;
    const lngDelta = query.radius / (69 * Math.max(Math.cos(toRadians(query.latitude)), 0.01));
    const filter = [
      "StandardStatus eq 'Active'",
      `Latitude ge ${(query.latitude - latDelta).toFixed(6)}`,
      `Latitude le ${(query.latitude + latDelta).toFixed(6)}`,
      `Longitude ge ${(query.longitude - lngDelta).toFixed(6)}`,
      `Longitude le ${(query.longitude + lngDelta).toFixed(6)}`,
    ].join(" and ");
    const url = new URL(`${baseUrl.replace(/\/+$/, "")}/Property`);
    url.searchParams.set("$filter", filter);
    url.searchParams.set("$top", String(query.limit));
    url.searchParams.set("$count", "true");
    const response = await fetch(url, {
      headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`listings provider answered ${response.status}`);
    const body = resoResponse.parse(await response.json());
    const properties = body.value
      .map((raw) => resoProperty.safeParse(raw))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .filter((item) => item.ListPrice != null)
      .map<ListedProperty>((item) => ({
        id: item.ListingKey,
        address: item.UnparsedAddress ?? "",
        city: item.City ?? "",
        price: item.ListPrice ?? 0,
        beds: item.BedroomsTotal ?? null,
        baths: item.BathroomsTotalInteger ?? null,
        sqft: item.LivingArea ?? null,
        imageUrl: item.Media?.find((media) => media.MediaURL)?.MediaURL ?? null,
        latitude: item.Latitude ?? null,
        longitude: item.Longitude ?? null,
      }))
      .filter(
        (item) =>
          item.latitude === null || item.longitude === null || distanceMiles(query, { latitude: item.latitude, longitude: item.longitude }) <= query.radius,
      )
      .slice(0, query.limit);
    return { properties, count: properties.length };
  };
}

export function propertiesProviderFromConfig(): PropertiesProvider | undefined {
  const { propertiesApi } = getConfig();
  return propertiesApi ? resoWebApiProvider(propertiesApi.url, propertiesApi.token) : undefined;
}

export async function fetchNearbyProperties(
  query: PropertyQuery,
  provider: PropertiesProvider | undefined = propertiesProviderFromConfig(),
): Promise<PropertiesResult> {
  if (!provider) return { properties: [], count: 0 };
  try {
    return await provider(query);
  } catch (error) {
    logger.error({ err: error, query }, "could not fetch nearby properties");
    return { properties: [], count: 0 };
  }
}
