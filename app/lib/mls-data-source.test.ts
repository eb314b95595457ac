import { describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import { marketDataSource, saleDateRange, soldDataSource } from "./mls-data-source.ts";

describe("the MLS disclaimer's source line", () => {
  it("names the MLS and the months the closings shown span, whatever their order", () => {
    expect(soldDataSource(siteSettingsSeed, ["2026-10-02", null, "2024-03-08", "2025-01-15"])).toBe(
      "Sold data: Canopy MLS, closings from March 2024 through October 2026.",
    );
  });

  it("says one month once, and no range when no closing date is recorded", () => {
    expect(saleDateRange(["2025-06-01", "2025-06-30"])).toBe("in June 2025");
    expect(soldDataSource(siteSettingsSeed, [null])).toBe("Sold data: Canopy MLS.");
  });

  it("gives a market snapshot the MLS and the period of the settings", () => {
    const settings = { ...siteSettingsSeed, compliance: { ...siteSettingsSeed.compliance, mlsName: "Triangle MLS", marketDataPeriod: "Q3 2026" } };
    expect(marketDataSource(settings)).toBe("Market figures: Triangle MLS, Q3 2026.");
  });
});
