import { and, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { MAIL_KINDS, mailOutbox, mailPacing, newsletterSends, newsletterSubscribers, type MailKind } from "#app/db/schema.ts";

// The one writer of `mail_outbox` and `mail_pacing`: e-mails queued in the transaction that caused
// them, claimed and settled by the mail worker (app/services/mail-delivery.server.ts).

export async function queueMail(db: Db, mail: { kind: MailKind; toAddress: string; subscriberId?: string }): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/** Cancels a subscriber's e-mails of `kind` not sent yet (a newer confirmation replaces the older). */
export async function cancelPendingMail(db: Db, subscriberId: string, kind: MailKind): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "cancelled", lockedUntil: null })
    .where(and(eq(mailOutbox.subscriberId, subscriberId), eq(mailOutbox.kind, kind), eq(mailOutbox.status, "pending")));
}

/**
 * Subscribers queued per statement: on the embedded database a statement holds the event loop
 * (5,000 rows in one held it for half a second, and cached pages waited); 100 hold it for about 10 ms.
 */
const QUEUE_BATCH = 100;

/**
 * Queues a send's newsletter: one e-mail per address subscribed at this moment, 100 addresses per
 * statement in the caller's transaction (5,000 rows are never held in memory), awaiting `between`
 * after each (the caller lets the event loop turn there). Calling it again queues nobody twice.
 * Answers how many e-mails the send has.
 */
export async function queueNewsletterMails(db: Db, sendId: string, between: () => Promise<void>): Promise<number> {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const [batch] = await queryRows<{ last: string | null; taken: number }>(
      db,
      sql`WITH batch AS (
            SELECT id, email FROM ${newsletterSubscribers}
            WHERE status = 'subscribed' AND id > ${after}::uuid
            ORDER BY id
            LIMIT ${QUEUE_BATCH}),
          queued AS (
            INSERT INTO ${mailOutbox} (kind, to_address, subscriber_id, send_id)
            SELECT 'newsletter', email, id, ${sendId} FROM batch
            ON CONFLICT (send_id, subscriber_id) DO NOTHING)
          SELECT max(id::text) AS last, count(*)::int AS taken FROM batch`,
    );
    if (!batch?.last || batch.taken < QUEUE_BATCH) break;
    after = batch.last;
    await between();
  }
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${mailOutbox} WHERE send_id = ${sendId}`);
  return row?.count ?? 0;
}

/** A send's cancelled: its e-mails not sent yet never will be (one in flight still settles as sent). */
export async function cancelSendMails(db: Db, sendId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "cancelled" })
    .where(and(eq(mailOutbox.sendId, sendId), eq(mailOutbox.status, "pending")));
}

/** A mail claimed for one send: `attempts` counts this one. */
export type ClaimedMail = { id: string; kind: MailKind; to_address: string; subscriber_id: string | null; send_id: string | null; attempts: number };

/** The e-mails to one visitor, claimed as they come; newsletters keep their own pace. */
const VISITOR_KINDS = MAIL_KINDS.filter((kind) => kind !== "newsletter");
const due = sql`status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())`;
const claim = (leaseMs: number) => sql`locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1`;
const claimed = sql`RETURNING id, kind, to_address, subscriber_id, send_id, attempts`;

/**
 * Claims the next due e-mail to one visitor (a confirmation), as the lead outbox claims a
 * delivery: SKIP LOCKED and a lease for this one send. Newsletters have their own pace.
 */
export async function claimNextMail(db: Db, leaseMs: number): Promise<ClaimedMail | undefined> {
  const [row] = await queryRows<ClaimedMail>(
    db,
    sql`UPDATE ${mailOutbox} SET ${claim(leaseMs)}
        WHERE id IN (
          SELECT id FROM ${mailOutbox}
          WHERE ${due} AND kind IN (${sql.join(
            VISITOR_KINDS.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          ORDER BY next_attempt_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        ${claimed}`,
  );
  return row;
}

/**
 * Claims up to `count` due newsletter e-mails of sends that are sending, when the shared pace
 * allows them now: the claim moves `mail_pacing` on by `count` × `intervalMs` in the same
 * statement, so every instance together keeps to NEWSLETTER_RATE_PER_MINUTE. None when none is
 * due or it is not time yet.
 */
export async function claimNewsletterMails(db: Db, leaseMs: number, intervalMs: number, count: number): Promise<ClaimedMail[]> {
  if (count < 1) return [];
  const sending = sql`send_id IN (SELECT id FROM ${newsletterSends} WHERE status = 'sending')`;
  return queryRows<ClaimedMail>(
    db,
    sql`WITH slot AS (
          UPDATE ${mailPacing} SET next_slot_at = greatest(next_slot_at, now()) + make_interval(secs => ${(count * intervalMs) / 1000})
          WHERE kind = 'newsletter' AND next_slot_at <= now()
            AND EXISTS (SELECT 1 FROM ${mailOutbox} WHERE ${due} AND kind = 'newsletter' AND ${sending})
          RETURNING 1)
        UPDATE ${mailOutbox} SET ${claim(leaseMs)}
        WHERE id IN (
          SELECT id FROM ${mailOutbox}
          WHERE ${due} AND kind = 'newsletter' AND ${sending} AND EXISTS (SELECT 1 FROM slot)
          ORDER BY next_attempt_at
          LIMIT ${count}
          FOR UPDATE SKIP LOCKED)
        ${claimed}`,
  );
}

/**
 * Every claim raises attempts, so an unchanged count means nobody has claimed the row since. An
 * e-mail its send's cancellation overtook while it was being sent is still recorded as sent.
 */
const stillClaimed = (row: ClaimedMail, sent: boolean) =>
  and(
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.attempts, row.attempts),
    sent ? inArray(mailOutbox.status, ["pending", "cancelled"]) : eq(mailOutbox.status, "pending"),
  );

/** Settles a claimed e-mail: sent, tried again at `retryAt`, failed for good or cancelled; only while the claim is ours. */
export async function settleMail(
  db: Db,
  row: ClaimedMail,
  outcome:
    | { status: "sent" }
    | { status: "retry"; retryAt: Date; error: string }
    | { status: "failed"; error: string }
    | { status: "cancelled" }
    | { status: "released" },
): Promise<void> {
  const change =
    outcome.status === "sent"
      ? { status: "sent" as const, sentAt: new Date(), lastError: null }
      : outcome.status === "retry"
        ? { nextAttemptAt: outcome.retryAt, lastError: outcome.error }
        : outcome.status === "failed"
          ? { status: "failed" as const, lastError: outcome.error }
          : outcome.status === "cancelled"
            ? { status: "cancelled" as const }
            : {};
  await db
    .update(mailOutbox)
    .set({ ...change, lockedUntil: null })
    .where(stillClaimed(row, outcome.status === "sent"));
}
