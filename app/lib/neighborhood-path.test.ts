import { describe, expect, it } from "vitest";
import { isNeighborhoodPath } from "./neighborhood-path.ts";

describe("isNeighborhoodPath", () => {
  it("matches a guide, with or without a trailing slash", () => {
    expect(isNeighborhoodPath("/neighborhood/hickory")).toBe(true);
    expect(isNeighborhoodPath("/neighborhood/davidson/")).toBe(true);
  });

  it("does not match the index, other pages or deeper paths", () => {
    for (const path of ["/neighborhood", "/neighborhood/", "/neighborhoods/hickory", "/neighborhood/hickory/x", "/about"]) {
      expect(isNeighborhoodPath(path)).toBe(false);
    }
  });
});
