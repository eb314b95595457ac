import { and, arrayContains, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { blogPosts, type BlogPost } from "#app/db/schema.ts";
import { ADMIN_POSTS_PAGE_SIZE, titleSearchQuery, type AdminPostStatus } from "#app/lib/admin-post-filters.ts";
import { escapeLike } from "#app/lib/blog-query.ts";
import type { PostValues } from "#app/lib/post-editor-rules.ts";
import { readOncePerContentVersion } from "#app/models/content-version.server.ts";
import { recordRevision, type RevisionRecord } from "#app/models/post-revisions.server.ts";
import { atVersion, nextVersion } from "#app/models/version-guard.server.ts";

/**
 * Blog posts as the administrator sees them: every post, whatever its publish date. The editor,
 * the admin list and the CSV import write through these functions.
 */

export type AdminPostRow = Pick<BlogPost, "id" | "slug" | "title" | "publishedAt" | "firstPublishedAt" | "updatedAt" | "featured" | "categories">;

export type AdminPostQuery = { page: number; q?: string; status?: AdminPostStatus | null; category?: string };

const STATUS_CONDITIONS: Record<AdminPostStatus, SQL> = {
  draft: sql`${blogPosts.publishedAt} is null`,
  scheduled: sql`${blogPosts.publishedAt} > now()`,
  published: sql`${blogPosts.publishedAt} <= now()`,
};

/**
 * The title search through blog_posts_title_search_idx (migration 0013), on title words only.
 * Text of stop words only ("the") has no words to look up: then the title is matched as text
 * instead. to_tsquery of constants is folded when the query is planned, so whichever arm is
 * false drops out of the plan.
 */
function titleMatches(q: string): SQL | undefined {
  const words = titleSearchQuery(q);
  if (!words) return undefined;
  const query = sql`to_tsquery('english', ${words})`;
  return sql`(to_tsvector('english', ${blogPosts.title}) @@ ${query} or (numnode(${query}) = 0 and ${blogPosts.title} ilike ${`%${escapeLike(q)}%`}))`;
}

/**
 * One page of the posts (published, scheduled and drafts) ordered by published_at descending
 * (spec §7 "Admin list"), with the number of posts matching. Drafts have no date and come first
 * — PostgreSQL's own order for DESC, and where unfinished work is easiest to find — most recently
 * edited first; then scheduled and published posts, newest date first. The order is
 * blog_posts_admin_order_idx's, so a page reads its own rows only.
 */
export async function listPostsForAdmin(
  db: Db,
  { page, q = "", status = null, category = "" }: AdminPostQuery,
): Promise<{ rows: AdminPostRow[]; total: number }> {
  const where = and(status ? STATUS_CONDITIONS[status] : undefined, category ? arrayContains(blogPosts.categories, [category]) : undefined, titleMatches(q));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        publishedAt: blogPosts.publishedAt,
        firstPublishedAt: blogPosts.firstPublishedAt,
        updatedAt: blogPosts.updatedAt,
        featured: blogPosts.featured,
        categories: blogPosts.categories,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, sql`${blogPosts.updatedAt} desc nulls last`, asc(blogPosts.slug))
      .limit(ADMIN_POSTS_PAGE_SIZE)
      .offset((Math.max(1, Math.floor(page)) - 1) * ADMIN_POSTS_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every category any post has (drafts' too), alphabetical, for the filter: read again only when the content changes. */
export function listPostCategories(db: Db): Promise<string[]> {
  return readOncePerContentVersion(db, "admin-post-categories", async () => {
    const rows = await db.selectDistinct({ category: sql<string>`unnest(${blogPosts.categories})`.as("category") }).from(blogPosts);
    return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b));
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a post id at all; anything else is simply not found (never a database error). */
export function isPostId(id: string): boolean {
  return UUID_PATTERN.test(id);
}

export async function findPostById(db: Db, id: string): Promise<BlogPost | undefined> {
  if (!isPostId(id)) return undefined;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

export async function findPostIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row?.id;
}

/** The message shown beside the slug when another post already has it. */
export const SLUG_TAKEN_MESSAGE = "Another post already uses this slug. Choose a different one.";

export type PostWriteResult =
  | { ok: true; post: BlogPost }
  | { ok: false; reason: "slug-taken" }
  | { ok: false; reason: "not-found" }
  /** The post is no longer at the version the write was based on (decision 037). */
  | { ok: false; reason: "conflict"; post: BlogPost };

/**
 * An editor write: kept as a revision in the same transaction, and, with `baseVersion`, applied
 * only if the post is still at that version.
 */
export type PostWriteOptions = {
  revision?: RevisionRecord;
  baseVersion?: number;
  before?: BlogPost;
  /** More writes the post's write brings (its newsletter send), in the same transaction. */
  alongside?: (tx: Db, post: BlogPost) => Promise<void>;
};

/** `content` rendered at save (app/services/post-render.server.ts). */
export type RenderedContentColumns = Pick<BlogPost, "contentSetsSerifItalic"> & { contentHtml: string; contentRenderedWith: string };

/**
 * The columns a write may set; published_at only when the caller means it (publish, import).
 * Content comes with its rendered HTML; a write without it leaves the post to be rendered when it
 * is next read.
 */
export type PostColumns = Omit<PostValues, "publishedAt"> & { publishedAt?: Date | null; rendered?: RenderedContentColumns };

const NOT_RENDERED = { contentHtml: null, contentSetsSerifItalic: false, contentRenderedWith: null };

/** PostgreSQL's unique_violation (23505) on the slug, from pg or PGlite, possibly wrapped by Drizzle. */
export function isSlugConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, detail } = current as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code === "23505") {
      return constraint === "blog_posts_slug_unique" || (typeof detail === "string" && detail.includes("(slug)"));
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function columnsOf(values: PostColumns) {
  return {
    slug: values.slug,
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    heroImageUrl: values.heroImageUrl,
    categories: values.categories,
    tags: values.tags,
    authorName: values.authorName,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    canonicalUrl: values.canonicalUrl,
    featured: values.featured,
    readingTimeMinutes: values.readingTimeMinutes,
    ...(values.rendered ?? NOT_RENDERED),
    ...(values.publishedAt !== undefined ? { publishedAt: values.publishedAt } : {}),
  };
}

/**
 * Inserts a post and reads it back; a slug already in use is a result, not an error (and does not
 * abort a transaction the insert is part of). The one writer of new posts: the editor and the import.
 */
export async function createPost(db: Db, values: PostColumns, options: PostWriteOptions = {}): Promise<PostWriteResult> {
  const { revision, alongside } = options;
  const insert = async (tx: Db): Promise<PostWriteResult> => {
    const [post] = await tx.insert(blogPosts).values(columnsOf(values)).onConflictDoNothing({ target: blogPosts.slug }).returning();
    if (post && revision) await recordRevision(tx, post, revision);
    if (post && alongside) await alongside(tx, post);
    return post ? { ok: true, post } : { ok: false, reason: "slug-taken" };
  };
  return revision || alongside ? db.transaction(insert) : insert(db);
}

/**
 * Updates a post and reads it back, raising its version. published_at changes only when
 * `values.publishedAt` is given (a publish); draft saves leave it as it is.
 */
export async function updatePost(db: Db, id: string, values: PostColumns, options: PostWriteOptions = {}): Promise<PostWriteResult> {
  if (!isPostId(id)) return { ok: false, reason: "not-found" };
  const { revision, baseVersion, before, alongside } = options;
  const update = async (tx: Db): Promise<PostWriteResult> => {
    const [post] = await tx
      .update(blogPosts)
      .set({ ...columnsOf(values), version: nextVersion(blogPosts.version) })
      .where(and(eq(blogPosts.id, id), atVersion(blogPosts.version, baseVersion)))
      .returning();
    if (!post) {
      const [current] = baseVersion === undefined ? [] : await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      return current ? { ok: false, reason: "conflict", post: current } : { ok: false, reason: "not-found" };
    }
    if (revision) await recordRevision(tx, post, revision, before);
    if (alongside) await alongside(tx, post);
    return { ok: true, post };
  };
  try {
    return await (revision || alongside ? db.transaction(update) : update(db));
  } catch (error) {
    if (isSlugConflict(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/** Deletes a post; false when there was none with that id. */
export async function deletePost(db: Db, id: string): Promise<boolean> {
  if (!isPostId(id)) return false;
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return deleted.length > 0;
}

/**
 * Stores the rendered HTML of `source`, if it is still the post's content (an editor save meanwhile
 * stored its own) and another instance has not already stored the same render (each write drops
 * every instance's page cache). Not an edit: updated_at stays as it is.
 */
export async function storeRenderedContent(db: Db, id: string, source: string, rendered: RenderedContentColumns): Promise<void> {
  await db
    .update(blogPosts)
    .set({ ...rendered, updatedAt: sql`${blogPosts.updatedAt}` })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.content, source), sql`${blogPosts.contentRenderedWith} is distinct from ${rendered.contentRenderedWith}`));
}
