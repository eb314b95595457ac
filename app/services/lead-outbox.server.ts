import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { leadDeliveries, leads, type DeliveryChannel, type Lead } from "#app/db/schema.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import { logger } from "#app/services/logger.server.ts";
import { crmPayload } from "#app/services/leads.server.ts";

/** Sends one lead on one channel; throws to have it retried later. */
export type LeadSender = (lead: Lead, attempt: number) => Promise<void>;

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
 * Claims due rows of the given channels: SKIP LOCKED so concurrent workers pick disjoint rows,
 * and a lease so no one else takes a row while its send is in flight.
 */
async function claimDue(db: Db, channels: DeliveryChannel[], batchSize: number, leaseMs: number): Promise<ClaimedRow[]> {
  const channelList = sql.join(channels.map((channel) => sql`${channel}`), sql`, `);
  return queryRows<ClaimedRow>(
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
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, lead_id, channel, attempts`,
  );
}

/** One pass: claims due deliveries, sends each, and records the outcome. */
export async function deliverDueLeads(db: Db, options: OutboxOptions): Promise<{ delivered: number; failed: number }> {
  const channels = (Object.keys(options.senders) as DeliveryChannel[]).filter((channel) => options.senders[channel]);
  if (channels.length === 0) return { delivered: 0, failed: 0 };
  const claimed = await claimDue(db, channels, options.batchSize ?? OUTBOX.batchSize, options.leaseMs ?? OUTBOX.leaseMs);
  let delivered = 0;
  let failed = 0;
  for (const row of claimed) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, row.lead_id));
    const send = options.senders[row.channel];
    if (!lead || !send) continue;
    try {
      await send(lead, row.attempts);
      await db
        .update(leadDeliveries)
        .set({ status: "delivered", deliveredAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(leadDeliveries.id, row.id));
      delivered++;
    } catch (error) {
      const delay = retryDelayMs(row.attempts, options.baseDelayMs, options.maxDelayMs);
      await db
        .update(leadDeliveries)
        .set({
          nextAttemptAt: new Date(Date.now() + delay),
          lockedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        })
        .where(and(eq(leadDeliveries.id, row.id), eq(leadDeliveries.status, "pending")));
      logger.warn({ leadId: row.lead_id, channel: row.channel, attempt: row.attempts, retryInMs: delay, err: error }, "lead delivery failed");
      failed++;
    }
  }
  return { delivered, failed };
}

/** POSTs the lead as JSON to the CRM webhook; any non-2xx answer is a failure to retry. */
export function crmWebhookSender(webhookUrl: string, timeoutMs: number = OUTBOX.sendTimeoutMs): LeadSender {
  return async (lead) => {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": lead.id },
      body: JSON.stringify(crmPayload(lead)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`CRM webhook answered ${response.status}`);
  };
}

export type OutboxWorker = { stop(): Promise<void> };

/**
 * Polls the outbox until stopped, going again at once after a full batch so a burst drains
 * quickly; stop() waits for the pass in flight.
 */
export function startOutboxWorker(db: Db, options: OutboxOptions & { pollIntervalMs?: number }): OutboxWorker {
  let stopped = false;
  let wake: (() => void) | undefined;
  const batchSize = options.batchSize ?? OUTBOX.batchSize;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { delivered, failed } = await deliverDueLeads(db, options);
        if (delivered + failed >= batchSize) continue;
      } catch (error) {
        logger.error({ err: error }, "lead outbox pass failed");
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, options.pollIntervalMs ?? OUTBOX.pollIntervalMs).unref();
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
