import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#app/lib/markdown.ts";
import { sanitizeImportedHtml } from "#app/lib/imported-html.ts";
import { CONTENT_MAX_NESTING, CONTENT_NESTING_MESSAGE, contentNestingProblem } from "./content-nesting.server.ts";

const nested = (depth: number) => "<div>".repeat(depth) + "deep" + "</div>".repeat(depth);

describe("contentNestingProblem", () => {
  it("refuses HTML nested past the limit, however deep", () => {
    expect(contentNestingProblem(nested(CONTENT_MAX_NESTING + 5))).toBe(CONTENT_NESTING_MESSAGE);
    expect(contentNestingProblem(nested(50_000))).toBe(CONTENT_NESTING_MESSAGE);
    expect(contentNestingProblem("<p>" + "<b>".repeat(200))).toBe(CONTENT_NESTING_MESSAGE);
  });

  it("refuses Markdown quotes and lists nested past the limit", () => {
    expect(contentNestingProblem(`${"> ".repeat(CONTENT_MAX_NESTING + 1)}deep`)).toBe(CONTENT_NESTING_MESSAGE);
    expect(contentNestingProblem(`${"- ".repeat(CONTENT_MAX_NESTING + 1)}deep`)).toBe(CONTENT_NESTING_MESSAGE);
  });

  it("accepts real posts: sloppy HTML the browser repairs, long flat lists, quotes in lists", () => {
    expect(contentNestingProblem("<ul>" + "<li>an unclosed item".repeat(500) + "</ul>")).toBeNull();
    expect(contentNestingProblem("<p>one<p>two<p>three".repeat(300))).toBeNull();
    expect(contentNestingProblem(Array.from({ length: 500 }, (_, i) => `- item ${i}\n  - sub item`).join("\n"))).toBeNull();
    expect(contentNestingProblem("> **INFO**\n> Dock permits\n>\n> - one\n>   - two")).toBeNull();
    expect(contentNestingProblem(nested(CONTENT_MAX_NESTING - 10))).toBeNull();
    expect(contentNestingProblem("")).toBeNull();
  });

  it("keeps everything it accepts renderable by both renderers", () => {
    const deepest = nested(CONTENT_MAX_NESTING - 1);
    expect(contentNestingProblem(deepest)).toBeNull();
    expect(renderMarkdown(deepest)).toContain("deep");
    expect(sanitizeImportedHtml(deepest)).toContain("deep");
  });
});
