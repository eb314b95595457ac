import { describe, expect, it, vi } from "vitest";
import { SCRAPER } from "#app/lib/constants.ts";
import { IMPORT_TEMPLATE_SAMPLE } from "#app/lib/post-import-columns.ts";
import { handleScrapeRequest } from "./scrape-request.server.ts";
import { ScrapeRequestError } from "./scraper.server.ts";

const post = (body: unknown, contentType = "application/json") =>
  new Request("http://site.test/admin/scrape", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("handleScrapeRequest", () => {
  it("scrapes the URLs and answers { posts, failures } (spec §7)", async () => {
    const scrape = vi.fn(async () => ({
      posts: [IMPORT_TEMPLATE_SAMPLE],
      failures: [{ url: "http://169.254.169.254/", error: "Refused: 169.254.169.254 is not a public address (metadata)" }],
    }));
    const response = await handleScrapeRequest(post({ urls: [" https://example.com/a ", "http://169.254.169.254/"] }), scrape);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(scrape).toHaveBeenCalledWith(["https://example.com/a", "http://169.254.169.254/"]);
    expect(await response.json()).toEqual({
      posts: [IMPORT_TEMPLATE_SAMPLE],
      failures: [{ url: "http://169.254.169.254/", error: "Refused: 169.254.169.254 is not a public address (metadata)" }],
    });
  });

  it("refuses a body that is not JSON, not valid, empty or too long, without scraping", async () => {
    const scrape = vi.fn();
    const tooMany = Array.from({ length: SCRAPER.maxUrls + 1 }, (_, index) => `https://example.com/${index}`);
    const cases: Array<[Request, number, string]> = [
      [post("urls=https://example.com", "application/x-www-form-urlencoded"), 415, 'Send the URLs as JSON: { "urls": [...] }'],
      [post("{not json"), 400, "The request is not valid JSON"],
      [post({ urls: [] }), 400, "Enter at least one URL"],
      [post({ urls: tooMany }), 400, `At most ${SCRAPER.maxUrls} URLs can be scraped at once`],
    ];
    for (const [request, status, error] of cases) {
      const response = await handleScrapeRequest(request, scrape);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    expect(scrape).not.toHaveBeenCalled();
  });

  it("answers a refused request with its reason, and anything unexpected without details", async () => {
    const refused = await handleScrapeRequest(post({ urls: ["https://example.com"] }), async () => {
      throw new ScrapeRequestError("At most 20 URLs can be scraped at once");
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "At most 20 URLs can be scraped at once" });

    const broken = await handleScrapeRequest(post({ urls: ["https://example.com"] }), async () => {
      throw new Error("secret internal detail at /srv/app.js:12");
    });
    expect(broken.status).toBe(500);
    const body = await broken.text();
    expect(body).not.toContain("secret");
    expect(JSON.parse(body)).toEqual({ error: "The pages could not be scraped. Please try again." });
  });
});
