import { expect, test, type Page } from "@playwright/test";
import { pageTitle } from "../../app/lib/meta.ts";
import { demoNeighborhoods } from "../../seed/demo-neighborhoods.ts";
import { demoPosts } from "../../seed/demo-posts.ts";
import { E2E_PORT } from "../support/e2e-ports.ts";
import { gotoHydrated } from "../support/hydrated.ts";
import { EVERY_PUBLIC_ROUTE } from "../support/public-pages.ts";

/** The webServer runs with SITE_URL set to its own address. */
const SITE_URL = `http://127.0.0.1:${E2E_PORT}`;
const DRAFT = "mooresville-beyond-race-city";
const SCHEDULED = "spring-2027-lake-norman-market-preview";

const publishedSeedPosts = demoPosts
  .filter((post) => post.publishedAt !== null && new Date(post.publishedAt) <= new Date())
  .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? ""));

type Head = {
  title: string;
  description: string | null;
  canonical: string | null;
  meta: Record<string, string>;
  jsonLd: string[];
  feeds: { title: string | null; href: string | null }[];
};

async function readHead(page: Page, path: string): Promise<Head> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll("meta[property], meta[name]")) {
      meta[tag.getAttribute("property") ?? tag.getAttribute("name") ?? ""] = tag.getAttribute("content") ?? "";
    }
    return {
      title: document.title,
      description: document.head.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
      feeds: [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => ({
        title: link.getAttribute("title"),
        href: link.getAttribute("href"),
      })),
    };
  });
}

const PAGES = [
  { path: "/", title: "Lakefront | Meredith Vance, Luxury Real Estate on Lake Norman", types: ["RealEstateAgent"] },
  { path: "/about", title: "About Meredith Vance | Lakefront", types: ["RealEstateAgent", "BreadcrumbList"] },
  { path: "/neighborhood/davidson", title: "Living in Davidson | Lakefront | Meredith Vance", types: ["BreadcrumbList"] },
  { path: "/sold-properties", title: "Sold Properties | Lakefront | Meredith Vance", types: ["BreadcrumbList"] },
  { path: "/the-lake-advisor", title: "The Lake Advisor | Lakefront | Meredith Vance", types: ["BreadcrumbList"] },
  { path: "/privacy-policy", title: "Privacy Policy & Terms of Use | Lakefront | Meredith Vance", types: ["BreadcrumbList"] },
];

/** Every page a visitor or a search engine can reach, the eight guides and a post included. */
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/neighborhood",
  ...demoNeighborhoods.map((town) => `/neighborhood/${town.slug}`),
  "/sold-properties",
  "/the-lake-advisor",
  `/the-lake-advisor/${publishedSeedPosts[0]!.slug}`,
  "/privacy-policy",
  "/accessibility",
];

test("a post's head uses its SEO fields, or the title and excerpt when they are empty", async ({ page }) => {
  const withSeo = demoPosts.find((post) => post.seoTitle && post.seoDescription && publishedSeedPosts.includes(post))!;
  const withoutSeo = publishedSeedPosts.find((post) => !post.seoTitle && !post.seoDescription)!;
  for (const post of [withSeo, withoutSeo]) {
    const path = `/the-lake-advisor/${post.slug}`;
    const head = await readHead(page, path);
    expect(head.title).toBe(pageTitle("Meredith Vance", post.seoTitle ?? post.title));
    expect(head.description).toBe(post.seoDescription ?? post.excerpt);
    expect(head.canonical).toBe(new URL(path, SITE_URL).href);
    expect(head.meta["og:type"]).toBe("article");
    // Shared, the post's card names the firm (issue 38, NC rule 58A .0105).
    expect(head.meta["og:site_name"]).toBe("Lakefront Luxury Group");
    expect(head.meta["og:description"]).toBe(`${post.seoDescription ?? post.excerpt} Lakefront Luxury Group.`);
    const types = head.jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
    const posting = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
    expect(posting).toMatchObject({ "@context": "https://schema.org", headline: post.seoTitle ?? post.title, url: new URL(path, SITE_URL).href });
    expect(posting.datePublished).toBe(new Date(post.publishedAt!).toISOString());
  }
});

for (const { path, title, types } of PAGES) {
  test(`${path} has title, description, canonical, social tags and JSON-LD`, async ({ page }) => {
    const head = await readHead(page, path);
    expect(head.title).toBe(title);
    expect(head.description?.length).toBeGreaterThan(40);
    expect(head.canonical).toBe(new URL(path, SITE_URL).href);

    expect(head.meta["og:title"]).toBeTruthy();
    // A shared card names the firm (issue 38): as the site's name, and in its description.
    expect(head.meta["og:description"]).toContain("Lakefront Luxury Group");
    expect(head.meta["og:description"]).toContain(head.description!.replace(/\.$/, ""));
    expect(head.meta["og:url"]).toBe(head.canonical);
    expect(head.meta["og:type"]).toBeTruthy();
    expect(head.meta["og:site_name"]).toBe("Lakefront Luxury Group");
    expect(head.meta["og:image"]).toBe(`${SITE_URL}/images/site/og-default.png`);
    expect(head.meta["twitter:card"]).toBe("summary_large_image");
    expect(head.meta["twitter:title"]).toBeTruthy();
    expect(head.meta["twitter:description"]).toBe(head.meta["og:description"]);
    expect(head.meta["twitter:image"]).toBe(head.meta["og:image"]);
    const image = await page.request.get(head.meta["og:image"] ?? "");
    expect(image.headers()["content-type"]).toBe("image/png");

    const objects = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(objects.map((object) => object["@type"])).toEqual(types);
    for (const object of objects) expect(object["@context"]).toBe("https://schema.org");
    const agent = objects.find((object) => object["@type"] === "RealEstateAgent");
    if (agent) {
      expect(agent).toMatchObject({ name: "Meredith Vance", telephone: "+17045550142", email: "hello@lakefrontnc.com", url: `${SITE_URL}/` });
      expect(agent.address).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "PostalAddress", addressLocality: "Cornelius" })]));
      expect(agent.sameAs).toEqual(expect.arrayContaining(["https://www.instagram.com/lakefrontnc"]));
    }
    const crumbs = objects.find((object) => object["@type"] === "BreadcrumbList");
    if (crumbs) {
      const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
      expect(items[0]).toMatchObject({ position: 1, name: "Home", item: `${SITE_URL}/` });
      expect(items.at(-1)?.item).toBe(new URL(path, SITE_URL).href);
    }
  });
}

