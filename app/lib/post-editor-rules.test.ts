import { describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import { renderMarkdown } from "./markdown.ts";
import {
  addChip,
  appendBlock,
  calloutMarkdown,
  emptyPostForm,
  focalPointFromClick,
  focalPointLabel,
  fromDateTimeLocal,
  imageMarkdown,
  insertAt,
  insertBlockAt,
  linkMarkdown,
  postStatus,
  postToForm,
  postValuesForPublish,
  postValuesForSave,
  publicPostUrl,
  removeChip,
  slugForTitle,
  SUGGESTED_CATEGORIES,
  toDateTimeLocal,
  visibleSuggestions,
} from "./post-editor-rules.ts";
import { postDraftSchema } from "./post-schemas.ts";

const write = (overrides: Record<string, unknown> = {}) =>
  postDraftSchema.parse({ title: "Dock Permits", slug: "dock-permits", excerpt: "Short.", content: "one two three", ...overrides });

describe("slug follows the title", () => {
  it("regenerates the slug from the title by the spec's rule", () => {
    expect(slugForTitle("  Top 7 Towns -- on Lake Norman!  ")).toBe("top-7-towns-on-lake-norman");
    expect(slugForTitle("Dining & Entertainment")).toBe("dining-entertainment");
    expect(slugForTitle("snake_case stays")).toBe("snake_case-stays");
  });

  it("builds the public address of a post", () => {
    expect(publicPostUrl("https://lakefrontnc.com/", "a-b")).toBe("https://lakefrontnc.com/the-lake-advisor/a-b");
  });
});

describe("chips", () => {
  it("adds trimmed entries and ignores blank and duplicate ones", () => {
    expect(addChip([], "  Docks  ")).toEqual(["Docks"]);
    expect(addChip(["Docks"], "   ")).toEqual(["Docks"]);
    expect(addChip(["Docks"], "Docks")).toEqual(["Docks"]);
    expect(addChip(["Docks"], " docks ")).toEqual(["Docks"]);
    expect(addChip(["Docks"], "Permits")).toEqual(["Docks", "Permits"]);
  });

  it("removes a chip", () => {
    expect(removeChip(["a", "b"], "a")).toEqual(["b"]);
  });

  it("hides suggestions already chosen", () => {
    expect(SUGGESTED_CATEGORIES).toHaveLength(7);
    const shown = visibleSuggestions(SUGGESTED_CATEGORIES, ["Market Insights", "local events"]);
    expect(shown).not.toContain("Market Insights");
    expect(shown).not.toContain("Local Events");
    expect(shown).toHaveLength(5);
  });
});

describe("values written by a save", () => {
  it("computes the reading time as words / 200 rounded up", () => {
    expect(postValuesForSave(write({ content: "word ".repeat(200) })).readingTimeMinutes).toBe(1);
    expect(postValuesForSave(write({ content: "word ".repeat(201) })).readingTimeMinutes).toBe(2);
    expect(postValuesForPublish(write({ content: "word ".repeat(401) })).readingTimeMinutes).toBe(3);
  });

  it("a draft save never writes published_at and keeps empty SEO fields empty", () => {
    const values = postValuesForSave(write({ publishedAt: "2026-01-02T03:04:00.000Z" }));
    expect(values).not.toHaveProperty("publishedAt");
    expect(values.seoTitle).toBeNull();
    expect(values.seoDescription).toBeNull();
  });

  it("a publish defaults the SEO title and description to the title and excerpt", () => {
    const values = postValuesForPublish(write({ seoTitle: "  ", seoDescription: "" }));
    expect(values.seoTitle).toBe("Dock Permits");
    expect(values.seoDescription).toBe("Short.");
    const kept = postValuesForPublish(write({ seoTitle: "Own title", seoDescription: "Own description" }));
    expect(kept.seoTitle).toBe("Own title");
    expect(kept.seoDescription).toBe("Own description");
  });

  it("a publish sets published_at to the chosen date, or now", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(postValuesForPublish(write(), now).publishedAt).toEqual(now);
    expect(postValuesForPublish(write({ publishedAt: "2027-01-01T09:00:00Z" }), now).publishedAt).toEqual(new Date("2027-01-01T09:00:00Z"));
  });
});

