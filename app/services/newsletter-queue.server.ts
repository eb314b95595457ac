import type { Db } from "#app/db/client.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { cancelSendMails, queueNewsletterMails } from "#app/models/mail-outbox.server.ts";
import { changeSendStatus, finishDrainedSends, setSendTotal, takeDueSend } from "#app/models/newsletter-sends.server.ts";
import { eventLoopSlices } from "#app/services/event-loop-slices.server.ts";

/**
 * Queues every send whose post has gone live (published now, or a scheduled post whose time has
 * come): in one transaction per send, it becomes sending and gets one e-mail per confirmed
 * subscriber, so a crash leaves it waiting with nothing queued, never half queued. Then marks the
 * sends with nothing left to try as sent. Within a transaction, the embedded database answers
 * statement after statement without a turn of the event loop, so it is given one between batches.
 */
export async function queueDueSends(db: Db): Promise<void> {
  for (;;) {
    const started = performance.now();
    const queued = await db.transaction(async (tx) => {
      const sendId = await takeDueSend(tx);
      if (!sendId) return null;
      const total = await queueNewsletterMails(tx, sendId, eventLoopSlices());
      await setSendTotal(tx, sendId, total);
      return { sendId, total };
    });
    if (!queued) break;
    logger.info({ ...queued, ms: Math.round(performance.now() - started) }, "newsletter queued");
  }
  await finishDrainedSends(db);
}

/** What the agent can do to a send, and from which states. */
export const SEND_ACTIONS = {
  pause: { from: ["sending"], to: "paused" },
  resume: { from: ["paused"], to: "sending" },
  cancel: { from: ["sending", "waiting", "paused"], to: "cancelled" },
} as const;
export type SendAction = keyof typeof SEND_ACTIONS;

/**
 * Pauses, resumes or cancels a send; false when its state does not allow it (it finished
 * meanwhile). Cancelling also cancels the e-mails not sent yet; a send waiting for its scheduled
 * post can be cancelled, not paused.
 */
export async function changeSend(db: Db, id: string, action: SendAction): Promise<boolean> {
  const { from, to } = SEND_ACTIONS[action];
  return db.transaction(async (tx) => {
    const changed = await changeSendStatus(tx, id, from, to);
    if (changed && action === "cancel") await cancelSendMails(tx, id);
    return changed;
  });
}
