import * as cheerio from "cheerio";
import { stripControlCharacters } from "#app/lib/control-characters.ts";
import { sanitizeImportedHtml } from "#app/lib/imported-html.ts";
import type { ScrapedPost } from "#app/lib/post-import-columns.ts";
import { slugify } from "#app/lib/slug.ts";

/**
 * An article page turned into the 13 fields of an import row (the spec's scrape-blog-posts, §7).
 * Parsing and sanitising a large page takes seconds, so the scraper runs this on a render thread
 * (app/services/render-thread.server.ts), never on the event loop.
 */

type JsonObject = Record<string, unknown>;

/** One line of page text: control characters dropped (a feed or e-mail would break on them), spaces collapsed. */
const clean = (text: string | undefined | null) =>
  stripControlCharacters(text ?? "", { multiline: true })
    .replace(/\s+/g, " ")
    .trim();

function absolute(value: string | undefined, base: string): string {
  const text = clean(value);
  if (!text || !URL.canParse(text, base)) return "";
  const url = new URL(text, base);
  return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : "";
}

/** Every JSON-LD object of the page, @graph entries included. */
function jsonLdObjects($: cheerio.CheerioAPI): JsonObject[] {
  const objects: JsonObject[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const object = value as JsonObject;
      objects.push(object);
      if (object["@graph"]) visit(object["@graph"]);
    }
  };
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      visit(JSON.parse($(element).text()));
    } catch {
      // Broken JSON-LD is ignored.
    }
  });
  return objects;
}

const ARTICLE_TYPES =
  /^(Article|BlogPosting|NewsArticle|Report|TechArticle|ScholarlyArticle|SocialMediaPosting|LiveBlogPosting|OpinionNewsArticle|AnalysisNewsArticle)$/;

function isArticle(object: JsonObject): boolean {
  const types = Array.isArray(object["@type"]) ? object["@type"] : [object["@type"]];
  return types.some((type) => typeof type === "string" && ARTICLE_TYPES.test(type));
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return [];
}

function names(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(names);
  if (value && typeof value === "object" && typeof (value as JsonObject).name === "string") return [(value as JsonObject).name as string];
  return [];
}

function unique(values: string[]): string[] {
  return [...new Set(values.map(clean).filter(Boolean))];
}

/** A date as ISO 8601 when it can be read; otherwise the text as found (the import then warns). */
function isoDate(value: string): string {
  const text = clean(value);
  if (!text) return "";
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

/** The last path segment without a file extension, as a slug. */
function slugFromUrl(url: string): string {
  const segments = new URL(url).pathname.split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // Keep the raw segment.
  }
  return slugify(decoded.replace(/\.(html?|php|aspx?|jsp)$/i, ""));
}

const BODY_SELECTORS = [
  '[itemprop="articleBody"]',
  "article .entry-content",
  "article .post-content",
  "article .article-content",
  "article .article-body",
  "article .post-body",
  ".entry-content",
  ".post-content",
  ".article-content",
  ".article-body",
  ".post-body",
  ".blog-post-content",
  "article",
  "main",
  '[role="main"]',
];

/** Inside a body: what is not the article (chrome, sharing, comments, forms, media players). */
const NOT_CONTENT = [
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "form",
  "nav",
  "aside",
  "footer",
  "header",
  "button",
  "svg",
  '[role="navigation"]',
  '[aria-hidden="true"]',
  ".share",
  ".sharing",
  ".social-share",
  ".comments",
  "#comments",
  ".related-posts",
  ".newsletter",
  ".advertisement",
  ".ad",
].join(",");

const MIN_BODY_TEXT = 140;

const FALLBACK_BODY = "data-scraped-body";

/**
 * A selector for the article body: the first candidate of BODY_SELECTORS with enough text, else the
 * element with the most paragraph text directly inside it (marked with an attribute), else <body>.
 */
function bodySelector($: cheerio.CheerioAPI): string {
  for (const selector of BODY_SELECTORS) {
    if (clean($(selector).first().text()).length >= MIN_BODY_TEXT) return selector;
  }
  const blocks = $("body div, body section, body td");
  let best = -1;
  let bestLength = 0;
  blocks.each((index, element) => {
    const length = $(element)
      .children("p")
      .toArray()
      .reduce((sum, paragraph) => sum + clean($(paragraph).text()).length, 0);
    if (length > bestLength) {
      best = index;
      bestLength = length;
    }
  });
  if (best === -1) return "body";
  blocks.eq(best).attr(FALLBACK_BODY, "");
  return `[${FALLBACK_BODY}]`;
}

