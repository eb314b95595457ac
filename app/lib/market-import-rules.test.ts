import { describe, expect, it } from "vitest";
import { exportedAt, listingDataStale } from "./market-import-rules.ts";

describe("exportedAt", () => {
  it("is the export's newest change when it falls on the as-of day in Charlotte, otherwise the end of that day there", () => {
    expect(exportedAt("2026-11-25", "2026-11-25T18:15:00.000Z")).toBe("2026-11-25T18:15:00.000Z");
    // 02:00 UTC on the 26th is still the 25th in Charlotte.
    expect(exportedAt("2026-11-25", "2026-11-26T02:00:00.000Z")).toBe("2026-11-26T02:00:00.000Z");
    expect(exportedAt("2026-11-25", "2026-11-20T12:00:00.000Z")).toBe("2026-11-26T04:59:59.000Z");
    expect(exportedAt("2026-07-04", null)).toBe("2026-07-05T03:59:59.000Z");
  });
});

describe("listingDataStale", () => {
  it("marks listing data older than 12 hours past its export", () => {
    const taken = "2026-11-25T18:00:00.000Z";
    expect(listingDataStale(taken, Date.parse("2026-11-26T06:00:00.000Z"))).toBe(false);
    expect(listingDataStale(taken, Date.parse("2026-11-26T06:00:01.000Z"))).toBe(true);
  });
});
