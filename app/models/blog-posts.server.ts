import { and, arrayOverlaps, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { blogPosts, type BlogPost } from "#app/db/schema.ts";
import { escapeLike } from "#app/lib/blog-query.ts";
import { BLOG_PAGE_SIZE, RELATED_POSTS_LIMIT } from "#app/lib/constants.ts";

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

/** What a post card needs: everything but the body and SEO fields. */
export type PostSummary = Pick<
  BlogPost,
  "id" | "slug" | "title" | "excerpt" | "heroImageUrl" | "categories" | "authorName" | "featured" | "readingTimeMinutes" | "publishedAt"
>;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  heroImageUrl: blogPosts.heroImageUrl,
  categories: blogPosts.categories,
  authorName: blogPosts.authorName,
  featured: blogPosts.featured,
  readingTimeMinutes: blogPosts.readingTimeMinutes,
  publishedAt: blogPosts.publishedAt,
};

export type PostListFilters = { categories?: readonly string[]; q?: string };
export type PostListQuery = PostListFilters & { page: number; pageSize?: number };
export type PostListPage = { posts: PostSummary[]; total: number; featured: PostSummary | null };

/** Published, plus the optional category overlap and case-insensitive text match (spec §7 "Blog list"). */
function listConditions({ categories = [], q = "" }: PostListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isPublished];
  if (categories.length > 0) conditions.push(arrayOverlaps(blogPosts.categories, [...categories]));
  const text = q.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), ilike(blogPosts.content, pattern)));
  }
  return and(...conditions);
}

/**
 * One page of the blog list, newest first, with the exact count of matching posts, and the
 * featured post: the newest matching post marked featured (null when there is none).
 */
export async function listPublishedPosts(db: Db, query: PostListQuery): Promise<PostListPage> {
  const pageSize = query.pageSize ?? BLOG_PAGE_SIZE;
  const page = Math.max(1, Math.floor(query.page));
  const where = listConditions(query);
  const [posts, [counted], [featured]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(and(where, eq(blogPosts.featured, true)))
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
      .limit(1),
  ]);
  return { posts, total: counted?.total ?? 0, featured: featured ?? null };
}

/** The category chips: the distinct categories of published posts, alphabetical. */
export async function listPublishedCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: sql<string>`unnest(${blogPosts.categories})`.as("category") })
    .from(blogPosts)
    .where(isPublished);
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b));
}

/** Up to three published posts sharing a category with `post`, newest first, never `post` itself. */
export async function findRelatedPosts(
  db: Db,
  post: Pick<BlogPost, "id" | "categories">,
  limit: number = RELATED_POSTS_LIMIT,
): Promise<PostSummary[]> {
  if (post.categories.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublished, ne(blogPosts.id, post.id), arrayOverlaps(blogPosts.categories, [...post.categories])))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
    .limit(limit);
}

export type AdjacentPost = Pick<BlogPost, "slug" | "title">;

/** The published posts just before and just after `post` by published_at. */
export async function findAdjacentPosts(
  db: Db,
  post: Pick<BlogPost, "publishedAt">,
): Promise<{ previous: AdjacentPost | null; next: AdjacentPost | null }> {
  if (!post.publishedAt) return { previous: null, next: null };
  const columns = { slug: blogPosts.slug, title: blogPosts.title };
  const [[previous], [next]] = await Promise.all([
    db
      .select(columns)
      .from(blogPosts)
      .where(and(isPublished, lt(blogPosts.publishedAt, post.publishedAt)))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(1),
    db
      .select(columns)
      .from(blogPosts)
      .where(and(isPublished, gt(blogPosts.publishedAt, post.publishedAt)))
      .orderBy(asc(blogPosts.publishedAt))
      .limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

/** What the sitemap and the RSS feed read of a post. */
export type FeedPostRow = Pick<
  BlogPost,
  | "slug"
  | "title"
  | "excerpt"
  | "categories"
  | "authorName"
  | "updatedAt"
  | "heroImageUrl"
  | "seoTitle"
  | "seoDescription"
  | "canonicalUrl"
> & { publishedAt: Date };

const feedColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  categories: blogPosts.categories,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  heroImageUrl: blogPosts.heroImageUrl,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  canonicalUrl: blogPosts.canonicalUrl,
};

const withPublishDate = <Row extends { publishedAt: Date | null }>(rows: Row[]) =>
  rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));

/** Published posts only (spec: published means published), newest first, for the sitemap. */
export async function listPublishedForSitemap(db: Db): Promise<FeedPostRow[]> {
  const rows = await db.select(feedColumns).from(blogPosts).where(isPublished).orderBy(sql`${blogPosts.publishedAt} desc`);
  return withPublishDate(rows);
}

/** The newest `limit` published posts with their source and stored HTML, for the RSS feed. */
export async function listNewestForRss(db: Db, limit: number) {
  const rows = await db
    .select({
      ...feedColumns,
      id: blogPosts.id,
      content: blogPosts.content,
      contentHtml: blogPosts.contentHtml,
      contentSetsSerifItalic: blogPosts.contentSetsSerifItalic,
      contentRenderedWith: blogPosts.contentRenderedWith,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(sql`${blogPosts.publishedAt} desc`)
    .limit(limit);
  return withPublishDate(rows);
}
