import * as cheerio from "cheerio";
import { request, type Dispatcher } from "undici";
import { SCRAPER } from "#app/lib/constants.ts";
import { stripControlCharacters } from "#app/lib/control-characters.ts";
import { sanitizeImportedHtml } from "#app/lib/imported-html.ts";
import type { ScrapedPost } from "#app/lib/post-import-columns.ts";
import { slugify } from "#app/lib/slug.ts";
import { getConfig } from "#app/services/config.server.ts";
import { checkUrl, createGuardedAgent, SsrfError, type GuardOptions } from "#app/services/ssrf-guard.server.ts";

/**
 * The spec's scrape-blog-posts (§7): fetch article pages safely (ssrf-guard.server.ts) and turn
 * each into the 13 fields of an import row. One failing URL is reported and never fails the rest.
 */

export type ScrapeOptions = GuardOptions & {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  concurrency?: number;
};

export type ScrapeFailure = { url: string; error: string };
export type ScrapeResult = { posts: ScrapedPost[]; failures: ScrapeFailure[] };

/** A request the scraper refuses as a whole (too many URLs). */
export class ScrapeRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScrapeRequestError";
  }
}

/** A per-URL failure whose message is fit to show the administrator. */
class PageError extends Error {}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The options from configuration: SCRAPER_ALLOW_HOSTS (tests reach local servers through it). */
export function scrapeOptionsFromConfig(): ScrapeOptions {
  return { allowHosts: getConfig().scraperAllowHosts };
}

/**
 * Scrapes up to SCRAPER.maxUrls pages, SCRAPER.concurrency at a time. Posts come back in the order
 * of `urls`; each URL that fails is in `failures` with a sentence saying why.
 */
export async function scrapePosts(urls: readonly string[], options: ScrapeOptions = {}): Promise<ScrapeResult> {
  if (urls.length > SCRAPER.maxUrls) throw new ScrapeRequestError(`At most ${SCRAPER.maxUrls} URLs can be scraped at once`);
  const timeoutMs = options.timeoutMs ?? SCRAPER.timeoutMs;
  const agent = createGuardedAgent({ ...options, timeoutMs });
  const outcomes: Array<{ post: ScrapedPost } | { failure: ScrapeFailure }> = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      const url = urls[index] ?? "";
      try {
        const page = await fetchPage(url, agent, { ...options, timeoutMs });
        outcomes[index] = { post: extractPost(page.html, page.url) };
      } catch (error) {
        outcomes[index] = { failure: { url, error: failureMessage(error, timeoutMs) } };
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency ?? SCRAPER.concurrency, urls.length) }, worker));
  } finally {
    await agent.close();
  }
  return {
    posts: outcomes.flatMap((outcome) => ("post" in outcome ? [outcome.post] : [])),
    failures: outcomes.flatMap((outcome) => ("failure" in outcome ? [outcome.failure] : [])),
  };
}

function failureMessage(error: unknown, timeoutMs: number): string {
  if (error instanceof PageError || error instanceof SsrfError) return error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  if (cause instanceof SsrfError) return cause.message;
  const code = (error as NodeJS.ErrnoException | null)?.code ?? (cause as NodeJS.ErrnoException | null)?.code;
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
    return `The page did not answer within ${timeoutMs / 1000} seconds`;
  }
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "The host name could not be found";
  if (code === "ECONNREFUSED") return "The server refused the connection";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return "The connection was closed before the page arrived";
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT")) return "The site's HTTPS certificate is not valid";
  return "The page could not be fetched";
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs an HTML page through the guarded agent: redirects followed by hand (at most
 * SCRAPER.maxRedirects, each new address checked again), the whole URL within the timeout, the
 * body counted as it streams and abandoned past the size limit, and only text/html accepted.
 */
export async function fetchPage(
  rawUrl: string,
  dispatcher: Dispatcher,
  options: ScrapeOptions = {},
): Promise<{ url: string; html: string }> {
  const maxBytes = options.maxBytes ?? SCRAPER.maxBytes;
  const maxRedirects = options.maxRedirects ?? SCRAPER.maxRedirects;
  const signal = AbortSignal.timeout(options.timeoutMs ?? SCRAPER.timeoutMs);
  if (!URL.canParse(rawUrl)) throw new PageError("Not a valid URL");
  let url = new URL(rawUrl);
  for (let redirects = 0; ; redirects++) {
    checkUrl(url, options);
    const response = await request(url, {
      dispatcher,
      method: "GET",
      signal,
      headers: { "user-agent": SCRAPER.userAgent, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" },
    });
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode) && typeof location === "string") {
      await response.body.dump();
      if (redirects >= maxRedirects) throw new PageError(`Too many redirects (more than ${maxRedirects})`);
      if (!URL.canParse(location, url)) throw new PageError("The page redirected to an invalid address");
      url = new URL(location, url);
      continue;
    }
    if (response.statusCode >= 300) {
      await response.body.dump();
      throw new PageError(`The page answered with status ${response.statusCode}`);
    }
    const contentType = String(response.headers["content-type"] ?? "");
    if (!/^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) {
      await response.body.dump();
      throw new PageError(`Not an HTML page (${contentType.split(";")[0]?.trim() || "no content type"})`);
    }
    const tooLarge = new PageError(`The page is larger than ${megabytes(maxBytes)}`);
    if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
      response.body.destroy();
      throw tooLarge;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) {
        response.body.destroy();
        throw tooLarge;
      }
      chunks.push(buffer);
    }
    return { url: url.toString(), html: decode(Buffer.concat(chunks), contentType) };
  }
}

/** The body as text: the charset of the header, else of a <meta> tag, else UTF-8. */
function decode(body: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = body.subarray(0, 2048).toString("latin1");
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromMeta, "utf-8"]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown charset label: try the next.
    }
  }
  return body.toString("utf8");
}

// ---------------------------------------------------------------------------------------------
// Extraction

type JsonObject = Record<string, unknown>;

/** One line of page text: control characters dropped (a feed or e-mail would break on them), spaces collapsed. */
const clean = (text: string | undefined | null) => stripControlCharacters(text ?? "", { multiline: true }).replace(/\s+/g, " ").trim();

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

const ARTICLE_TYPES = /^(Article|BlogPosting|NewsArticle|Report|TechArticle|ScholarlyArticle|SocialMediaPosting|LiveBlogPosting|OpinionNewsArticle|AnalysisNewsArticle)$/;

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
