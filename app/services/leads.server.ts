import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { leadDeliveries, leads, type DeliveryChannel, type Lead } from "#app/db/schema.ts";
import type { ContactInput, InquiryInput } from "#app/lib/schemas.ts";

export type LeadSource = "contact-dialog" | "property-inquiry";

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

/**
 * Stores the lead and its outbox rows in one transaction. The CRM row is always written, so a
 * lead taken while no webhook is configured is delivered once one is. A submission the browser
 * retried (same submission id) is stored once.
 */
export async function recordLead(db: Db, lead: NewLead, channels: { email: boolean }): Promise<Lead> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(leads).values(lead).onConflictDoNothing({ target: leads.submissionId }).returning();
    if (!stored) {
      const [earlier] = await tx.select().from(leads).where(eq(leads.submissionId, lead.submissionId ?? ""));
      if (!earlier) throw new Error("lead insert returned no row");
      return earlier;
    }
    const outbox: DeliveryChannel[] = channels.email ? ["crm", "email"] : ["crm"];
    await tx.insert(leadDeliveries).values(outbox.map((channel) => ({ leadId: stored.id, channel })));
    return stored;
  });
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
