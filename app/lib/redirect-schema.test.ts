import { describe, expect, it } from "vitest";
import { redirectSchema, sitePathOf } from "./redirect-schema.ts";

describe("sitePathOf", () => {
  it("keeps a path on this site, encoded and resolved as a browser sends it", () => {
    expect(sitePathOf(" /old-page ", "From")).toEqual({ path: "/old-page" });
    expect(sitePathOf("/café", "From")).toEqual({ path: "/caf%C3%A9" });
    expect(sitePathOf("/a/../b", "From")).toEqual({ path: "/b" });
  });

  it("refuses another site in every spelling", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\tevil",
      "/.//evil.test",
      "/..//evil.test",
      "/a/..//evil.test",
      "/%2e//evil.test",
      "/%2E%2E//evil.test",
      "/./\\evil.test",
    ]) {
      expect("error" in sitePathOf(value, "To"), value).toBe(true);
    }
  });

  it("refuses a query or a fragment", () => {
    expect(sitePathOf("/old?x=1", "From")).toEqual({ error: expect.stringContaining('without "?" or "#"') });
    expect(sitePathOf("/old#top", "From")).toEqual({ error: expect.stringContaining('without "?" or "#"') });
  });
});

describe("redirectSchema", () => {
  it("reads the form", () => {
    expect(redirectSchema.parse({ fromPath: "/old", toPath: "/new", match: "prefix", status: "302" })).toEqual({
      fromPath: "/old",
      toPath: "/new",
      match: "prefix",
      status: 302,
    });
  });

  it("refuses a redirect to itself, another status or match", () => {
    const result = redirectSchema.safeParse({ fromPath: "/old", toPath: "/old/", match: "regex", status: "307" });
    expect(result.success).toBe(false);
    expect(redirectSchema.safeParse({ fromPath: "/old", toPath: "/old", match: "exact", status: "301" }).error?.issues[0]?.path).toEqual(["toPath"]);
  });
});
