import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { leadDeliveries, leadDeliveryAttempts, leads, type DeliveryChannel, type Lead, type LeadDeliveryAttempt } from "#app/db/schema.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { closeDestinationIncident, openDestinationIncident } from "#app/models/destination-incidents.server.ts";

/**
 * Sends one lead on one channel and answers the destination's HTTP status (none for e-mail);
 * throws to fail the attempt: a DeliveryFailure says whether to retry, any other error is retried.
 * `signal` aborts when the worker stops.
 */
export type LeadSender = (lead: Lead, attempt: number, signal?: AbortSignal) => Promise<{ httpStatus?: number }>;

/**
 * A failed send. `permanent` ones are not retried (the lead is marked failed until Retry now);
 * `destinationDown: false` is a refusal of this one lead, which says nothing about whether the
 * destination works, so it opens no incident.
 */
export class DeliveryFailure extends Error {
  readonly httpStatus: number | undefined;
  readonly permanent: boolean;
  readonly destinationDown: boolean;
  constructor(message: string, options: { httpStatus?: number; permanent: boolean; destinationDown?: boolean }) {
    super(message);
    this.name = "DeliveryFailure";
    this.httpStatus = options.httpStatus;
    this.permanent = options.permanent;
    this.destinationDown = options.destinationDown ?? true;
  }
}

export type OutboxOptions = {
  senders: Partial<Record<DeliveryChannel, LeadSender>>;
  batchSize?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  leaseMs?: number;
};

/** Delay before retry n (1-based): base, 2×base, 4×base… capped. */
export function retryDelayMs(attempt: number, baseDelayMs: number = OUTBOX.baseDelayMs, maxDelayMs: number = OUTBOX.maxDelayMs): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), maxDelayMs);
}

type ClaimedRow = { id: string; lead_id: string; channel: DeliveryChannel; attempts: number };

/**
 * Claims the next due row of the given channels: SKIP LOCKED so concurrent workers pick different
 * rows, and a lease covering this one send, so no one else takes the row while it is in flight.
 */
async function claimNext(db: Db, channels: DeliveryChannel[], leaseMs: number): Promise<ClaimedRow | undefined> {
  const channelList = sql.join(
    channels.map((channel) => sql`${channel}`),
    sql`, `,
  );
  const [row] = await queryRows<ClaimedRow>(
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

function recordAttempt(db: Db, row: ClaimedRow, attempt: Pick<LeadDeliveryAttempt, "outcome" | "httpStatus" | "error" | "nextAttemptAt">) {
  return db.insert(leadDeliveryAttempts).values({ deliveryId: row.id, ...attempt });
}

/**
 * One pass: claims due deliveries one at a time (up to the batch size), sends each and records
 * the outcome — only while the claim is still ours, so a late answer never overwrites another's.
 * When `stop` aborts, no further row is claimed and a send it cancels gives its lease back, so the
 * next instance retries it at once rather than when the lease runs out.
 */
export async function deliverDueLeads(
  db: Db,
  options: OutboxOptions,
  stop: AbortSignal = new AbortController().signal,
): Promise<{ delivered: number; failed: number }> {
  const channels = (Object.keys(options.senders) as DeliveryChannel[]).filter((channel) => options.senders[channel]);
  let delivered = 0;
  let failed = 0;
  if (channels.length === 0) return { delivered, failed };
  for (let n = 0; n < (options.batchSize ?? OUTBOX.batchSize) && !stop.aborted; n++) {
    const row = await claimNext(db, channels, options.leaseMs ?? OUTBOX.leaseMs);
    if (!row) break;
    // Every claim raises attempts, so an unchanged count means nobody has claimed the row since.
    const stillOurs = and(eq(leadDeliveries.id, row.id), eq(leadDeliveries.attempts, row.attempts), eq(leadDeliveries.status, "pending"));
    const [lead] = await db.select().from(leads).where(eq(leads.id, row.lead_id));
    const send = options.senders[row.channel];
    if (!lead || !send) continue;
    // Only the send is in question here: a failure to record its outcome is the database's, and
    // must not count against the destination.
    const sent = await send(lead, row.attempts, stop).then(
      (answer) => ({ ok: true as const, httpStatus: answer.httpStatus ?? null }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (sent.ok) {
      const [recorded] = await db
        .update(leadDeliveries)
        .set({ status: "delivered", deliveredAt: new Date(), lockedUntil: null, lastError: null })
        .where(stillOurs)
        .returning({ id: leadDeliveries.id });
      if (recorded) await recordAttempt(db, row, { outcome: "delivered", httpStatus: sent.httpStatus, error: null, nextAttemptAt: null });
      await closeDestinationIncident(db, row.channel);
      delivered++;
      continue;
    }
    const { error } = sent;
    if (stop.aborted) {
      await db.update(leadDeliveries).set({ lockedUntil: null }).where(stillOurs);
      logger.info({ leadId: row.lead_id, channel: row.channel }, "lead delivery cancelled by shutdown; its lease is released");
      break;
    }
    const failure = error instanceof DeliveryFailure ? error : null;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const nextAttemptAt = failure?.permanent ? null : new Date(Date.now() + retryDelayMs(row.attempts, options.baseDelayMs, options.maxDelayMs));
    const [recorded] = await db
      .update(leadDeliveries)
      .set({ ...(nextAttemptAt ? { nextAttemptAt } : { status: "failed" as const }), lockedUntil: null, lastError: message })
      .where(stillOurs)
      .returning({ id: leadDeliveries.id });
    if (recorded) {
      await recordAttempt(db, row, { outcome: nextAttemptAt ? "retry" : "failed", httpStatus: failure?.httpStatus ?? null, error: message, nextAttemptAt });
    }
    if (failure?.destinationDown !== false) await openDestinationIncident(db, row.channel, message);
    logger.warn(
      { leadId: row.lead_id, channel: row.channel, attempt: row.attempts, retryAt: nextAttemptAt, err: error },
      nextAttemptAt ? "lead delivery failed; it will be retried" : "lead delivery refused for good",
    );
    failed++;
  }
  return { delivered, failed };
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

export type OutboxWorker = { stop(): Promise<void> };

/**
 * Polls the outbox until stopped, going again at once after a full batch so a burst drains
 * quickly; stop() claims nothing more, cancels the send in flight (releasing its lease) and waits
 * for the pass to end.
 */
export function startOutboxWorker(db: Db, options: OutboxOptions & { pollIntervalMs?: number }): OutboxWorker {
  const stopping = new AbortController();
  let wake: (() => void) | undefined;
  const batchSize = options.batchSize ?? OUTBOX.batchSize;
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        const { delivered, failed } = await deliverDueLeads(db, options, stopping.signal);
        if (delivered + failed >= batchSize) continue;
      } catch (error) {
        logger.error({ err: error }, "lead outbox pass failed");
      }
      if (stopping.signal.aborted) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, options.pollIntervalMs ?? OUTBOX.pollIntervalMs).unref();
      });
    }
  })();
  return {
    async stop() {
      stopping.abort();
      wake?.();
      await loop;
    },
  };
}
