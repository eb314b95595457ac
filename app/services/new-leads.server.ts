import type { AccessibilityInput, ContactInput, HomeValueInput, InquiryInput, NewsletterInput } from "#app/lib/schemas.ts";
import type { LeadVisit, NewLead } from "#app/models/leads.server.ts";

export type Submission = LeadVisit & {
  pageUrl: string | null;
  submissionId: string | null;
  consentGiven: boolean;
  consentVersion: string | null;
  consentWording: string | null;
};

export function contactLead(input: ContactInput, submission: Submission): NewLead {
  return { ...input, source: "contact-dialog", details: {}, ...submission };
}

/** Spec §7: an inquiry is meetingType property-inquiry, its message prefixed "Property Inquiry" and the address. */
export function inquiryLead({ address, message, ...person }: InquiryInput, submission: Submission): NewLead {
  const prefix = `Property Inquiry: ${address}`;
  return {
    ...person,
    meetingType: "property-inquiry",
    message: message ? `${prefix}\n\n${message}` : prefix,
    source: "property-inquiry",
    details: { propertyAddress: address },
    ...submission,
  };
}

/** A seller's request for a valuation: the home's facts are its details, and lead the message. */
export function homeValueLead({ address, city, beds, baths, squareFeet, timeline, message, ...person }: HomeValueInput, submission: Submission): NewLead {
  const facts = [`${address}, ${city}`, beds && `${beds} beds`, baths && `${baths} baths`, squareFeet && `${squareFeet} sq ft`, `Timeline: ${timeline}`];
  const summary = `Home Value Request: ${facts.filter(Boolean).join(" · ")}`;
  return {
    ...person,
    meetingType: "home-value",
    message: message ? `${summary}\n\n${message}` : summary,
    source: "home-value",
    details: { address, city, beds, baths, squareFeet, timeline },
    ...submission,
  };
}

/** Issue 38: a report of an accessibility barrier, its page leading the message; it asks for no meeting. */
export function accessibilityLead({ barrierPage, message, ...person }: AccessibilityInput, submission: Submission): NewLead {
  const summary = `Accessibility barrier${barrierPage ? ` on ${barrierPage}` : ""}`;
  return {
    ...person,
    meetingType: "accessibility",
    message: `${summary}\n\n${message}`,
    source: "accessibility",
    details: barrierPage ? { barrierPage } : {},
    ...submission,
  };
}

/** Spec §7: the newsletter sends empty names and phone, and fixed meeting type and message; it has no consent box. */
export function newsletterLead({ email }: NewsletterInput, submission: Submission): NewLead {
  return {
    firstName: "",
    lastName: "",
    phone: "",
    email,
    meetingType: "Newsletter Subscription",
    message: "Lake Advisor newsletter subscription",
    source: "newsletter",
    details: {},
    ...submission,
    consentGiven: false,
    consentVersion: null,
    consentWording: null,
  };
}
