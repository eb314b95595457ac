import { describe, expect, it } from "vitest";
import type { MonthFigures } from "./market-month-figures.ts";
import { chartMonths, marketSourceLine, reportCharts, reportFigures, reportMonthOf } from "./market-report.ts";

const month = (overrides: Partial<MonthFigures> = {}): MonthFigures => ({
  month: "2026-10",
  segment: "all",
  closedSales: 10,
  medianSalePrice: 1_100_000,
  medianPricePerSqft: 400,
  medianDaysOnMarket: 30,
  saleToListRatio: 0.975,
  newListings: 12,
  activeAtMonthEnd: 40,
  monthsOfInventory: 4,
  ...overrides,
});

describe("reportMonthOf", () => {
  it("reports the last whole month before the export's day, or its own month when taken on the month's last day", () => {
    expect(reportMonthOf("2026-11-25")).toBe("2026-10");
    expect(reportMonthOf("2026-11-01")).toBe("2026-10");
    expect(reportMonthOf("2026-10-31")).toBe("2026-10");
    expect(reportMonthOf("2024-02-29")).toBe("2024-02");
    expect(reportMonthOf("2026-01-15")).toBe("2025-12");
  });
});

describe("marketSourceLine", () => {
  it("names the MLS, the area, the months and the export's day, as Canopy MLS requires", () => {
    expect(marketSourceLine({ mlsName: "Canopy MLS", area: "Davidson", first: "2024-11", last: "2026-10", asOf: "2026-11-25" })).toBe(
      "Source: Canopy MLS, Davidson, November 2024–October 2026, as of November 25, 2026",
    );
    expect(marketSourceLine({ mlsName: "Canopy MLS", area: "Davidson", first: "2026-10", last: "2026-10", asOf: "2026-11-25" })).toBe(
      "Source: Canopy MLS, Davidson, October 2026, as of November 25, 2026",
    );
  });
});

describe("reportFigures", () => {
  const byKey = (figures: ReturnType<typeof reportFigures>) => Object.fromEntries(figures.map((figure) => [figure.key, figure]));

  it("writes each figure and its change from the same month a year before, in words and numbers", () => {
    const figures = byKey(
      reportFigures(
        month(),
        month({ month: "2025-10", medianSalePrice: 1_000_000, closedSales: 10, saleToListRatio: 0.96, medianDaysOnMarket: 40 }),
        "2026-10",
      ),
    );
    expect(figures.medianSalePrice).toMatchObject({ value: "$1,100,000", change: "up 10.0% from October 2025", direction: "up" });
    expect(figures.closedSales).toMatchObject({ value: "10", change: "the same as October 2025", direction: "same" });
    expect(figures.saleToListRatio).toMatchObject({ value: "97.5%", change: "up 1.5 points from October 2025" });
    expect(figures.medianDaysOnMarket).toMatchObject({ value: "30 days", change: "down 25.0% from October 2025", direction: "down" });
  });

  it("shows no statistic of active listings built on fewer than 2 listings, and says why", () => {
    const figures = byKey(reportFigures(month({ activeAtMonthEnd: 1, monthsOfInventory: 0.1 }), month({ month: "2025-10" }), "2026-10"));
    expect(figures.activeAtMonthEnd).toMatchObject({ value: null, change: null, missing: "Not shown: fewer than 2 homes for sale" });
    expect(figures.monthsOfInventory).toMatchObject({ value: null, missing: "Not shown: fewer than 2 homes for sale" });
    // Nor is a year-before figure built on one listing compared with.
    expect(byKey(reportFigures(month(), month({ month: "2025-10", activeAtMonthEnd: 1 }), "2026-10")).activeAtMonthEnd).toMatchObject({
      value: "40",
      change: null,
    });
  });

  it("says a month without sales has none to measure, and compares nothing without a year before", () => {
    const figures = byKey(reportFigures(month({ closedSales: 0, medianSalePrice: null }), undefined, "2026-10"));
    expect(figures.medianSalePrice).toMatchObject({ value: null, missing: "No sales to measure" });
    expect(figures.closedSales).toMatchObject({ value: "0", change: null });
  });
});

describe("reportCharts", () => {
  it("charts the 24 months to the report's month, leaving out active-listing figures on fewer than 2, with a summary in words", () => {
    const months = chartMonths("2026-10");
    expect(months).toHaveLength(24);
    expect([months[0], months.at(-1)]).toEqual(["2024-11", "2026-10"]);
    const rows = new Map(
      months.map((value, index) => [value, month({ month: value, medianSalePrice: 1_000_000 + index * 10_000, activeAtMonthEnd: index === 5 ? 1 : 30 })]),
    );
    const [price, sales] = reportCharts(months, (value) => rows.get(value));
    expect(price!.series[0]!.values.at(-1)).toBe(1_230_000);
    expect(price!.summary).toBe(
      "Median sale price: $1,230,000 in October 2026, against $1,000,000 in November 2024; highest $1,230,000 (October 2026), lowest $1,000,000 (November 2024).",
    );
    expect(sales!.series.map((series) => series.name)).toEqual(["Homes sold", "Homes for sale at month end"]);
    expect(sales!.series[1]!.values[5]).toBeNull();
  });
});
