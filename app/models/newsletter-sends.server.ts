import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { blogPosts, mailOutbox, newsletterSends } from "#app/db/schema.ts";
import type { NewsletterContent, NewsletterSendStatus } from "#app/lib/newsletter-send-status.ts";

// The one writer of `newsletter_sends`: a post's send, made by its Publish, queued by the mail
// worker once the post is live, paused, resumed or cancelled by the agent.

export type NewsletterSend = typeof newsletterSends.$inferSelect;

/** Records that a post is to be e-mailed; nothing when it has a send already (a post is never sent twice). */
export async function addSend(db: Db, send: { postId: string; content: NewsletterContent; createdBy: string | null }): Promise<void> {
  await db.insert(newsletterSends).values(send).onConflictDoNothing({ target: newsletterSends.postId });
}

export async function readSendOfPost(db: Db, postId: string): Promise<NewsletterSend | undefined> {
  const [send] = await db.select().from(newsletterSends).where(eq(newsletterSends.postId, postId));
  return send;
}

/** What a send's letter depends on, read for every e-mail of it: its status and content, and its post's version (not the post). */
export async function readSendForLetter(
  db: Db,
  id: string,
): Promise<(Pick<NewsletterSend, "status" | "content" | "postId"> & { postVersion: number }) | undefined> {
  const [send] = await db
    .select({ status: newsletterSends.status, content: newsletterSends.content, postId: newsletterSends.postId, postVersion: blogPosts.version })
    .from(newsletterSends)
    .innerJoin(blogPosts, eq(blogPosts.id, newsletterSends.postId))
    .where(eq(newsletterSends.id, id));
  return send;
}

/**
 * A waiting send whose post is live now, moved to sending; its row stays locked until the
 * transaction ends, and a second instance skips it (then finds it sending).
 */
export async function takeDueSend(db: Db): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${newsletterSends} SET status = 'sending', queued_at = now()
        WHERE id = (
          SELECT s.id FROM ${newsletterSends} AS s JOIN ${blogPosts} AS p ON p.id = s.post_id
          WHERE s.status = 'waiting' AND p.published_at IS NOT NULL AND p.published_at <= now()
          ORDER BY s.created_at
          LIMIT 1
          FOR UPDATE OF s SKIP LOCKED)
        RETURNING id`,
  );
  return row?.id;
}

export async function setSendTotal(db: Db, id: string, total: number): Promise<void> {
  await db.update(newsletterSends).set({ total }).where(eq(newsletterSends.id, id));
}

/** Sends with no e-mail left to try are sent. */
export async function finishDrainedSends(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE ${newsletterSends} AS s SET status = 'sent', finished_at = now()
    WHERE s.status = 'sending' AND NOT EXISTS (SELECT 1 FROM ${mailOutbox} WHERE send_id = s.id AND status = 'pending')`);
}

/** Moves a send from one of `from` to `to`; false when it was in none of them (or is gone). */
export async function changeSendStatus(db: Db, id: string, from: readonly NewsletterSendStatus[], to: NewsletterSendStatus): Promise<boolean> {
  const changed = await db
    .update(newsletterSends)
    .set({ status: to, ...(to === "cancelled" ? { finishedAt: new Date() } : {}) })
    .where(and(eq(newsletterSends.id, id), inArray(newsletterSends.status, [...from])))
    .returning({ id: newsletterSends.id });
  return changed.length > 0;
}

/** A send as the admin lists it: its post, and its e-mails counted by state. */
export type SendProgress = NewsletterSend & {
  postTitle: string;
  postSlug: string;
  postPublishedAt: Date | null;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
};

/** The latest sends, newest first, each counted from its outbox rows (an index on send_id). */
export async function listSends(db: Db, limit: number): Promise<SendProgress[]> {
  const counted = (status: string) => sql<number>`(SELECT count(*)::int FROM ${mailOutbox} WHERE send_id = ${newsletterSends.id} AND status = ${status})`;
  return db
    .select({
      id: newsletterSends.id,
      postId: newsletterSends.postId,
      content: newsletterSends.content,
      status: newsletterSends.status,
      total: newsletterSends.total,
      createdBy: newsletterSends.createdBy,
      createdAt: newsletterSends.createdAt,
      queuedAt: newsletterSends.queuedAt,
      finishedAt: newsletterSends.finishedAt,
      postTitle: blogPosts.title,
      postSlug: blogPosts.slug,
      postPublishedAt: blogPosts.publishedAt,
      queued: counted("pending"),
      sent: counted("sent"),
      failed: counted("failed"),
      cancelled: counted("cancelled"),
    })
    .from(newsletterSends)
    .innerJoin(blogPosts, eq(blogPosts.id, newsletterSends.postId))
    .orderBy(desc(newsletterSends.createdAt))
    .limit(limit);
}
