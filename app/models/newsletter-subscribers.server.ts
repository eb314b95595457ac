import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import type { SubscriberStatus } from "#app/lib/subscriber-status.ts";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** The subscriber with this (lower-cased) address, locked until the transaction ends. */
export async function lockSubscriberByEmail(db: Db, email: string): Promise<Subscriber | undefined> {
  const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase())).for("update");
  return subscriber;
}

/** The subscriber with this id, locked until the transaction ends. */
export async function lockSubscriber(db: Db, id: string): Promise<Subscriber | undefined> {
  const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
  return subscriber;
}

export async function readSubscriber(db: Db, id: string): Promise<Subscriber | undefined> {
  const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return subscriber;
}

type SubscriptionRequest = { email: string; signupPage: string | null; pendingLead: Record<string, unknown>; requestedAt: Date };

/**
 * Stores a new address as pending, its confirmation asked for at `requestedAt`; undefined, storing
 * nothing, when the address is stored already (two first requests at once: one wins).
 */
export async function addPendingSubscriber(db: Db, request: SubscriptionRequest): Promise<Subscriber | undefined> {
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({
      email: request.email.toLowerCase(),
      signupPage: request.signupPage,
      pendingLead: request.pendingLead,
      confirmationRequestedAt: request.requestedAt,
    })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return subscriber;
}

/** A stored address asks again: a new confirmation at `requestedAt`, for the page and visit of this request. */
export async function renewConfirmationRequest(db: Db, id: string, request: Omit<SubscriptionRequest, "email">): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ signupPage: request.signupPage, pendingLead: request.pendingLead, confirmationRequestedAt: request.requestedAt, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, id));
}

/** The address confirmed: subscribed, linked to the lead its subscription made. */
export async function markSubscribed(db: Db, id: string, leadId: string | null, confirmedAt: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: "subscribed", confirmedAt, leadId, pendingLead: null, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, id));
}

/** Suppresses an address (unsubscribed, bounced or complained): it is never mailed again unless it confirms anew. */
export async function markSuppressed(db: Db, id: string, status: Exclude<SubscriberStatus, "pending" | "subscribed">): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, id));
}

/** Deletes the subscription a lead made (the lead is being forgotten). */
export async function deleteSubscriptionOfLead(db: Db, leadId: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.leadId, leadId));
}