test("every public route's title names the agent once and stays within 70 characters, every post's too", async ({ request }) => {
  const paths = [...EVERY_PUBLIC_ROUTE, ...publishedSeedPosts.map((post) => `/the-lake-advisor/${post.slug}`)];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(title.length, `${path}: ${title}`).toBeGreaterThan(0);
    expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(70);
    expect(title.split("Meredith Vance").length - 1, `${path}: ${title}`).toBe(1);
  }
});

test("every public page carries JSON-LD that parses and names its schema.org type", async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    const { jsonLd } = await readHead(page, path);
    expect(jsonLd.length, `JSON-LD scripts on ${path}`).toBeGreaterThan(0);
    for (const text of jsonLd) {
      const object = JSON.parse(text) as Record<string, unknown>;
      expect(object["@context"], `@context on ${path}`).toBe("https://schema.org");
      expect(object["@type"], `@type on ${path}`).toEqual(expect.any(String));
    }
  }
});

test("client-side navigation updates the canonical link, social tags and JSON-LD", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SOLD PROPERTIES", exact: true }).click();
  await expect(page).toHaveURL("/sold-properties");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/sold-properties`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE_URL}/sold-properties`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"]));
  expect(types).toEqual(["BreadcrumbList"]);
});

test("the home page head links The Lake Advisor's RSS feed", async ({ page }) => {
  const head = await readHead(page, "/");
  expect(head.feeds).toEqual([{ title: "The Lake Advisor", href: "/the-lake-advisor/rss.xml" }]);
});

test("sitemap.xml lists every public page, the eight towns and published posts only", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  await page.goto("/robots.txt");
  const entries = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("sitemap.xml does not parse");
    return [...doc.getElementsByTagName("url")].map((url) => ({
      loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    }));
  }, xml);
  const locs = entries.map((entry) => entry.loc);
  for (const path of ["/", "/about", "/neighborhood", "/sold-properties", "/the-lake-advisor", "/privacy-policy"]) {
    expect(locs).toContain(new URL(path, SITE_URL).href);
  }
  expect(demoNeighborhoods).toHaveLength(8);
  for (const town of demoNeighborhoods) expect(locs).toContain(`${SITE_URL}/neighborhood/${town.slug}`);
  for (const post of publishedSeedPosts) {
    const entry = entries.find((candidate) => candidate.loc === `${SITE_URL}/the-lake-advisor/${post.slug}`);
    expect(entry?.lastmod, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(locs.filter((loc) => loc.includes("/the-lake-advisor/"))).toHaveLength(publishedSeedPosts.length);
  expect(xml).not.toContain(DRAFT);
  expect(xml).not.toContain(SCHEDULED);
});

test("robots.txt allows the site, disallows the admin and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", `Sitemap: ${SITE_URL}/sitemap.xml`]));
});

test("the RSS feed has the channel fields and published posts only, newest first", async ({ page, request }) => {
  const response = await request.get("/the-lake-advisor/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/robots.txt");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("rss.xml does not parse");
    const channel = doc.getElementsByTagName("channel")[0];
    const child = (parent: Element | undefined, name: string) =>
      parent ? ([...parent.children].find((node) => node.tagName === name)?.textContent ?? null) : null;
    return {
      version: doc.documentElement.getAttribute("version"),
      title: child(channel, "title"),
      link: child(channel, "link"),
      description: child(channel, "description"),
      language: child(channel, "language"),
      lastBuildDate: child(channel, "lastBuildDate"),
      self: doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("href") ?? null,
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        pubDate: child(item, "pubDate"),
        description: child(item, "description"),
        creator: item.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "creator")[0]?.textContent ?? null,
        content: item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent ?? "",
        categories: [...item.getElementsByTagName("category")].map((category) => category.textContent),
      })),
    };
  }, xml);
  expect(feed).toMatchObject({
    version: "2.0",
    title: "The Lake Advisor",
    link: `${SITE_URL}/the-lake-advisor`,
    language: "en-us",
    self: `${SITE_URL}/the-lake-advisor/rss.xml`,
  });
  expect(feed.description).toBeTruthy();
  expect(Number.isNaN(Date.parse(feed.lastBuildDate ?? ""))).toBe(false);
  expect(feed.items.map((item) => item.link)).toEqual(publishedSeedPosts.map((post) => `${SITE_URL}/the-lake-advisor/${post.slug}`));
  const [newest] = feed.items;
  const newestSeed = publishedSeedPosts[0];
  expect(newest).toMatchObject({ title: newestSeed?.title, guid: newest?.link, description: newestSeed?.excerpt, creator: "Meredith Vance" });
  expect(new Date(newest?.pubDate ?? "").toISOString()).toBe(new Date(newestSeed?.publishedAt ?? "").toISOString());
  expect(newest?.categories).toEqual(newestSeed?.categories);
  expect(newest?.content).toContain("<p>");
  expect(xml).not.toContain(DRAFT);
  expect(xml).not.toContain(SCHEDULED);
});
