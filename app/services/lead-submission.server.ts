import { z } from "zod";
import { isStorageFull } from "#app/db/storage-full.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { Config } from "#app/services/config.server.ts";
import { fieldErrors, HONEYPOT_FIELD } from "#app/lib/form-fields.ts";
import { CONSENT_FIELD, consentWording, isConsentVersion } from "#app/lib/consent.ts";
import { accessibilitySchema, contactSchema, homeValueSchema, inquirySchema, newsletterSchema } from "#app/lib/schemas.ts";
import { visitAttribution } from "#app/services/lead-attribution.server.ts";
import type { Db } from "#app/db/client.server.ts";
import { leadChannels } from "#app/services/lead-destinations.server.ts";
import { recordLead, type NewLead } from "#app/models/leads.server.ts";
import { accessibilityLead, contactLead, homeValueLead, inquiryLead, newsletterLead, type Submission } from "#app/services/new-leads.server.ts";
import { requestSubscription } from "#app/services/newsletter-subscriptions.server.ts";

export type LeadSubmissionResult =
  | { status: 200; body: { ok: true } }
  | { status: 400; body: { ok: false; errors: Record<string, string> } }
  /** The disk is full: nothing was stored, and the form shows its failure toast. */
  | { status: 503; body: { ok: false; errors: Record<string, never> } };

/** When the current disk-full incident began; null while leads are stored. */
let storageFullSince: number | null = null;

/**
 * Runs a lead's write. With the disk full it answers 503 instead of throwing, and the incident is
 * logged when it begins and when leads are stored again, not at every refused lead.
 */
async function storeLead(write: () => Promise<unknown>): Promise<LeadSubmissionResult> {
  try {
    await write();
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    if (storageFullSince === null) {
      storageFullSince = Date.now();
      logger.error({ err: error }, "the disk is full: leads are refused (503) until space is freed");
    }
    return { status: 503, body: { ok: false, errors: {} } };
  }
  if (storageFullSince !== null) {
    logger.warn({ refusedForMs: Date.now() - storageFullSince }, "leads are stored again after the disk was full");
    storageFullSince = null;
  }
  return { status: 200, body: { ok: true } };
}

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
 * What the server knows of the request a form came in, beyond the form itself, and from the
 * settings: the firm the consent names, and whether a visitor who writes is sent a receipt.
 */
export type LeadRequest = { url: string; cookieHeader: string | null; ipAddress: string; userAgent: string | null; firmName: string; receipts: boolean };

/** Without this, the consent record could not say what the visitor agreed to. */
export const CONSENT_VERSION_UNKNOWN = "Reload the page to see the current wording, then send the form again";

/**
 * The consent box: absent is no, to the wording the form showed (its version), or "not asked"
 * when the form had no box (a page from before it, or a client of the endpoint); "yes" is yes
 * with a known wording; anything else is refused.
 */
function consentOf(form: FormData): { given: boolean; version: string | null } | { error: string } {
  const box = form.get(CONSENT_FIELD);
  const version = form.get("consentVersion");
  if (box === null) return { given: false, version: isConsentVersion(version) ? version : null };
  if (box !== "yes") return { error: "Check the box, or leave it unchecked" };
  if (!isConsentVersion(version)) return { error: CONSENT_VERSION_UNKNOWN };
  return { given: true, version };
}

/**
 * Validates a contact, inquiry, home value, accessibility or newsletter form on the server (the authority) and
 * stores it with its outbox rows. Answers success only after the commit. A filled honeypot is
 * answered like a success and stored nowhere, so bots learn nothing.
 */
export async function submitLead(
  db: Db,
  config: Config,
  request: Request,
  { ipAddress, firmName, receipts }: Pick<LeadRequest, "ipAddress" | "firmName" | "receipts">,
): Promise<LeadSubmissionResult> {
  const form = await request.formData().catch(() => null);
  if (!form) return { status: 400, body: { ok: false, errors: { form: "Send the form as form data" } } };
  return submitLeadForm(db, config, form, {
    url: request.url,
    cookieHeader: request.headers.get("cookie"),
    ipAddress,
    userAgent: request.headers.get("user-agent"),
    firmName,
    receipts,
  });
}

export async function submitLeadForm(db: Db, config: Config, form: FormData, request: LeadRequest): Promise<LeadSubmissionResult> {
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { status: 200, body: { ok: true } };

  const pageUrl = ownPageUrl(form.get("pageUrl"), config.siteUrl, request.url);
  const submission: Submission = {
    pageUrl,
    submissionId: z.uuid().safeParse(form.get("submissionId")).data ?? null,
    consentGiven: false,
    consentVersion: null,
    consentWording: null,
    ...visitAttribution(request.cookieHeader, pageUrl),
    ipAddress: request.ipAddress || null,
    userAgent: request.userAgent?.slice(0, 500) ?? null,
  };
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  const channels = leadChannels(config);
  const kind = form.get("kind");

  if (kind === "newsletter") {
    const parsed = newsletterSchema.safeParse(values);
    if (!parsed.success) return { status: 400, body: { ok: false, errors: fieldErrors(parsed.error) } };
    // Nothing reaches the CRM until the address confirms (confirmSubscription).
    return storeLead(() => requestSubscription(db, newsletterLead(parsed.data, submission)));
  }

  const consent = consentOf(form);
  const consented =
    "given" in consent
      ? {
          ...submission,
          consentGiven: consent.given,
          consentVersion: consent.version,
          consentWording: consent.version ? consentWording(consent.version, request.firmName) : null,
        }
      : submission;
  const build = <Input>(
    schema: z.ZodType<Input>,
    toLead: (input: Input, submission: Submission) => NewLead,
  ): { lead: NewLead; errors?: never } | { lead?: never; errors: Record<string, string> } => {
    const parsed = schema.safeParse(values);
    return parsed.success ? { lead: toLead(parsed.data, consented) } : { errors: fieldErrors(parsed.error) };
  };
  const built =
    kind === "inquiry"
      ? build(inquirySchema, inquiryLead)
      : kind === "home-value"
        ? build(homeValueSchema, homeValueLead)
        : kind === "accessibility"
          ? build(accessibilitySchema, accessibilityLead)
          : build(contactSchema, contactLead);
  const { lead } = built;
  if (!lead || "error" in consent) {
    const errors = { ...built.errors };
    if ("error" in consent) errors[CONSENT_FIELD] = consent.error;
    return { status: 400, body: { ok: false, errors } };
  }
  return storeLead(() => recordLead(db, lead, channels, { receipt: request.receipts }));
}
