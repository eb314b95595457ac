import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { preparedRows } from "#app/db/prepared.server.ts";
import { leadDeliveries, leads, newsletterSubscribers, type DeliveryChannel, type Lead } from "#app/db/schema.ts";
import type { ContactInput, InquiryInput, NewsletterInput } from "#app/lib/schemas.ts";

export type LeadSource = "contact-dialog" | "property-inquiry" | "newsletter";

export type NewLead = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  meetingType: string;
  message: string;
  source: LeadSource;
  pageUrl: string | null;
  submissionId: string | null;
};

/** The JSON the CRM webhook receives (spec §7 boldtrail-contact body, plus where and when). */
export type CrmPayload = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  meetingType: string;
  message: string;
  source: string;
  pageUrl: string | null;
  submittedAt: string;
};

type Submission = { pageUrl: string | null; submissionId: string | null };

export function contactLead(input: ContactInput, submission: Submission): NewLead {
  return { ...input, source: "contact-dialog", ...submission };
}

/** Spec §7: an inquiry is meetingType property-inquiry, its message prefixed "Property Inquiry" and the address. */
export function inquiryLead({ address, message, ...person }: InquiryInput, submission: Submission): NewLead {
  const prefix = `Property Inquiry: ${address}`;
  return {
    ...person,
    meetingType: "property-inquiry",
    message: message ? `${prefix}\n\n${message}` : prefix,
    source: "property-inquiry",
    ...submission,
  };
}

/** Spec §7: the newsletter sends empty names and phone, and fixed meeting type and message. */
export function newsletterLead({ email }: NewsletterInput, submission: Submission): NewLead {
  return {
    firstName: "",
    lastName: "",
    phone: "",
    email,
    meetingType: "Newsletter Subscription",
    message: "Lake Advisor newsletter subscription",
    source: "newsletter",
    ...submission,
  };
}

/**
 * Subscribes an address: the first time it is stored as a subscriber and as a lead for the CRM;
 * a repeat is not an error and stores nothing. Returns whether the address is new.
 */
export async function subscribeToNewsletter(db: Db, lead: NewLead, channels: { email: boolean }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({ email: lead.email.toLowerCase() })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (!subscriber) return false;
    const stored = await insertLeadWithOutbox(tx, lead, channels);
    await tx.update(newsletterSubscribers).set({ leadId: stored.id }).where(eq(newsletterSubscribers.id, subscriber.id));
    return true;
  });
}

/**
 * Stores the lead and its outbox rows in one transaction. The CRM row is always written, so a
 * lead taken while no webhook is configured is delivered once one is. A submission the browser
 * retried (same submission id) is stored once.
 */
export async function recordLead(db: Db, lead: NewLead, channels: { email: boolean }): Promise<Lead> {
  // One statement with data-modifying CTEs: atomic like a transaction, in one round trip instead
  // of four (BEGIN, two INSERTs, COMMIT), which is most of a contact POST's cost; prepared once
  // per set of channels, as those are part of its text.
  const outbox: DeliveryChannel[] = channels.email ? ["crm", "email"] : ["crm"];
  const [stored] = await preparedRows<Omit<Lead, "createdAt"> & { createdAt: string | Date }>(db, `record_lead_${outbox.join("_")}`, sql`
    WITH inserted AS (
      INSERT INTO ${leads} (first_name, last_name, phone, email, meeting_type, message, source, page_url, submission_id)
      VALUES (${lead.firstName}, ${lead.lastName}, ${lead.phone}, ${lead.email}, ${lead.meetingType}, ${lead.message},
        ${lead.source}, ${lead.pageUrl}, ${lead.submissionId})
      ON CONFLICT (submission_id) DO NOTHING
      RETURNING id, first_name AS "firstName", last_name AS "lastName", phone, email, meeting_type AS "meetingType",
        message, source, page_url AS "pageUrl", submission_id AS "submissionId", created_at AS "createdAt"
    ), outbox AS (
      INSERT INTO ${leadDeliveries} (lead_id, channel)
      SELECT inserted.id, channels.channel FROM inserted
      CROSS JOIN (VALUES ${sql.join(outbox.map((channel) => sql`(${channel})`), sql`, `)}) AS channels (channel)
    )
    SELECT * FROM inserted`);
  if (stored) return { ...stored, createdAt: new Date(stored.createdAt) };
  // A retried submission: the lead was stored the first time.
  const [earlier] = await db.select().from(leads).where(eq(leads.submissionId, lead.submissionId ?? ""));
  if (!earlier) throw new Error("lead insert returned no row");
  return earlier;
}

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function insertLeadWithOutbox(tx: Transaction, lead: NewLead, channels: { email: boolean }): Promise<Lead> {
  const [stored] = await tx.insert(leads).values(lead).onConflictDoNothing({ target: leads.submissionId }).returning();
  if (!stored) {
    const [earlier] = await tx.select().from(leads).where(eq(leads.submissionId, lead.submissionId ?? ""));
    if (!earlier) throw new Error("lead insert returned no row");
    return earlier;
  }
  const outbox: DeliveryChannel[] = channels.email ? ["crm", "email"] : ["crm"];
  await tx.insert(leadDeliveries).values(outbox.map((channel) => ({ leadId: stored.id, channel })));
  return stored;
}

export function crmPayload(lead: Lead): CrmPayload {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    phone: lead.phone,
    email: lead.email,
    meetingType: lead.meetingType,
    message: lead.message,
    source: lead.source,
    pageUrl: lead.pageUrl,
    submittedAt: lead.createdAt.toISOString(),
  };
}
