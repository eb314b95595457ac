import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { IMPORT, SCRAPER } from "./constants.ts";
import { parseCsv } from "./csv.ts";
import {
  checkImportColumns,
  defaultImportAction,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_SAMPLE,
  importCompleteMessage,
  importRequestSchema,
  importRowStatus,
  importTemplateCsv,
  parseImportDate,
  parseUrlList,
  readingTimeForHtml,
  scrapedPostsToCsv,
  scrapeRequestSchema,
  splitList,
  summarizeImport,
  validateImportRow,
  type ScrapedPost,
} from "./post-import.ts";

const now = new Date("2025-06-01T12:00:00Z");
const options = { now, agentName: site.agent.name };
const validate = (cells: Record<string, string>) => validateImportRow({ title: "A Post", slug: "a-post", ...cells }, 1, options);

describe("IMPORT_COLUMNS", () => {
  it("are the 13 CSV columns of spec §3, in order", () => {
    expect(IMPORT_COLUMNS).toEqual([
      "title",
      "slug",
      "excerpt",
      "hero_image_url",
      "categories",
      "tags",
      "author_name",
      "published_at",
      "seo_title",
      "seo_description",
      "canonical_url",
      "featured",
      "content_html",
    ]);
  });
});

describe("validateImportRow (spec §5 CSV import)", () => {
  it("gives a complete row's normalised fields, no errors and no warnings", () => {
    const row = validateImportRow(
      {
        title: " Boating on Lake Norman ",
        slug: "boating-on-lake-norman",
        excerpt: " Where to launch. ",
        hero_image_url: "https://example.com/boat.jpg",
        categories: "Boating & Water Sports, Local Events",
        tags: "boats, lake",
        author_name: "Guest Writer",
        published_at: "2025-03-14T09:00:00Z",
        seo_title: "Boating",
        seo_description: "Launch ramps",
        canonical_url: "https://example.com/boating",
        featured: "true",
        content_html: "<p>Hello</p>",
      },
      7,
      options,
    );
    expect(row).toEqual({
      rowNumber: 7,
      errors: [],
      warnings: [],
      data: {
        title: "Boating on Lake Norman",
        slug: "boating-on-lake-norman",
        excerpt: "Where to launch.",
        heroImageUrl: "https://example.com/boat.jpg",
        categories: ["Boating & Water Sports", "Local Events"],
        tags: ["boats", "lake"],
        authorName: "Guest Writer",
        publishedAt: new Date("2025-03-14T09:00:00Z"),
        publishedAtDefaulted: false,
        seoTitle: "Boating",
        seoDescription: "Launch ramps",
        canonicalUrl: "https://example.com/boating",
        featured: true,
        content: "<p>Hello</p>",
      },
    });
    expect(importRowStatus(row)).toBe("valid");
  });

  it('requires a title: "Title is required"', () => {
    for (const title of ["", "   "]) {
      const row = validate({ title });
      expect(row.errors).toEqual([IMPORT_MESSAGES.titleRequired]);
      expect(importRowStatus(row)).toBe("errors");
    }
    expect(IMPORT_MESSAGES.titleRequired).toBe("Title is required");
  });

  it('requires a slug: "Slug is required", also when nothing of it survives slugify', () => {
    for (const slug of ["", "  ", "!!!"]) expect(validate({ slug }).errors).toEqual([IMPORT_MESSAGES.slugRequired]);
    expect(IMPORT_MESSAGES.slugRequired).toBe("Slug is required");
    expect(validateImportRow({}, 3, options).errors).toEqual(["Title is required", "Slug is required"]);
  });

  it("keeps a slug-shaped cell as written and normalises anything else with a warning", () => {
    expect(validate({ slug: "top-7_towns-2025" })).toMatchObject({ data: { slug: "top-7_towns-2025" }, warnings: [] });
    const row = validate({ slug: "My Lake Post!" });
    expect(row.data.slug).toBe("my-lake-post");
    expect(row.warnings).toEqual(['Slug "My Lake Post!" will be imported as "my-lake-post"']);
    expect(importRowStatus(row)).toBe("warnings");
  });

  it('warns "Invalid date format, will use current date" and uses now for an unreadable date', () => {
    const row = validate({ published_at: "next Tuesday" });
    expect(row.warnings).toEqual(["Invalid date format, will use current date"]);
    expect(IMPORT_MESSAGES.invalidDate).toBe("Invalid date format, will use current date");
    expect(row.data.publishedAt).toEqual(now);
    expect(row.data.publishedAtDefaulted).toBe(true);
    expect(validate({ published_at: "2025-02-30" }).warnings).toEqual([IMPORT_MESSAGES.invalidDate]);
  });

  it("uses now, without a warning, when published_at is empty", () => {
    const row = validate({ published_at: " " });
    expect(row.warnings).toEqual([]);
    expect(row.data.publishedAt).toEqual(now);
    expect(row.data.publishedAtDefaulted).toBe(true);
  });

  it("makes a post featured only when the cell is exactly true", () => {
    expect(validate({ featured: "true" }).data.featured).toBe(true);
    for (const featured of ["", "false", "TRUE", "True", " true", "yes", "1"]) {
      expect(validate({ featured }).data.featured).toBe(false);
    }
    expect(validate({ featured: "false" }).warnings).toEqual([]);
    expect(validate({ featured: "TRUE" }).warnings).toEqual(['Featured is "TRUE": only the text true marks a post as featured']);
  });

  it("splits categories and tags on commas, trimmed, without blanks or repeats", () => {
    const row = validate({ categories: " Market Insights ,, Home Staging,Market Insights, ", tags: "a,b , a" });
    expect(row.data.categories).toEqual(["Market Insights", "Home Staging"]);
    expect(row.data.tags).toEqual(["a", "b"]);
    expect(validate({}).data.categories).toEqual([]);
  });

  it("defaults the author to the agent's name", () => {
    expect(validate({ author_name: "" }).data.authorName).toBe("Meredith Vance");
    expect(validate({ author_name: "  " }).data.authorName).toBe(site.agent.name);
  });

  it("leaves out image and canonical addresses that are not http(s), with a warning", () => {
    const row = validate({ hero_image_url: "javascript:alert(1)", canonical_url: "/the-lake-advisor/x" });
    expect(row.data.heroImageUrl).toBeNull();
    expect(row.data.canonicalUrl).toBeNull();
    expect(row.warnings).toEqual([
      "Hero image URL is not an http(s) address and will be left out",
      "Canonical URL is not an http(s) address and will be left out",
    ]);
    expect(validate({ hero_image_url: "/media/boat.webp" }).data.heroImageUrl).toBe("/media/boat.webp");
    expect(validate({ hero_image_url: "//evil.example/x.jpg" }).data.heroImageUrl).toBeNull();
  });

  it("turns empty optional cells into null and takes the content from content_html", () => {
    const row = validate({ seo_title: " ", content_html: "  <p>Body</p>\n" });
    expect(row.data).toMatchObject({ seoTitle: null, seoDescription: null, heroImageUrl: null, canonicalUrl: null, content: "<p>Body</p>" });
  });
});

