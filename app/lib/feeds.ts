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
  "/the-lake-advisor",
  "/home-value",
  "/privacy-policy",
];

export type SitemapPost = { slug: string; publishedAt: Date; updatedAt: Date | null };

export type SitemapSoldHome = { mlsId: string; updatedAt: Date };

/** What sitemap.xml lists beside the fixed pages: the visible towns' slugs, published posts and sold homes. */
export type SitemapContent = { townSlugs: string[]; posts: SitemapPost[]; soldHomes: SitemapSoldHome[] };

/** sitemap.xml: every public page, the towns, and the posts and sold homes with their last modification. */
export function buildSitemap(siteUrl: string, content: SitemapContent): string {
  return stripXmlForbiddenCharacters(sitemapXml(siteUrl, content));
}

function sitemapXml(siteUrl: string, { townSlugs, posts, soldHomes }: SitemapContent): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n` +
    (lastmod ? `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>\n` : "") +
    "  </url>";
  const lastmodOf = (post: SitemapPost) =>
    post.updatedAt && post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_SITEMAP_PATHS.map((path) => url(path)),
    ...townSlugs.map((slug) => url(neighborhoodPath(slug))),
    ...posts.map((post) => url(postPath(post.slug), lastmodOf(post))),
    ...soldHomes.map((home) => url(soldPropertyPath(home.mlsId), home.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything but the admin, and where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
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
