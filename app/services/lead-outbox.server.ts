import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { leads, type DeliveryChannel, type Lead } from "#app/db/schema.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { closeDestinationIncident, openDestinationIncident } from "#app/models/destination-incidents.server.ts";
import { startDrainingWorker, type DrainingWorker } from "#app/services/draining-worker.server.ts";
import { claimNextDelivery, recordDelivered, recordFailedSend, releaseClaim } from "#app/models/lead-deliveries.server.ts";

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

/**
 * One pass: claims due deliveries one at a time (up to the batch size), sends each and records
 * the outcome (lead-deliveries.server.ts: only while the claim is still ours).
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
    const row = await claimNextDelivery(db, channels, options.leaseMs ?? OUTBOX.leaseMs);
    if (!row) break;
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
      await recordDelivered(db, row, sent.httpStatus);
      await closeDestinationIncident(db, row.channel);
      delivered++;
      continue;
    }
    const { error } = sent;
    if (stop.aborted) {
      await releaseClaim(db, row);
      logger.info({ leadId: row.lead_id, channel: row.channel }, "lead delivery cancelled by shutdown; its lease is released");
      break;
    }
    const failure = error instanceof DeliveryFailure ? error : null;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const nextAttemptAt = failure?.permanent ? null : new Date(Date.now() + retryDelayMs(row.attempts, options.baseDelayMs, options.maxDelayMs));
    await recordFailedSend(db, row, { error: message, httpStatus: failure?.httpStatus ?? null, nextAttemptAt });
    if (failure?.destinationDown !== false) await openDestinationIncident(db, row.channel, message);
    logger.warn(
      { leadId: row.lead_id, channel: row.channel, attempt: row.attempts, retryAt: nextAttemptAt, err: error },
      nextAttemptAt ? "lead delivery failed; it will be retried" : "lead delivery refused for good",
    );
    failed++;
  }
  return { delivered, failed };
}

/** Polls the outbox until stopped (startDrainingWorker); stop() claims nothing more and cancels the send in flight, releasing its lease. */
export function startOutboxWorker(db: Db, options: OutboxOptions & { pollIntervalMs?: number }): DrainingWorker {
  return startDrainingWorker(
    async (stop) => {
      const { delivered, failed } = await deliverDueLeads(db, options, stop);
      return delivered + failed;
    },
    { batchSize: options.batchSize ?? OUTBOX.batchSize, pollIntervalMs: options.pollIntervalMs ?? OUTBOX.pollIntervalMs, failure: "lead outbox pass failed" },
  );
}
