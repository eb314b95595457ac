import { meetingTypeLabel } from "./admin-lead-filters.ts";

/** What the visitor entered beyond the contact fields: an inquiry's address, a home's facts, the page of a barrier (the lead's `details`). */
export type LeadDetails = {
  propertyAddress?: string;
  address?: string;
  city?: string;
  beds?: string;
  baths?: string;
  squareFeet?: string;
  timeline?: string;
  barrierPage?: string;
};

/** A lead as the visitor sent it. */
export type SubmittedLead = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  meetingType: string;
  message: string;
  source: string;
  details: LeadDetails;
};

/** One thing a visitor entered, labelled; `kind` says how a page shows it (a link, kept lines). */
export type SubmittedField = { label: string; value: string; kind?: "email" | "phone" | "message" };

/** What a visitor sent, field by field, as the lead's page and the visitor's receipt both list it. */
export function submittedFields(lead: SubmittedLead): SubmittedField[] {
  const { details } = lead;
  return [
    { label: "First name", value: lead.firstName },
    { label: "Last name", value: lead.lastName },
    { label: "E-mail", value: lead.email, kind: "email" },
    { label: "Phone", value: lead.phone, kind: "phone" },
    { label: "Meeting type", value: lead.source === "newsletter" || lead.source === "accessibility" ? "" : meetingTypeLabel(lead.meetingType) },
    ...(details.barrierPage ? [{ label: "Page with the barrier", value: details.barrierPage }] : []),
    ...(details.propertyAddress ? [{ label: "Property", value: details.propertyAddress }] : []),
    ...(lead.source === "home-value"
      ? [
          { label: "Home address", value: [details.address, details.city].filter(Boolean).join(", ") },
          { label: "Bedrooms", value: details.beds ?? "" },
          { label: "Bathrooms", value: details.baths ?? "" },
          { label: "Square feet", value: details.squareFeet ?? "" },
          { label: "Timeline to sell", value: details.timeline ?? "" },
        ]
      : []),
    { label: "Message", value: lead.message, kind: "message" },
  ];
}
