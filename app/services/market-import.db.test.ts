import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { mlsListings, neighborhoods } from "#app/db/schema.ts";
import { marketMonthFigures } from "#app/lib/market-month-figures.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";
import { latestMarketImport, readAreaMonths } from "#app/models/market-data.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { testListing, testNeighborhood } from "#tests/support/market-fixtures.ts";
import { importMarketListings } from "./market-import.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  for (const [slug, name] of [
    ["davidson", "Davidson"],
    ["cornelius", "Cornelius"],
  ] as const) {
    await database.db.insert(neighborhoods).values(testNeighborhood(slug, name));
  }
});
afterAll(() => database.close());

const listing = (listingId: string, overrides: Partial<MlsListing> = {}) =>
  testListing(listingId, { listedOn: "2026-06-10", livingArea: 3200, modifiedAt: "2026-10-01T12:00:00.000Z", ...overrides });

const closed = (id: string, closeDate: string, closePrice: number, more: Partial<MlsListing> = {}) =>
  listing(id, { status: "Closed", closeDate, closePrice, daysOnMarket: 40, ...more });

const first = [
  closed("D1", "2026-09-04", 950_000),
  closed("D2", "2026-09-18", 1_400_000, { waterfront: true, listPrice: 1_500_000 }),
  closed("D3", "2025-09-22", 800_000),
  listing("D4", { listedOn: "2026-09-01" }),
  listing("D5", { city: "DAVIDSON", waterfront: true }),
  closed("C1", "2026-09-10", 2_000_000, { city: "Cornelius" }),
  listing("M1", { city: "Mooresville" }),
];

describe("importMarketListings", () => {
  it("stores the listings and each area's months as the figures compute them from its city's listings", async () => {
    const result = await importMarketListings(database.db, { listings: first, asOf: "2026-10-31", fileName: "export.csv", importedBy: "admin@lakefront.test" });
    expect(result).toMatchObject({ added: 7, updated: 0, unchanged: 0 });
    expect(await latestMarketImport(database.db)).toMatchObject({ asOf: "2026-10-31", added: 7, fileName: "export.csv" });

    const davidson = await readAreaMonths(database.db, "davidson");
    const expected = marketMonthFigures(
      first.filter((item) => item.city.toLowerCase() === "davidson"),
      "2023-11",
      "2026-10",
    );
    expect(davidson).toHaveLength(expected.length);
    expect(davidson).toEqual(expect.arrayContaining(expected.map((row) => ({ ...row, areaSlug: "davidson" }))));
    expect(davidson.find((row) => row.segment === "all" && row.month === "2026-09")).toMatchObject({ closedSales: 2, medianSalePrice: 1_175_000 });
    expect((await readAreaMonths(database.db, "cornelius")).find((row) => row.month === "2026-09")).toMatchObject({
      closedSales: 1,
      medianSalePrice: 2_000_000,
    });
  });

  it("updates a listing by its ListingId when the export's row is newer, and never with an older one", async () => {
    const result = await importMarketListings(database.db, {
      listings: [
        closed("D4", "2026-10-20", 990_000, { listedOn: "2026-09-01", modifiedAt: "2026-10-21T09:00:00.000Z" }),
        listing("D1", { modifiedAt: "2026-01-01T00:00:00.000Z" }),
        first[2]!,
      ],
      asOf: "2026-10-31",
      fileName: "newer.csv",
      importedBy: "admin@lakefront.test",
    });
    expect(result).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    const stored = await database.db.select().from(mlsListings);
    expect(stored.find((row) => row.listingId === "D4")).toMatchObject({ status: "Closed", closePrice: 990_000 });
    expect(stored.find((row) => row.listingId === "D1")).toMatchObject({ status: "Closed", closePrice: 950_000 });
    const october = (await readAreaMonths(database.db, "davidson")).find((row) => row.segment === "all" && row.month === "2026-10");
    expect(october).toMatchObject({ closedSales: 1, medianSalePrice: 990_000 });
  });
});
