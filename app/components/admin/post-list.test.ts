import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { adminPostListFilters } from "#app/lib/admin-post-filters.ts";
import { AdminPostsPanel } from "./post-list.tsx";

const render = (posts: Parameters<typeof AdminPostsPanel>[0]["posts"]) =>
  renderToString(
    createElement(
      MemoryRouter,
      null,
      createElement(AdminPostsPanel, {
        posts,
        now: "2026-11-21T00:00:00.000Z",
        total: posts?.length ?? 0,
        filters: adminPostListFilters(new URLSearchParams()),
        categories: [],
      }),
    ),
  );

describe("AdminPostsPanel", () => {
  it("says the spec's empty message with a way to the new post editor", () => {
    const html = render([]);
    expect(html).toContain("No posts yet. Create your first post!");
    expect(html).toContain('href="/admin/lake-advisor/new"');
    expect(html).not.toContain("Error loading posts");
  });

  it("says the spec's load error when the posts could not be read", () => {
    const html = render(null);
    expect(html).toContain("Error loading posts");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("No posts yet");
  });
});
