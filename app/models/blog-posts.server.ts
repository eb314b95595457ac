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
