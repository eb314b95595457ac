import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { leadDeliveries, leads, type DeliveryChannel, type Lead } from "#app/db/schema.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { crmPayload } from "#app/services/leads.server.ts";

/** Sends one lead on one channel; throws to have it retried later. `signal` aborts when the worker stops. */
export type LeadSender = (lead: Lead, attempt: number, signal?: AbortSignal) => Promise<void>;

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
  const channelList = sql.join(channels.map((channel) => sql`${channel}`), sql`, `);
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
    const stillOurs = and(
      eq(leadDeliveries.id, row.id),
      eq(leadDeliveries.attempts, row.attempts),
      eq(leadDeliveries.status, "pending"),
    );
    const [lead] = await db.select().from(leads).where(eq(leads.id, row.lead_id));
    const send = options.senders[row.channel];
    if (!lead || !send) continue;
    try {
      await send(lead, row.attempts, stop);
      await db
        .update(leadDeliveries)
        .set({ status: "delivered", deliveredAt: new Date(), lockedUntil: null, lastError: null })
        .where(stillOurs);
      delivered++;
    } catch (error) {
      if (stop.aborted) {
        await db.update(leadDeliveries).set({ lockedUntil: null }).where(stillOurs);
        logger.info({ leadId: row.lead_id, channel: row.channel }, "lead delivery cancelled by shutdown; its lease is released");
        break;
      }
      const delay = retryDelayMs(row.attempts, options.baseDelayMs, options.maxDelayMs);
      await db
        .update(leadDeliveries)
        .set({
          nextAttemptAt: new Date(Date.now() + delay),
          lockedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        })
        .where(stillOurs);
      logger.warn({ leadId: row.lead_id, channel: row.channel, attempt: row.attempts, retryInMs: delay, err: error }, "lead delivery failed");
      failed++;
    }
  }
  return { delivered, failed };
}

/** POSTs the lead as JSON to the CRM webhook; any non-2xx answer is a failure to retry. */
export function crmWebhookSender(webhookUrl: string, timeoutMs: number = OUTBOX.sendTimeoutMs): LeadSender {
  return async (lead, _attempt, stop) => {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": lead.id },
      body: JSON.stringify(crmPayload(lead)),
      signal: stop ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]) : AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`CRM webhook answered ${response.status}`);
  };
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
