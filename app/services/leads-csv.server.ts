import type { Db } from "#app/db/client.server.ts";
import { leadTypeLabel, meetingTypeLabel, type LeadListFilters } from "#app/lib/admin-lead-filters.ts";
import { LEAD_STATUS_LABELS } from "#app/lib/lead-status.ts";
import { exportLeadsForAdmin, type ExportedLead } from "#app/models/admin-leads.server.ts";
import { csvDownloadStream, type CsvColumn } from "#app/services/csv-download.server.ts";

/** The export's columns: every field a lead stores, in the order an agent reads them. */
const COLUMNS: CsvColumn<ExportedLead>[] = [
  ["Received", (lead) => lead.createdAt.toISOString()],
  ["Type", (lead) => leadTypeLabel(lead.source)],
  ["First name", (lead) => lead.firstName],
  ["Last name", (lead) => lead.lastName],
  ["Email", (lead) => lead.email],
  ["Phone", (lead) => lead.phone],
  ["Meeting type", (lead) => meetingTypeLabel(lead.meetingType)],
  ["Message", (lead) => lead.message],
  ["Property address", (lead) => lead.details.propertyAddress],
  ["Home address", (lead) => lead.details.address],
  ["City", (lead) => lead.details.city],
  ["Beds", (lead) => lead.details.beds],
  ["Baths", (lead) => lead.details.baths],
  ["Square feet", (lead) => lead.details.squareFeet],
  ["Timeline", (lead) => lead.details.timeline],
  ["Page", (lead) => lead.pageUrl],
  ["Landing page", (lead) => lead.landingPage],
  ["Referrer", (lead) => lead.referrer],
  ["UTM source", (lead) => lead.utmSource],
  ["UTM medium", (lead) => lead.utmMedium],
  ["UTM campaign", (lead) => lead.utmCampaign],
  ["UTM term", (lead) => lead.utmTerm],
  ["UTM content", (lead) => lead.utmContent],
  ["Consent to calls and texts", (lead) => (lead.consentVersion ? (lead.consentGiven ? "yes" : "no") : "")],
  ["Consent wording version", (lead) => lead.consentVersion],
  ["IP address", (lead) => lead.ipAddress],
  ["User agent", (lead) => lead.userAgent],
  ["Repeat of lead", (lead) => lead.repeatOf],
  ["Delivery", (lead) => lead.delivery],
  ["Status", (lead) => LEAD_STATUS_LABELS[lead.status]],
  ["Follow-up date", (lead) => lead.followUpOn],
  ["Lead id", (lead) => lead.id],
];

/** The filtered leads as a CSV download (csvDownloadStream). */
export function leadsCsvStream(db: Db, filters: LeadListFilters): ReadableStream<Uint8Array> {
  return csvDownloadStream(COLUMNS, exportLeadsForAdmin(db, filters), "lead");
}
