import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, isNotNull, lt, lte, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { blogPosts, type BlogPost } from "#app/db/schema.ts";
import { LESS_THAN_STAND_IN, SEARCH_MARKS } from "#app/lib/blog-query.ts";
import { BLOG_PAGE_SIZE, RELATED_POSTS_LIMIT } from "#app/lib/constants.ts";
import type { SitemapPost } from "#app/lib/feeds.ts";
import { readOncePerContentVersion } from "#app/models/content-version.server.ts";

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

/** A published post the settings may feature, by its slug and title. */
export type FeaturableChoice = Pick<BlogPost, "slug" | "title">;

/**
 * The published posts the settings offer to feature: the newest `limit`, then any of `current`
 * (the ones featured now) that are older, so a long archive never makes the form long.
 */
export async function listFeaturableChoices(db: Db, current: readonly string[], limit: number): Promise<FeaturableChoice[]> {
  const newest = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
    .limit(limit);
  const listed = new Set(newest.map((post) => post.slug));
  const older = current.some((slug) => !listed.has(slug))
    ? await findFeaturedPosts(
        db,
        current.filter((slug) => !listed.has(slug)),
      )
    : [];
  return [...newest, ...older.map(({ slug, title }) => ({ slug, title }))];
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
/** A search result carries its matching passage, with SEARCH_MARKS around the words found. */
export type PostListItem = PostSummary & { passage?: string };
export type PostListPage = { posts: PostListItem[]; total: number; featured: PostListItem | null };

/** Longer search text is cut: no real search needs it, and the query's cost grows with it. */
const SEARCH_MAX_LENGTH = 200;

/**
 * The stored weighted tsvector of title (A), excerpt (B) and content (D), with English stemming
 * (migration 0013, decision 035): not in schema.ts, so no `select()` of a post carries it.
 */
const searchVector = sql`${blogPosts}."search_vector"`;
/** Whatever the visitor typed is a valid query: quotes, `or` and `-` as a search engine reads them. */
/** Title (A) and excerpt (B) only: what the rank reads; a match in the content alone ranks 0, after them. */
const searchRankVector = sql`${blogPosts}."search_rank_vector"`;
const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${q.slice(0, SEARCH_MAX_LENGTH)})`;

/** Published, plus the optional category overlap and full-text match (spec §7 "Blog list", decision 035). */
function listConditions({ categories = [], q = "" }: PostListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isPublished];
  if (categories.length > 0) conditions.push(arrayOverlaps(blogPosts.categories, [...categories]));
  const text = q.trim();
  if (text) conditions.push(sql`${searchVector} @@ ${searchQuery(text)}`);
  return and(...conditions);
}

/** The public list's order, as its index (blog_posts_public_order_idx) keeps it. */
const newestFirst = [sql`${blogPosts.publishedAt} desc nulls last`, asc(blogPosts.slug)];

/**
 * The passage of a result: the excerpt and a window of the content around the first found word,
 * as plain text (Markdown's links, images, emphasis and block marks taken out), with the found
 * words between SEARCH_MARKS. The window is found by the words' stems as the start of a word (a
 * stem starts the words it stands for, "dock" of "docking"; a final "i" is dropped, as "famili" of
 * "family"), so a word is found anywhere in a long body while the parse that marks it reads a
 * thousand characters, not the body. `<` is swapped out and back so PostgreSQL's parser reads no
 * tags, and the private-use marks are taken out of the text first, so no post can forge one. The
 * page escapes the passage as text (post-card.tsx).
 */
const PASSAGE_LEAD_CHARS = 240;
const PASSAGE_WINDOW_CHARS = 1000;
/** Markdown's marks, each with what stays of them, in order: links and images keep their text. */
const MARKDOWN_MARKS: [pattern: string, replacement: string][] = [
  // The window's cut edges: a word cut at its start, a link cut inside its text or its address.
  [String.raw`^[^[:space:]]*[[:space:]]+`, ""],
  [String.raw`^([^[\]\n]*)\]\([^)\n]*\)`, String.raw`\1`],
  [String.raw`!?\[([^[\]\n]*)(\]\([^)\n]*)?$`, String.raw`\1`],
  [String.raw`!?\[([^\]]*)\]\([^)]*\)`, String.raw`\1`],
  [String.raw`<(https?://[^>[:space:]]*)>`, String.raw`\1`],
  [String.raw`(^|\n)[[:space:]]{0,3}(#{1,6}|>|[-*+]|[0-9]+[.)])[[:space:]]+`, String.raw`\1`],
  [String.raw`[*_~|` + "`" + String.raw`]+|-{3,}|={3,}`, " "],
];
/** The query's words as its text form quotes them (`'dock'`), the negated ones left out. */
const foundWords = (query: SQL) => sql`array(select m[2] from regexp_matches(${query}::text, ${String.raw`(!?)('(?:[^']|'')+')`}, 'g') as m where m[1] = '')`;
/** Each found word, wherever it is (not only where all are near); a query of negations alone marks as itself. */
const markedWords = (query: SQL) => sql`coalesce(nullif(array_to_string(${foundWords(query)}, ' | '), '')::tsquery, ${query})`;
/** Where the first found word starts in the content, or 1 (a regular expression: translate() is slow). */
const firstFound = (content: SQLWrapper, query: SQL) => {
  const stem = sql`replace(substr(word, 2, length(word) - 2), '''''', '''')`;
  const probe = sql`(case when length(${stem}) > 4 and right(${stem}, 1) = 'i' then left(${stem}, -1) else ${stem} end)`;
  const wordStart = sql`${String.raw`\m`} || regexp_replace(${probe}, ${"([^[:alnum:]_])"}, ${String.raw`\\\1`}, 'g')`;
  return sql`coalesce((select min(nullif(regexp_instr(${content}, ${wordStart}, 1, 1, 0, 'i'), 0)) from unnest(${foundWords(query)}) as word), 1)`;
};
const passageText = (excerpt: SQLWrapper, content: SQLWrapper, query: SQL) => {
  // ' ' first, so a window from the body's start loses no word when the cut word at its start is taken off.
  const window = sql`substr(' ' || ${content}, greatest(1, ${firstFound(content, query)} + 1 - ${PASSAGE_LEAD_CHARS}), ${PASSAGE_WINDOW_CHARS})`;
  const plain = MARKDOWN_MARKS.reduce<SQL>((text, [pattern, replacement]) => sql`regexp_replace(${text}, ${pattern}, ${replacement}, 'g')`, window);
  // replace(), not translate(): ten times faster on PostgreSQL.
  const unmarked = [LESS_THAN_STAND_IN, SEARCH_MARKS.start, SEARCH_MARKS.stop].reduce<SQL>(
    (text, mark) => sql`replace(${text}, ${mark}, '')`,
    sql`${excerpt} || ${"\n"} || ${plain}`,
  );
  return sql`replace(${unmarked}, '<', ${LESS_THAN_STAND_IN})`;
};
const HEADLINE_OPTIONS = `StartSel=${SEARCH_MARKS.start}, StopSel=${SEARCH_MARKS.stop}, MaxWords=32, MinWords=16, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * One page of the blog list with the exact count of matching posts, and the featured post: the
 * newest matching post marked featured (null when there is none). A search is ordered by rank
 * (title above excerpt above content), then newest first; its results carry their passage,
 * computed for this page's rows only, and the best result leads (no featured post is pulled up).
 */
export async function listPublishedPosts(db: Db, query: PostListQuery): Promise<PostListPage> {
  const pageSize = query.pageSize ?? BLOG_PAGE_SIZE;
  const page = Math.max(1, Math.floor(query.page));
  const where = listConditions(query);
  const q = (query.q ?? "").trim();
  const counting = () => db.select({ total: count() }).from(blogPosts).where(where);
  if (q) {
    const { posts, total } = await searchPage(db, q, where, pageSize, (page - 1) * pageSize);
    // A page past the last has no row to carry the count.
    return { posts, total: total ?? (await counting())[0]?.total ?? 0, featured: null };
  }
  const [posts, [counted], [featured]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    counting(),
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(and(where, eq(blogPosts.featured, true)))
      .orderBy(...newestFirst)
      .limit(1),
  ]);
  return { posts, total: counted?.total ?? 0, featured: featured ?? null };
}

/**
 * One page of ranked results and the number of all matches (null when the page is past the last).
 * Ranking reads every match, so it counts them too (a window count), instead of a second query
 * reading them again; the page's rows are ranked by id alone, and their columns and body read after.
 */
async function searchPage(db: Db, q: string, where: SQL | undefined, limit: number, offset: number): Promise<{ posts: PostListItem[]; total: number | null }> {
  const rank = sql<number>`ts_rank(${searchRankVector}, ${searchQuery(q)})`.as("rank");
  const ranked = db
    .select({ id: blogPosts.id, rank, total: sql<string | number>`count(*) over ()`.as("total") })
    .from(blogPosts)
    .where(where)
    .orderBy(sql`rank desc`, ...newestFirst)
    .limit(limit)
    .offset(offset)
    .as("ranked");
  const rows = await db
    .select({
      ...summaryColumns,
      passage: sql<string>`replace(ts_headline('english', ${passageText(blogPosts.excerpt, blogPosts.content, searchQuery(q))}, ${markedWords(searchQuery(q))}, ${HEADLINE_OPTIONS}), ${LESS_THAN_STAND_IN}, '<')`,
      total: ranked.total,
    })
    .from(ranked)
    .innerJoin(blogPosts, eq(blogPosts.id, ranked.id))
    .orderBy(sql`${ranked.rank} desc`, ...newestFirst);
  // count() is a bigint: node-postgres gives it as text.
  return { posts: rows.map(({ total: _total, ...post }) => post), total: rows[0] ? Number(rows[0].total) : null };
}

/** The category chips: the distinct categories of published posts, alphabetical. */
export function listPublishedCategories(db: Db): Promise<string[]> {
  // Every search's page asks (the page cache does not keep searches): read again only when the content changes.
  return readOncePerContentVersion(db, "published-categories", async () => {
    const rows = await db
      .selectDistinct({ category: sql<string>`unnest(${blogPosts.categories})`.as("category") })
      .from(blogPosts)
      .where(isPublished);
    return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b));
  });
}

/** Up to three published posts sharing a category with `post`, newest first, never `post` itself. */
export async function findRelatedPosts(db: Db, post: Pick<BlogPost, "id" | "categories">, limit: number = RELATED_POSTS_LIMIT): Promise<PostSummary[]> {
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
export async function findAdjacentPosts(db: Db, post: Pick<BlogPost, "publishedAt">): Promise<{ previous: AdjacentPost | null; next: AdjacentPost | null }> {
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

/** What the RSS feed reads of a post, beside its body. */
export type FeedPostRow = Pick<
  BlogPost,
  "slug" | "title" | "excerpt" | "categories" | "authorName" | "updatedAt" | "heroImageUrl" | "seoTitle" | "seoDescription" | "canonicalUrl"
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

/** Published posts only (spec: published means published), newest first, for the sitemap: their addresses and dates, no body. */
export async function listPublishedForSitemap(db: Db): Promise<SitemapPost[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst);
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

/** The newest live post, as a newsletter carries it (the e-mail previews' demo). */
export async function latestPublishedPost(db: Db): Promise<Pick<BlogPost, "slug" | "title" | "excerpt" | "heroImageUrl" | "contentHtml"> | undefined> {
  const [post] = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      heroImageUrl: blogPosts.heroImageUrl,
      contentHtml: blogPosts.contentHtml,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1);
  return post;
}
