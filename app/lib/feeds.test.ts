import { describe, expect, it } from "vitest";
import { buildRobots, buildRss, buildSitemap, cdata, escapeXml, rfc822, RSS_MAX_ITEMS, type FeedPost } from "./feeds.ts";

const SITE = "https://lakefrontnc.com";

const feedPost = (slug: string, publishedAt: string, extra: Partial<FeedPost> = {}): FeedPost => ({
  slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  categories: ["Market"],
  authorName: "Meredith Vance",
  publishedAt: new Date(publishedAt),
  updatedAt: null,
  contentHtml: `<p>Body ${slug}</p>`,
  ...extra,
});

const tags = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => m[1]);

describe("XML helpers", () => {
  it("escapes markup characters", () => {
    expect(escapeXml(`Tom & Jerry's <"lake">`)).toBe("Tom &amp; Jerry&apos;s &lt;&quot;lake&quot;&gt;");
  });

  it("splits ]]> so CDATA cannot be closed early", () => {
    const section = cdata("a]]>b");
    expect(section).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
    const joined = [...section.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1]).join("");
    expect(joined).toBe("a]]>b");
  });

  it("formats RFC 822 dates", () => {
    expect(rfc822(new Date("2026-03-10T14:00:00Z"))).toBe("Tue, 10 Mar 2026 14:00:00 GMT");
  });
});

