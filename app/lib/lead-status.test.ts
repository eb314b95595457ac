import { describe, expect, it } from "vitest";
import { calendarDay, followUpLabel, siteToday } from "./lead-status.ts";

describe("the site's today", () => {
  it("is Charlotte's date, through both offsets and their changes", () => {
    expect(siteToday(new Date("2026-12-01T04:59:59Z"))).toBe("2026-11-30");
    expect(siteToday(new Date("2026-12-01T05:00:00Z"))).toBe("2026-12-01");
    // Summer time: UTC-4.
    expect(siteToday(new Date("2026-07-01T03:59:59Z"))).toBe("2026-06-30");
    expect(siteToday(new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
    // The nights the clocks change (March 8 and November 1, 2026).
    expect(siteToday(new Date("2026-03-08T04:59:59Z"))).toBe("2026-03-07");
    expect(siteToday(new Date("2026-03-09T03:59:59Z"))).toBe("2026-03-08");
    expect(siteToday(new Date("2026-11-02T04:59:59Z"))).toBe("2026-11-01");
  });
});

describe("a follow-up day", () => {
  it("takes YYYY-MM-DD days the calendar has", () => {
    expect(calendarDay("2028-02-29")).toBe("2028-02-29");
    for (const value of ["2027-02-29", "2026-04-31", "2026-1-5", "12/01/2026", "", "1999-12-31", "2026-12-01T00:00"])
      expect(calendarDay(value), value).toBeNull();
  });

  it("reads as its own day in words, whatever the reader's zone", () => {
    expect(followUpLabel("2026-12-01")).toBe("Tue, Dec 1, 2026");
  });
});
