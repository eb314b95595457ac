import { z } from "zod";

/**
 * pending: asked, not confirmed yet; subscribed: confirmed (the only status ever mailed a newsletter);
 * unsubscribed, bounced, complained: suppressed until the person confirms a new subscription.
 */
export const SUBSCRIBER_STATUSES = ["pending", "subscribed", "unsubscribed", "bounced", "complained"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Pending",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
  complained: "Complained",
};

export const ADMIN_SUBSCRIBERS_PATH = "/admin/subscribers";

const CONSENT_NOTE_REQUIRED = "Say how this person gave consent to receive The Lake Advisor";
export const ADMIN_SUBSCRIBERS_PAGE_SIZE = 50;

/** An unknown or malformed parameter means "no filter", never an error page. */
const subscriberListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(200).catch(""),
  status: z.enum(SUBSCRIBER_STATUSES).nullable().catch(null),
});
export type SubscriberListFilters = z.infer<typeof subscriberListQuery>;

export function subscriberListFilters(search: URLSearchParams): SubscriberListFilters {
  return subscriberListQuery.parse({ page: search.get("page") ?? 1, q: search.get("q") ?? "", status: search.get("status") });
}

/** The list's query for these filters and page: its pages' links and the export's. */
export function subscriberListQueryString(filters: Pick<SubscriberListFilters, "q" | "status">, page = 1): string {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

export const ADMIN_SUBSCRIBER_NEW_PATH = `${ADMIN_SUBSCRIBERS_PATH}/new`;
export const ADMIN_SUBSCRIBER_IMPORT_PATH = `${ADMIN_SUBSCRIBERS_PATH}/import`;

/** An import of an existing list: how large a file, and how many addresses, at once. */
export const SUBSCRIBER_IMPORT = { maxFileBytes: 2 * 1024 * 1024, maxRows: 20_000 } as const;

/** How the agent's consent was given, for an address she adds or imports: required, one paragraph. */
export const consentNoteSchema = z
  .string({ error: CONSENT_NOTE_REQUIRED })
  .trim()
  .min(1, { error: CONSENT_NOTE_REQUIRED })
  .max(500, { error: "How consent was given: at most 500 characters" });

export const SUBSCRIBER_MESSAGES = {
  deleted: "Subscriber deleted",
  gone: "This subscriber was already deleted",
  alreadySubscribed: "This address is already subscribed",
  suppressed: (status: string) =>
    `This address is ${status.toLowerCase()}: it is never re-subscribed by hand. The person can subscribe again from the site, with a new confirmation.`,
} as const;
