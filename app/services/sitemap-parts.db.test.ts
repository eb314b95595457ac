import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, type NewBlogPost } from "#app/db/schema.ts";
import { RSS_MAX_ITEMS } from "#app/lib/feeds.ts";
import { listNewestForRss, listPublishedForSitemap } from "#app/models/blog-posts.server.ts";
import { readPublicTowns } from "#app/models/neighborhoods.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { sitemapResponse } from "./sitemap-parts.server.ts";

const SITE = "https://lakefrontnc.com";
let database: Database;
const DAY = 86_400_000;

const post = (i: number, publishedAt: Date | null): NewBlogPost => ({
  slug: `post-${i}`,
  title: `Post ${i}`,
  content: "Body ".repeat(500),
  authorName: "Meredith Vance",
  publishedAt,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(blogPosts)
    .values([...Array.from({ length: 60 }, (_, i) => post(i + 1, new Date(Date.now() - (i + 1) * DAY))), post(61, null), post(62, new Date(Date.now() + DAY))]);
});
afterAll(() => database.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
const context = () => ({ db: database.db, siteUrl: SITE, towns: () => readPublicTowns(database.db) });

describe("the sitemap", () => {
  it("reads published posts' slugs and dates only", async () => {
    const rows = await listPublishedForSitemap(database.db);
    expect(rows).toHaveLength(60);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["publishedAt", "slug", "updatedAt"]);
  });

  it("is one urlset under its limit; its parts answer 404 then", async () => {
    const response = await sitemapResponse(context(), null);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toContain(`${SITE}/the-lake-advisor/post-60`);
    expect(locs(xml)).not.toContain(`${SITE}/the-lake-advisor/post-62`);
    expect((await sitemapResponse(context(), "1.xml")).status).toBe(404);
  });

  it("past its limit is an index of parts, which together list every URL once", async () => {
    const whole = locs(await (await sitemapResponse(context(), null)).text());
    const index = await (await sitemapResponse(context(), null, 25)).text();
    expect(index).toContain("<sitemapindex");
    const partUrls = locs(index);
    expect(partUrls).toEqual(Array.from({ length: Math.ceil(whole.length / 25) }, (_, i) => `${SITE}/sitemaps/${i + 1}.xml`));
    const listed: string[] = [];
    for (const url of partUrls) {
      const response = await sitemapResponse(context(), url.split("/").pop() ?? "", 25);
      expect(response.status).toBe(200);
      const part = locs(await response.text());
      expect(part.length).toBeLessThanOrEqual(25);
      listed.push(...part);
    }
    expect(listed).toEqual(whole);
    for (const file of [`${partUrls.length + 1}.xml`, "0.xml", "1", "x.xml", "01.xml"]) expect((await sitemapResponse(context(), file, 25)).status).toBe(404);
  });
});

describe("the RSS feed's query", () => {
  it("reads only the newest published posts, limited in SQL", async () => {
    const rows = await listNewestForRss(database.db, RSS_MAX_ITEMS);
    expect(rows).toHaveLength(50);
    expect(rows[0]?.slug).toBe("post-1");
    expect(rows.at(-1)?.slug).toBe("post-50");
  });
});
