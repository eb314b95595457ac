import { site } from "#app/content/site.ts";
import { soldPropertyPath } from "./sold-property-schema.ts";
import { stripXmlForbiddenCharacters } from "#app/lib/control-characters.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { absoluteUrl, postPath } from "#app/lib/seo.ts";

/** Escapes the five XML special characters for text and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);
}

/** A CDATA section that stays one even when the text contains "]]>" (split across two sections). */
export function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** RFC 822 date, as RSS 2.0 wants it: "Tue, 10 Mar 2026 14:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** The public pages that are always there, in the order of the route table. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/about",
  "/neighborhood",
  "/sold-properties",
  "/market-reports",
  "/the-lake-advisor",
  "/home-value",
  "/privacy-policy",
  "/accessibility",
];

export type SitemapPost = { slug: string; publishedAt: Date; updatedAt: Date | null };

export type SitemapSoldHome = { mlsId: string; updatedAt: Date };

/** A market report's page (its area's latest, or a month's) and when its figures were last computed. */
export type SitemapMarketReport = { path: string; lastmod: Date };

/** What sitemap.xml lists beside the fixed pages: the visible towns' slugs, published posts, sold homes and market reports. */
export type SitemapContent = { townSlugs: string[]; posts: SitemapPost[]; soldHomes: SitemapSoldHome[]; marketReports?: SitemapMarketReport[] };

/** The sitemaps protocol's limit of URLs in one file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_PATH = "/sitemap.xml";
/** The parts of a split sitemap, from 1: "/sitemaps/1.xml". */
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

type SitemapUrl = { path: string; lastmod?: Date };

function sitemapUrls({ townSlugs, posts, soldHomes, marketReports = [] }: SitemapContent): SitemapUrl[] {
  const lastmodOf = (post: SitemapPost) => (post.updatedAt && post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt);
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...townSlugs.map((slug) => ({ path: neighborhoodPath(slug) })),
    ...posts.map((post) => ({ path: postPath(post.slug), lastmod: lastmodOf(post) })),
    ...soldHomes.map((home) => ({ path: soldPropertyPath(home.mlsId), lastmod: home.updatedAt })),
    ...marketReports,
  ];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A sitemap document: `part` null is /sitemap.xml — every public page, the towns, and the posts
 * and sold homes with their last modification, or, past `maxUrls` URLs, an index of the parts of
 * `maxUrls` URLs each; a part (from 1) is one of those. null when there is no such document.
 */
export function buildSitemap(siteUrl: string, content: SitemapContent, part: number | null = null, maxUrls = SITEMAP_MAX_URLS): string | null {
  const urls = sitemapUrls(content);
  const parts = Math.ceil(urls.length / maxUrls);
  if (part === null && parts > 1) return stripXmlForbiddenCharacters(sitemapIndexXml(siteUrl, urls, parts, maxUrls));
  if (part === null) return stripXmlForbiddenCharacters(urlsetXml(siteUrl, urls));
  if (parts <= 1 || !Number.isSafeInteger(part) || part < 1 || part > parts) return null;
  return stripXmlForbiddenCharacters(urlsetXml(siteUrl, urls.slice((part - 1) * maxUrls, part * maxUrls)));
}

function urlsetXml(siteUrl: string, urls: SitemapUrl[]): string {
  const url = ({ path, lastmod }: SitemapUrl) =>
    `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n` + (lastmod ? `    <lastmod>${day(lastmod)}</lastmod>\n` : "") + "  </url>";
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls.map(url), "</urlset>", ""].join(
    "\n",
  );
}

/** Each part with its newest lastmod, so a crawler reads again only the parts that changed. */
function sitemapIndexXml(siteUrl: string, urls: SitemapUrl[], parts: number, maxUrls: number): string {
  const entries = Array.from({ length: parts }, (_, i) => {
    const newest = urls
      .slice(i * maxUrls, (i + 1) * maxUrls)
      .reduce<Date | undefined>((latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest), undefined);
    return (
      `  <sitemap>\n    <loc>${escapeXml(absoluteUrl(siteUrl, sitemapPartPath(i + 1)))}</loc>\n` +
      (newest ? `    <lastmod>${day(newest)}</lastmod>\n` : "") +
      "  </sitemap>"
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** robots.txt: everything but the admin, and where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ""].join("\n");
}

export const RSS_PATH = "/the-lake-advisor/rss.xml";
export const RSS_MAX_ITEMS = 50;
export const rssDescription = (agentName: string) => `Guides, market insight and lake living from ${agentName}, Lake Norman, Lake Wylie and Charlotte.`;

export type FeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  categories: string[];
  authorName: string;
  publishedAt: Date;
  updatedAt: Date | null;
  /** The post body already rendered to HTML. */
  contentHtml: string;
};

/**
 * RSS 2.0 for The Lake Advisor: newest first, at most RSS_MAX_ITEMS items. Characters XML forbids
 * (a control character in an old post's title) are dropped, so no post can make the feed unreadable.
 */
export function buildRss(siteUrl: string, agentName: string, posts: FeedPost[], now: Date = new Date()): string {
  return stripXmlForbiddenCharacters(rssXml(siteUrl, agentName, posts, now));
}

function rssXml(siteUrl: string, agentName: string, posts: FeedPost[], now: Date): string {
  const items = [...posts].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, RSS_MAX_ITEMS);
  const blogUrl = absoluteUrl(siteUrl, "/the-lake-advisor");
  const lastBuild = items[0]?.publishedAt ?? now;
  const item = (post: FeedPost) => {
    const link = escapeXml(absoluteUrl(siteUrl, postPath(post.slug)));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      ...post.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(post.contentHtml)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(site.blogName)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(rssDescription(agentName))}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`,
    ...items.map(item),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
