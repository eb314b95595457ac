import { describe, expect, it } from "vitest";
import {
  analyticsPeriod,
  ANALYTICS_MESSAGES,
  conversionRate,
  countedPath,
  deviceClass,
  DIRECT_REFERRER,
  p75OfBuckets,
  pageTypeOfPath,
  referrerHost,
  spanParts,
  vitalBucket,
  vitalRating,
  vitalsBeacon,
} from "./analytics-rules.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

describe("deviceClass", () => {
  it("tells phones, tablets and desktops apart by the user agent", () => {
    expect([IPHONE, ANDROID_PHONE, ANDROID_TABLET, IPAD, MAC].map(deviceClass)).toEqual(["phone", "phone", "tablet", "tablet", "desktop"]);
  });
});

describe("referrerHost", () => {
  it("keeps only the host, without www., and calls a visit without a referrer direct", () => {
    expect(referrerHost("https://www.google.com/search?q=lake+norman+homes", "lakefront.example")).toBe("google.com");
    expect(referrerHost("https://l.facebook.com/l.php?u=secret", "lakefront.example")).toBe("l.facebook.com");
    expect(referrerHost(undefined, "lakefront.example")).toBe(DIRECT_REFERRER);
    expect(referrerHost("android-app://com.slack", "lakefront.example")).toBe(DIRECT_REFERRER);
    expect(referrerHost("not a url", "lakefront.example")).toBe(DIRECT_REFERRER);
  });

  it("is null for a click within the site: not the start of a visit", () => {
    expect(referrerHost("https://lakefront.example/about", "lakefront.example")).toBeNull();
  });
});

describe("countedPath", () => {
  it("counts a page by its lower-case path without a trailing slash, and a token's page by its name", () => {
    expect(countedPath("/Neighborhood/Davidson/")).toBe("/neighborhood/davidson");
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/newsletter/confirm/abc.def-secret")).toBe("/newsletter/confirm");
    expect(countedPath("/newsletter/unsubscribe/xyz")).toBe("/newsletter/unsubscribe");
    expect(countedPath(`/${"a".repeat(500)}`)).toHaveLength(200);
  });
});

describe("pageTypeOfPath", () => {
  it("groups the public pages by their kind", () => {
    expect(
      [
        "/",
        "/about",
        "/neighborhood/davidson",
        "/neighborhood",
        "/market-reports/davidson",
        "/the-lake-advisor",
        "/the-lake-advisor/a-post",
        "/sold-properties",
        "/sold-properties/123",
        "/privacy-policy",
      ].map(pageTypeOfPath),
    ).toEqual(["home", "about", "guide", "other", "market-report", "blog", "post", "sold", "sold-home", "other"]);
  });
});

