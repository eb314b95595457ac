import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-fields.ts";
import { isHttpOrSitePath, postDraftSchema, postPublishSchema } from "./post-schemas.ts";

describe("post write schemas", () => {
  const draft = { title: "  Dock Permits ", slug: "dock-permits" };

  it("a draft needs a title and a valid slug; everything else may be empty", () => {
    const parsed = postDraftSchema.parse({ ...draft, heroImageUrl: "", seoTitle: " ", canonicalUrl: "", publishedAt: "" });
    expect(parsed).toMatchObject({
      title: "Dock Permits",
      excerpt: "",
      content: "",
      heroImageUrl: null,
      seoTitle: null,
      canonicalUrl: null,
      categories: [],
      tags: [],
      featured: false,
      publishedAt: null,
      // Blank: the writer names the agent of the settings.
      authorName: "",
    });
    const missing = postDraftSchema.safeParse({ title: " ", slug: "" });
    expect(fieldErrors(missing.error!)).toEqual({ title: "Title is required", slug: "Slug is required" });
  });

  it("rejects a slug that slugify would not produce", () => {
    for (const slug of ["Dock Permits", "dock--permits", "-dock", "dock/permits", "dock-"]) {
      const result = postDraftSchema.safeParse({ ...draft, slug });
      expect(result.success, slug).toBe(false);
      expect(fieldErrors(result.error!).slug).toBe("Slug may use only lower-case letters, digits, hyphens and underscores");
    }
    expect(postDraftSchema.safeParse({ ...draft, slug: "dock_permits-2" }).success).toBe(true);
  });

  it("publishing needs title, slug, excerpt and content with the spec's messages", () => {
    const result = postPublishSchema.safeParse({ title: "", slug: " ", excerpt: "  ", content: " \n " });
    expect(fieldErrors(result.error!)).toEqual({
      title: "Title is required",
      slug: "Slug is required",
      excerpt: "Excerpt is required",
      content: "Content is required",
    });
    expect(postPublishSchema.safeParse({ ...draft, excerpt: "E", content: "C" }).success).toBe(true);
  });

  it("caps the excerpt at 300 characters", () => {
    expect(postDraftSchema.safeParse({ ...draft, excerpt: "x".repeat(300) }).success).toBe(true);
    const result = postPublishSchema.safeParse({ ...draft, content: "C", excerpt: "x".repeat(301) });
    expect(fieldErrors(result.error!).excerpt).toBe("Excerpt must be at most 300 characters");
  });

  it("accepts http(s) and site-relative image and canonical addresses only", () => {
    expect(postDraftSchema.parse({ ...draft, heroImageUrl: "/media/a.webp" }).heroImageUrl).toBe("/media/a.webp");
    expect(postDraftSchema.parse({ ...draft, canonicalUrl: "https://x.test/p" }).canonicalUrl).toBe("https://x.test/p");
    for (const bad of ["javascript:alert(1)", "//evil.test/a.png", "data:image/png;base64,AA", "not a url", "ftp://x.test/a"]) {
      expect(postDraftSchema.safeParse({ ...draft, heroImageUrl: bad }).success, bad).toBe(false);
      expect(postDraftSchema.safeParse({ ...draft, canonicalUrl: bad }).success, bad).toBe(false);
    }
    expect(isHttpOrSitePath("http://lakefrontnc.com")).toBe(true);
  });

  it("trims categories and tags and drops blank and duplicate entries", () => {
    const parsed = postDraftSchema.parse({ ...draft, categories: [" Local Events ", "", "local events", "Market Insights"], tags: ["  ", "dock"] });
    expect(parsed.categories).toEqual(["Local Events", "Market Insights"]);
    expect(parsed.tags).toEqual(["dock"]);
  });

  it("takes the publish date as ISO 8601 with an offset", () => {
    expect(postDraftSchema.parse({ ...draft, publishedAt: "2026-05-01T10:00:00.000Z" }).publishedAt).toEqual(new Date("2026-05-01T10:00:00Z"));
    expect(postDraftSchema.parse({ ...draft, publishedAt: "2026-05-01T10:00:00-04:00" }).publishedAt).toEqual(new Date("2026-05-01T14:00:00Z"));
    expect(fieldErrors(postDraftSchema.safeParse({ ...draft, publishedAt: "next tuesday" }).error!).publishedAt).toBe("Enter a valid publish date");
  });

  it("refuses control characters in one-line fields, and all but tab and line breaks in multi-line ones (issue 13)", () => {
    const message = "Remove the invisible control characters";
    const refused: Array<[string, unknown]> = [
      ["title", "Dock\u0001Permits"],
      ["title", "Two\nlines"],
      ["authorName", "Meredith\u0001Vance"],
      ["seoTitle", "Right\u202Eto left"],
      ["categories", ["Boating\u0000"]],
      ["tags", ["dock\u0085"]],
      ["heroImageUrl", "/media/a\u0001.webp"],
      ["excerpt", "Nul\u0000"],
      ["seoDescription", "Escape\u001b"],
      ["content", "Body\u0000"],
    ];
    for (const [field, value] of refused) {
      const result = postDraftSchema.safeParse({ ...draft, [field]: value });
      expect(result.success, field).toBe(false);
      expect(fieldErrors(result.error!)[field], field).toBe(message);
    }
    const multiLine = { excerpt: "One\nTwo", seoDescription: "One\r\nTwo", content: "# Title\n\n\tcode\r\n" };
    expect(postDraftSchema.safeParse({ ...draft, ...multiLine }).success).toBe(true);
    expect(fieldErrors(postPublishSchema.safeParse({ ...draft, excerpt: "E", content: "C\u0007" }).error!).content).toBe(message);
  });

  it("names the plural in the count limits", () => {
    const many = Array.from({ length: 31 }, (_, i) => `c${i}`);
    const errors = fieldErrors(postDraftSchema.safeParse({ ...draft, categories: many, tags: many }).error!);
    expect(errors).toMatchObject({ categories: "At most 30 categories", tags: "At most 30 tags" });
  });
});
