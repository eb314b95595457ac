import { createElement } from "react";
import type { Db } from "#app/db/client.server.ts";
import { CONFIRMATION_SUBJECT, ConfirmationEmail } from "#app/emails/confirmation-email.tsx";
import type { EmailSender } from "#app/emails/email-frame.tsx";
import { NewsletterEmail } from "#app/emails/newsletter-email.tsx";
import { OUTBOX } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { postPath } from "#app/lib/post-editor-rules.ts";
import { findPostById } from "#app/models/admin-posts.server.ts";
import { claimNextMail, claimNextNewsletterMail, settleMail, type ClaimedMail } from "#app/models/mail-outbox.server.ts";
import { readSend } from "#app/models/newsletter-sends.server.ts";
import { markSuppressed, readSubscriber } from "#app/models/newsletter-subscribers.server.ts";
import { startDrainingWorker, type DrainingWorker } from "#app/services/draining-worker.server.ts";
import { retryDelayMs } from "#app/services/lead-outbox.server.ts";
import { isHardBounce, renderEmail, type OutgoingMail, type VisitorMailSender } from "#app/services/mail.server.ts";
import { queueDueSends } from "#app/services/newsletter-queue.server.ts";
import { confirmationToken, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken } from "#app/services/newsletter-subscriptions.server.ts";

export type MailDeliveryOptions = {
  send: VisitorMailSender;
  siteUrl: string;
  /** SESSION_SECRET's values, which sign the confirmation links. */
  secrets: readonly string[];
  /** The settings of the moment, for the e-mails' footer. */
  sender: () => Promise<EmailSender>;
  /** NEWSLETTER_RATE_PER_MINUTE: how many newsletter e-mails every instance together sends a minute. */
  newsletterRatePerMinute?: number;
  batchSize?: number;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
};

/** A send's letter, rendered once for every reader: each reader's unsubscribe link replaces the stand-in. */
type Letter = { subject: string; html: string; text: string };
const UNSUBSCRIBE_STAND_IN = "unsubscribe-token-of-the-reader";
/**
 * The letters a worker has rendered, by send, each for the post's version it was rendered from: a
 * send is rendered once, not once per reader, and again only if its post is edited meanwhile.
 */
export type LetterCache = Map<string, { version: number; letter: Letter }>;

/** A send's letter with a stand-in unsubscribe link; null when the send was cancelled or its post is gone. */
async function renderLetter(db: Db, sendId: string, options: MailDeliveryOptions, letters: LetterCache): Promise<Letter | null> {
  const send = await readSend(db, sendId);
  const post = send && send.status !== "cancelled" ? await findPostById(db, send.postId) : undefined;
  if (!send || !post) {
    letters.delete(sendId);
    return null;
  }
  const cached = letters.get(sendId);
  if (cached?.version === post.version) return cached.letter;
  const email = createElement(NewsletterEmail, {
    sender: await options.sender(),
    post,
    postUrl: `${options.siteUrl}${postPath(post.slug)}`,
    content: send.content,
    unsubscribeUrl: `${options.siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}/${UNSUBSCRIBE_STAND_IN}`,
  });
  const letter = { subject: post.title, ...(await renderEmail(email)) };
  letters.set(sendId, { version: post.version, letter });
  return letter;
}

/** The e-mail a queued row stands for, as of now; null when it is no longer wanted (confirmed meanwhile, unsubscribed, its send cancelled). */
async function compose(db: Db, row: ClaimedMail, options: MailDeliveryOptions, letters: LetterCache): Promise<OutgoingMail | null> {
  const subscriber = row.subscriber_id ? await readSubscriber(db, row.subscriber_id) : undefined;
  if (!subscriber) return null;
  if (row.kind === "newsletter") {
    if (subscriber.status !== "subscribed" || !row.send_id) return null;
    const letter = await renderLetter(db, row.send_id, options, letters);
    if (!letter) return null;
    // The token is letters, digits, "-", "_" and ".": the same in HTML and in text.
    const token = unsubscribeToken(options.secrets, subscriber.id);
    const unsubscribeUrl = `${options.siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}/${token}`;
    return {
      to: row.to_address,
      subject: letter.subject,
      html: letter.html.replaceAll(UNSUBSCRIBE_STAND_IN, token),
      text: letter.text.replaceAll(UNSUBSCRIBE_STAND_IN, token),
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  }
  if (subscriber.status === "subscribed") return null;
  const confirmUrl = `${options.siteUrl}${NEWSLETTER_CONFIRM_PATH}/${confirmationToken(options.secrets, subscriber)}`;
  const parts = await renderEmail(createElement(ConfirmationEmail, { sender: await options.sender(), confirmUrl }));
  return { to: row.to_address, subject: CONFIRMATION_SUBJECT, ...parts };
}

/**
 * One pass over the mail outbox: queues the sends whose post went live, then claims due e-mails
 * one at a time (up to the batch size), confirmations first and newsletters at their shared pace,
 * and sends each. A temporary failure is tried again later (the lead outbox's backoff); a 5xx to
 * RCPT TO fails the e-mail for good and marks the address bounced. Answers how many were handled.
 */
export async function deliverDueMail(
  db: Db,
  options: MailDeliveryOptions,
  stop: AbortSignal = new AbortController().signal,
  letters: LetterCache = new Map(),
): Promise<number> {
  await queueDueSends(db);
  const leaseMs = options.leaseMs ?? OUTBOX.leaseMs;
  const newsletterIntervalMs = 60_000 / (options.newsletterRatePerMinute ?? 60);
  const claimNext = async () => (await claimNextMail(db, leaseMs)) ?? (await claimNextNewsletterMail(db, leaseMs, newsletterIntervalMs));
  let handled = 0;
  for (; handled < (options.batchSize ?? OUTBOX.batchSize) && !stop.aborted; handled++) {
    const row = await claimNext();
    if (!row) break;
    if (!(await deliver(db, row, options, stop, letters))) break;
  }
  return handled;
}

/** Sends one claimed e-mail and settles it; false when the worker is stopping and released it. */
async function deliver(db: Db, row: ClaimedMail, options: MailDeliveryOptions, stop: AbortSignal, letters: LetterCache): Promise<boolean> {
  const mail = await compose(db, row, options, letters);
  if (!mail) {
    await settleMail(db, row, { status: "cancelled" });
    return true;
  }
  try {
    await options.send(mail);
    await settleMail(db, row, { status: "sent" });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    if (stop.aborted) {
      await settleMail(db, row, { status: "released" });
      return false;
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
  return true;
}

/** Sends the mail outbox until stopped (startDrainingWorker). */
export function startMailDelivery(db: Db, options: MailDeliveryOptions & { pollIntervalMs?: number }): DrainingWorker {
  const letters: LetterCache = new Map();
  return startDrainingWorker((stop) => deliverDueMail(db, options, stop, letters), {
    batchSize: options.batchSize ?? OUTBOX.batchSize,
    pollIntervalMs: options.pollIntervalMs ?? OUTBOX.pollIntervalMs,
    failure: "mail outbox pass failed",
  });
}
