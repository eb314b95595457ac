import { describe, expect, it } from "vitest";
import {
  formatPostDate,
  readingTimeLabel,
  splitFeatured,
  blogListCanonicalPath,
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
  pageWindow,
  passageSegments,
  SEARCH_MARKS,
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

describe("blogListCanonicalPath", () => {
  const published = ["Boating", "Local Events"];
  it("is the page itself, with its categories, and the list for search results", () => {
    expect(blogListCanonicalPath({ page: 1, categories: [], q: "" }, published)).toBe("/the-lake-advisor");
    expect(blogListCanonicalPath({ page: 4, categories: [], q: "" }, published)).toBe("/the-lake-advisor?page=4");
    expect(blogListCanonicalPath({ page: 2, categories: ["Local Events"], q: "" }, published)).toBe("/the-lake-advisor?category=Local+Events&page=2");
    expect(blogListCanonicalPath({ page: 3, categories: ["Local Events"], q: "dock" }, published)).toBe("/the-lake-advisor");
  });

  it("names one list one way: its published categories in one order, no made-up ones", () => {
    const canonical = blogListCanonicalPath({ page: 1, categories: ["Local Events", "Boating"], q: "" }, published);
    expect(canonical).toBe("/the-lake-advisor?category=Boating&category=Local+Events");
    expect(blogListCanonicalPath({ page: 1, categories: ["Boating", "Local Events"], q: "" }, published)).toBe(canonical);
    expect(blogListCanonicalPath({ page: 1, categories: ["anything"], q: "" }, published)).toBe("/the-lake-advisor");
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

describe("pageWindow", () => {
  const row = (page: number, pages: number) =>
    pageWindow(page, pages)
      .map((item) => ("page" in item ? (item.page === page ? `[${item.page}]` : String(item.page)) : "…"))
      .join(" ");

  it("shows every page when they fit, and nothing for one page", () => {
    expect(row(1, 1)).toBe("");
    expect(row(1, 2)).toBe("[1] 2");
    expect(row(4, 7)).toBe("1 2 3 [4] 5 6 7");
  });

  it("shows the first, the last and the pages around the current one, with gaps", () => {
    expect(row(1000, 2223)).toBe("1 … 999 [1000] 1001 … 2223");
    expect(row(5, 2223)).toBe("1 … 4 [5] 6 … 2223");
  });

  it("keeps the row's length near either end, and never hides a single page behind a gap", () => {
    expect(row(1, 2223)).toBe("[1] 2 3 4 5 … 2223");
    expect(row(4, 2223)).toBe("1 2 3 [4] 5 … 2223");
    expect(row(2220, 2223)).toBe("1 … 2219 [2220] 2221 2222 2223");
    expect(row(2223, 2223)).toBe("1 … 2219 2220 2221 2222 [2223]");
    for (let page = 1; page <= 40; page++) expect(pageWindow(page, 40)).toHaveLength(7);
  });

  it("reads a page beyond the end as the last", () => {
    expect(row(9999, 2223)).toBe("1 … 2219 2220 2221 2222 2223");
  });
});

describe("passageSegments", () => {
  const { start, stop } = SEARCH_MARKS;

  it("splits a passage into text and the marked words", () => {
    expect(passageSegments(`Keep a ${start}boat${stop} at the ${start}dock${stop}.`)).toEqual([
      { text: "Keep a ", marked: false },
      { text: "boat", marked: true },
      { text: " at the ", marked: false },
      { text: "dock", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("keeps markup as text and drops a mark without its pair", () => {
    expect(passageSegments(`<b>&lt; ${start}x`)).toEqual([{ text: "<b>&lt; x", marked: false }]);
    expect(passageSegments("")).toEqual([]);
  });
});
