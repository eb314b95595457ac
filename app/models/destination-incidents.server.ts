import { and, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { destinationIncidents, leadDeliveries, type DeliveryChannel } from "#app/db/schema.ts";
import { DESTINATION_ALERT_AFTER_MS } from "#app/lib/constants.ts";

/*
 * The destination_incidents table's one writer (issue 15 point 3): a destination's incident opens
 * at the first failed send, ends at the next delivery, and once it is 30 minutes old the admin
 * shows a banner and the agent gets one e-mail (app/services/destination-alerts.server.ts).
 */

export type DestinationIncident = { channel: DeliveryChannel; failingSince: Date; lastError: string | null };

export async function openDestinationIncident(db: Db, channel: DeliveryChannel, lastError: string): Promise<void> {
  await db.insert(destinationIncidents).values({ channel, lastError }).onConflictDoUpdate({ target: destinationIncidents.channel, set: { lastError } });
}

export async function closeDestinationIncident(db: Db, channel: DeliveryChannel): Promise<void> {
  await db.delete(destinationIncidents).where(eq(destinationIncidents.channel, channel));
}

/**
 * Failing for 30 minutes, and still holding a lead back: an incident whose failed leads were all
 * deleted (or delivered by Retry now on another channel's pass) is over.
 */
const longAndOpen = (now: Date) =>
  and(
    lt(destinationIncidents.failingSince, new Date(now.getTime() - DESTINATION_ALERT_AFTER_MS)),
    sql`EXISTS (SELECT 1 FROM ${leadDeliveries} WHERE ${leadDeliveries.channel} = ${destinationIncidents.channel}
      AND ${leadDeliveries.status} <> 'delivered' AND ${leadDeliveries.attempts} > 0)`,
  );

/** At start-up: a destination no longer configured has no incident (nothing is sent to it). */
export async function closeIncidentsOfUnconfiguredDestinations(db: Db, configured: DeliveryChannel[]): Promise<void> {
  await db.delete(destinationIncidents).where(configured.length > 0 ? notInArray(destinationIncidents.channel, configured) : undefined);
}

/** The incidents the admin's banner names: destinations failing for 30 minutes or more. */
export async function longDestinationIncidents(db: Db, now = new Date()): Promise<DestinationIncident[]> {
  return db
    .select({ channel: destinationIncidents.channel, failingSince: destinationIncidents.failingSince, lastError: destinationIncidents.lastError })
    .from(destinationIncidents)
    .where(longAndOpen(now))
    .orderBy(destinationIncidents.failingSince);
}

/**
 * Takes the incidents due an e-mail, marking them alerted in the same statement, so of several
 * instances exactly one sends each.
 */
export async function claimIncidentsDueAlert(db: Db, now = new Date()): Promise<DestinationIncident[]> {
  return db
    .update(destinationIncidents)
    .set({ alertedAt: sql`now()` })
    .where(and(isNull(destinationIncidents.alertedAt), longAndOpen(now)))
    .returning({ channel: destinationIncidents.channel, failingSince: destinationIncidents.failingSince, lastError: destinationIncidents.lastError });
}

/** An incident whose e-mail failed, due again at the next pass. */
export async function releaseIncidentAlert(db: Db, channel: DeliveryChannel): Promise<void> {
  await db.update(destinationIncidents).set({ alertedAt: null }).where(eq(destinationIncidents.channel, channel));
}