describe("postStatus", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("is draft without a date, published when the date has come, scheduled before", () => {
    expect(postStatus(null, now)).toBe("draft");
    expect(postStatus(new Date("2026-05-31T00:00:00Z"), now)).toBe("published");
    expect(postStatus("2026-06-01T00:00:00Z", now)).toBe("published");
    expect(postStatus("2026-06-02T00:00:00Z", now)).toBe("scheduled");
  });
});

describe("Markdown the editor inserts", () => {
  it("callouts: the upper-cased type in bold, no emoji, rendered as the public page's callouts with an icon", () => {
    for (const type of ["info", "warning", "success"] as const) {
      const markdown = `${calloutMarkdown(type)}Docks need a permit.`;
      expect(markdown).toBe(`> **${type.toUpperCase()}**\n> Docks need a permit.`);
      const html = renderMarkdown(markdown);
      expect(html).toContain(`data-callout="${type}"`);
      expect(html).toMatch(/<svg [^>]*aria-hidden="true"/);
      expect(html).toContain(`<strong>${type.toUpperCase()}</strong>`);
    }
  });

  it("images and links, escaping what would break them", () => {
    expect(imageMarkdown(" Dock at dusk ", "/media/dock.webp")).toBe("![Dock at dusk](/media/dock.webp)");
    expect(imageMarkdown("a [b]", "https://x.test/a b(1).jpg")).toBe("![a \\[b\\]](https://x.test/a%20b%281%29.jpg)");
    expect(linkMarkdown("Duke Energy", "https://duke-energy.com")).toBe("[Duke Energy](https://duke-energy.com)");
    expect(renderMarkdown(imageMarkdown("Dock", "/media/dock.webp"))).toContain('alt="Dock"');
  });

  it("inserts at the cursor or over the selection", () => {
    expect(insertAt("Hello world", 6, 6, "big ")).toEqual({ text: "Hello big world", cursor: 10 });
    expect(insertAt("Hello world", 6, 11, "lake")).toEqual({ text: "Hello lake", cursor: 10 });
    expect(insertAt("abc", 99, 99, "!")).toEqual({ text: "abc!", cursor: 4 });
  });

  it("puts a block on lines of its own", () => {
    expect(insertBlockAt("", 0, 0, "> x")).toEqual({ text: "> x", cursor: 3 });
    expect(insertBlockAt("Para", 4, 4, "> x").text).toBe("Para\n\n> x");
    expect(insertBlockAt("Para\n", 5, 5, "> x").text).toBe("Para\n\n> x");
    expect(appendBlock("", "![a](b)")).toBe("![a](b)");
    expect(appendBlock("Text\n\n", "![a](b)")).toBe("Text\n\n![a](b)");
  });
});

describe("hero focal point", () => {
  it("is the click position in whole percent, clamped, 50/50 by default", () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalPointFromClick(box, 200, 100)).toEqual({ x: 25, y: 25 });
    expect(focalPointFromClick(box, 600, 0)).toEqual({ x: 100, y: 0 });
    expect(focalPointLabel({ x: 50, y: 50 })).toBe("Focal Point: 50%, 50%");
  });
});

describe("publish date field", () => {
  it("round-trips a local date-time", () => {
    const local = "2026-03-04T05:06";
    expect(toDateTimeLocal(fromDateTimeLocal(local))).toBe(local);
    expect(fromDateTimeLocal("")).toBe("");
    expect(toDateTimeLocal(null)).toBe("");
    expect(toDateTimeLocal("nonsense")).toBe("");
  });
});

describe("forms", () => {
  it("a new post's author is the agent", () => {
    expect(emptyPostForm(siteSettingsSeed.agent.name).authorName).toBe(siteSettingsSeed.agent.name);
  });

  it("a stored post becomes the editor's form", () => {
    const form = postToForm({
      title: "T",
      slug: "t",
      excerpt: "",
      content: "",
      heroImageUrl: null,
      categories: ["A"],
      tags: [],
      authorName: "X",
      seoTitle: null,
      seoDescription: null,
      canonicalUrl: null,
      featured: true,
      publishedAt: new Date("2026-01-01T00:00:00Z"),
    });
    expect(form).toMatchObject({ heroImageUrl: "", seoTitle: "", featured: true, publishedAt: "2026-01-01T00:00:00.000Z" });
  });
});
