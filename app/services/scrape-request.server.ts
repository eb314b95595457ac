import { scrapeRequestSchema } from "#app/lib/post-import-columns.ts";
import { logger } from "#app/lib/logger.server.ts";
import { ScrapeRequestError, scrapeOptionsFromConfig, scrapePosts, type ScrapeResult } from "#app/services/scraper.server.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

/**
 * The spec's scrape-blog-posts (§7) as an admin endpoint: POST JSON `{ urls }` answers
 * `{ posts, failures }` — the 13 fields of each scraped post, and one sentence per URL that could
 * not be scraped. A bad request answers 4xx `{ error }`; nothing else is ever said about the server.
 */

export type ScrapeAnswer = ScrapeResult | { error: string };

type Scrape = (urls: readonly string[]) => Promise<ScrapeResult>;

const defaultScrape: Scrape = (urls) => scrapePosts(urls, scrapeOptionsFromConfig());

const answer = (body: ScrapeAnswer, status = 200) => Response.json(body, { status, headers: { "Cache-Control": cacheControl("no-store") } });

export async function handleScrapeRequest(request: Request, scrape: Scrape = defaultScrape): Promise<Response> {
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return answer({ error: 'Send the URLs as JSON: { "urls": [...] }' }, 415);
  }
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return answer({ error: "The request is not valid JSON" }, 400);
  }
  const parsed = scrapeRequestSchema.safeParse(json);
  if (!parsed.success) return answer({ error: parsed.error.issues[0]?.message ?? "Enter the URLs to scrape" }, 400);
  try {
    const result = await scrape(parsed.data.urls);
    return answer({ posts: result.posts, failures: result.failures });
  } catch (error) {
    if (error instanceof ScrapeRequestError) return answer({ error: error.message }, 400);
    logger.error({ err: error }, "scrape request failed");
    return answer({ error: "The pages could not be scraped. Please try again." }, 500);
  }
}
