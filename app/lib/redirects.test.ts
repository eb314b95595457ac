import { describe, expect, it } from "vitest";
import { findLegacyRedirect } from "./redirects.ts";

describe("findLegacyRedirect", () => {
  it("sends the old blog post to its new slug", () => {
    expect(findLegacyRedirect("/blog/old-post-slug")).toBe("/the-lake-advisor/new-post-slug");
  });

  it("maps the /neighborhoods prefix and keeps the rest of the path", () => {
    expect(findLegacyRedirect("/neighborhoods")).toBe("/neighborhood");
    expect(findLegacyRedirect("/neighborhoods/davidson")).toBe("/neighborhood/davidson");
  });

  it("maps the /lake-advisor prefix and keeps the rest of the path", () => {
    expect(findLegacyRedirect("/lake-advisor")).toBe("/the-lake-advisor");
    expect(findLegacyRedirect("/lake-advisor/x")).toBe("/the-lake-advisor/x");
  });

  it("checks exact matches before prefixes", () => {
    expect(findLegacyRedirect("/blog/old-post-slug/more")).toBeNull();
  });

  it("leaves current paths alone", () => {
    for (const path of ["/", "/neighborhood", "/neighborhood/davidson", "/the-lake-advisor", "/the-lake-advisor/x", "/blog", "/about"]) {
      expect(findLegacyRedirect(path)).toBeNull();
    }
  });
});
