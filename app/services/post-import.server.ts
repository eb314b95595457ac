import { inArray, like } from "drizzle-orm";
import { readSiteSettings } from "#app/models/site-settings.server.ts";
import type { Db } from "#app/db/client.server.ts";
import { blogPosts, type BlogPost } from "#app/db/schema.ts";
import { escapeLike } from "#app/lib/blog-query.ts";
import { IMPORT } from "#app/lib/constants.ts";
import {
  defaultImportAction,
  readingTimeForHtml,
  importRowValidator,
  type ImportAction,
  type ImportPostData,
  type ImportRowResult,
  type ValidatedImportRow,
} from "#app/lib/post-import-columns.ts";
import { POST_LIMITS } from "#app/lib/post-schemas.ts";
import { firstFreeSlug } from "#app/lib/slug.ts";
import { contentNestingProblem } from "#app/services/content-nesting.server.ts";
import { eventLoopSlices } from "#app/services/event-loop-slices.server.ts";
import { createPost, updatePost, type RenderedContentColumns } from "#app/models/admin-posts.server.ts";
import { getConfig } from "#app/services/config.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { withBatchedSearchIndexes } from "#app/models/search-indexes.server.ts";
import { renderRefusal, renderedColumns } from "#app/services/post-render.server.ts";
import { renderOffThread, type RenderReply } from "#app/services/render-thread.server.ts";

/**
 * The CSV import of issue 6, executed in the database (docs/decisions/011-import-and-scraper.md).
 * Every row is validated again here, whatever the browser showed, and each row is one statement
 * of its own: a row that fails is reported as failed and never undoes or stops the others.
 */

export type ImportOptions = {
  /** "now" for empty or unreadable published_at cells; one instant for the whole import. */
  now?: Date;
  /** The author of rows without one; the agent's name by default. */
  agentName?: string;
  /** The site address the stored HTML is rendered for (SITE_URL by default). */
  siteUrl?: string;
};

export type ImportInputRow = { rowNumber: number; cells: Readonly<Record<string, string>>; action?: ImportAction; extraCells?: number };

export type PreviewRow = ValidatedImportRow & {
  /** The post that already has this row's slug, if any. */
  existingPostId: string | null;
  defaultAction: Exclude<ImportAction, "skip">;
};

/** The columns the import writes and compares. */
type PostValues = Pick<
  BlogPost,
  | "title"
  | "excerpt"
  | "content"
  | "heroImageUrl"
  | "categories"
  | "tags"
  | "authorName"
  | "seoTitle"
  | "seoDescription"
  | "canonicalUrl"
  | "featured"
  | "readingTimeMinutes"
  | "publishedAt"
>;
type KnownPost = PostValues & { id: string; slug: string };

const knownColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  heroImageUrl: blogPosts.heroImageUrl,
  categories: blogPosts.categories,
  tags: blogPosts.tags,
  authorName: blogPosts.authorName,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  canonicalUrl: blogPosts.canonicalUrl,
  featured: blogPosts.featured,
  readingTimeMinutes: blogPosts.readingTimeMinutes,
  publishedAt: blogPosts.publishedAt,
};

/** A blank author is the agent of the settings. */
async function rowOptions(db: Db, options: ImportOptions) {
  const agentName = options.agentName ?? (await readSiteSettings(db)).agent.name;
  return { now: options.now ?? new Date(), agentName, siteUrl: options.siteUrl ?? getConfig().siteUrl };
}

/** Posts by slug, for the given slugs, in chunks that keep each query's parameters bounded. */
async function findPostsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, KnownPost>> {
  const unique = [...new Set(slugs.filter(Boolean))];
  const found = new Map<string, KnownPost>();
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .select(knownColumns)
      .from(blogPosts)
      .where(inArray(blogPosts.slug, unique.slice(start, start + 1000)));
    for (const row of rows) found.set(row.slug, row);
  }
  return found;
}

/**
 * Every row through importRowValidator(), and the nesting limit of content, which only the server checks; in
 * slices, so 2,000 rows of content never hold up other requests.
 */
async function validateRows(rows: readonly Omit<ImportInputRow, "action">[], settings: Awaited<ReturnType<typeof rowOptions>>): Promise<ValidatedImportRow[]> {
  const validate = importRowValidator(settings);
  const slice = eventLoopSlices();
  const validated: ValidatedImportRow[] = [];
  for (const input of rows) {
    await slice();
    const row = validate(input);
    // Content over the length limit is refused already; parsing megabytes of it would hold the event loop.
    const problem = row.data.content.length <= POST_LIMITS.content ? contentNestingProblem(row.data.content) : null;
    if (problem) row.errors.push(problem);
    validated.push(row);
  }
  return validated;
}

