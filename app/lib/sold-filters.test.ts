import { describe, expect, it } from "vitest";
import { SOLD_FILTER_LABELS, SOLD_MIN_BATHS, SOLD_MIN_BEDS, SOLD_PRICE_FILTERS, SOLD_SIZE_FILTERS } from "#app/lib/constants.ts";
import {
  distinctSoldCities,
  EMPTY_SOLD_FILTERS,
  filterSoldProperties,
  matchesSoldSearch,
  parseSoldFilters,
  serializeSoldFilters,
  SOLD_SORTS,
  soldResultCount,
  sortSoldProperties,
  type SoldFilterable,
  type SoldFilters,
} from "./sold-filters.ts";

const home = (
  mlsId: string,
  address: string,
  city: string,
  price: number,
  sqft: number,
  rooms = { beds: 4, baths: 3 },
  saleDate: string | null = null,
): SoldFilterable => ({
  mlsId,
  address,
  city,
  price,
  sqft,
  ...rooms,
  saleDate,
});

/** Most expensive first, as the gallery lists them by default. */
const homes = [
  home("4187203", "18612 Peninsula Club Dr", "Cornelius", 3_120_000, 6_850, { beds: 6, baths: 6.5 }, "2024-03-08"),
  home("4172958", "1847 Queens Rd W", "Charlotte", 1_810_000, 5_120, { beds: 5, baths: 5.5 }, "2024-10-05"),
  home("4159736", "3216 Colony Rd", "Charlotte", 815_000, 2_610, { beds: 3, baths: 3.5 }, "2025-06-02"),
  home("4174618", "152 Morrison Plantation Pkwy", "Mooresville", 689_000, 3_150, { beds: 4, baths: 3.5 }, null),
  home("4185527", "9614 Caldwell Depot Rd", "Huntersville", 465_000, 2_410, { beds: 4, baths: 2.5 }, "2026-01-15"),
  home("4161735", "1150 Lakeview Dr NE, Unit 204", "Hickory", 245_000, 1_120, { beds: 2, baths: 2 }, "2025-06-02"),
];

const filters = (partial: Partial<SoldFilters>): SoldFilters => ({ ...EMPTY_SOLD_FILTERS, ...partial });
const ids = (list: SoldFilterable[]) => list.map((item) => item.mlsId);

describe("search", () => {
  it("matches the address as a case-insensitive substring", () => {
    expect(ids(filterSoldProperties(homes, filters({ search: "qUEENS rd" })))).toEqual(["4172958"]);
  });

  it("matches the city", () => {
    expect(ids(filterSoldProperties(homes, filters({ search: "charl" })))).toEqual(["4172958", "4159736"]);
  });

  it("matches the MLS id", () => {
    expect(ids(filterSoldProperties(homes, filters({ search: "4161" })))).toEqual(["4161735"]);
  });

  it("matches nothing else (price digits are not searched)", () => {
    expect(filterSoldProperties(homes, filters({ search: "3120000" }))).toEqual([]);
    expect(filterSoldProperties(homes, filters({ search: "Lake Wylie" }))).toEqual([]);
  });

  it("ignores surrounding whitespace and treats a blank search as no filter", () => {
    expect(matchesSoldSearch(homes[1]!, "  queens ")).toBe(true);
    expect(filterSoldProperties(homes, filters({ search: "   " }))).toHaveLength(homes.length);
  });
});

describe("city", () => {
  it("keeps only the exact city", () => {
    expect(ids(filterSoldProperties(homes, filters({ city: "Charlotte" })))).toEqual(["4172958", "4159736"]);
  });

  it("does not match a partial or differently cased city", () => {
    expect(filterSoldProperties(homes, filters({ city: "Charl" }))).toEqual([]);
    expect(filterSoldProperties(homes, filters({ city: "charlotte" }))).toEqual([]);
  });
});

describe("price buckets (spec §9)", () => {
  it("are exactly the five buckets of the spec", () => {
    expect(SOLD_PRICE_FILTERS.map((bucket) => SOLD_FILTER_LABELS[bucket.value])).toEqual([
      "Under $300K",
      "$300K-$500K",
      "$500K-$750K",
      "$750K-$1M",
      "$1M and up",
    ]);
  });

  it.each([
    ["under-300k", 0, 299_999, 300_000],
    ["300k-500k", 300_000, 499_999, 500_000],
    ["500k-750k", 500_000, 749_999, 750_000],
    ["750k-1m", 750_000, 999_999, 1_000_000],
    ["1m-plus", 1_000_000, 99_999_999, 100_000_000],
  ])("%s holds %i to %i and not %i", (price, low, high, above) => {
    const edge = [home("low", "a", "X", low, 2000), home("high", "b", "X", high, 2000), home("above", "c", "X", above, 2000)];
    expect(ids(filterSoldProperties(edge, filters({ price })))).toEqual(["low", "high"]);
  });

  it("keeps below-bucket prices out", () => {
    expect(filterSoldProperties([home("x", "a", "X", 299_999, 2000)], filters({ price: "300k-500k" }))).toEqual([]);
  });

  it("filters the list", () => {
    expect(ids(filterSoldProperties(homes, filters({ price: "1m-plus" })))).toEqual(["4187203", "4172958"]);
  });
});

