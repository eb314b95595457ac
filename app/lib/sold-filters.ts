import { SOLD_PRICE_FILTERS, SOLD_SIZE_FILTERS, type RangeFilter } from "#app/lib/constants.ts";

/**
 * The sold-properties filters (spec §2 "Sold properties", §5 "Sold property search", §9 buckets).
 * An empty string means "any". They live in the URL query so a filtered view can be shared.
 */
export type SoldFilters = {
  /** Free text matched against address, city and MLS id. */
  search: string;
  /** A city, matched exactly. */
  city: string;
  /** A value of SOLD_PRICE_FILTERS. */
  price: string;
  /** A value of SOLD_SIZE_FILTERS. */
  size: string;
};

/** What a sold property needs for filtering. */
export type SoldFilterable = { address: string; city: string; mlsId: string; price: number; sqft: number };

export const EMPTY_SOLD_FILTERS: SoldFilters = { search: "", city: "", price: "", size: "" };

export const SOLD_PROPERTIES_PATH = "/sold-properties";

/** Query parameter names, one per filter. */
export const SOLD_FILTER_PARAMS = { search: "q", city: "city", price: "price", size: "size" } as const satisfies Record<
  keyof SoldFilters,
  string
>;

function findRange(filters: readonly RangeFilter[], value: string): RangeFilter | undefined {
  return filters.find((filter) => filter.value === value);
}

/**
 * Reads the filters from a query string. Unknown price or size buckets are ignored; when the
 * known cities are given, a city is accepted in any letter case and given its listed spelling,
 * and an unknown city is ignored.
 */
export function parseSoldFilters(params: URLSearchParams, cities?: readonly string[]): SoldFilters {
  const search = params.get(SOLD_FILTER_PARAMS.search) ?? "";
  const rawCity = (params.get(SOLD_FILTER_PARAMS.city) ?? "").trim();
  const city = cities ? (cities.find((known) => known.toLowerCase() === rawCity.toLowerCase()) ?? "") : rawCity;
  const price = params.get(SOLD_FILTER_PARAMS.price) ?? "";
  const size = params.get(SOLD_FILTER_PARAMS.size) ?? "";
  return {
    search,
    city: rawCity ? city : "",
    price: findRange(SOLD_PRICE_FILTERS, price) ? price : "",
    size: findRange(SOLD_SIZE_FILTERS, size) ? size : "",
  };
}

/**
 * Writes the filters into a copy of `base` (other parameters are kept). "Any" filters and a blank
 * search leave no parameter behind, so the unfiltered page has a clean URL.
 */
export function serializeSoldFilters(filters: SoldFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const values: Record<keyof SoldFilters, string> = {
    search: filters.search.trim() ? filters.search : "",
    city: filters.city,
    price: filters.price,
    size: filters.size,
  };
  for (const key of Object.keys(SOLD_FILTER_PARAMS) as (keyof SoldFilters)[]) {
    const name = SOLD_FILTER_PARAMS[key];
    if (values[key]) params.set(name, values[key]);
    else params.delete(name);
  }
  return params;
}

export function hasActiveSoldFilters(filters: SoldFilters): boolean {
  return Boolean(filters.search.trim() || filters.city || filters.price || filters.size);
}

/** Case-insensitive substring of the address, the city or the MLS id; a blank search matches all. */
export function matchesSoldSearch(property: SoldFilterable, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [property.address, property.city, property.mlsId].some((field) => field.toLowerCase().includes(term));
}

/** Inside a bucket, both ends inclusive; an unknown or empty bucket matches everything. */
function inBucket(value: number, filters: readonly RangeFilter[], bucket: string): boolean {
  if (!bucket) return true;
  const range = findRange(filters, bucket);
  if (!range) return true;
  return value >= range.min && value <= range.max;
}

export function matchesSoldFilters(property: SoldFilterable, filters: SoldFilters): boolean {
  return (
    matchesSoldSearch(property, filters.search) &&
    (!filters.city || property.city === filters.city) &&
    inBucket(property.price, SOLD_PRICE_FILTERS, filters.price) &&
    inBucket(property.sqft, SOLD_SIZE_FILTERS, filters.size)
  );
}

/** The properties that pass every filter, in their given order. */
export function filterSoldProperties<T extends SoldFilterable>(properties: readonly T[], filters: SoldFilters): T[] {
  return properties.filter((property) => matchesSoldFilters(property, filters));
}

/** The distinct cities, alphabetically, for the city dropdown. */
export function distinctSoldCities(properties: readonly Pick<SoldFilterable, "city">[]): string[] {
  return [...new Set(properties.map((property) => property.city))].sort((a, b) => a.localeCompare(b, "en"));
}

/** "28 properties", "1 property", "0 properties". */
export function soldResultCount(count: number): string {
  return `${count} ${count === 1 ? "property" : "properties"}`;
}
