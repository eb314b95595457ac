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
