import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";

/** Stores an address (lower-cased) as a subscriber; undefined, storing nothing, when it is one already. */
export async function addSubscriber(db: Db, email: string): Promise<string | undefined> {
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return subscriber?.id;
}

/** Links a subscriber to the lead their subscription made. */
export async function linkSubscriberToLead(db: Db, subscriberId: string, leadId: string): Promise<void> {
  await db.update(newsletterSubscribers).set({ leadId }).where(eq(newsletterSubscribers.id, subscriberId));
}

/** Deletes the subscription a lead made (the lead is being forgotten). */
export async function deleteSubscriptionOfLead(db: Db, leadId: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.leadId, leadId));
}
