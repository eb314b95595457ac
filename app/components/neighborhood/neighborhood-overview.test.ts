import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MARKET_FIGURES_BASIS } from "#app/lib/market-snapshot-figures.ts";
import { NeighborhoodOverview, type OverviewData } from "./neighborhood-overview.tsx";

const guide: OverviewData = {
  name: "Cornelius",
  overviewHtml: "<p>On the lake.</p>",
  history: "History.",
  marketDescription: "Market.",
  primeNeighborhoods: [],
  locationDescription: "Location.",
  distanceToCharlotte: 20,
  distanceToLake: 0,
  averageHomePrice: "$2,350,000",
  marketTrends: "Trends.",
  medianSalePrice: null,
};

/** The Location figures as they read: "20 miles" then "to Charlotte". */
function distances(overrides: Partial<OverviewData>): string[] {
  const html = renderToString(createElement(NeighborhoodOverview, { data: { ...guide, ...overrides } }));
  return [...html.matchAll(/<div[^>]*><dt[^>]*>(.*?)<\/dt><dd[^>]*>.*?<\/span>(.*?)<\/dd><\/div>/g)].map(([, label, value]) =>
    `${value} ${label}`.replace(/&lt;/g, "<"),
  );
}

describe("NeighborhoodOverview's location figures", () => {
  it("give miles to Charlotte and to the lake", () => {
    expect(distances({ distanceToCharlotte: 22, distanceToLake: 1 })).toEqual(["22 miles to Charlotte", "1 mile to Lake Norman"]);
  });

  it("leave out the distance to Charlotte for Charlotte itself rather than read < 1 mile", () => {
    expect(distances({ name: "Charlotte", distanceToCharlotte: 0, distanceToLake: 20 })).toEqual(["20 miles to Lake Norman"]);
  });

  it("read On the water for a town on the lake", () => {
    expect(distances({ distanceToCharlotte: 20, distanceToLake: 0 })).toEqual(["20 miles to Charlotte", "On the water Lake Norman"]);
  });

  it("keep < 1 mile for a distance under a mile", () => {
    expect(distances({ distanceToLake: 0.4 })).toEqual(["20 miles to Charlotte", "< 1 mile to Lake Norman"]);
  });
});

describe("NeighborhoodOverview's average home price", () => {
  it("says what the average is of", () => {
    const html = renderToString(createElement(NeighborhoodOverview, { data: guide }));
    expect(html).toContain("$2,350,000");
    expect(html).toContain(MARKET_FIGURES_BASIS);
  });
});

describe("NeighborhoodOverview's price from the MLS export", () => {
  it("replaces the typed average with the month's median and its source, and keeps the agent's commentary", () => {
    const sourceLine = "Source: Canopy MLS, Cornelius, October 2026, as of November 25, 2026";
    const html = renderToString(
      createElement(NeighborhoodOverview, { data: { ...guide, medianSalePrice: { value: "$1,175,000", month: "2026-10", sourceLine } } }),
    );
    expect(html).toContain("Median Sale Price");
    expect(html).toContain("$1,175,000");
    expect(html).toContain("Homes sold in October 2026");
    expect(html).toContain(`${sourceLine}. Properties may be listed or sold by various participants of the MLS.`);
    expect(html).not.toContain("$2,350,000");
    expect(html).toContain("Trends.");
  });
});