describe("parseImportDate", () => {
  const iso = (value: string) => parseImportDate(value)?.toISOString() ?? null;

  it("reads ISO date-times with an offset exactly", () => {
    expect(iso("2025-03-14T09:30:00Z")).toBe("2025-03-14T09:30:00.000Z");
    expect(iso("2025-03-14T09:30:00.250-04:00")).toBe("2025-03-14T13:30:00.250Z");
    expect(iso("2025-03-14 09:30+0530")).toBe("2025-03-14T04:00:00.000Z");
  });

  it("reads dates and times without an offset on the agent's clock (America/New_York)", () => {
    expect(iso("2025-01-15")).toBe("2025-01-15T05:00:00.000Z");
    expect(iso("2025-07-04")).toBe("2025-07-04T04:00:00.000Z");
    expect(iso("2025-07-04T18:45")).toBe("2025-07-04T22:45:00.000Z");
  });

  it("reads US dates, month names and RFC 2822", () => {
    expect(iso("3/14/2025")).toBe("2025-03-14T04:00:00.000Z");
    expect(iso("03/14/2025 9:05 PM")).toBe("2025-03-15T01:05:00.000Z");
    expect(iso("12/1/2025 12:00 am")).toBe("2025-12-01T05:00:00.000Z");
    expect(iso("March 14, 2025")).toBe("2025-03-14T04:00:00.000Z");
    expect(iso("Friday, Mar 14th 2025")).toBe("2025-03-14T04:00:00.000Z");
    expect(iso("14 Sept 2025")).toBe("2025-09-14T04:00:00.000Z");
    expect(iso("Fri, 14 Mar 2025 10:00:00 GMT")).toBe("2025-03-14T10:00:00.000Z");
  });

  it("refuses text and impossible dates", () => {
    for (const value of ["", "soon", "2025-13-01", "2025-02-29", "2024-02-30", "13/14/2025", "2025-03-14T25:00", "Marchy 3, 2025", "3/14/2025 13:00 PM", "1/2/25"]) {
      expect(iso(value)).toBeNull();
    }
    expect(iso("2024-02-29")).not.toBeNull();
  });
});

describe("defaultImportAction (spec §4)", () => {
  it("updates when a post with the slug exists, otherwise creates", () => {
    expect(defaultImportAction(true)).toBe("update");
    expect(defaultImportAction(false)).toBe("create");
  });
});

describe("checkImportColumns", () => {
  it("names the missing required columns and the ignored ones", () => {
    expect(checkImportColumns(["title", "body", "slug"])).toEqual({ missing: [], unknown: ["body"] });
    expect(checkImportColumns(["excerpt"])).toEqual({ missing: ["title", "slug"], unknown: [] });
  });
});