/**
 * An article page as an import row (spec §7's 13 fields): title from og:title, the first h1 or
 * <title>; slug from the URL path; excerpt from the meta or og description; hero image from
 * og:image (absolute); categories from article:section and JSON-LD articleSection; tags from
 * article:tag and JSON-LD keywords; author from meta author, JSON-LD or a rel=author link;
 * published_at from article:published_time, JSON-LD datePublished or <time datetime>; SEO title
 * and description from <title> and the meta description; canonical from <link rel=canonical> or
 * og:url; content_html the sanitised main article body with absolute links and images.
 */
export function extractPost(html: string, pageUrl: string): ScrapedPost {
  const $ = cheerio.load(html);
  const meta = (key: string) => clean($(`meta[property="${key}"], meta[name="${key}"]`).first().attr("content"));
  const metaAll = (key: string) =>
    $(`meta[property="${key}"], meta[name="${key}"]`)
      .toArray()
      .map((element) => $(element).attr("content") ?? "");
  const article = jsonLdObjects($).find(isArticle);

  const documentTitle = clean($("head title").first().text() || $("title").first().text());
  const h1 = clean($("h1").first().text());
  const title = meta("og:title") || h1 || (typeof article?.headline === "string" ? clean(article.headline) : "") || documentTitle;
  const description = meta("description");
  const excerpt = description || meta("og:description") || meta("twitter:description");

  const heroImage =
    absolute(meta("og:image:secure_url") || meta("og:image") || meta("twitter:image"), pageUrl) ||
    absolute(names(article?.image).at(0) ?? strings((article?.image as JsonObject | undefined)?.url).at(0), pageUrl);

  const categories = unique([...metaAll("article:section"), ...strings(article?.articleSection)]);
  const keywords = strings(article?.keywords).flatMap((value) => value.split(","));
  const tags = unique([...metaAll("article:tag"), ...keywords]);

  const articleAuthor = meta("article:author");
  const author =
    meta("author") ||
    clean(names(article?.author).at(0)) ||
    (articleAuthor && !/^https?:/i.test(articleAuthor) ? articleAuthor : "") ||
    clean($('[rel="author"]').first().text()) ||
    clean($('[itemprop="author"] [itemprop="name"]').first().text());

  const published =
    meta("article:published_time") ||
    (typeof article?.datePublished === "string" ? article.datePublished : "") ||
    clean($("article time[datetime]").first().attr("datetime")) ||
    clean($("time[datetime]").first().attr("datetime"));

  const canonical = absolute($('link[rel="canonical"]').first().attr("href"), pageUrl) || absolute(meta("og:url"), pageUrl);

  const body = $(bodySelector($)).first();
  body.find(NOT_CONTENT).remove();
  body.find("h1").each((_, element) => {
    const text = clean($(element).text());
    if (text === title || text === h1) $(element).remove();
  });
  // Absolute addresses for images and links; lazy-loaded images get their real source.
  body.find("img").each((_, element) => {
    const image = $(element);
    const lazy = image.attr("data-src") ?? image.attr("data-lazy-src") ?? image.attr("data-original");
    const src = image.attr("src");
    const url = absolute(lazy && (!src || src.startsWith("data:")) ? lazy : src, pageUrl);
    if (url) image.attr("src", url).removeAttr("srcset");
    else image.remove();
  });
  body.find("a[href]").each((_, element) => {
    const link = $(element);
    const href = clean(link.attr("href"));
    if (href.startsWith("#") || /^(mailto|tel):/i.test(href)) return;
    const url = absolute(href, pageUrl);
    if (url) link.attr("href", url);
    else link.removeAttr("href");
  });
  const contentHtml = body.length > 0 ? stripControlCharacters(sanitizeImportedHtml(body.html() ?? ""), { multiline: true }) : "";

  return {
    title,
    slug: slugFromUrl(pageUrl) || slugify(title),
    excerpt,
    hero_image_url: heroImage,
    categories,
    tags,
    author_name: author,
    published_at: isoDate(published),
    seo_title: documentTitle,
    seo_description: description || meta("og:description"),
    canonical_url: canonical,
    featured: false,
    content_html: contentHtml,
  };
}
