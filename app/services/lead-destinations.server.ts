import { createHmac } from "node:crypto";
import type { DeliveryChannel, Lead } from "#app/db/schema.ts";
import { leadAdminPath } from "#app/lib/admin-lead-filters.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import type { Config } from "#app/services/config.server.ts";
import { DeliveryFailure, type LeadSender } from "#app/services/lead-outbox.server.ts";
import type { SiteSettings } from "#app/content/content-types.ts";
import { emailSender, receiptSender, type MailFrom, type VisitorMailSender } from "#app/services/mail.server.ts";

/*
 * Where leads go (issue 15): the generic webhook, Follow Up Boss's Events API and the agent's
 * e-mail, each an outbox row of its own per lead, so each is retried and reported on its own.
 */

/**
 * The destinations a new lead is queued for. With no CRM configured the webhook's row is still
 * written, so the lead shows as pending and reaches the webhook once CRM_WEBHOOK_URL is set.
 */
export function leadChannels(config: Config): DeliveryChannel[] {
  const configured = configuredDestinations(config);
  return configured.includes("crm") || configured.includes("fub") ? configured : ["crm", ...configured];
}

/** The destinations this instance sends to. */
export function configuredDestinations(config: Config): DeliveryChannel[] {
  return [
    ...(config.crmWebhookUrl ? (["crm"] as const) : []),
    ...(config.followUpBoss ? (["fub"] as const) : []),
    ...(config.smtpUrl && config.leadNotifyEmail ? (["email"] as const) : []),
  ];
}

/** The destinations this instance sends to, the visitors' receipts included: what the lead's page can retry. */
export function sendingDestinations(config: Config): DeliveryChannel[] {
  return [...configuredDestinations(config), ...(config.smtpUrl ? (["receipt"] as const) : [])];
}

/** How the site's e-mails are sent: the agent's from whom; a visitor's through which sender (none without SMTP_URL), with which settings. */
export type LeadMail = { from: MailFrom; visitorMail?: VisitorMailSender; settings: () => Promise<SiteSettings> };

/** The sender of each configured destination, and of the visitors' receipts when there is a mail server. */
export function leadSenders(config: Config, mail: LeadMail): Partial<Record<DeliveryChannel, LeadSender>> {
  const mailFrom = mail.from;
  return {
    ...(mail.visitorMail ? { receipt: receiptSender(mail.visitorMail, mail.settings, config.siteUrl) } : {}),
    ...(config.crmWebhookUrl ? { crm: webhookSender({ url: config.crmWebhookUrl, secret: config.crmWebhookSecret }, config.siteUrl) } : {}),
    ...(config.followUpBoss ? { fub: followUpBossSender(config.followUpBoss, config.siteUrl) } : {}),
    ...(config.smtpUrl && config.leadNotifyEmail
      ? { email: emailSender({ url: config.smtpUrl, dkim: config.dkim }, config.leadNotifyEmail, config.siteUrl, mailFrom) }
      : {}),
  };
}

const sendSignal = (timeoutMs: number, stop: AbortSignal | undefined) =>
  stop ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]) : AbortSignal.timeout(timeoutMs);

/** The JSON the webhook receives: spec §7's boldtrail-contact body, where and when, and since issue 15 the lead's type, details, attribution and consent. */
export function webhookPayload(lead: Lead, siteUrl: string) {
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
    details: lead.details,
    attribution: {
      landingPage: lead.landingPage,
      referrer: lead.referrer,
      utmSource: lead.utmSource,
      utmMedium: lead.utmMedium,
      utmCampaign: lead.utmCampaign,
      utmTerm: lead.utmTerm,
      utmContent: lead.utmContent,
    },
    consent: consentRecord(lead),
    repeatOf: lead.repeatOf,
    adminUrl: `${siteUrl}${leadAdminPath(lead.id)}`,
  };
}

