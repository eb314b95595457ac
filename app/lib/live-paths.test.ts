import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { FIXED_PAGES, livePathCheck, RECORD_PAGES, RESERVED_AREAS } from "./live-paths.ts";

type RouteEntry = { path?: string; children?: RouteEntry[] };
const paths = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.path === undefined ? [] : [`/${entry.path}`]), ...paths(entry.children ?? [])]);

describe("livePathCheck", () => {
  it("knows every route of app/routes.ts", () => {
    for (const path of paths(routes as RouteEntry[])) {
      if (path === "/*") continue;
      const base = path.replace(/\/:[^/]+$/, "");
      const known =
        FIXED_PAGES.includes(path) ||
        RESERVED_AREAS.some((area) => path === area || path.startsWith(`${area}/`)) ||
        (path !== base && Object.values(RECORD_PAGES).includes(base as never));
      expect(known, path).toBe(true);
    }
  });

  it("refuses fixed pages and the site's own areas, whatever the case or trailing slash", () => {
    for (const path of [
      "/",
      "/about",
      "/About/",
      "/the-lake-advisor",
      "/admin",
      "/admin/settings",
      "/resources/contact",
      "/assets/x.js",
      "/media/a/b.webp",
      "/sitemap.xml",
    ]) {
      expect(livePathCheck(path, "exact"), path).toEqual({ live: true });
    }
  });

  it("refuses a prefix that covers a live page", () => {
    for (const path of ["/", "/the-lake-advisor", "/neighborhood", "/sold-properties", "/admin"])
      expect(livePathCheck(path, "prefix"), path).toEqual({ live: true });
  });

  it("names the record to look up for a record's page", () => {
    expect(livePathCheck("/the-lake-advisor/Boat-Lifts", "exact")).toEqual({ live: false, record: { kind: "post", key: "boat-lifts" } });
    expect(livePathCheck("/neighborhood/davidson", "prefix")).toEqual({ live: false, record: { kind: "neighborhood", key: "davidson" } });
    expect(livePathCheck("/sold-properties/MLS-1", "exact")).toEqual({ live: false, record: { kind: "sold", key: "mls-1" } });
  });

  it("allows paths no page has", () => {
    for (const path of ["/blog/old", "/neighborhoods", "/lake-advisor", "/the-lake-advisor/a/b", "/abouts"])
      expect(livePathCheck(path, "prefix"), path).toEqual({ live: false });
  });
});
