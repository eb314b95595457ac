import { describe, expect, it } from "vitest";
import { renderKey } from "#app/services/post-render.server.ts";
import { CATEGORIES, syntheticPost } from "./bench-posts.ts";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("synthetic posts for the scale case", () => {
  const posts = Array.from({ length: 200 }, (_, n) => syntheticPost(n, NOW, "http://127.0.0.1:3470"));

  it("are about 3 KB of Markdown, with their HTML rendered alike and marked current", () => {
    for (const post of posts) {
      expect(post.content?.length).toBeGreaterThan(2800);
      expect(post.content?.length).toBeLessThan(4500);
      expect((post.content?.match(/^## /gm) ?? []).length).toBe((post.contentHtml?.match(/<h2>/g) ?? []).length);
      expect(post.contentRenderedWith).toBe(renderKey("http://127.0.0.1:3470"));
    }
  });

  it("are the same on every run, with unique slugs", () => {
    expect(syntheticPost(7, NOW, "x")).toEqual(syntheticPost(7, NOW, "x"));
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
  });

  it("include drafts and scheduled posts, the demo's categories, and the words people search for", () => {
    expect(posts.filter((post) => post.publishedAt === null).length).toBe(8);
    expect(posts.filter((post) => post.publishedAt && post.publishedAt > NOW).length).toBe(5);
    expect(posts.every((post) => post.categories?.every((category) => CATEGORIES.includes(category)))).toBe(true);
    const text = posts.map((post) => post.content).join(" ");
    for (const word of ["boat", "boats", "dock", "docking"]) expect(text).toMatch(new RegExp(`\\b${word}\\b`, "i"));
  });
});