describe("size buckets (spec §9)", () => {
  it("are exactly the five buckets of the spec", () => {
    expect(SOLD_SIZE_FILTERS.map((bucket) => [bucket.min, bucket.max])).toEqual([
      [0, 1_499],
      [1_500, 2_499],
      [2_500, 3_499],
      [3_500, 4_999],
      [5_000, 99_999],
    ]);
  });

  it.each([
    ["under-1500", 0, 1_499, 1_500],
    ["1500-2500", 1_500, 2_499, 2_500],
    ["2500-3500", 2_500, 3_499, 3_500],
    ["3500-5000", 3_500, 4_999, 5_000],
    ["5000-plus", 5_000, 99_999, 100_000],
  ])("%s holds %i to %i sq ft and not %i", (size, low, high, above) => {
    const edge = [home("low", "a", "X", 500_000, low), home("high", "b", "X", 500_000, high), home("above", "c", "X", 500_000, above)];
    expect(ids(filterSoldProperties(edge, filters({ size })))).toEqual(["low", "high"]);
  });

  it("filters the list", () => {
    expect(ids(filterSoldProperties(homes, filters({ size: "2500-3500" })))).toEqual(["4159736", "4174618"]);
  });
});

describe("beds and baths (issue 16)", () => {
  it("offer at least 2 to at least 5 of each", () => {
    expect(SOLD_MIN_BEDS).toEqual([2, 3, 4, 5]);
    expect(SOLD_MIN_BATHS).toEqual([2, 3, 4, 5]);
  });

  it("keep homes with at least that many bedrooms", () => {
    expect(ids(filterSoldProperties(homes, filters({ beds: "4" })))).toEqual(["4187203", "4172958", "4174618", "4185527"]);
    expect(ids(filterSoldProperties(homes, filters({ beds: "5" })))).toEqual(["4187203", "4172958"]);
    expect(filterSoldProperties(homes, filters({ beds: "2" }))).toEqual(homes);
  });

  it("count half baths: 3+ keeps 3 and 3.5 baths, not 2.5", () => {
    const edge = [
      home("a", "a", "X", 500_000, 2000, { beds: 3, baths: 2.5 }),
      home("b", "b", "X", 500_000, 2000, { beds: 3, baths: 3 }),
      home("c", "c", "X", 500_000, 2000, { beds: 3, baths: 3.5 }),
    ];
    expect(ids(filterSoldProperties(edge, filters({ baths: "3" })))).toEqual(["b", "c"]);
  });

  it("combine with each other and the other filters", () => {
    expect(ids(filterSoldProperties(homes, filters({ beds: "4", baths: "3" })))).toEqual(["4187203", "4172958", "4174618"]);
    expect(ids(filterSoldProperties(homes, filters({ city: "Charlotte", baths: "4" })))).toEqual(["4172958"]);
    expect(filterSoldProperties(homes, filters({ price: "under-300k", beds: "3" }))).toEqual([]);
  });
});

describe("order (issue 16)", () => {
  const shuffled = [homes[3]!, homes[0]!, homes[5]!, homes[2]!, homes[4]!, homes[1]!];

  it("offers the spec's most expensive first as the default, then cheapest first and newest sale", () => {
    expect(SOLD_SORTS.map((sort) => [sort.value, sort.label])).toEqual([
      ["", "Price: High to Low"],
      ["price-asc", "Price: Low to High"],
      ["newest", "Newest Sale"],
    ]);
  });

  it("lists the most expensive first by default", () => {
    expect(sortSoldProperties(shuffled, "")).toEqual(homes);
  });

  it("lists the cheapest first", () => {
    expect(sortSoldProperties(shuffled, "price-asc")).toEqual([...homes].reverse());
  });

  it("lists the newest sale first, a home without a sale date last, and a shared date by price", () => {
    expect(ids(sortSoldProperties(shuffled, "newest"))).toEqual(["4185527", "4159736", "4161735", "4172958", "4187203", "4174618"]);
  });

  it("breaks a tie by MLS id, so the server and the browser agree", () => {
    const twins = [home("B2", "b", "X", 500_000, 2000), home("A1", "a", "X", 500_000, 2000)];
    expect(ids(sortSoldProperties(twins, ""))).toEqual(["A1", "B2"]);
    expect(ids(sortSoldProperties(twins, "price-asc"))).toEqual(["A1", "B2"]);
    expect(ids(sortSoldProperties(twins, "newest"))).toEqual(["A1", "B2"]);
  });

  it("sorts a copy", () => {
    const given = [...shuffled];
    sortSoldProperties(given, "newest");
    expect(given).toEqual(shuffled);
  });
});

