import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { EMPTY_BLOG_QUERY, type BlogQuery } from "#app/lib/blog-query.ts";
import { BlogList } from "./blog-list.tsx";

const post = (slug: string, category: string) => ({
  id: slug,
  slug,
  title: `Post ${slug}`,
  excerpt: "An excerpt",
  heroImageUrl: null,
  categories: [category],
  authorName: "Meredith Vance",
  readingTimeMinutes: 3,
  publishedAt: "2025-03-14T09:00:00Z",
});
const list = (query: BlogQuery, posts: ReturnType<typeof post>[]) => (
  <MemoryRouter>
    <main>
      <BlogList query={query} categories={["Boating", "Market"]} featured={null} posts={posts} total={posts.length} pages={1} />
    </main>
  </MemoryRouter>
);

beforeAll(() => import("./blog-list-element.ts"));
afterEach(() => vi.unstubAllGlobals());

it("<blog-list> shows the next list in place when a category chip is followed, and puts its URL in the address bar", async () => {
  history.replaceState(null, "", "/the-lake-advisor");
  const boating = { ...EMPTY_BLOG_QUERY, categories: ["Boating"] };
  const fetch = vi.fn(async () => new Response(`<html><body>${renderToStaticMarkup(list(boating, [post("sails", "Boating")]))}</body></html>`));
  vi.stubGlobal("fetch", fetch);
  await mountWidget(list(EMPTY_BLOG_QUERY, [post("sails", "Boating"), post("prices", "Market")]));
  expect(document.querySelectorAll("article")).toHaveLength(2);
  const chip = [...document.querySelectorAll<HTMLAnchorElement>('[data-blog-list="chips"] a')].find((link) => link.textContent === "Boating")!;
  chip.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  await vi.waitFor(() => expect(document.querySelectorAll("article")).toHaveLength(1));
  expect(location.search).toBe("?category=Boating");
  expect(document.querySelector('[data-blog-list="status"]')?.textContent).toBe("1 article");
});

it("<blog-list> loads a page the server no longer has (404) as a whole page, which says so, instead of showing the list's error", async () => {
  history.replaceState(null, "", "/the-lake-advisor");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("<html><body><main>There is no page 2</main></body></html>", { status: 404 })),
  );
  const assign = vi.fn();
  vi.stubGlobal("location", { ...location, assign, origin: location.origin, pathname: location.pathname, search: location.search });
  await mountWidget(list(EMPTY_BLOG_QUERY, [post("sails", "Boating"), post("prices", "Market")]));
  const link = document.createElement("a");
  link.href = "/the-lake-advisor?page=2";
  document.querySelector('[data-blog-list="results"]')!.append(link);
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/the-lake-advisor?page=2"));
  expect(document.querySelectorAll("article")).toHaveLength(2);
});
