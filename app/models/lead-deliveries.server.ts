import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { leadDeliveries, leadDeliveryAttempts, type DeliveryChannel, type LeadDeliveryAttempt } from "#app/db/schema.ts";

// The one writer of `lead_deliveries` once a lead has stored them (leads.server.ts creates them
// with the lead) and of `lead_delivery_attempts`, the log of each send.

/** A delivery claimed for one send: `attempts` counts this one. */
export type ClaimedDelivery = { id: string; lead_id: string; channel: DeliveryChannel; attempts: number };

/**
 * Claims the next due row of the given channels: SKIP LOCKED so concurrent workers pick different
 * rows, and a lease covering this one send, so no one else takes the row while it is in flight.
 */
export async function claimNextDelivery(db: Db, channels: DeliveryChannel[], leaseMs: number): Promise<ClaimedDelivery | undefined> {
  const channelList = sql.join(
    channels.map((channel) => sql`${channel}`),
    sql`, `,
  );
  const [row] = await queryRows<ClaimedDelivery>(
    db,
    sql`UPDATE ${leadDeliveries} SET
          locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
          attempts = attempts + 1,
          last_attempt_at = now()
        WHERE id IN (
          SELECT id FROM ${leadDeliveries}
          WHERE status = 'pending' AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
            AND channel IN (${channelList})
          ORDER BY next_attempt_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id, lead_id, channel, attempts`,
  );
  return row;
}

/** Every claim raises attempts, so an unchanged count means nobody has claimed the row since. */
const stillClaimedBy = (row: ClaimedDelivery) =>
  and(eq(leadDeliveries.id, row.id), eq(leadDeliveries.attempts, row.attempts), eq(leadDeliveries.status, "pending"));

type AttemptOutcome = Pick<LeadDeliveryAttempt, "outcome" | "httpStatus" | "error" | "nextAttemptAt">;

/** Sets the row as `change` says and logs the attempt, only while the claim is still ours: a late answer never overwrites another's. */
async function settleClaim(db: Db, row: ClaimedDelivery, change: Partial<typeof leadDeliveries.$inferInsert>, attempt: AttemptOutcome): Promise<void> {
  const [recorded] = await db.update(leadDeliveries).set(change).where(stillClaimedBy(row)).returning({ id: leadDeliveries.id });
  if (recorded) await db.insert(leadDeliveryAttempts).values({ deliveryId: row.id, ...attempt });
}

export function recordDelivered(db: Db, row: ClaimedDelivery, httpStatus: number | null): Promise<void> {
  return settleClaim(
    db,
    row,
    { status: "delivered", deliveredAt: new Date(), lockedUntil: null, lastError: null },
    { outcome: "delivered", httpStatus, error: null, nextAttemptAt: null },
  );
}

/** A failed send: tried again at `nextAttemptAt`, or failed for good when it is null. */
export function recordFailedSend(
  db: Db,
  row: ClaimedDelivery,
  failure: { error: string; httpStatus: number | null; nextAttemptAt: Date | null },
): Promise<void> {
  const { error, httpStatus, nextAttemptAt } = failure;
  return settleClaim(
    db,
    row,
    { ...(nextAttemptAt ? { nextAttemptAt } : { status: "failed" as const }), lockedUntil: null, lastError: error },
    { outcome: nextAttemptAt ? "retry" : "failed", httpStatus, error, nextAttemptAt },
  );
}

/** Gives a claim back unsent (the worker is stopping), so the next instance tries the row at once. */
export async function releaseClaim(db: Db, row: ClaimedDelivery): Promise<void> {
  await db.update(leadDeliveries).set({ lockedUntil: null }).where(stillClaimedBy(row));
}

/**
 * Retry now: makes a lead's undelivered rows (of every destination, or of one) due at once, those
 * refused for good included. A row whose send is in flight keeps its claim. Answers how many rows.
 */
export async function retryLeadDeliveries(db: Db, leadId: string, channel?: DeliveryChannel): Promise<number> {
  const retried = await db
    .update(leadDeliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(leadDeliveries.leadId, leadId),
        ne(leadDeliveries.status, "delivered"),
        channel ? eq(leadDeliveries.channel, channel) : undefined,
        or(isNull(leadDeliveries.lockedUntil), lt(leadDeliveries.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: leadDeliveries.id });
  return retried.length;
}