/** Whether the visitor agreed to calls and texts, to which wording, when and from where. */
export function consentRecord(lead: Lead) {
  return {
    given: lead.consentGiven,
    version: lead.consentVersion,
    wording: lead.consentWording,
    at: lead.createdAt.toISOString(),
    ipAddress: lead.ipAddress,
    userAgent: lead.userAgent,
  };
}

/** The X-Lakefront-Signature header's value: HMAC-SHA256 of the exact body bytes. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** POSTs the lead as JSON to the webhook; any non-2xx answer or network error is retried. */
export function webhookSender(webhook: { url: string; secret: string | undefined }, siteUrl: string, timeoutMs: number = OUTBOX.sendTimeoutMs): LeadSender {
  return async (lead, _attempt, stop) => {
    const body = JSON.stringify(webhookPayload(lead, siteUrl));
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": lead.id,
        ...(webhook.secret ? { "x-lakefront-signature": webhookSignature(webhook.secret, body) } : {}),
      },
      body,
      // A redirect is an answer to report, not to follow: fetch would repeat the POST as a GET without its body.
      redirect: "manual",
      signal: sendSignal(timeoutMs, stop),
    });
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryFailure(`CRM webhook answered ${response.status}`, { httpStatus: response.status, permanent: false });
    return { httpStatus: response.status };
  };
}

type FollowUpBoss = NonNullable<Config["followUpBoss"]>;

const FUB_EVENT_TYPES: Record<string, string> = {
  "contact-dialog": "General Inquiry",
  "property-inquiry": "Property Inquiry",
  newsletter: "Registration",
  "home-value": "Seller Inquiry",
  accessibility: "General Inquiry",
};

const MEETING_TYPE_DESCRIPTIONS: Record<string, string> = {
  "in-person": "Meeting type: In-Person",
  zoom: "Meeting type: Zoom",
  clarity: "Meeting type: Clarity Call",
};

/** Follow Up Boss's tag for a lead that agreed to calls and texts. */
export const FUB_CONSENT_TAG = "SMS Consent";

/**
 * The Events API body of a lead (POST /v1/events): the type that starts the agent's action plans,
 * the person, where the lead came from (source is the site's host, as Follow Up Boss asks),
 * the campaign from the UTM parameters, and the consent as a tag and a note in the message.
 */
export function followUpBossEvent(lead: Lead, siteUrl: string, system: string) {
  const tags = [...(lead.source === "newsletter" ? ["Newsletter"] : []), ...(lead.consentGiven ? [FUB_CONSENT_TAG] : [])];
  const consentNote = lead.consentGiven
    ? `Consent to calls and texts: agreed (wording of ${lead.consentVersion}) at ${lead.createdAt.toISOString()} from ${lead.ipAddress ?? "an unknown address"}.`
    : lead.consentVersion
      ? "Consent to calls and texts: not given."
      : "";
  const { details } = lead;
  const property =
    lead.source === "property-inquiry" && details.propertyAddress
      ? { street: details.propertyAddress }
      : lead.source === "home-value" && details.address
        ? {
            street: details.address,
            city: details.city,
            ...(details.beds ? { bedrooms: Number(details.beds) } : {}),
            ...(details.baths ? { bathrooms: Number(details.baths) } : {}),
            ...(details.squareFeet ? { area: Number(details.squareFeet) } : {}),
          }
        : undefined;
  const campaign = {
    ...(lead.utmSource ? { source: lead.utmSource } : {}),
    ...(lead.utmMedium ? { medium: lead.utmMedium } : {}),
    ...(lead.utmCampaign ? { campaign: lead.utmCampaign } : {}),
    ...(lead.utmTerm ? { term: lead.utmTerm } : {}),
    ...(lead.utmContent ? { content: lead.utmContent } : {}),
  };
  return {
    source: new URL(siteUrl).hostname.replace(/^www\./, ""),
    system,
    type: FUB_EVENT_TYPES[lead.source] ?? "General Inquiry",
    message: [lead.message, consentNote].filter(Boolean).join("\n\n"),
    ...(MEETING_TYPE_DESCRIPTIONS[lead.meetingType] ? { description: MEETING_TYPE_DESCRIPTIONS[lead.meetingType] } : {}),
    ...(lead.pageUrl ? { sourceUrl: lead.pageUrl, pageUrl: lead.pageUrl } : {}),
    ...(lead.referrer ? { pageReferrer: lead.referrer } : {}),
    occurredAt: lead.createdAt.toISOString(),
    person: {
      ...(lead.firstName ? { firstName: lead.firstName } : {}),
      ...(lead.lastName ? { lastName: lead.lastName } : {}),
      emails: [{ value: lead.email }],
      phones: lead.phone ? [{ value: lead.phone }] : [],
      tags,
    },
    ...(property ? { property } : {}),
    ...(Object.keys(campaign).length > 0 ? { campaign } : {}),
  };
}

