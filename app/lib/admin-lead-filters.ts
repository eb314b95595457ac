import { z } from "zod";

export const ADMIN_LEADS_PAGE_SIZE = 50;

/** The lead types the admin filters by, and the source each is stored with. */
export const LEAD_SOURCE_OF_TYPE = {
  contact: "contact-dialog",
  "property-inquiry": "property-inquiry",
  newsletter: "newsletter",
} as const;
export type LeadType = keyof typeof LEAD_SOURCE_OF_TYPE;

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  contact: "Contact",
  "property-inquiry": "Property inquiry",
  newsletter: "Newsletter",
};

export const LEAD_DELIVERY_STATES = ["delivered", "pending", "failing"] as const;
export type LeadDeliveryState = (typeof LEAD_DELIVERY_STATES)[number];

export const LEAD_DELIVERY_LABELS: Record<LeadDeliveryState, string> = { delivered: "Delivered", pending: "Pending", failing: "Failing" };

/** A type's label from a stored source; a source no type names is shown as it is. */
export function leadTypeLabel(source: string): string {
  const type = (Object.keys(LEAD_SOURCE_OF_TYPE) as LeadType[]).find((key) => LEAD_SOURCE_OF_TYPE[key] === source);
  return type ? LEAD_TYPE_LABELS[type] : source;
}

/** An unknown or malformed parameter means "no filter", never an error page. */
const leadListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(200).catch(""),
  type: z.enum(Object.keys(LEAD_SOURCE_OF_TYPE) as [LeadType, ...LeadType[]]).nullable().catch(null),
  state: z.enum(LEAD_DELIVERY_STATES).nullable().catch(null),
});
export type LeadListFilters = z.infer<typeof leadListQuery>;

export function leadListFilters(search: URLSearchParams): LeadListFilters {
  return leadListQuery.parse({ page: search.get("page") ?? 1, q: search.get("q") ?? "", type: search.get("type"), state: search.get("state") });
}
