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
