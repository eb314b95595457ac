import { describe, expect, it } from "vitest";
import { isExternalHref } from "./external-links.ts";

/** SITE_URL's host; the product's own domain, lakefrontnc.com, is always the site's too. */
const siteHost = "localhost";

describe("isExternalHref", () => {
  it("treats other hosts as external", () => {
    expect(isExternalHref("https://www.instagram.com/lakefrontnc", siteHost)).toBe(true);
    expect(isExternalHref("http://example.org/x", siteHost)).toBe(true);
    expect(isExternalHref("HTTPS://Example.org/x", siteHost)).toBe(true);
  });

  it("treats protocol-relative links, which browsers open on the other host, as external", () => {
    expect(isExternalHref("//example.org/x", siteHost)).toBe(true);
    expect(isExternalHref("/\\example.org/x", siteHost)).toBe(true);
    expect(isExternalHref("//lakefrontnc.com/about", siteHost)).toBe(false);
  });

  it("keeps the site's own domain, with or without www, and SITE_URL's host in the same tab", () => {
    expect(isExternalHref("https://lakefrontnc.com/about", siteHost)).toBe(false);
    expect(isExternalHref("https://www.lakefrontnc.com/", siteHost)).toBe(false);
    expect(isExternalHref("http://localhost:3000/about", siteHost)).toBe(false);
    expect(isExternalHref("https://staging.example/about", "staging.example")).toBe(false);
    expect(isExternalHref("https://staging.example/about", siteHost)).toBe(true);
  });

  it("treats relative, mailto and tel links as internal", () => {
    for (const href of ["/about", "#schools", "?page=2", "neighborhood/davidson", "mailto:hello@lakefrontnc.com", "tel:+17045550142", "javascript:void(0)"]) {
      expect(isExternalHref(href, siteHost)).toBe(false);
    }
  });
});