describe("combined filters", () => {
  it("require every filter to match and keep the given order", () => {
    expect(ids(filterSoldProperties(homes, filters({ city: "Charlotte", price: "750k-1m" })))).toEqual(["4159736"]);
    expect(ids(filterSoldProperties(homes, filters({ search: "rd", size: "5000-plus" })))).toEqual(["4172958"]);
    expect(filterSoldProperties(homes, filters({ city: "Hickory", price: "1m-plus" }))).toEqual([]);
  });

  it("return everything with no filter", () => {
    expect(filterSoldProperties(homes, EMPTY_SOLD_FILTERS)).toEqual(homes);
  });
});

describe("URL query", () => {
  const cities = ["Charlotte", "Cornelius", "Hickory"];

  it("reads every filter and the order", () => {
    const params = new URLSearchParams("q=Queens&city=Charlotte&price=1m-plus&size=5000-plus&beds=4&baths=3&sort=newest");
    expect(parseSoldFilters(params, cities)).toEqual({
      search: "Queens",
      city: "Charlotte",
      price: "1m-plus",
      size: "5000-plus",
      beds: "4",
      baths: "3",
      sort: "newest",
    });
  });

  it("reads nothing from an empty query", () => {
    expect(parseSoldFilters(new URLSearchParams(), cities)).toEqual(EMPTY_SOLD_FILTERS);
  });

  it("ignores unknown buckets and unknown cities", () => {
    const params = new URLSearchParams("price=cheap&size=huge&city=Atlantis&q=lake");
    expect(parseSoldFilters(params, cities)).toEqual({ ...EMPTY_SOLD_FILTERS, search: "lake" });
  });

  it.each(["beds=many", "beds=1", "beds=6", "beds=3.5", "beds=03", "beds=%203", "baths=10", "baths=", "sort=cheapest", "sort=NEWEST", "sort=price-desc"])(
    "ignores an unknown beds, baths or order: %s",
    (query) => {
      expect(parseSoldFilters(new URLSearchParams(query), cities)).toEqual(EMPTY_SOLD_FILTERS);
    },
  );

  it("reads the first of a repeated parameter", () => {
    expect(parseSoldFilters(new URLSearchParams("beds=3&beds=5&sort=newest&sort=price-asc"), cities)).toMatchObject({ beds: "3", sort: "newest" });
  });

  it("gives a known city its listed spelling", () => {
    expect(parseSoldFilters(new URLSearchParams("city=charlotte"), cities).city).toBe("Charlotte");
  });

  it("accepts any city when no list is given", () => {
    expect(parseSoldFilters(new URLSearchParams("city=Atlantis")).city).toBe("Atlantis");
  });

  it("writes only active filters and keeps other parameters", () => {
    const written = serializeSoldFilters(filters({ search: "Queens Rd", price: "1m-plus" }), new URLSearchParams("utm_source=mail&city=Hickory"));
    expect(written.toString()).toBe("utm_source=mail&q=Queens+Rd&price=1m-plus");
    expect(serializeSoldFilters(filters({ search: "  " })).toString()).toBe("");
  });

  it("writes beds, baths and an order other than the default", () => {
    expect(serializeSoldFilters(filters({ beds: "3", baths: "2", sort: "price-asc" })).toString()).toBe("beds=3&baths=2&sort=price-asc");
    expect(serializeSoldFilters(filters({ sort: "" }), new URLSearchParams("sort=newest&beds=5")).toString()).toBe("");
  });

  it("round-trips", () => {
    const original = filters({ search: "4161", city: "Hickory", price: "under-300k", size: "under-1500", beds: "2", baths: "2", sort: "newest" });
    expect(parseSoldFilters(serializeSoldFilters(original), cities)).toEqual(original);
  });
});

describe("helpers", () => {
  it("lists distinct cities alphabetically", () => {
    expect(distinctSoldCities(homes)).toEqual(["Charlotte", "Cornelius", "Hickory", "Huntersville", "Mooresville"]);
  });

  it("counts results", () => {
    expect(soldResultCount(28)).toBe("28 properties");
    expect(soldResultCount(1)).toBe("1 property");
    expect(soldResultCount(0)).toBe("0 properties");
  });
});
