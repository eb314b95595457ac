import { describe, expect, it } from "vitest";
import { formatTable, pageGoalMisses, percentile, scaleGoalMisses, type ScaleFigures } from "./bench-report.ts";
import { lastListPage, newSearchTerms } from "./bench-scale.ts";

const figures = (overrides: Partial<ScaleFigures>): ScaleFigures => ({ firstMs: 10, p50Ms: 10, p95Ms: 10, bytes: 1000, samples: 5, failures: 0, ...overrides });

describe("the bench's arithmetic", () => {
  it("takes nearest-rank percentiles", () => {
    const values = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it("judges the scale goals of issue 17, per driver for search", () => {
    expect(scaleGoalMisses("admin", "postgres", figures({ p50Ms: 120, bytes: 200 * 1024 }))).toEqual([]);
    expect(scaleGoalMisses("admin", "postgres", figures({ p50Ms: 5300, bytes: 63 * 1024 * 1024 }))).toHaveLength(2);
    expect(scaleGoalMisses("blogMiddle", "pglite", figures({ bytes: 565 * 1024 }))).toEqual(["565 KB > 100 KB"]);
    expect(scaleGoalMisses("search", "postgres", figures({ p95Ms: 80 }))).toHaveLength(1);
    expect(scaleGoalMisses("search", "pglite", figures({ p95Ms: 80 }))).toEqual([]);
    expect(scaleGoalMisses("sitemap", "postgres", figures({ firstMs: 700, p50Ms: 2 }))).toEqual([]);
    expect(scaleGoalMisses("post", "postgres", figures({ failures: 1 }))).toEqual(["1 failed"]);
    // A figure that could not be measured is not a goal met.
    expect(scaleGoalMisses("search", "postgres", figures({ p95Ms: Number.NaN }))).toHaveLength(1);
  });

  it("compares a cached page with nginx", () => {
    expect(pageGoalMisses({ perSecond: 4500, p99: 15, failures: 0 }, { perSecond: 8400 })).toEqual([]);
    expect(pageGoalMisses({ perSecond: 1650, p99: 90, failures: 0 }, { perSecond: 8400 })).toEqual(["20 % < 50 % of nginx", "p99 90 ms > 20 ms"]);
    expect(pageGoalMisses({ perSecond: 4500, p99: 15, failures: 0 }, undefined)).toEqual(["no nginx to compare with"]);
  });

  it("aligns a table's columns", () => {
    expect(
      formatTable(
        ["case", "ms", "goal"],
        [
          ["a", "1", "✓"],
          ["longer", "1,000", "✗ slow"],
        ],
      ).split("\n"),
    ).toEqual(["case       ms  goal", "------  -----  ------", "a           1  ✓", "longer  1,000  ✗ slow"]);
  });
});

describe("the scale case's requests", () => {
  it("asks a new search term every time", () => {
    const terms = newSearchTerms(200);
    expect(new Set(terms).size).toBe(200);
    expect(terms.every((term) => /^[a-z]+ [a-z]+$/.test(term))).toBe(true);
  });

  it("finds the blog list's last page in its links", () => {
    expect(lastListPage('<a href="/the-lake-advisor?page=2">2</a> … <a href="/the-lake-advisor?category=x&amp;page=2226">2226</a>')).toBe(2226);
    expect(lastListPage("<p>no pages</p>")).toBe(1);
  });
});
