import type { Db } from "#app/db/client.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { claimIncidentsDueAlert, releaseIncidentAlert, type DestinationIncident } from "#app/models/destination-incidents.server.ts";
import { startPeriodicTask } from "#app/services/periodic-task.server.ts";

/**
 * Sends the e-mail of each incident due one (app/models/destination-incidents.server.ts); a send
 * that fails gives its incident back for the next pass.
 */
export async function alertLongIncidents(db: Db, send: (incident: DestinationIncident) => Promise<void>, now = new Date()): Promise<number> {
  const due = await claimIncidentsDueAlert(db, now);
  for (const incident of due) {
    try {
      await send(incident);
    } catch (error) {
      logger.warn({ channel: incident.channel, err: error }, "the destination alert e-mail failed; it is tried again");
      await releaseIncidentAlert(db, incident.channel);
    }
  }
  return due.length;
}

/** Checks for incidents due an e-mail every minute until stopped. */
export function startDestinationAlerts(db: Db, send: (incident: DestinationIncident) => Promise<void>, intervalMs = 60_000): { stop(): Promise<void> } {
  return startPeriodicTask(() => alertLongIncidents(db, send), intervalMs, "destination alert pass failed");
}
