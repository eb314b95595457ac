import { describe, expect, it } from "vitest";
import { buildRedirectTable, findRedirect, followRedirects, resolveRedirect, type RedirectRule } from "./redirects.ts";

const rule = (fromPath: string, toPath: string, match: RedirectRule["match"] = "exact", status = 301): RedirectRule => ({ fromPath, toPath, match, status });

/** The spec's legacy redirects, as the migration stores them. */
const legacy = buildRedirectTable([
  rule("/blog/old-post-slug", "/the-lake-advisor/new-post-slug"),
  rule("/neighborhoods", "/neighborhood", "prefix"),
  rule("/lake-advisor", "/the-lake-advisor", "prefix"),
]);

const locationOf = (table = legacy, path: string) => findRedirect(table, path)?.location ?? null;

describe("findRedirect", () => {
  it("sends the old blog post to its new slug", () => {
    expect(locationOf(legacy, "/blog/old-post-slug")).toBe("/the-lake-advisor/new-post-slug");
  });

  it("maps a prefix and keeps the rest of the path", () => {
    expect(locationOf(legacy, "/neighborhoods")).toBe("/neighborhood");
    expect(locationOf(legacy, "/neighborhoods/")).toBe("/neighborhood/");
    expect(locationOf(legacy, "/neighborhoods/davidson")).toBe("/neighborhood/davidson");
    expect(locationOf(legacy, "/lake-advisor/x")).toBe("/the-lake-advisor/x");
  });

  it("matches a prefix by whole segments only", () => {
    expect(locationOf(legacy, "/lake-advisory")).toBeNull();
    expect(locationOf(legacy, "/neighborhoodsx/davidson")).toBeNull();
  });

  it("matches an exact path only as it is", () => {
    expect(locationOf(legacy, "/blog/old-post-slug/more")).toBeNull();
    expect(locationOf(legacy, "/blog/old-post-slug/")).toBeNull();
  });

  it("prefers an exact rule, then the longest prefix", () => {
    const table = buildRedirectTable([rule("/a", "/one", "prefix"), rule("/a/b", "/two", "prefix"), rule("/a/b/c", "/three")]);
    expect(locationOf(table, "/a/b/c")).toBe("/three");
    expect(locationOf(table, "/a/b/c/d")).toBe("/two/c/d");
    expect(locationOf(table, "/a/x")).toBe("/one/x");
  });

  it("answers with the rule's status", () => {
    expect(findRedirect(buildRedirectTable([rule("/sale", "/sold-properties", "exact", 302)]), "/sale")?.rule.status).toBe(302);
  });

  it("never builds a location another site could be read from", () => {
    const table = buildRedirectTable([rule("/old", "/", "prefix")]);
    expect(locationOf(table, "/old")).toBe("/");
    expect(locationOf(table, "/old/about")).toBe("/about");
    expect(locationOf(table, "/old//evil.example")).toBe("/evil.example");
    expect(locationOf(table, "/old/\\evil.example")).toBe("/evil.example");
    // A rule stored before targets were checked as resolved ("/.//evil.test" became "//evil.test").
    expect(locationOf(buildRedirectTable([rule("/promo", "//evil.test")]), "/promo")).toBe("/evil.test");
  });

  it("leaves current paths alone", () => {
    for (const path of ["/", "/neighborhood", "/neighborhood/davidson", "/the-lake-advisor", "/the-lake-advisor/x", "/blog", "/about"]) {
      expect(locationOf(legacy, path)).toBeNull();
    }
  });
});

describe("followRedirects", () => {
  it("follows a chain to its end", () => {
    expect(followRedirects(buildRedirectTable([rule("/a", "/b"), rule("/b", "/c")]), "/a")).toEqual({ end: "/c" });
  });

  it("finds a loop through exact and prefix rules", () => {
    expect(followRedirects(buildRedirectTable([rule("/a", "/b"), rule("/b", "/a")]), "/a")).toBe("loop");
    expect(followRedirects(buildRedirectTable([rule("/a/x", "/b/x"), rule("/b", "/a", "prefix")]), "/a/x")).toBe("loop");
  });

  it("counts a prefix that sends below itself as a loop", () => {
    expect(followRedirects(buildRedirectTable([rule("/a", "/a/b", "prefix")]), "/a")).toBe("loop");
  });
});

describe("resolveRedirect", () => {
  it("sends a chain of an administrator's rules to its end in one hop, exact and prefix alike", () => {
    const table = buildRedirectTable([rule("/a", "/b"), rule("/b", "/c"), rule("/old", "/new", "prefix"), rule("/new/x", "/final")]);
    expect(resolveRedirect(table, "/a")).toEqual({ status: 301, location: "/c" });
    expect(resolveRedirect(table, "/b")).toEqual({ status: 301, location: "/c" });
    expect(resolveRedirect(table, "/old/x")).toEqual({ status: 301, location: "/final" });
    expect(resolveRedirect(table, "/old/y")).toEqual({ status: 301, location: "/new/y" });
    expect(resolveRedirect(table, "/c")).toBeNull();
  });

  it("is temporary when any rule on the way is", () => {
    expect(resolveRedirect(buildRedirectTable([rule("/a", "/b"), rule("/b", "/c", "exact", 302)]), "/a")).toEqual({ status: 302, location: "/c" });
    expect(resolveRedirect(buildRedirectTable([rule("/a", "/b", "exact", 302), rule("/b", "/c")]), "/a")).toEqual({ status: 302, location: "/c" });
  });

  it("answers a loop, which no write lets in, with its first rule", () => {
    expect(resolveRedirect(buildRedirectTable([rule("/a", "/b"), rule("/b", "/a")]), "/a")).toEqual({ status: 301, location: "/b" });
  });
});
