import { z } from "zod";
import type { Config } from "#app/services/config.server.ts";
import { fieldErrors, HONEYPOT_FIELD } from "#app/lib/form-fields.ts";
import { contactSchema, inquirySchema, newsletterSchema } from "#app/lib/schemas.ts";
import type { Db } from "#app/db/client.server.ts";
import { contactLead, inquiryLead, newsletterLead, recordLead, subscribeToNewsletter } from "#app/services/leads.server.ts";

export type LeadSubmissionResult =
  | { status: 200; body: { ok: true } }
  | { status: 400; body: { ok: false; errors: Record<string, string> } };

/** Only the site's own pages are recorded as where a lead came from. */
function ownPageUrl(value: FormDataEntryValue | null, siteUrl: string, requestUrl: string): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  try {
    const url = new URL(value);
    const allowed = [new URL(siteUrl).origin, new URL(requestUrl).origin];
    return allowed.includes(url.origin) ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Validates a contact, inquiry or newsletter form on the server (the authority) and stores it with
 * its outbox rows. Answers success only after the commit. A filled honeypot is answered like a
 * success and stored nowhere, so bots learn nothing.
 */
export async function submitLead(db: Db, config: Config, request: Request): Promise<LeadSubmissionResult> {
  const form = await request.formData().catch(() => null);
  if (!form) return { status: 400, body: { ok: false, errors: { form: "Send the form as form data" } } };
  return submitLeadForm(db, config, form, request.url);
}

export async function submitLeadForm(db: Db, config: Config, form: FormData, requestUrl: string): Promise<LeadSubmissionResult> {
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { status: 200, body: { ok: true } };

  const submissionId = z.uuid().safeParse(form.get("submissionId")).data ?? null;
  const submission = { pageUrl: ownPageUrl(form.get("pageUrl"), config.siteUrl, requestUrl), submissionId };
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));

  const channels = { email: Boolean(config.smtpUrl && config.leadNotifyEmail) };
  const kind = form.get("kind");

  if (kind === "newsletter") {
    const parsed = newsletterSchema.safeParse(values);
    if (!parsed.success) return { status: 400, body: { ok: false, errors: fieldErrors(parsed.error) } };
    await subscribeToNewsletter(db, newsletterLead(parsed.data, submission), channels);
    return { status: 200, body: { ok: true } };
  }

  const parsed = kind === "inquiry" ? inquirySchema.safeParse(values) : contactSchema.safeParse(values);
  if (!parsed.success) return { status: 400, body: { ok: false, errors: fieldErrors(parsed.error) } };
  const lead =
    "address" in parsed.data ? inquiryLead(parsed.data, submission) : contactLead(parsed.data, submission);
  await recordLead(db, lead, channels);
  return { status: 200, body: { ok: true } };
}
