import { createElement } from "react";
import type { Db } from "#app/db/client.server.ts";
import { CONFIRMATION_SUBJECT, ConfirmationEmail } from "#app/emails/confirmation-email.tsx";
import type { EmailSender } from "#app/emails/email-frame.tsx";
import { OUTBOX } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { postPath } from "#app/lib/post-editor-rules.ts";
import { findPostById } from "#app/models/admin-posts.server.ts";
import { claimNewsletterMails, claimNextMail, settleMail, type ClaimedMail } from "#app/models/mail-outbox.server.ts";
import { readSendForLetter } from "#app/models/newsletter-sends.server.ts";
import { markSuppressed, readSubscriber } from "#app/models/newsletter-subscribers.server.ts";
import { startDrainingWorker, type DrainingWorker } from "#app/services/draining-worker.server.ts";
import { retryDelayMs } from "#app/services/lead-outbox.server.ts";
import { renderEmail } from "#app/emails/email-render.ts";
import { isHardBounce, type OutgoingMail, type VisitorMailSender } from "#app/services/mail.server.ts";
import { queueDueSends } from "#app/services/newsletter-queue.server.ts";
import { confirmationToken, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken } from "#app/services/newsletter-subscriptions.server.ts";
import { renderLetterOffThread } from "#app/services/render-thread.server.ts";

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
type LetterCache = Map<string, { version: number; letter: Letter }>;

/**
 * A worker's memory between passes: its letters, and when it last looked for sends to queue or
 * finish. A post going live is queued within SEND_CHECK_MS; on the embedded database every
 * statement holds the server's one thread, so the worker does not look every second.
 */
type MailWorkerState = { letters: LetterCache; sendsCheckedAt: number };
const SEND_CHECK_MS = 5_000;

/** A send's letter with a stand-in unsubscribe link; null when the send was cancelled or its post is gone. */
async function renderLetter(db: Db, sendId: string, options: MailDeliveryOptions, letters: LetterCache): Promise<Letter | null> {
  const send = await readSendForLetter(db, sendId);
  if (!send || send.status === "cancelled") {
    letters.delete(sendId);
    return null;
  }
  const cached = letters.get(sendId);
  if (cached?.version === send.postVersion) return cached.letter;
  const post = await findPostById(db, send.postId);
  if (!post) return null;
  // On a render thread: a whole post is as long as its author made it, and the server's thread serves pages.
  const parts = await renderLetterOffThread({
    sender: await options.sender(),
    post: { slug: post.slug, title: post.title, excerpt: post.excerpt, heroImageUrl: post.heroImageUrl, contentHtml: post.contentHtml },
    postUrl: `${options.siteUrl}${postPath(post.slug)}`,
    content: send.content,
    unsubscribeUrl: `${options.siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}/${UNSUBSCRIBE_STAND_IN}`,
  });
  const letter = { subject: post.title, ...parts };
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
 * One pass over the mail outbox: queues the sends whose post went live (every SEND_CHECK_MS), then
 * claims due e-mails up to the batch size: confirmations one at a time, then newsletters in one
 * claim at their shared pace (newsletterClaimSize), and sends each. A temporary failure is tried again later (the lead outbox's backoff); a 5xx to
 * RCPT TO fails the e-mail for good and marks the address bounced. Answers how many were handled.
 */
export async function deliverDueMail(
  db: Db,
  options: MailDeliveryOptions,
  stop: AbortSignal = new AbortController().signal,
  state: MailWorkerState = { letters: new Map(), sendsCheckedAt: Number.NEGATIVE_INFINITY },
): Promise<number> {
  if (performance.now() - state.sendsCheckedAt >= SEND_CHECK_MS) {
    await queueDueSends(db);
    state.sendsCheckedAt = performance.now();
  }
  const { letters } = state;
  const leaseMs = options.leaseMs ?? OUTBOX.leaseMs;
  const batch = options.batchSize ?? OUTBOX.batchSize;
  let handled = 0;
  while (handled < batch && !stop.aborted) {
    const row = await claimNextMail(db, leaseMs);
    if (!row) break;
    handled++;
    if (!(await deliver(db, row, options, stop, letters))) return handled;
  }
  if (handled >= batch || stop.aborted) return handled;
  const rate = options.newsletterRatePerMinute ?? 60;
  const newsletters = await claimNewsletterMails(db, leaseMs, 60_000 / rate, Math.min(newsletterClaimSize(rate), batch - handled));
  // Stopping: the e-mails claimed and not sent go back at once, for the next instance.
  const release = async (unsent: ClaimedMail[]) => {
    for (const row of unsent) await settleMail(db, row, { status: "released" });
  };
  for (const [index, row] of newsletters.entries()) {
    if (stop.aborted) {
      await release(newsletters.slice(index));
      break;
    }
    handled++;
    if (!(await deliver(db, row, options, stop, letters))) {
      await release(newsletters.slice(index + 1));
      break;
    }
  }
  return handled;
}

/**
 * How many newsletter e-mails one claim takes: about ten seconds' worth at the pace (1 to 50). On
 * the embedded database every statement holds the server's one thread, and the first after a pause
 * costs most: one claim for ten e-mails, not one a second, keeps cached pages quick during a send.
 */
export function newsletterClaimSize(ratePerMinute: number): number {
  return Math.min(50, Math.max(1, Math.round(ratePerMinute / 6)));
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
  const state: MailWorkerState = { letters: new Map(), sendsCheckedAt: Number.NEGATIVE_INFINITY };
  return startDrainingWorker((stop) => deliverDueMail(db, options, stop, state), {
    batchSize: options.batchSize ?? OUTBOX.batchSize,
    pollIntervalMs: options.pollIntervalMs ?? OUTBOX.pollIntervalMs,
    failure: "mail outbox pass failed",
  });
}
