import { describe, expect, it } from "vitest";
import {
  formatPostDate,
  readingTimeLabel,
  splitFeatured,
  blogListHref,
  blogQueryString,
  escapeLike,
  hasActiveBlogFilters,
  pageCount,
  parseBlogQuery,
  parsePage,
  serializeBlogQuery,
  toggleCategory,
  withPage,
  withSearch,
} from "./blog-query.ts";

const parse = (search: string) => parseBlogQuery(new URLSearchParams(search));

describe("parseBlogQuery", () => {
  it("reads page, repeated categories and q", () => {
    expect(parse("?category=Market+Insights&category=Local%20Events&q=dock&page=3")).toEqual({
      page: 3,
      categories: ["Market Insights", "Local Events"],
      q: "dock",
    });
  });

  it("defaults to page 1 with no filters", () => {
    expect(parse("")).toEqual({ page: 1, categories: [], q: "" });
  });

  it.each(["0", "-2", "abc", "1.5", "", "2e3", "99999999999999999999"])("treats page %j as page 1", (page) => {
    expect(parsePage(page)).toBe(1);
    expect(parse(`?page=${page}`).page).toBe(1);
  });

  it("drops blank and duplicate categories and trims search", () => {
    expect(parse("?category=&category=A&category=A&q=%20%20lake%20")).toEqual({ page: 1, categories: ["A"], q: "lake" });
  });
});

describe("serializeBlogQuery", () => {
  it("round-trips", () => {
    const query = { page: 2, categories: ["Dining & Entertainment", "Home Staging"], q: "lake norman" };
    expect(parseBlogQuery(serializeBlogQuery(query))).toEqual(query);
  });

  it("leaves out page 1 and a blank search", () => {
    expect(serializeBlogQuery({ page: 1, categories: [], q: "  " }).toString()).toBe("");
    expect(blogQueryString({ page: 1, categories: [], q: "" })).toBe("");
    expect(blogQueryString({ page: 2, categories: ["A"], q: "x" })).toBe("?category=A&q=x&page=2");
  });

  it("makes the list's link for a query", () => {
    expect(blogListHref({ page: 1, categories: [], q: " " })).toBe("/the-lake-advisor");
    expect(blogListHref({ page: 3, categories: ["Local Events"], q: "dock" })).toBe("/the-lake-advisor?category=Local+Events&q=dock&page=3");
  });
});

describe("filter changes", () => {
  const base = { page: 3, categories: ["A"], q: "x" };

  it("toggles a category on and off and resets to page 1", () => {
    expect(toggleCategory(base, "B")).toEqual({ page: 1, categories: ["A", "B"], q: "x" });
    expect(toggleCategory(base, "A")).toEqual({ page: 1, categories: [], q: "x" });
  });

  it("resets to page 1 on new search text", () => {
    expect(withSearch(base, "dock")).toEqual({ page: 1, categories: ["A"], q: "dock" });
  });

  it("keeps filters when paging", () => {
    expect(withPage(base, 2)).toEqual({ page: 2, categories: ["A"], q: "x" });
  });

  it("knows when filters are active", () => {
    expect(hasActiveBlogFilters({ page: 2, categories: [], q: " " })).toBe(false);
    expect(hasActiveBlogFilters({ page: 1, categories: ["A"], q: "" })).toBe(true);
    expect(hasActiveBlogFilters({ page: 1, categories: [], q: "a" })).toBe(true);
  });
});

describe("helpers", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(19, 9)).toBe(3);
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });
});

describe("display", () => {
  it("formats dates in Charlotte time", () => {
    
    expect(formatPostDate(new Date("2026-03-14T14:00:00Z"))).toBe("March 14, 2026");
    // 02:00 UTC is still the evening before in New York.
    expect(formatPostDate("2026-03-15T02:00:00Z")).toBe("March 14, 2026");
  });

  it("labels reading time", () => {
    
    expect(readingTimeLabel(5)).toBe("5 min read");
    expect(readingTimeLabel(0)).toBe("1 min read");
  });
});

describe("splitFeatured", () => {
  const posts = [{ id: "a" }, { id: "b" }, { id: "c" }];

  it("shows the featured post on page 1 only and never repeats it in the grid", () => {
    
    expect(splitFeatured(posts, { id: "b" }, 1)).toEqual({ featured: { id: "b" }, grid: [{ id: "a" }, { id: "c" }] });
    expect(splitFeatured(posts, { id: "b" }, 2)).toEqual({ featured: null, grid: [{ id: "a" }, { id: "c" }] });
    expect(splitFeatured(posts, { id: "z" }, 1)).toEqual({ featured: { id: "z" }, grid: posts });
  });

  it("features the first result on page 1 when no post is featured", () => {
    
    expect(splitFeatured(posts, null, 1)).toEqual({ featured: { id: "a" }, grid: [{ id: "b" }, { id: "c" }] });
    expect(splitFeatured(posts, null, 2)).toEqual({ featured: null, grid: posts });
    expect(splitFeatured([], null, 1)).toEqual({ featured: null, grid: [] });
  });
});
