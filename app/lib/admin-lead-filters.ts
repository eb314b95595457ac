import { z } from "zod";
import { LEAD_STATUSES, LEAD_NOTE_MAX_LENGTH } from "./lead-status.ts";
import { MEETING_TYPES } from "./schemas.ts";

export const ADMIN_LEADS_PAGE_SIZE = 50;

export const ADMIN_LEADS_PATH = "/admin/leads";

/** A lead's own page in the admin, which the agent's e-mail and the webhook link to. */
export function leadAdminPath(id: string): string {
  return `${ADMIN_LEADS_PATH}/${id}`;
}

/** The lead types the admin filters by, and the source each is stored with. */
export const LEAD_SOURCE_OF_TYPE = {
  contact: "contact-dialog",
  "property-inquiry": "property-inquiry",
  newsletter: "newsletter",
  "home-value": "home-value",
  accessibility: "accessibility",
} as const;
export type LeadType = keyof typeof LEAD_SOURCE_OF_TYPE;

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  contact: "Contact",
  "property-inquiry": "Property inquiry",
  newsletter: "Newsletter",
  "home-value": "Home value",
  accessibility: "Accessibility",
};

/** Each destination as the agent knows it (crm is the generic webhook), as a title and in a sentence. */
export const DESTINATION_NAMES = { crm: "CRM webhook", fub: "Follow Up Boss", email: "E-mail to you", receipt: "Receipt to visitor" } as const;
export const DESTINATION_LABELS = { crm: "the CRM webhook", fub: "Follow Up Boss", email: "your e-mail", receipt: "the visitor's receipt" } as const;
/** What configures each destination, for a lead waiting for one that is not. */
export const DESTINATION_SETTINGS = { crm: "CRM_WEBHOOK_URL", fub: "FUB_API_KEY", email: "SMTP_URL and LEAD_NOTIFY_EMAIL", receipt: "SMTP_URL" } as const;

/** What the lead page's buttons answer, as toasts. */
export const LEAD_ACTION_MESSAGES = {
  retrying: "Sending again now",
  nothingToRetry: "Nothing to send again: every destination has this lead, or a send is under way",
  notConfigured: "This destination is not configured, so nothing can send it: see the README's Leads section",
  status: "Status saved",
  followUp: "Follow-up date saved",
  followUpCleared: "Follow-up date cleared",
  note: "Note added",
  deleted: "Lead deleted",
  notFound: "This lead no longer exists",
  invalid: "That request was not understood",
  failed: "Something went wrong. Please try again.",
} as const;

/** What a lead action that worked did: the page it redirects to names it (`?done=`), so a reload never posts again. */
export const LEAD_ACTIONS_DONE = ["retrying", "status", "followUp", "followUpCleared", "note", "deleted"] as const;
export type LeadActionDone = (typeof LEAD_ACTIONS_DONE)[number];

/** Why a lead page's field was refused, said beside it. */
export const LEAD_FIELD_MESSAGES = {
  followUpMissing: "Choose a follow-up date first. To remove the follow-up date, use Clear.",
  followUpInvalid: "Enter a real date for the follow-up, such as 12/01/2026.",
  noteMissing: "Write the note first.",
  noteTooLong: `A note can be at most ${LEAD_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`,
} as const;

/** The message of a `?done=` the lead pages were sent to, or undefined for anything else. */
export function leadActionNotice(search: URLSearchParams): string | undefined {
  const done = LEAD_ACTIONS_DONE.find((value) => value === search.get("done"));
  return done ? LEAD_ACTION_MESSAGES[done] : undefined;
}

/**
 * A lead's delivery: delivered to every destination; failing when a destination refused it (it
 * waits for Retry now); pending while a destination has yet to take it, retries included.
 */
export const LEAD_DELIVERY_STATES = ["delivered", "pending", "failing"] as const;
export type LeadDeliveryState = (typeof LEAD_DELIVERY_STATES)[number];

export const LEAD_DELIVERY_LABELS: Record<LeadDeliveryState, string> = { delivered: "Delivered", pending: "Pending", failing: "Failing" };

/** A type's label from a stored source; a source no type names is shown as it is. */
export function leadTypeLabel(source: string): string {
  const type = (Object.keys(LEAD_SOURCE_OF_TYPE) as LeadType[]).find((key) => LEAD_SOURCE_OF_TYPE[key] === source);
  return type ? LEAD_TYPE_LABELS[type] : source;
}

/**
 * A lead's meeting type in words: the form's choices by their labels, the types the site sets
 * itself (home-value, property-inquiry) by their lead type's, any other slug with its dashes as spaces.
 */
export function meetingTypeLabel(value: string): string {
  const choice = MEETING_TYPES.find((type) => type.value === value);
  if (choice) return choice.label;
  if (value in LEAD_TYPE_LABELS) return LEAD_TYPE_LABELS[value as LeadType];
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(value)) return value;
  const words = value.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An unknown or malformed parameter means "no filter", never an error page. */
const leadListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(200).catch(""),
  type: z
    .enum(Object.keys(LEAD_SOURCE_OF_TYPE) as [LeadType, ...LeadType[]])
    .nullable()
    .catch(null),
  state: z.enum(LEAD_DELIVERY_STATES).nullable().catch(null),
  status: z.enum(LEAD_STATUSES).nullable().catch(null),
  /** The Open leads view: New and Contacted, oldest follow-up first. */
  view: z.literal("open").nullable().catch(null),
  /** The analytics' links (issue 37): leads of a landing page, a visit source or a campaign, between two days (Charlotte's). */
  landing: z.string().trim().min(1).max(300).nullable().catch(null),
  origin: z.string().trim().min(1).max(300).nullable().catch(null),
  campaign: z.string().trim().min(1).max(300).nullable().catch(null),
  from: z.iso.date().nullable().catch(null),
  to: z.iso.date().nullable().catch(null),
});
export type LeadListFilters = z.infer<typeof leadListQuery>;

export function leadListFilters(search: URLSearchParams): LeadListFilters {
  return leadListQuery.parse({
    page: search.get("page") ?? 1,
    q: search.get("q") ?? "",
    type: search.get("type"),
    state: search.get("state"),
    status: search.get("status"),
    view: search.get("view"),
    landing: search.get("landing"),
    origin: search.get("origin"),
    campaign: search.get("campaign"),
    from: search.get("from"),
    to: search.get("to"),
  });
}

/** What a visit came from when no UTM source names it: the referring site's host, or none. */
export const LEAD_DIRECT = "(direct)";
/** A lead sent before attribution was kept, or by a browser that kept none. */
export const LEAD_LANDING_UNKNOWN = "(unknown)";
export const LEAD_NO_CAMPAIGN = "(none)";
