import { createElement } from "react";
import type { Db } from "#app/db/client.server.ts";
import { CONFIRMATION_SUBJECT, ConfirmationEmail } from "#app/emails/confirmation-email.tsx";
import type { EmailSender } from "#app/emails/email-frame.tsx";
import { OUTBOX } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { claimNextMail, settleMail, type ClaimedMail } from "#app/models/mail-outbox.server.ts";
import { markSuppressed, readSubscriber } from "#app/models/newsletter-subscribers.server.ts";
import { startDrainingWorker, type DrainingWorker } from "#app/services/draining-worker.server.ts";
import { retryDelayMs } from "#app/services/lead-outbox.server.ts";
import { isHardBounce, renderEmail, type OutgoingMail, type VisitorMailSender } from "#app/services/mail.server.ts";
import { confirmationToken, NEWSLETTER_CONFIRM_PATH } from "#app/services/newsletter-subscriptions.server.ts";

export type MailDeliveryOptions = {
  send: VisitorMailSender;
  siteUrl: string;
  /** SESSION_SECRET's values, which sign the confirmation links. */
  secrets: readonly string[];
  /** The settings of the moment, for the e-mails' footer. */
  sender: () => Promise<EmailSender>;
  batchSize?: number;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
};

/** The e-mail a queued row stands for, as of now; null when it is no longer wanted (the address has confirmed meanwhile). */
async function compose(db: Db, row: ClaimedMail, options: MailDeliveryOptions): Promise<OutgoingMail | null> {
  const subscriber = row.subscriber_id ? await readSubscriber(db, row.subscriber_id) : undefined;
  if (!subscriber || subscriber.status === "subscribed") return null;
  const confirmUrl = `${options.siteUrl}${NEWSLETTER_CONFIRM_PATH}/${confirmationToken(options.secrets, subscriber)}`;
  const parts = await renderEmail(createElement(ConfirmationEmail, { sender: await options.sender(), confirmUrl }));
  return { to: row.to_address, subject: CONFIRMATION_SUBJECT, ...parts };
}

/**
 * One pass over the mail outbox: claims due e-mails one at a time (up to the batch size) and sends
 * each. A temporary failure is tried again later (the lead outbox's backoff); a 5xx to RCPT TO
 * fails the e-mail for good and marks the address bounced. Answers how many were handled.
 */
export async function deliverDueMail(db: Db, options: MailDeliveryOptions, stop: AbortSignal = new AbortController().signal): Promise<number> {
  let handled = 0;
  for (; handled < (options.batchSize ?? OUTBOX.batchSize) && !stop.aborted; handled++) {
    const row = await claimNextMail(db, options.leaseMs ?? OUTBOX.leaseMs);
    if (!row) break;
    const mail = await compose(db, row, options);
    if (!mail) {
      await settleMail(db, row, { status: "cancelled" });
      continue;
    }
    try {
      await options.send(mail);
      await settleMail(db, row, { status: "sent" });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      if (stop.aborted) {
        await settleMail(db, row, { status: "released" });
        break;
      }
      if (isHardBounce(error)) {
        await settleMail(db, row, { status: "failed", error: message });
        if (row.subscriber_id) await markSuppressed(db, row.subscriber_id, "bounced");
        logger.warn({ mailId: row.id, kind: row.kind }, "an e-mail's address was refused for good; it is marked bounced");
      } else {
        const retryAt = new Date(Date.now() + retryDelayMs(row.attempts, options.baseDelayMs, options.maxDelayMs));
        await settleMail(db, row, { status: "retry", retryAt, error: message });
        logger.warn({ mailId: row.id, kind: row.kind, attempt: row.attempts, retryAt, err: error }, "an e-mail could not be sent; it will be tried again");
      }
    }
  }
  return handled;
}

/** Sends the mail outbox until stopped (startDrainingWorker). */
export function startMailDelivery(db: Db, options: MailDeliveryOptions & { pollIntervalMs?: number }): DrainingWorker {
  return startDrainingWorker((stop) => deliverDueMail(db, options, stop), {
    batchSize: options.batchSize ?? OUTBOX.batchSize,
    pollIntervalMs: options.pollIntervalMs ?? OUTBOX.pollIntervalMs,
    failure: "mail outbox pass failed",
  });
}
