import { SOLD_MIN_BATHS, SOLD_MIN_BEDS, SOLD_PRICE_FILTERS, SOLD_SIZE_FILTERS, type RangeFilter } from "#app/lib/constants.ts";

/** The gallery's orders (issue 16); the first, the spec's most expensive first, is the default. */
export const SOLD_SORTS = [
  { value: "", label: "Price: High to Low" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "newest", label: "Newest Sale" },
] as const;

export type SoldSort = (typeof SOLD_SORTS)[number]["value"];

/**
 * The sold-properties filters (spec §2 "Sold properties", §5 "Sold property search", §9 buckets;
 * issue 16: beds, baths) and the order of the results. An empty string means "any" (for the
 * order, the default). They live in the URL query so a filtered view can be shared.
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
  /** At least this many bedrooms: one of SOLD_MIN_BEDS, written as text. */
  beds: string;
  /** At least this many bathrooms: one of SOLD_MIN_BATHS, written as text. */
  baths: string;
  sort: SoldSort;
};

/** What a sold property needs for filtering and ordering. */
export type SoldFilterable = {
  address: string;
  city: string;
  mlsId: string;
  price: number;
  sqft: number;
  beds: number;
  baths: number;
  /** The closing date (YYYY-MM-DD); null when not recorded. */
  saleDate: string | null;
};

export const EMPTY_SOLD_FILTERS: SoldFilters = { search: "", city: "", price: "", size: "", beds: "", baths: "", sort: "" };

export const SOLD_PROPERTIES_PATH = "/sold-properties";

/** Query parameter names, one per filter. */
export const SOLD_FILTER_PARAMS = {
  search: "q",
  city: "city",
  price: "price",
  size: "size",
  beds: "beds",
  baths: "baths",
  sort: "sort",
} as const satisfies Record<keyof SoldFilters, string>;

function findRange(filters: readonly RangeFilter[], value: string): RangeFilter | undefined {
  return filters.find((filter) => filter.value === value);
}

/** `value` when it is one of `choices`, otherwise "" (any). */
function oneOf<T extends string>(value: string, choices: readonly T[]): T | "" {
  return choices.find((choice) => choice === value) ?? "";
}

const minimumChoices = (minimums: readonly number[]) => minimums.map(String);

/**
 * Reads the filters from a query string. Unknown price or size buckets, bed or bath minimums and
 * orders are ignored; when the known cities are given, a city is accepted in any letter case and
 * given its listed spelling, and an unknown city is ignored.
 */
export function parseSoldFilters(params: URLSearchParams, cities?: readonly string[]): SoldFilters {
  const value = (key: keyof SoldFilters) => params.get(SOLD_FILTER_PARAMS[key]) ?? "";
  const rawCity = value("city").trim();
  const city = cities ? (cities.find((known) => known.toLowerCase() === rawCity.toLowerCase()) ?? "") : rawCity;
  return {
    search: value("search"),
    city: rawCity ? city : "",
    price: findRange(SOLD_PRICE_FILTERS, value("price")) ? value("price") : "",
    size: findRange(SOLD_SIZE_FILTERS, value("size")) ? value("size") : "",
    beds: oneOf(value("beds"), minimumChoices(SOLD_MIN_BEDS)),
    baths: oneOf(value("baths"), minimumChoices(SOLD_MIN_BATHS)),
    sort: oneOf(
      value("sort"),
      SOLD_SORTS.map((sort) => sort.value),
    ),
  };
}

/**
 * Writes the filters into a copy of `base` (other parameters are kept). "Any" filters and a blank
 * search leave no parameter behind, so the unfiltered page has a clean URL.
 */
export function serializeSoldFilters(filters: SoldFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const values: Record<keyof SoldFilters, string> = { ...filters, search: filters.search.trim() ? filters.search : "" };
  for (const key of Object.keys(SOLD_FILTER_PARAMS) as (keyof SoldFilters)[]) {
    const name = SOLD_FILTER_PARAMS[key];
    if (values[key]) params.set(name, values[key]);
    else params.delete(name);
  }
  return params;
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
    inBucket(property.sqft, SOLD_SIZE_FILTERS, filters.size) &&
    // "Any" is the minimum 0.
    property.beds >= Number(filters.beds) &&
    property.baths >= Number(filters.baths)
  );
}

/** The properties that pass every filter, in their given order. */
export function filterSoldProperties<T extends SoldFilterable>(properties: readonly T[], filters: SoldFilters): T[] {
  return properties.filter((property) => matchesSoldFilters(property, filters));
}

type Compare = (a: SoldFilterable, b: SoldFilterable) => number;

/** Code-unit order, the same on every machine; it only breaks ties, so no two orders differ by chance. */
const byMlsId: Compare = (a, b) => (a.mlsId < b.mlsId ? -1 : a.mlsId > b.mlsId ? 1 : 0);
const byPriceDescending: Compare = (a, b) => b.price - a.price || byMlsId(a, b);
/** YYYY-MM-DD compares as text; a home without a sale date comes after every dated one. */
const bySaleDateDescending: Compare = (a, b) =>
  a.saleDate === b.saleDate ? 0 : a.saleDate === null ? 1 : b.saleDate === null ? -1 : a.saleDate < b.saleDate ? 1 : -1;

const SOLD_ORDERS: Record<SoldSort, Compare> = {
  "": byPriceDescending,
  "price-asc": (a, b) => a.price - b.price || byMlsId(a, b),
  newest: (a, b) => bySaleDateDescending(a, b) || byPriceDescending(a, b),
};

/** A sorted copy, in the same order on the server and in the browser. */
export function sortSoldProperties<T extends SoldFilterable>(properties: readonly T[], sort: SoldSort): T[] {
  return [...properties].sort(SOLD_ORDERS[sort]);
}

/** The distinct cities, alphabetically, for the city dropdown. */
export function distinctSoldCities(properties: readonly Pick<SoldFilterable, "city">[]): string[] {
  return [...new Set(properties.map((property) => property.city))].sort((a, b) => a.localeCompare(b, "en"));
}

/** "28 properties", "1 property", "0 properties". */
export function soldResultCount(count: number): string {
  return `${count} ${count === 1 ? "property" : "properties"}`;
}