describe("vitals", () => {
  it("takes a beacon of a path and the three metrics in range, and nothing else", () => {
    expect(vitalsBeacon.safeParse({ path: "/", LCP: 1234, INP: 80, CLS: 0.02 }).success).toBe(true);
    expect(vitalsBeacon.safeParse({ path: "/about", CLS: 0 }).success).toBe(true);
    for (const bad of [
      {},
      { path: "/" },
      { path: "https://evil.example/", LCP: 1 },
      { path: "//evil.example", LCP: 1 },
      { path: "/", LCP: -1 },
      { path: "/", LCP: 1e9 },
      { path: "/", LCP: "1200" },
      { path: "/", LCP: Number.NaN },
      { path: "/", LCP: 1, extra: "x" },
      { path: "/".repeat(300), LCP: 1 },
      [1, 2, 3],
      "text",
    ]) {
      expect(vitalsBeacon.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("puts a value in its histogram's step and reads the 75th percentile back", () => {
    expect(vitalBucket("LCP", 1_234)).toBe(25);
    expect(vitalBucket("LCP", 999_999)).toBe(400);
    expect(vitalBucket("CLS", 0.1)).toBe(20);
    const lcp = [1_000, 1_200, 1_400, 3_000].map((value) => ({ bucket: vitalBucket("LCP", value), count: 1 }));
    expect(p75OfBuckets("LCP", lcp)).toBe(1_400);
    expect(
      p75OfBuckets("LCP", [
        { bucket: 20, count: 1 },
        { bucket: 60, count: 3 },
      ]),
    ).toBe(3_000);
    expect(p75OfBuckets("CLS", [{ bucket: 1, count: 4 }])).toBe(0.005);
    expect(p75OfBuckets("INP", [])).toBeNull();
  });

  it("rates a value against Google's limits", () => {
    expect([2_500, 2_501, 4_001].map((value) => vitalRating("LCP", value))).toEqual(["Good", "Needs improvement", "Poor"]);
    expect([0.1, 0.25, 0.3].map((value) => vitalRating("CLS", value))).toEqual(["Good", "Needs improvement", "Poor"]);
  });
});

describe("analyticsPeriod", () => {
  const period = (query: string) => analyticsPeriod(new URLSearchParams(query), "2026-11-29");

  it("is the last 30 days by default, or 7 or 90, each compared with as many days before", () => {
    expect(period("")).toEqual({
      period: { from: "2026-10-31", to: "2026-11-29", days: 30, preset: 30, previous: { from: "2026-10-01", to: "2026-10-30" } },
      problem: null,
    });
    expect(period("days=7").period).toMatchObject({ from: "2026-11-23", to: "2026-11-29", previous: { from: "2026-11-16", to: "2026-11-22" } });
    expect(period("days=90").period.days).toBe(90);
    expect(period("days=12").period.preset).toBe(30);
  });

  it("takes any two days in order, and says why it cannot show others", () => {
    expect(period("from=2026-02-01&to=2026-02-28").period).toMatchObject({ days: 28, preset: null, previous: { from: "2026-01-04", to: "2026-01-31" } });
    expect(period("from=2026-02-30&to=2026-03-01")).toMatchObject({ problem: ANALYTICS_MESSAGES.badDates, period: { preset: 30 } });
    expect(period("from=2026-03-01")).toMatchObject({ problem: ANALYTICS_MESSAGES.badDates });
    expect(period("from=2026-03-02&to=2026-03-01")).toMatchObject({ problem: ANALYTICS_MESSAGES.endBeforeStart });
    expect(period("from=2020-01-01&to=2026-03-01")).toMatchObject({ problem: ANALYTICS_MESSAGES.tooLong });
  });
});

describe("conversionRate", () => {
  it("is leads per 100 visitors, to a tenth; none without visitors", () => {
    expect(conversionRate(3, 200)).toBe(1.5);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 0)).toBeNull();
  });
});

describe("spanParts", () => {
  const TODAY = "2026-11-18";
  it("reads a month from the monthly counts, less its days outside the span, when that reads fewer rows than its days", () => {
    expect(spanParts({ from: "2025-11-19", to: "2026-10-20" }, TODAY)).toEqual({
      months: [{ from: "2025-12-01", to: "2026-10-01" }],
      days: [{ from: "2025-11-19", to: "2025-11-30" }],
      lessDays: [{ from: "2026-10-21", to: "2026-10-31" }],
    });
    expect(spanParts({ from: "2026-02-01", to: "2026-02-28" }, TODAY)).toEqual({ months: [{ from: "2026-02-01", to: "2026-02-01" }], days: [], lessDays: [] });
    expect(spanParts({ from: "2024-02-01", to: "2024-02-29" }, TODAY).lessDays).toEqual([]);
    expect(spanParts({ from: "2026-03-02", to: "2026-07-30" }, TODAY)).toEqual({
      months: [{ from: "2026-03-01", to: "2026-07-01" }],
      days: [],
      lessDays: [
        { from: "2026-03-01", to: "2026-03-01" },
        { from: "2026-07-31", to: "2026-07-31" },
      ],
    });
  });
  it("takes the month to today as whole, since nothing is counted after today", () => {
    expect(spanParts({ from: "2026-08-21", to: TODAY }, TODAY)).toEqual({
      months: [{ from: "2026-09-01", to: "2026-11-01" }],
      days: [{ from: "2026-08-21", to: "2026-08-31" }],
      lessDays: [],
    });
  });
  it("reads a short span from the days", () => {
    expect(spanParts({ from: "2026-10-20", to: "2026-11-10" }, TODAY)).toEqual({ months: [], days: [{ from: "2026-10-20", to: "2026-11-10" }], lessDays: [] });
    expect(spanParts({ from: "2026-11-12", to: "2026-11-18" }, TODAY).months).toEqual([]);
  });
});