describe("splitList", () => {
  it("keeps order and exact repeats out", () => {
    expect(splitList("b, a, b, A")).toEqual(["b", "a", "A"]);
    expect(splitList(" , ")).toEqual([]);
  });
});

describe("readingTimeForHtml (spec §5 reading time)", () => {
  it("counts the words of the text, not the markup", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
    expect(readingTimeForHtml(`<p class="a b c d e f">${words(200)}</p>`)).toBe(1);
    expect(readingTimeForHtml(`<p>${words(200)}</p><p>one</p>`)).toBe(2);
    const attributesOnly = `<img ${Array.from({ length: 400 }, (_, i) => `data-x${i}="y"`).join(" ")}>`;
    expect(readingTimeForHtml(attributesOnly + words(10))).toBe(1);
    expect(readingTimeForHtml(`<script>${words(500)}</script>${words(150)}`)).toBe(1);
    expect(readingTimeForHtml(`<p>${words(401)}</p>`)).toBe(3);
  });

  it("is at least one minute", () => {
    expect(readingTimeForHtml("")).toBe(1);
  });
});

describe("import results", () => {
  it("counts outcomes and writes the Import Complete text", () => {
    const summary = summarizeImport(
      (["created", "created", "updated", "unchanged", "skipped"] as const).map((outcome) => ({ outcome })),
    );
    expect(summary).toEqual({ created: 2, updated: 1, unchanged: 1, skipped: 1, failed: 0 });
    expect(importCompleteMessage(summary)).toBe("Created: 2, Updated: 2, Skipped: 1");
    expect(importCompleteMessage({ ...summary, failed: 3 })).toBe("Created: 2, Updated: 2, Skipped: 1, Failed: 3");
  });
});

describe("request schemas", () => {
  it("accepts rows with optional actions and refuses more than IMPORT.maxRows", () => {
    const row = { rowNumber: 1, cells: { title: "A" } };
    expect(importRequestSchema.safeParse({ rows: [row, { ...row, action: "skip" }] }).success).toBe(true);
    expect(importRequestSchema.safeParse({ rows: [{ ...row, action: "delete" }] }).success).toBe(false);
    expect(importRequestSchema.safeParse({ rows: [] }).success).toBe(false);
    expect(importRequestSchema.safeParse({ rows: Array.from({ length: IMPORT.maxRows + 1 }, () => row) }).success).toBe(false);
  });

  it("reads one URL per line and allows at most SCRAPER.maxUrls", () => {
    expect(parseUrlList(" https://a.example/x \r\n\r\nhttps://b.example/y\nhttps://a.example/x\n")).toEqual([
      "https://a.example/x",
      "https://b.example/y",
    ]);
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://a.example/${i}`);
    expect(scrapeRequestSchema.safeParse({ urls: urls(SCRAPER.maxUrls) }).success).toBe(true);
    expect(scrapeRequestSchema.safeParse({ urls: urls(SCRAPER.maxUrls + 1) }).success).toBe(false);
    expect(scrapeRequestSchema.safeParse({ urls: [] }).success).toBe(false);
  });
});

describe("CSV files", () => {
  it("the template has the 13 columns and one valid sample row", () => {
    const { columns, rows } = parseCsv(importTemplateCsv());
    expect(columns).toEqual([...IMPORT_COLUMNS]);
    expect(rows).toHaveLength(1);
    const row = validateImportRow(rows[0] ?? {}, 1, options);
    expect(row.errors).toEqual([]);
    expect(row.warnings).toEqual([]);
    expect(row.data.categories).toEqual(IMPORT_TEMPLATE_SAMPLE.categories);
    expect(row.data.publishedAt.toISOString()).toBe("2025-03-14T13:00:00.000Z");
  });

  it("scraped-posts.csv is accepted by the import unchanged", () => {
    const post: ScrapedPost = {
      ...IMPORT_TEMPLATE_SAMPLE,
      title: 'Docks, Lifts and "Wake" Zones',
      slug: "docks-lifts-wake-zones",
      categories: ["Boating & Water Sports"],
      tags: ["docks", "lifts"],
      featured: true,
      author_name: "",
      content_html: "<p>Line one,\nline two</p>\r\n\r\n<p>Three</p>",
    };
    const { rows } = parseCsv(scrapedPostsToCsv([post, IMPORT_TEMPLATE_SAMPLE]));
    expect(rows).toHaveLength(2);
    const row = validateImportRow(rows[0] ?? {}, 1, options);
    expect(row.errors).toEqual([]);
    expect(row.data).toMatchObject({
      title: post.title,
      slug: post.slug,
      categories: post.categories,
      tags: post.tags,
      featured: true,
      authorName: site.agent.name,
      content: post.content_html,
    });
    expect(rows[1]?.featured).toBe("false");
  });
});
