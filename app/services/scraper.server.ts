import { request, type Dispatcher } from "undici";
import { SCRAPER } from "#app/lib/constants.ts";
import type { ScrapedPost } from "#app/lib/post-import-columns.ts";
import { getConfig } from "#app/services/config.server.ts";
import { extractOffThread } from "#app/services/render-thread.server.ts";
import { checkUrl, createGuardedAgent, SsrfError, type GuardOptions } from "#app/services/ssrf-guard.server.ts";

/**
 * The spec's scrape-blog-posts (§7): fetch article pages safely (ssrf-guard.server.ts) and turn
 * each into the 13 fields of an import row (app/lib/article-extraction.ts, on a render thread: a
 * large page takes seconds to parse). One failing URL is reported and never fails the rest.
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
        // The time limit covers the source's answer only: the page is parsed after it.
        const page = await fetchPage(url, agent, { ...options, timeoutMs });
        outcomes[index] = { post: await extractPage(page) };
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

/**
 * The page as a post, parsed on a render thread. Each of the `concurrency` fetchers waits for its
 * page's parse before fetching the next, so at most that many pages are held in memory.
 */
async function extractPage(page: { url: string; html: string }): Promise<ScrapedPost> {
  const reply = await extractOffThread({ html: page.html, pageUrl: page.url }, SCRAPER.parseTimeLimitMs);
  if (reply.ok) return reply.post;
  if (reply.reason === "too-slow") throw new PageError(`The page took too long to read (over ${SCRAPER.parseTimeLimitMs / 1000} seconds)`);
  if (reply.reason === "failed") throw new PageError("The page could not be read");
  throw new PageError("The page could not be read just now. Please try again.");
}

function failureMessage(error: unknown, timeoutMs: number): string {
  if (error instanceof PageError || error instanceof SsrfError) return error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  if (cause instanceof SsrfError) return cause.message;
  const code = (error as NodeJS.ErrnoException | null)?.code ?? (cause as NodeJS.ErrnoException | null)?.code;
  const name = error instanceof Error ? error.name : "";
  if (
    name === "TimeoutError" ||
    name === "AbortError" ||
    code === "UND_ERR_HEADERS_TIMEOUT" ||
    code === "UND_ERR_BODY_TIMEOUT" ||
    code === "UND_ERR_CONNECT_TIMEOUT"
  ) {
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
export async function fetchPage(rawUrl: string, dispatcher: Dispatcher, options: ScrapeOptions = {}): Promise<{ url: string; html: string }> {
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
