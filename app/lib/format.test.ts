import { describe, expect, it } from "vitest";
import { formatNumber, formatPrice } from "./format.ts";

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
