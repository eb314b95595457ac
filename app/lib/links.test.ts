import { describe, expect, it } from "vitest";
import { isExternalHref } from "./links.ts";

const own = ["lakefrontnc.com", "localhost"];

describe("isExternalHref", () => {
  it("treats other hosts as external", () => {
    expect(isExternalHref("https://www.instagram.com/lakefrontnc", own)).toBe(true);
    expect(isExternalHref("http://example.org/x", own)).toBe(true);
  });

  it("keeps the site's own domain, with or without www, in the same tab", () => {
    expect(isExternalHref("https://lakefrontnc.com/about", own)).toBe(false);
    expect(isExternalHref("https://www.lakefrontnc.com/", own)).toBe(false);
    expect(isExternalHref("http://localhost:3000/about", own)).toBe(false);
  });

  it("treats relative, mailto and tel links as internal", () => {
    expect(isExternalHref("/about", own)).toBe(false);
    expect(isExternalHref("mailto:hello@lakefrontnc.com", own)).toBe(false);
    expect(isExternalHref("tel:+17045550142", own)).toBe(false);
  });
});
