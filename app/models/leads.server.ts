import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { preparedRows } from "#app/db/prepared.server.ts";
import { leadDeliveries, leads, type DeliveryChannel, type Lead, type LeadDetails } from "#app/db/schema.ts";
import { leadTypeLabel } from "#app/lib/admin-lead-filters.ts";
import { LEAD_RECEIPT_MIN_INTERVAL_SECONDS } from "#app/lib/constants.ts";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#app/lib/lead-status.ts";
import type { VisitAttribution } from "#app/lib/visit-attribution.ts";
import { LEAD_DELETED, LEAD_STATUS_CHANGED } from "#app/models/admin-leads.server.ts";
import { deleteAuditEntries, recordAuditEntry } from "#app/models/audit-log.server.ts";
import { deleteSubscriptionOfLead } from "#app/models/newsletter-subscribers.server.ts";

// The one writer of `leads`. A lead's outbox rows (`lead_deliveries`) are created with it, in the
// same statement (the prepared fast path); lead-deliveries.server.ts changes them afterwards.

export type LeadSource = "contact-dialog" | "property-inquiry" | "newsletter" | "home-value" | "accessibility";

/** Where the visit that sent a lead began (the attribution cookie), and the request it came in. */
export type LeadVisit = VisitAttribution & { ipAddress: string | null; userAgent: string | null };

export type NewLead = LeadVisit & {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  meetingType: string;
  message: string;
  source: LeadSource;
  details: LeadDetails;
  pageUrl: string | null;
  submissionId: string | null;
  consentGiven: boolean;
  /** The version of the consent wording the form showed; null for a form without the consent box. */
  consentVersion: string | null;
  /** That wording in full, with the firm's name of the day. */
  consentWording: string | null;
};

/**
 * Stores the lead and one outbox row per destination in one statement (atomic, one round trip:
 * most of a contact POST's cost was BEGIN, INSERTs and COMMIT), linked to the earliest lead with
 * the same e-mail address when there is one. A submission the browser retried (same submission
 * id) is stored once. With `receipt`, the visitor's receipt is queued too, unless a lead from the
 * same address had one within the hour.
 */
export async function recordLead(db: Db, lead: NewLead, channels: readonly DeliveryChannel[], { receipt = false } = {}): Promise<Lead> {
  const [stored] = await preparedRows<Omit<Lead, "createdAt"> & { createdAt: string | Date }>(
    db,
    `record_lead_${channels.join("_")}${receipt ? "_receipt" : ""}`,
    sql`
    WITH inserted AS (
      INSERT INTO ${leads} (first_name, last_name, phone, email, meeting_type, message, source, details, page_url, submission_id,
        landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
        consent_given, consent_version, consent_wording, ip_address, user_agent, repeat_of)
      VALUES (${lead.firstName}, ${lead.lastName}, ${lead.phone}, ${lead.email}, ${lead.meetingType}, ${lead.message},
        ${lead.source}, ${JSON.stringify(lead.details)}::jsonb, ${lead.pageUrl}, ${lead.submissionId},
        ${lead.landingPage}, ${lead.referrer}, ${lead.utmSource}, ${lead.utmMedium}, ${lead.utmCampaign}, ${lead.utmTerm}, ${lead.utmContent},
        ${lead.consentGiven}, ${lead.consentVersion}, ${lead.consentWording}, ${lead.ipAddress}, ${lead.userAgent},
        (SELECT id FROM ${leads} WHERE lower(email) = lower(${lead.email}) ORDER BY created_at LIMIT 1))
      ON CONFLICT (submission_id) DO NOTHING
      RETURNING *
    ), outbox AS (
      INSERT INTO ${leadDeliveries} (lead_id, channel)
      SELECT inserted.id, channels.channel FROM inserted
      CROSS JOIN (VALUES ${sql.join(
        channels.map((channel) => sql`(${channel})`),
        sql`, `,
      )}) AS channels (channel)
    )${
      receipt
        ? sql`, receipt AS (
      INSERT INTO ${leadDeliveries} (lead_id, channel)
      SELECT inserted.id, 'receipt' FROM inserted
      WHERE NOT EXISTS (
        SELECT 1 FROM ${leads} earlier JOIN ${leadDeliveries} sent ON sent.lead_id = earlier.id AND sent.channel = 'receipt'
        WHERE lower(earlier.email) = lower(inserted.email)
          AND earlier.created_at > now() - make_interval(secs => ${sql.raw(String(LEAD_RECEIPT_MIN_INTERVAL_SECONDS))})))`
        : sql``
    }
    SELECT ${INSERTED_LEAD_COLUMNS} FROM inserted`,
  );
  if (stored) return { ...stored, createdAt: new Date(stored.createdAt) };
  // A retried submission: the lead was stored the first time.
  const [earlier] = await db
    .select()
    .from(leads)
    .where(eq(leads.submissionId, lead.submissionId ?? ""));
  if (!earlier) throw new Error("lead insert returned no row");
  return earlier;
}

/** The inserted row under the names Drizzle gives a Lead's fields. */
const INSERTED_LEAD_COLUMNS = sql.raw(
  Object.entries(getTableColumns(leads))
    .map(([key, column]) => `inserted.${column.name} AS "${key}"`)
    .join(", "),
);

/**
 * Sets a lead's status and records the change in the audit log (who, when, from what to what),
 * in one transaction. Answers whether the lead exists; setting the status it has changes nothing.
 */
export async function setLeadStatus(db: Db, id: string, status: LeadStatus, administratorEmail: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
    if (!current) return false;
    if (current.status === status) return true;
    await tx.update(leads).set({ status }).where(eq(leads.id, id));
    await recordAuditEntry(tx, {
      action: LEAD_STATUS_CHANGED,
      subjectId: id,
      administratorEmail,
      detail: `${LEAD_STATUS_LABELS[current.status]} → ${LEAD_STATUS_LABELS[status]}`,
    });
    return true;
  });
}

/** Sets (a YYYY-MM-DD day) or clears (null) a lead's follow-up date. Answers whether the lead exists. */
export async function setLeadFollowUp(db: Db, id: string, day: string | null): Promise<boolean> {
  const updated = await db.update(leads).set({ followUpOn: day }).where(eq(leads.id, id)).returning({ id: leads.id });
  return updated.length > 0;
}

/**
 * Deletes a lead at the visitor's request to be forgotten: the lead, its outbox rows, delivery
 * log and notes (by cascade), its status history and the newsletter subscription it made, in one
 * transaction, recorded in the audit log by who, when and what kind of lead, without anything the
 * visitor sent.
 */
export async function forgetLead(db: Db, id: string, administratorEmail: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await deleteSubscriptionOfLead(tx, id);
    const [deleted] = await tx.delete(leads).where(eq(leads.id, id)).returning({ source: leads.source, createdAt: leads.createdAt });
    if (!deleted) return false;
    // Its status history goes with it: the deletion is all the log keeps of a forgotten lead.
    await deleteAuditEntries(tx, LEAD_STATUS_CHANGED, id);
    await recordAuditEntry(tx, {
      action: LEAD_DELETED,
      subjectId: id,
      administratorEmail,
      detail: `${leadTypeLabel(deleted.source)} lead received ${deleted.createdAt.toISOString()}`,
    });
    return true;
  });
}
