import { describe, expect, it } from "vitest";
import { marketMonthFigures, median, monthsBetween } from "./market-month-figures.ts";
import { seededRandom } from "#tests/support/market-export-fixture.ts";
import { testListing } from "#tests/support/market-fixtures.ts";
import type { ListingStatus, MlsListing } from "./mls-listing-row.ts";

const listing = (overrides: Partial<MlsListing>) => testListing(overrides.listingId ?? "L1", overrides);

const sale = (id: string, closeDate: string, closePrice: number, more: Partial<MlsListing> = {}) =>
  listing({ listingId: id, status: "Closed", closeDate, closePrice, listedOn: "2025-12-01", daysOnMarket: 30, ...more });

describe("median", () => {
  it("is the middle value of an odd count, the mean of the two middle values of an even one, none of none", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("marketMonthFigures, by hand", () => {
  it("counts and medians per month, an empty month as none, the inventory at each month's end", () => {
    const listings = [
      sale("S1", "2026-02-03", 900_000, { listPrice: 1_000_000, livingArea: 3000, daysOnMarket: 10 }),
      sale("S2", "2026-02-20", 1_500_000, { listPrice: 1_500_000, livingArea: 5000, daysOnMarket: 40 }),
      sale("S3", "2026-02-27", 1_200_000, { listPrice: 1_250_000, livingArea: null, daysOnMarket: 25 }),
      sale("S4", "2026-04-09", 2_000_000, { listPrice: 2_000_000, livingArea: 4000, daysOnMarket: null }),
      sale("S5", "2026-04-30", 1_000_000, { listPrice: 1_100_000, livingArea: 2500, daysOnMarket: 60 }),
      listing({ listingId: "A1", listedOn: "2026-02-10" }),
      listing({ listingId: "A2", listedOn: "2026-03-31", status: "Pending" }),
      listing({ listingId: "W1", listedOn: "2026-01-05", status: "Withdrawn", modifiedAt: "2026-03-15T12:00:00.000Z" }),
    ];
    const [february, march, april] = marketMonthFigures(listings, "2026-02", "2026-04");
    expect(february).toEqual({
      month: "2026-02",
      segment: "all",
      closedSales: 3,
      medianSalePrice: 1_200_000,
      medianPricePerSqft: (300 + 300) / 2,
      medianDaysOnMarket: 25,
      saleToListRatio: 0.96,
      newListings: 1,
      // S4, S5 (listed in December, closed in April), A1 and W1.
      activeAtMonthEnd: 4,
      monthsOfInventory: 4 / (3 / 1),
    });
    expect(march).toMatchObject({ closedSales: 0, medianSalePrice: null, medianDaysOnMarket: null, saleToListRatio: null, newListings: 1 });
    // W1 left on March 15; A2 came on March 31.
    expect(march!.activeAtMonthEnd).toBe(4);
    expect(march!.monthsOfInventory).toBe(4 / (3 / 2));
    expect(april).toMatchObject({
      closedSales: 2,
      medianSalePrice: 1_500_000,
      medianPricePerSqft: (500 + 400) / 2,
      medianDaysOnMarket: 60,
      activeAtMonthEnd: 2,
    });
    expect(april!.saleToListRatio).toBeCloseTo((1 + 1_000_000 / 1_100_000) / 2, 10);
  });

  it("splits waterfront from the rest only where an area has both", () => {
    const onlyInland = marketMonthFigures([sale("S1", "2026-02-03", 900_000)], "2026-02", "2026-02");
    expect(onlyInland.map((figures) => figures.segment)).toEqual(["all"]);
    const both = marketMonthFigures([sale("S1", "2026-02-03", 900_000), sale("S2", "2026-02-04", 3_000_000, { waterfront: true })], "2026-02", "2026-02");
    expect(both.map((figures) => [figures.segment, figures.medianSalePrice])).toEqual([
      ["all", 1_950_000],
      ["waterfront", 3_000_000],
      ["other", 900_000],
    ]);
  });
});

/** Four hundred listings over two years, with months of no sale at all. */
function fixture(): MlsListing[] {
  const next = seededRandom(36);
  const statuses: ListingStatus[] = ["Closed", "Closed", "Closed", "Active", "Pending", "Withdrawn", "Expired", "Canceled", "Active Under Contract"];
  const day = (offset: number) => new Date(Date.UTC(2024, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: 400 }, (_, n) => {
    const status = statuses[Math.floor(next() * statuses.length)]!;
    const listedAt = Math.floor(next() * 700);
    let closedAt = listedAt + 5 + Math.floor(next() * 120);
    // No sale closes in the summer of 2025.
    if (day(closedAt) >= "2025-06-01" && day(closedAt) <= "2025-08-31") closedAt += 100;
    const listPrice = 400_000 + Math.floor(next() * 60) * 50_000;
    return listing({
      listingId: `F${n}`,
      status,
      listPrice,
      listedOn: day(listedAt),
      closeDate: status === "Closed" ? day(closedAt) : null,
      closePrice: status === "Closed" ? listPrice - Math.floor(next() * 10) * 10_000 : null,
      daysOnMarket: status === "Closed" ? closedAt - listedAt : null,
      livingArea: next() < 0.1 ? null : 1500 + Math.floor(next() * 50) * 100,
      waterfront: next() < 0.3,
      modifiedAt: `${day(listedAt + Math.floor(next() * 200))}T12:00:00.000Z`,
    });
  });
}

/** The same figures computed another way: each month's listings picked by comparing dates, medians by counting. */
function independent(listings: MlsListing[], month: string) {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(year, number - 1, 1));
  const end = new Date(Date.UTC(year, number, 1));
  const inMonth = (date: string | null) => date !== null && new Date(`${date}T00:00:00Z`) >= start && new Date(`${date}T00:00:00Z`) < end;
  const middle = (values: number[]) => {
    // The value with as many below as above: for an even count, the mean of the two such.
    const candidates = values.filter(
      (value) => values.filter((other) => other < value).length * 2 <= values.length && values.filter((other) => other > value).length * 2 <= values.length,
    );
    if (values.length === 0) return null;
    const low = Math.min(...candidates);
    const high = Math.max(...candidates);
    return values.length % 2 === 1 ? low : (low + high) / 2;
  };
  const closed = listings.filter((item) => item.status === "Closed" && inMonth(item.closeDate));
  const endOfMonth = new Date(end.getTime() - 1);
  const offMarket = (item: MlsListing) =>
    item.status === "Closed" ? item.closeDate : ["Withdrawn", "Expired", "Canceled"].includes(item.status) ? item.modifiedAt.slice(0, 10) : null;
  const active = listings.filter((item) => {
    if (!item.listedOn || new Date(`${item.listedOn}T00:00:00Z`) > endOfMonth) return false;
    const off = offMarket(item);
    return off === null || new Date(`${off}T00:00:00Z`) > endOfMonth;
  }).length;
  return {
    closedSales: closed.length,
    medianSalePrice: middle(closed.map((item) => item.closePrice!)),
    medianDaysOnMarket: middle(closed.map((item) => item.daysOnMarket!)),
    newListings: listings.filter((item) => inMonth(item.listedOn)).length,
    activeAtMonthEnd: active,
  };
}

describe("marketMonthFigures, against an independent computation", () => {
  const listings = fixture();
  const months = monthsBetween("2024-11", "2026-10");
  const figures = marketMonthFigures(listings, "2024-11", "2026-10");

  it("has odd and even counts and empty months to check", () => {
    const counts = figures.filter((row) => row.segment === "all").map((row) => row.closedSales);
    expect(counts.some((count) => count === 0)).toBe(true);
    expect(counts.some((count) => count > 0 && count % 2 === 0)).toBe(true);
    expect(counts.some((count) => count % 2 === 1)).toBe(true);
  });

  it("agrees month by month, for all listings and for waterfront and the rest", () => {
    for (const segment of ["all", "waterfront", "other"] as const) {
      const chosen = listings.filter((item) => (segment === "all" ? true : segment === "waterfront" ? item.waterfront === true : item.waterfront !== true));
      for (const month of months) {
        const computed = figures.find((row) => row.segment === segment && row.month === month)!;
        expect({ ...computed, month, segment }).toMatchObject(independent(chosen, month));
      }
    }
  });
});
