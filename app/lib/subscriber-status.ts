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