describe("buildSitemap", () => {
  const townSlugs = ["troutman", "lake-wylie"];
  const xml =
    buildSitemap(SITE, {
      townSlugs,
      posts: [
        { slug: "a&b", publishedAt: new Date("2026-03-10T14:00:00Z"), updatedAt: new Date("2026-04-01T09:00:00Z") },
        { slug: "plain", publishedAt: new Date("2026-05-10T14:00:00Z"), updatedAt: null },
      ],
      soldHomes: [{ mlsId: "4187203", updatedAt: new Date("2026-06-02T10:00:00Z") }],
    }) ?? "";
  const locs = tags(xml, "loc");

  it("lists every public page and the visible towns with absolute URLs", () => {
    for (const path of ["/", "/about", "/neighborhood", "/sold-properties", "/market-reports", "/the-lake-advisor", "/privacy-policy", "/accessibility"]) {
      expect(locs).toContain(new URL(path, SITE).href);
    }
    for (const slug of townSlugs) expect(locs).toContain(`${SITE}/neighborhood/${slug}`);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("lists posts, XML-escaped, with lastmod from updated_at or else published_at", () => {
    expect(xml).toContain(`<loc>${SITE}/the-lake-advisor/a&amp;b</loc>\n    <lastmod>2026-04-01</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/the-lake-advisor/plain</loc>\n    <lastmod>2026-05-10</lastmod>`);
  });

  it("lists each sold home's own page with its last change", () => {
    expect(xml).toContain(`<loc>${SITE}/sold-properties/4187203</loc>\n    <lastmod>2026-06-02</lastmod>`);
  });
});

describe("buildSitemap past its limit of URLs", () => {
  const content = {
    townSlugs: ["troutman"],
    posts: Array.from({ length: 5 }, (_, i) => ({ slug: `post-${i}`, publishedAt: new Date(`2026-0${i + 1}-10T14:00:00Z`), updatedAt: null })),
    soldHomes: [],
  };
  // 9 fixed pages, a town and 5 posts: 15 URLs.

  it("stays one urlset up to the limit, and has no parts then", () => {
    expect(buildSitemap(SITE, content, null, 15)).toContain("<urlset");
    expect(buildSitemap(SITE, content, 1, 15)).toBeNull();
  });

  it("becomes an index of parts of at most the limit, each with its newest lastmod", () => {
    const index = buildSitemap(SITE, content, null, 6) ?? "";
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(tags(index, "loc")).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`, `${SITE}/sitemaps/3.xml`]);
    expect(tags(index, "lastmod")).toEqual(["2026-02-10", "2026-05-10"]);
    const parts = [1, 2, 3].map((part) => tags(buildSitemap(SITE, content, part, 6) ?? "", "loc"));
    expect(parts.map((locs) => locs.length)).toEqual([6, 6, 3]);
    expect(parts.flat()).toEqual(tags(buildSitemap(SITE, content) ?? "", "loc"));
    expect(buildSitemap(SITE, content, 4, 6)).toBeNull();
    expect(buildSitemap(SITE, content, 0, 6)).toBeNull();
  });
});

describe("buildRobots", () => {
  it("disallows the admin and names the sitemap", () => {
    expect(buildRobots(SITE)).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe("buildRss", () => {
  const xml = buildRss(SITE, "Meredith Vance", [
    feedPost("older", "2026-01-20T14:00:00Z"),
    feedPost("newer", "2026-03-10T14:00:00Z", { title: "Docks & Dining", categories: ["Lifestyle", "Dining"], contentHtml: "<p>x]]>y</p>" }),
  ]);

  it("has the channel fields", () => {
    expect(xml).toContain('<rss version="2.0"');
    expect(tags(xml, "title")[0]).toBe("The Lake Advisor");
    expect(tags(xml, "link")[0]).toBe(`${SITE}/the-lake-advisor`);
    expect(xml).toContain("<language>en-us</language>");
    expect(xml).toContain(`<atom:link href="${SITE}/the-lake-advisor/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(tags(xml, "lastBuildDate")).toEqual(["Tue, 10 Mar 2026 14:00:00 GMT"]);
  });

  it("lists items newest first with link, permalink guid, pubDate, creator, categories and description", () => {
    expect(tags(xml, "title").slice(1)).toEqual(["Docks &amp; Dining", "Title older"]);
    expect(xml).toContain(`<guid isPermaLink="true">${SITE}/the-lake-advisor/newer</guid>`);
    expect(tags(xml, "pubDate")).toEqual(["Tue, 10 Mar 2026 14:00:00 GMT", "Tue, 20 Jan 2026 14:00:00 GMT"]);
    expect(tags(xml, "dc:creator")).toEqual(["Meredith Vance", "Meredith Vance"]);
    expect(tags(xml, "category")).toEqual(["Lifestyle", "Dining", "Market"]);
    expect(tags(xml, "description").slice(1)).toEqual(["Excerpt newer", "Excerpt older"]);
    expect(xml).toContain("<content:encoded><![CDATA[<p>x]]]]><![CDATA[>y</p>]]></content:encoded>");
  });

  it("keeps at most 50 items", () => {
    const many = Array.from({ length: 60 }, (_, i) => feedPost(`p${i}`, new Date(Date.UTC(2026, 0, 1 + i)).toISOString()));
    expect(RSS_MAX_ITEMS).toBe(50);
    expect(buildRss(SITE, "Meredith Vance", many).match(/<item>/g)).toHaveLength(50);
    expect(buildRss(SITE, "Meredith Vance", many)).toContain(`${SITE}/the-lake-advisor/p59<`);
    expect(buildRss(SITE, "Meredith Vance", many)).not.toContain(`${SITE}/the-lake-advisor/p9<`);
  });

  it("drops every character XML forbids, wherever a post carries it (issue 13)", () => {
    const xml = buildRss(SITE, "Meredith Vance", [
      feedPost("ctrl", "2026-03-10T14:00:00Z", {
        title: "Dock\u0001 Permits\uFFFE",
        authorName: "Meredith\u001b Vance",
        categories: ["Boating\u0002"],
        excerpt: "Bell\u0007",
        contentHtml: "<p>NUL\u0000 and \ud800 lone</p>",
      }),
    ]);
    expect(tags(xml, "title")).toContain("Dock Permits");
    expect(tags(xml, "dc:creator")).toEqual(["Meredith Vance"]);
    expect(tags(xml, "category")).toEqual(["Boating"]);
    expect(xml).toContain("<![CDATA[<p>NUL and  lone</p>]]>");
    // eslint-disable-next-line no-control-regex -- the test looks for what XML forbids
    expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\uFFFE\uFFFF]|[\ud800-\udfff]/.test(xml)).toBe(false);
  });
});
