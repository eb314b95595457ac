import { describe, expect, it } from "vitest";
import { formatByteSize, formatNumber, formatPrice } from "./format.ts";

describe("formatPrice", () => {
  it("shows the home page's sold prices as whole dollars with separators", () => {
    expect([3120000, 1810000, 1700000, 1525000, 1038253, 575000].map(formatPrice)).toEqual([
      "$3,120,000",
      "$1,810,000",
      "$1,700,000",
      "$1,525,000",
      "$1,038,253",
      "$575,000",
    ]);
  });
});

describe("formatNumber", () => {
  it("groups thousands and keeps half baths", () => {
    expect(formatNumber(3450)).toBe("3,450");
    expect(formatNumber(2.5)).toBe("2.5");
  });
});

describe("formatByteSize", () => {
  it("shows kilobytes below a megabyte and megabytes with one decimal above", () => {
    expect([300, 421_000, 1024 * 1024 - 1, 3_500_000].map(formatByteSize)).toEqual(["1 kB", "411 kB", "1 MB", "3.3 MB"]);
  });
});
