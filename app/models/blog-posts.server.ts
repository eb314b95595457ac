import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
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
