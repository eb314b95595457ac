import { desc, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { plainTextBody, type RenderedPost } from "#app/lib/markdown.ts";
import { storeRenderedContent, type RenderedContentColumns } from "#app/models/admin-posts.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { isRenderThreadClosed, RENDER_TIME_LIMIT_MS, renderOffThread, type RenderReply } from "#app/services/render-thread.server.ts";

// A post's stored HTML: rendered when the post is saved, read by its page and the feed (decision 024).

/**
 * Raise it when renderPost() (app/lib/markdown.ts) changes what it writes: every stored post is
 * then rendered again at the next start (startRenderBackfill).
 */
const RENDERER_VERSION = 2;

export const RENDER_MESSAGES = {
  tooSlow: `This content takes too long to format (over ${RENDER_TIME_LIMIT_MS / 1000} seconds), so it cannot be published as it is. Simplify its formatting — long runs of *, _ or < characters are the usual cause — or split it into shorter posts.`,
  failed: "This content could not be formatted. Check it for unusual formatting and try again.",
  unavailable: "This content could not be formatted just now. Try again in a moment.",
} as const;

/** Stored HTML is current when it was rendered by this renderer for this site address (links to other hosts open in a new tab). */
export function renderKey(siteUrl: string): string {
  return `${RENDERER_VERSION} ${siteUrl}`;
}

export function renderedColumns(rendered: RenderedPost, siteUrl: string): RenderedContentColumns {
  return { contentHtml: rendered.html, contentSetsSerifItalic: rendered.setsSerifItalic, contentRenderedWith: renderKey(siteUrl) };
}

/** The field message for a render that did not succeed. */
export function renderRefusal(reply: Extract<RenderReply, { ok: false }>): string {
  if (reply.reason === "too-slow") return RENDER_MESSAGES.tooSlow;
  return reply.reason === "failed" ? RENDER_MESSAGES.failed : RENDER_MESSAGES.unavailable;
}

type StoredPost = {
  id: string;
  slug: string;
  content: string;
  contentHtml: string | null;
  contentSetsSerifItalic: boolean;
  contentRenderedWith: string | null;
};

/**
 * A stored post's body for its page or a feed. Stored HTML that is not current (a post saved
 * before rendering at save, or for another renderer or site address) is rendered on a render
 * thread and stored; a post that cannot be rendered is stored as plain text (its words, without
 * formatting) and logged, so it never costs another render and is never shown blank. HTML this renderer made
 * for another site address (an instance with another SITE_URL) is left as it is: this page is
 * rendered for this instance without being stored. When no thread can render
 * (the server is stopping, a thread failed) the request fails, and no page is kept without its body.
 */
export async function storedPostBody(db: Db, post: StoredPost, siteUrl: string): Promise<RenderedPost> {
  if (post.contentHtml !== null && post.contentRenderedWith === renderKey(siteUrl)) {
    return { html: post.contentHtml, setsSerifItalic: post.contentSetsSerifItalic };
  }
  const rendered = await renderStoredSource(post, siteUrl);
  if (!rendered) throw new Error(`post ${post.id} could not be rendered: no render thread is available`);
  // HTML of this renderer for another SITE_URL is another instance's: storing ours over it would
  // make the two rewrite the post (and drop every page cache) on each other's page views.
  if (post.contentHtml !== null && post.contentRenderedWith?.startsWith(`${RENDERER_VERSION} `)) return rendered;
  try {
    await storeRenderedContent(db, post.id, post.content, renderedColumns(rendered, siteUrl));
  } catch (error) {
    logger.warn({ err: error, postId: post.id }, "a post's rendered content could not be stored");
  }
  return rendered;
}

/**
 * A stored post's content rendered on a render thread: its plain text (logged) when the content
 * cannot be rendered, undefined when no thread could render it (a shutdown, a thread that failed).
 */
async function renderStoredSource(post: Pick<StoredPost, "id" | "slug" | "content">, siteUrl: string): Promise<RenderedPost | undefined> {
  const reply = await renderOffThread({ kind: "markdown", content: post.content, siteUrl });
  if (reply.ok) return { html: reply.html, setsSerifItalic: reply.setsSerifItalic };
  if (reply.reason === "unavailable") return undefined;
  logger.error(
    { postId: post.id, slug: post.slug, reason: reply.reason, detail: reply.detail },
    "a post's content could not be rendered; it is shown as plain text",
  );
  return { html: plainTextBody(post.content), setsSerifItalic: false };
}

/** Posts are rendered again in batches of this many, newest first, each batch stored in one transaction. */
const BACKFILL_BATCH = 25;

/**
 * At start, renders every post whose stored HTML is missing or not current (after an upgrade,
 * a new renderer version or a new SITE_URL) on the render threads, while the site serves; a page
 * that needs a post first renders it itself. One transaction per batch, so pages kept in the page
 * cache are dropped once per batch, not once per post. Stops at the first database error (the
 * next start goes on) and when the server stops.
 */
export function startRenderBackfill(db: Db, siteUrl: string): { stop(): void; done: Promise<void> } {
  let stopped = false;
  const key = renderKey(siteUrl);
  const done = (async () => {
    let count = 0;
    try {
      while (!stopped) {
        const stale = await db
          .select({ id: blogPosts.id, slug: blogPosts.slug, content: blogPosts.content })
          .from(blogPosts)
          .where(or(isNull(blogPosts.contentRenderedWith), ne(blogPosts.contentRenderedWith, key)))
          .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.updatedAt))
          .limit(BACKFILL_BATCH);
        if (stale.length === 0) break;
        const rendered = await Promise.all(stale.map((post) => renderStoredSource(post, siteUrl)));
        if (stopped || isRenderThreadClosed()) return;
        if (rendered.every((body) => body === undefined)) {
          logger.warn({ rendered: count }, "the render threads are unavailable; rendering stored posts goes on at the next start");
          return;
        }
        await db.transaction(async (tx) => {
          for (const [index, post] of stale.entries()) {
            const body = rendered[index];
            if (body) await storeRenderedContent(tx, post.id, post.content, renderedColumns(body, siteUrl));
          }
        });
        count += stale.length;
      }
    } catch (error) {
      logger.warn({ err: error, rendered: count }, "rendering stored posts stopped; it goes on at the next start");
      return;
    }
    if (count > 0) logger.info({ rendered: count }, "stored posts rendered");
  })();
  return {
    stop() {
      stopped = true;
    },
    done,
  };
}
