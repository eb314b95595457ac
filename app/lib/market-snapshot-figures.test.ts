import { describe, expect, it } from "vitest";
import { marketSnapshotFigures } from "./market-snapshot-figures.ts";

describe("marketSnapshotFigures", () => {
  it("formats all three figures in order", () => {
    expect(marketSnapshotFigures({ avgPrice: 865000, avgDaysOnMarket: 31, pricePerSqft: 330 })).toEqual([
      { label: "Average Price", value: "$865,000" },
      { label: "Average Days on Market", value: "31" },
      { label: "Price per Square Foot", value: "$330" },
    ]);
  });

  it("shows only the figures that exist, including zero", () => {
    expect(marketSnapshotFigures({ avgPrice: null, avgDaysOnMarket: 0, pricePerSqft: null })).toEqual([{ label: "Average Days on Market", value: "0" }]);
  });

  it("has nothing to show without any figure, so the section is hidden", () => {
    expect(marketSnapshotFigures({ avgPrice: null, avgDaysOnMarket: null, pricePerSqft: null })).toEqual([]);
  });
});