/** The preview: each row validated, whether a post has its slug, and its default action (spec §4). */
export async function previewImport(db: Db, rows: readonly Omit<ImportInputRow, "action">[], options: ImportOptions = {}): Promise<PreviewRow[]> {
  const settings = await rowOptions(db, options);
  const validated = await validateRows(rows, settings);
  const existing = await findPostsBySlug(
    db,
    validated.map((row) => row.data.slug),
  );
  return validated.map((row) => {
    const existingPostId = existing.get(row.data.slug)?.id ?? null;
    return { ...row, existingPostId, defaultAction: defaultImportAction(existingPostId !== null) };
  });
}

function postValues(data: ImportPostData, content: string): PostValues {
  return {
    title: data.title,
    excerpt: data.excerpt,
    content,
    heroImageUrl: data.heroImageUrl,
    categories: data.categories,
    tags: data.tags,
    authorName: data.authorName,
    seoTitle: data.seoTitle,
    seoDescription: data.seoDescription,
    canonicalUrl: data.canonicalUrl,
    featured: data.featured,
    readingTimeMinutes: readingTimeForHtml(content),
    publishedAt: data.publishedAt,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether writing `next` would change anything of `current`. */
function differs(current: PostValues, next: PostValues): boolean {
  return (
    current.title !== next.title ||
    current.excerpt !== next.excerpt ||
    current.content !== next.content ||
    current.heroImageUrl !== next.heroImageUrl ||
    !sameList(current.categories, next.categories) ||
    !sameList(current.tags, next.tags) ||
    current.authorName !== next.authorName ||
    current.seoTitle !== next.seoTitle ||
    current.seoDescription !== next.seoDescription ||
    current.canonicalUrl !== next.canonicalUrl ||
    current.featured !== next.featured ||
    current.readingTimeMinutes !== next.readingTimeMinutes ||
    current.publishedAt?.getTime() !== next.publishedAt?.getTime()
  );
}

/** Slugs known to be taken: those seen in the database or created by this import. */
class SlugRegistry {
  private readonly taken = new Set<string>();
  private readonly suffixesLoaded = new Set<string>();

  constructor(
    private readonly db: Db,
    known: Iterable<string>,
  ) {
    for (const slug of known) this.taken.add(slug);
  }

  add(slug: string) {
    this.taken.add(slug);
  }

  /** The first free slug for `base`: itself, "-2", "-3", … (app/lib/slug.ts). */
  async firstFree(base: string): Promise<string> {
    return firstFreeSlug(base, async (candidate) => {
      if (candidate !== base && !this.suffixesLoaded.has(base)) {
        this.suffixesLoaded.add(base);
        const rows = await this.db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(like(blogPosts.slug, `${escapeLike(base)}-%`));
        for (const row of rows) this.taken.add(row.slug);
      }
      return this.taken.has(candidate);
    });
  }
}

function isPublic(publishedAt: Date | null, now: Date): boolean {
  return publishedAt !== null && publishedAt.getTime() <= now.getTime();
}

/**
 * Rows whose content is being rendered ahead of the row being written: the render threads are
 * kept busy, and an editor's save waits behind at most this many rows.
 */
const RENDER_AHEAD_ROWS = 20;

/**
 * Runs an import: each row with its chosen action (or the default, spec §4) in file order, and
 * each row's real outcome.
 * - Rows with errors are skipped, with the errors as the reason (spec §4).
 * - create: a taken slug takes "-2", "-3", … — also against slugs created earlier in this import,
 *   and against a post another request creates meanwhile (the insert never overwrites).
 * - update: by slug; the slug itself never changes. An update for a slug no post has fails (it
 *   does not quietly create). An empty or unreadable published_at keeps the post's publish date,
 *   and an update that would change nothing writes nothing ("unchanged"), so re-running a file
 *   changes nothing more.
 * content_html is sanitised and rendered on the render thread before it is stored (a row too slow
 * to render fails with the reason); reading time comes from its words.
 */
export async function runImport(db: Db, rows: readonly ImportInputRow[], options: ImportOptions = {}): Promise<ImportRowResult[]> {
  if (rows.length > IMPORT.maxRows) throw new RangeError(`An import may hold at most ${IMPORT.maxRows} rows`);
  const settings = await rowOptions(db, options);
  const validated = (await validateRows(rows, settings)).map((row, index) => ({ action: rows[index]?.action, ...row }));
  const known = await findPostsBySlug(
    db,
    validated.map((row) => row.data.slug),
  );
  const slugs = new SlugRegistry(db, known.keys());
  const results: ImportRowResult[] = [];
  // On the embedded database a row is written without a real wait: without turns for the event
  // loop, 1,000 rows held every other request for seconds (issue 13).
  const slice = eventLoopSlices();

  const rendering = new Map<number, Promise<RenderReply>>();
  const renderFrom = (start: number) => {
    for (const row of validated.slice(start, start + RENDER_AHEAD_ROWS)) {
      if (row.errors.length > 0 || row.action === "skip" || rendering.has(row.rowNumber)) continue;
      rendering.set(row.rowNumber, renderOffThread({ kind: "imported-html", content: row.data.content, siteUrl: settings.siteUrl }));
    }
  };

  // The rows' words go to the search indexes in one merge at the end (search-indexes.server.ts).
  await withBatchedSearchIndexes(db, async () => {
    for (const [index, row] of validated.entries()) {
      await slice();
      renderFrom(index);
      const { rowNumber, data } = row;
      const base = { rowNumber, slug: data.slug, title: data.title };
      if (row.errors.length > 0) {
        results.push({ ...base, outcome: "skipped", error: row.errors.join("; ") });
        continue;
      }
      const action = row.action ?? defaultImportAction(known.has(data.slug));
      if (action === "skip") {
        results.push({ ...base, outcome: "skipped" });
        continue;
      }
      const prepared = await rendering.get(rowNumber)!;
      rendering.delete(rowNumber);
      if (!prepared.ok) {
        results.push({ ...base, outcome: "failed", error: renderRefusal(prepared) });
        continue;
      }
      try {
        const values = postValues(data, prepared.content);
        const rendered = renderedColumns(prepared, settings.siteUrl);
        if (action === "create") {
          results.push(await createFromRow(db, base, values, rendered, slugs, known, settings.now));
        } else {
          results.push(await updateFromRow(db, base, data, values, rendered, known, settings.now));
        }
      } catch (error) {
        logger.warn({ err: error, rowNumber, slug: data.slug, action }, "import row failed");
        results.push({ ...base, outcome: "failed", error: `The post could not be ${action === "create" ? "created" : "updated"}` });
      }
    }
  });
  return results;
}

type RowBase = { rowNumber: number; slug: string; title: string };

async function createFromRow(
  db: Db,
  base: RowBase,
  values: PostValues,
  rendered: RenderedContentColumns,
  slugs: SlugRegistry,
  known: Map<string, KnownPost>,
  now: Date,
): Promise<ImportRowResult> {
  for (let attempt = 0; attempt < IMPORT.createAttempts; attempt++) {
    const slug = await slugs.firstFree(base.slug);
    // Another writer can take the slug between the check and the insert: then the next free one.
    const created = await createPost(db, { ...values, slug, rendered });
    slugs.add(slug);
    if (created.ok) {
      known.set(slug, { ...values, id: created.post.id, slug });
      return { ...base, slug, outcome: "created", id: created.post.id, published: isPublic(values.publishedAt, now) };
    }
  }
  return { ...base, outcome: "failed", error: "No free slug was found for this post; try again" };
}

async function updateFromRow(
  db: Db,
  base: RowBase,
  data: ImportPostData,
  values: PostValues,
  rendered: RenderedContentColumns,
  known: Map<string, KnownPost>,
  now: Date,
): Promise<ImportRowResult> {
  const current = known.get(base.slug);
  const missing: ImportRowResult = { ...base, outcome: "failed", error: `No post has the slug "${base.slug}" to update` };
  if (!current) return missing;
  const next: PostValues = {
    ...values,
    publishedAt: data.publishedAtDefaulted && current.publishedAt ? current.publishedAt : values.publishedAt,
  };
  if (!differs(current, next)) {
    return { ...base, outcome: "unchanged", id: current.id, published: isPublic(current.publishedAt, now) };
  }
  const updated = await updatePost(db, current.id, { ...next, slug: base.slug, rendered });
  if (!updated.ok) {
    known.delete(base.slug);
    return missing;
  }
  known.set(base.slug, { ...next, id: updated.post.id, slug: base.slug });
  return { ...base, outcome: "updated", id: updated.post.id, published: isPublic(next.publishedAt, now) };
}
