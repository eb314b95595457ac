import { siteSettingsSeed } from "#app/content/site.ts";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { readPublicTowns } from "#app/models/neighborhoods.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { CHROMIUM_ARGS, JOURNEY_BROWSER_PATH } from "#tests/support/chromium.ts";
import { loader as rssLoader } from "./rss.ts";
import { loader as sitemapLoader } from "./sitemap.ts";

/*
 * Issue 13: a post stored before control characters were refused (or by any other way in) must
 * not make the feed unreadable. The feed is parsed by a real XML parser, the browser's DOMParser.
 */

const SITE = "https://lakefrontnc.com";
let database: Database;
let browser: Browser;

type LoaderArgs = Parameters<typeof rssLoader>[0];
const args = () =>
  ({
    params: {},
    context: { db: database.db, config: { siteUrl: SITE }, siteSettings: async () => siteSettingsSeed, towns: () => readPublicTowns(database.db) },
  }) as unknown as LoaderArgs;

/** The document's parse error, or null when it is well-formed XML; with the items' titles and creators. */
async function parseXml(xml: string) {
  const page = await browser.newPage();
  try {
    return await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      const texts = (tag: string) => [...doc.getElementsByTagName(tag)].map((element) => element.textContent);
      return { error: error ? error.textContent : null, titles: texts("title"), creators: texts("dc:creator"), categories: texts("category") };
    }, xml);
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  [database, browser] = await Promise.all([createTestDatabase(), chromium.launch({ executablePath: JOURNEY_BROWSER_PATH, args: CHROMIUM_ARGS })]);
  await database.db.insert(blogPosts).values({
    slug: "control-characters",
    title: "Dock\u0001 Permits\u001b on \uFFFELake Norman",
    excerpt: "Bell\u0007 and escape\u001b",
    content: "Body with a \u0008 backspace",
    categories: ["Boating\u0002"],
    authorName: "Meredith\u0001 Vance",
    publishedAt: new Date(Date.now() - 60_000),
  });
});
afterAll(async () => {
  await Promise.all([database?.close(), browser?.close()]);
});

describe("feeds of a post with control characters stored in the database", () => {
  it("rss.xml is well-formed XML, the characters XML forbids left out", async () => {
    const response = await rssLoader(args());
    expect(response.status).toBe(200);
    const parsed = await parseXml(await response.text());
    expect(parsed.error).toBeNull();
    expect(parsed.titles).toContain("Dock Permits on Lake Norman");
    expect(parsed.creators).toEqual(["Meredith Vance"]);
    expect(parsed.categories).toEqual(["Boating"]);
  });

  it("sitemap.xml is well-formed XML", async () => {
    const response = await sitemapLoader(args() as unknown as Parameters<typeof sitemapLoader>[0]);
    expect((await parseXml(await response.text())).error).toBeNull();
  });
});

describe("a post nested too deeply to render, stored before the limit", () => {
  it("leaves rss.xml answering with every post, that one as its plain text", async () => {
    const depth = 20_000;
    await database.db.insert(blogPosts).values({
      slug: "nested-too-deep",
      title: "Nested too deep",
      excerpt: "Its body cannot be rendered",
      content: "<div>".repeat(depth) + "deep" + "</div>".repeat(depth),
      authorName: "Meredith Vance",
      publishedAt: new Date(Date.now() - 30_000),
    });
    const response = await rssLoader(args());
    expect(response.status).toBe(200);
    const body = await response.text();
    const parsed = await parseXml(body);
    expect(parsed.error).toBeNull();
    expect(parsed.titles).toEqual(expect.arrayContaining(["Nested too deep", "Dock Permits on Lake Norman"]));
    expect(body).toContain("<content:encoded><![CDATA[<p>deep</p>]]></content:encoded>");
  });
});
