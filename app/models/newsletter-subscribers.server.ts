import { eq, inArray, sql } from "drizzle-orm";
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

/** What became of an address the agent added: stored new, a pending one subscribed, or left as it was (subscribed already, or suppressed). */
export type ConsentedOutcome = "added" | "confirmed" | "unchanged";

/**
 * Subscribes addresses the agent has consent for (lower-cased, unique), in one statement: a new one
 * is stored subscribed, a pending one is subscribed, each with how consent was given and by whom;
 * a subscribed one stays as it is, and so does a suppressed one, which only a new confirmation
 * from the person re-subscribes.
 */
export async function addConsentedSubscribers(
  db: Db,
  addresses: readonly string[],
  consent: { note: string; addedBy: string },
): Promise<Map<string, ConsentedOutcome>> {
  const outcomes = new Map<string, ConsentedOutcome>(addresses.map((email) => [email, "unchanged"]));
  if (addresses.length === 0) return outcomes;
  const rows = await db
    .insert(newsletterSubscribers)
    .values(addresses.map((email) => ({ email, status: "subscribed" as const, consentNote: consent.note, addedBy: consent.addedBy, confirmedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: "subscribed",
        consentNote: consent.note,
        addedBy: consent.addedBy,
        confirmedAt: sql`now()`,
        pendingLead: null,
        updatedAt: sql`now()`,
      },
      setWhere: eq(newsletterSubscribers.status, "pending"),
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ email: newsletterSubscribers.email, inserted: sql<boolean>`xmax = 0` });
  for (const row of rows) outcomes.set(row.email, row.inserted ? "added" : "confirmed");
  return outcomes;
}

/** The stored status of each of these (lower-cased) addresses that is stored. */
export async function subscriberStatuses(db: Db, addresses: readonly string[]): Promise<Map<string, SubscriberStatus>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.email, [...addresses]));
  return new Map(rows.map((row) => [row.email, row.status]));
}

/** Deletes a subscriber; answers what the audit log keeps of it, or undefined when it was gone. */
export async function deleteSubscriber(db: Db, id: string): Promise<Pick<Subscriber, "status" | "leadId" | "subscribedAt"> | undefined> {
  const [deleted] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ status: newsletterSubscribers.status, leadId: newsletterSubscribers.leadId, subscribedAt: newsletterSubscribers.subscribedAt });
  return deleted;
}
