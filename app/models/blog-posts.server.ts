import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { blogPosts, type BlogPost } from "#app/db/schema.ts";

/** Published means published_at is set and not in the future. */
export const isPublished = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

export async function findPublishedPostBySlug(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  return row;
}

export type FeaturedPost = Pick<BlogPost, "slug" | "title" | "heroImageUrl" | "excerpt">;

/**
 * The home page's featured posts (spec §7): published posts whose slug is in `slugs`, in the
 * order of `slugs`; slugs without a published post are dropped.
 */
export async function findFeaturedPosts(db: Db, slugs: readonly string[]): Promise<FeaturedPost[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title, heroImageUrl: blogPosts.heroImageUrl, excerpt: blogPosts.excerpt })
    .from(blogPosts)
    .where(and(inArray(blogPosts.slug, [...slugs]), isPublished));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** What the sitemap and the RSS feed read of a post. */
export type FeedPostRow = Pick<
  BlogPost,
  | "slug"
  | "title"
  | "excerpt"
  | "content"
  | "categories"
  | "authorName"
  | "updatedAt"
  | "heroImageUrl"
  | "seoTitle"
  | "seoDescription"
  | "canonicalUrl"
> & { publishedAt: Date };

/** Published posts only (spec: published means published), newest first, for the sitemap and the feed. */
export async function listPublishedForFeeds(db: Db): Promise<FeedPostRow[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      categories: blogPosts.categories,
      authorName: blogPosts.authorName,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      heroImageUrl: blogPosts.heroImageUrl,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      canonicalUrl: blogPosts.canonicalUrl,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(sql`${blogPosts.publishedAt} desc`);
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}
