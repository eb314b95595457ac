import { describe, expect, it } from "vitest";
import { setsSerifItalic } from "#app/components/font-preloads.ts";
import { renderMarkdown } from "#app/lib/markdown.ts";

describe("setsSerifItalic, on renderMarkdown's output", () => {
  it("finds a quotation", () => {
    expect(setsSerifItalic(renderMarkdown("Intro.\n\n> The lake is the neighbourhood.\n\nMore."))).toBe(true);
  });

  it("finds emphasis in a heading", () => {
    expect(setsSerifItalic(renderMarkdown("## Why *Davidson*\n\nText."))).toBe(true);
    expect(setsSerifItalic(renderMarkdown("### A <i>quiet</i> cove"))).toBe(true);
  });

  it("ignores callouts, emphasis in paragraphs and headings without emphasis", () => {
    const html = renderMarkdown("> ℹ️ **INFO** Closing takes 30 days.\n\n## Plain heading\n\nSome *emphasis* in a paragraph.\n\n## Another");
    expect(html).toContain("data-callout");
    expect(setsSerifItalic(html)).toBe(false);
  });
});
