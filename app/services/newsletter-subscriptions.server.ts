import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";
import type { DeliveryChannel } from "#app/db/schema.ts";
import { NEWSLETTER_CONFIRMATION } from "#app/lib/constants.ts";
import { recordLead, type NewLead } from "#app/models/leads.server.ts";
import { cancelPendingMail, queueMail } from "#app/models/mail-outbox.server.ts";
import {
  addPendingSubscriber,
  lockSubscriber,
  lockSubscriberByEmail,
  markSubscribed,
  markSuppressed,
  readSubscriber,
  renewConfirmationRequest,
  type Subscriber,
} from "#app/models/newsletter-subscribers.server.ts";

/** The path of a confirmation link, the token's own segment last. */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
/** The path of a newsletter's unsubscribe link (List-Unsubscribe), the token's own segment last. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

const hmac = (secret: string, purpose: string, ...parts: Array<string | number>) =>
  createHmac("sha256", secret)
    .update([purpose, ...parts].join("\n"))
    .digest("base64url");
const signature = (secret: string, subscriberId: string, requestedAtMs: number) => hmac(secret, "newsletter-confirmation", subscriberId, requestedAtMs);

/** Whether any SESSION_SECRET made `given` over the same data: secrets can rotate without breaking links. */
function signedBySite(secrets: readonly string[], given: string, sign: (secret: string) => string): boolean {
  const givenBytes = Buffer.from(given);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(secret));
    return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes);
  });
}

/**
 * The token of a subscriber's latest confirmation link: their id and when that confirmation was
 * asked for, signed with the first SESSION_SECRET. A link of an earlier request no longer confirms.
 */
export function confirmationToken(secrets: readonly string[], subscriber: Pick<Subscriber, "id" | "confirmationRequestedAt">): string {
  const requestedAtMs = subscriber.confirmationRequestedAt?.getTime() ?? 0;
  return `${subscriber.id}.${requestedAtMs}.${signature(secrets[0] ?? "", subscriber.id, requestedAtMs)}`;
}

/** The subscriber and request a token names, when any SESSION_SECRET signed it and it has not expired. */
export function readConfirmationToken(secrets: readonly string[], token: string, now: Date): { subscriberId: string; requestedAt: Date } | null {
  const [subscriberId = "", requestedAt = "", given = ""] = token.split(".");
  const requestedAtMs = Number(requestedAt);
  if (!/^[0-9a-f-]{36}$/.test(subscriberId) || !/^\d{1,15}$/.test(requestedAt) || now.getTime() - requestedAtMs > NEWSLETTER_CONFIRMATION.validMs) return null;
  const signed = signedBySite(secrets, given, (secret) => signature(secret, subscriberId, requestedAtMs));
  return signed ? { subscriberId, requestedAt: new Date(requestedAtMs) } : null;
}

/**
 * A visitor asks to subscribe. A new address is stored as pending and sent a confirmation; a
 * pending or suppressed one is sent a new confirmation unless it was sent one within the hour; a
 * subscribed one gets nothing. The visitor's answer is the same in every case, so the form tells
 * no one whether an address is on the list.
 */
export async function requestSubscription(db: Db, lead: NewLead, now: Date = new Date()): Promise<void> {
  const request = { email: lead.email, signupPage: lead.pageUrl, pendingLead: { ...lead }, requestedAt: now };
  await db.transaction(async (tx) => {
    const added = await addPendingSubscriber(tx, request);
    if (added) {
      await queueMail(tx, { kind: "confirmation", toAddress: added.email, subscriberId: added.id });
      return;
    }
    const stored = await lockSubscriberByEmail(tx, lead.email);
    if (!stored || stored.status === "subscribed") return;
    const lastRequest = stored.confirmationRequestedAt?.getTime() ?? 0;
    if (now.getTime() - lastRequest < NEWSLETTER_CONFIRMATION.minIntervalMs) return;
    await renewConfirmationRequest(tx, stored.id, request);
    await cancelPendingMail(tx, stored.id, "confirmation");
    await queueMail(tx, { kind: "confirmation", toAddress: stored.email, subscriberId: stored.id });
  });
}

/** What a confirmation link leads to: a button that confirms, the news that it is done, or nothing valid. */
export type ConfirmationState = "confirmable" | "subscribed" | "invalid";

/** Whether `token` is a link that confirms (read only: a mail scanner that follows it changes nothing). */
export async function confirmationState(db: Db, secrets: readonly string[], token: string, now: Date = new Date()): Promise<ConfirmationState> {
  const named = readConfirmationToken(secrets, token, now);
  if (!named) return "invalid";
  const subscriber = await readSubscriber(db, named.subscriberId);
  return stateOf(subscriber, named.requestedAt);
}

function stateOf(subscriber: Subscriber | undefined, requestedAt: Date): ConfirmationState {
  if (!subscriber) return "invalid";
  if (subscriber.status === "subscribed") return "subscribed";
  return subscriber.confirmationRequestedAt?.getTime() === requestedAt.getTime() ? "confirmable" : "invalid";
}

/**
 * Confirms the subscription a token names: the address is subscribed, and the newsletter lead of
 * the visit that asked is recorded for the CRM, in one transaction. Confirming twice is not an error.
 */
export async function confirmSubscription(
  db: Db,
  secrets: readonly string[],
  token: string,
  channels: readonly DeliveryChannel[],
  now: Date = new Date(),
): Promise<ConfirmationState> {
  const named = readConfirmationToken(secrets, token, now);
  if (!named) return "invalid";
  return db.transaction(async (tx) => {
    const subscriber = await lockSubscriber(tx, named.subscriberId);
    const state = stateOf(subscriber, named.requestedAt);
    if (state !== "confirmable" || !subscriber) return state;
    const lead = subscriber.pendingLead ? await recordLead(tx, subscriber.pendingLead as NewLead, channels) : null;
    await markSubscribed(tx, subscriber.id, lead?.id ?? null, now);
    await cancelPendingMail(tx, subscriber.id, "confirmation");
    return "subscribed";
  });
}

/** A subscriber's unsubscribe token: their id, signed. It never expires (RFC 8058 links must keep working). */
export function unsubscribeToken(secrets: readonly string[], subscriberId: string): string {
  return `${subscriberId}.${hmac(secrets[0] ?? "", "newsletter-unsubscribe", subscriberId)}`;
}

/** The subscriber an unsubscribe token names, when the site signed it. */
export function readUnsubscribeToken(secrets: readonly string[], token: string): string | null {
  const [subscriberId = "", given = ""] = token.split(".");
  if (!/^[0-9a-f-]{36}$/.test(subscriberId)) return null;
  return signedBySite(secrets, given, (secret) => hmac(secret, "newsletter-unsubscribe", subscriberId)) ? subscriberId : null;
}

/**
 * One-click unsubscribe (RFC 8058): the address is unsubscribed at once and mailed nothing more,
 * unless it subscribes again and confirms. A bounced or complained address keeps that status, and
 * an address forgotten meanwhile is on no list: both are "unsubscribed" to the reader.
 */
export async function unsubscribe(db: Db, secrets: readonly string[], token: string): Promise<"unsubscribed" | "invalid"> {
  const subscriberId = readUnsubscribeToken(secrets, token);
  if (!subscriberId) return "invalid";
  await db.transaction(async (tx) => {
    const subscriber = await lockSubscriber(tx, subscriberId);
    if (subscriber && (subscriber.status === "subscribed" || subscriber.status === "pending")) {
      await markSuppressed(tx, subscriber.id, "unsubscribed");
      await cancelPendingMail(tx, subscriber.id, "confirmation");
    }
  });
  return "unsubscribed";
}
