import type { Db } from "#app/db/client.server.ts";
import { SUBSCRIBER_STATUS_LABELS, type SubscriberListFilters } from "#app/lib/subscriber-status.ts";
import { exportSubscribersForAdmin, type AdminSubscriberRow } from "#app/models/admin-subscribers.server.ts";
import { csvDownloadStream, type CsvColumn } from "#app/services/csv-download.server.ts";

const COLUMNS: CsvColumn<AdminSubscriberRow>[] = [
  ["Email", (row) => row.email],
  ["Status", (row) => SUBSCRIBER_STATUS_LABELS[row.status]],
  ["Signed up", (row) => row.subscribedAt.toISOString()],
  ["Confirmed", (row) => row.confirmedAt?.toISOString()],
  ["Signed up on", (row) => row.signupPage],
  ["Consent given", (row) => row.consentNote],
  ["Added by", (row) => row.addedBy],
  ["Last change", (row) => row.updatedAt.toISOString()],
];

/** The filtered subscribers as a CSV download (csvDownloadStream). */
export function subscribersCsvStream(db: Db, filters: Pick<SubscriberListFilters, "q" | "status">): ReadableStream<Uint8Array> {
  return csvDownloadStream(COLUMNS, exportSubscribersForAdmin(db, filters), "subscriber");
}