/**
 * Statuses worth trying again: the request timed out, was rate limited, or the server failed; and
 * a refused API key (401, 403), which stops every lead until the key is fixed, not this one only,
 * so the leads are kept going rather than each left for its own Retry now (decision 030).
 */
const isRetryableStatus = (status: number) => status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;

/** The longest reason kept from a refusal's body, and the most of the body read for it. */
const REASON_CHARACTERS = 300;
const REASON_BODY_BYTES = 16 * 1024;

/** Follow Up Boss's own words for a refusal (`{"errorMessage": …}`), on one line and short; "" when it gave none. */
async function followUpBossReason(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    while (bytes < REASON_BODY_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
    }
  } catch {
    return "";
  } finally {
    reader.releaseLock();
  }
  let said: unknown;
  try {
    said = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { errorMessage?: unknown }).errorMessage;
  } catch {
    return "";
  }
  return typeof said === "string"
    ? said
        .replace(/[\p{Cc}\s]+/gu, " ")
        .trim()
        .slice(0, REASON_CHARACTERS)
    : "";
}

/**
 * Sends the lead to Follow Up Boss's Events API with the account's API key (Basic auth, blank
 * password). 204 means the lead flow for this source is archived, so Follow Up Boss dropped the
 * lead: a failure of this lead, never a delivery. Other 4xx are refusals a retry cannot change,
 * but for a refused key; 408, 429, 5xx and network errors are retried with the outbox's backoff.
 * Redirects are not followed: fetch would repeat the POST as a GET without its body.
 */
export function followUpBossSender(fub: FollowUpBoss, siteUrl: string, timeoutMs: number = OUTBOX.sendTimeoutMs): LeadSender {
  const authorization = `Basic ${Buffer.from(`${fub.apiKey}:`).toString("base64")}`;
  return async (lead, _attempt, stop) => {
    const response = await fetch(`${fub.apiUrl}/v1/events`, {
      method: "POST",
      headers: {
        authorization,
        "content-type": "application/json",
        "x-system": fub.system,
        ...(fub.systemKey ? { "x-system-key": fub.systemKey } : {}),
      },
      body: JSON.stringify(followUpBossEvent(lead, siteUrl, fub.system)),
      redirect: "manual",
      signal: sendSignal(timeoutMs, stop),
    });
    const status = response.status;
    const reason = response.ok ? "" : await followUpBossReason(response);
    await response.body?.cancel().catch(() => undefined);
    if (status === 204) {
      throw new DeliveryFailure("ignored by Follow Up Boss lead flow", { httpStatus: status, permanent: true, destinationDown: false });
    }
    if (response.ok) return { httpStatus: status };
    const refusal = status === 401 || status === 403 ? " (check FUB_API_KEY)" : "";
    throw new DeliveryFailure(`Follow Up Boss answered ${status}${reason ? `: ${reason}` : ""}${refusal}`, {
      httpStatus: status,
      permanent: !isRetryableStatus(status),
      // A refused lead says nothing about the others.
      destinationDown: isRetryableStatus(status),
    });
  };
}
