import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { mailOutbox, type MailKind } from "#app/db/schema.ts";

// The one writer of `mail_outbox`: e-mails queued in the transaction that caused them, claimed
// and settled by the mail worker (app/services/mail-delivery.server.ts).

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

/** A mail claimed for one send: `attempts` counts this one. */
export type ClaimedMail = { id: string; kind: MailKind; to_address: string; subscriber_id: string | null; attempts: number };

/** Claims the next due e-mail, as the lead outbox claims a delivery: SKIP LOCKED and a lease for this one send. */
export async function claimNextMail(db: Db, leaseMs: number): Promise<ClaimedMail | undefined> {
  const [row] = await queryRows<ClaimedMail>(
    db,
    sql`UPDATE ${mailOutbox} SET
          locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
          attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM ${mailOutbox}
          WHERE status = 'pending' AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY next_attempt_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, to_address, subscriber_id, attempts`,
  );
  return row;
}

/** Every claim raises attempts, so an unchanged count means nobody has claimed the row since. */
const stillClaimed = (row: ClaimedMail) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), eq(mailOutbox.status, "pending"));

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
    .where(stillClaimed(row));
}
