import type { Lead } from "#app/db/schema.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { CONSENT_VERSION, consentWording } from "#app/lib/consent.ts";
import type { LeadVisit } from "#app/models/leads.server.ts";
import type { Submission } from "#app/services/new-leads.server.ts";

const CONSENT_WORDING = consentWording(CONSENT_VERSION, siteSettingsSeed.firm.name);

/** A visit with no attribution, from no known address. */
const UNKNOWN_VISIT: LeadVisit = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  ipAddress: null,
  userAgent: null,
};

/** A submission from a visit with no attribution, its consent box left unchecked, for tests that only care about the form. */
export function testSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    pageUrl: "http://localhost/about",
    submissionId: null,
    consentGiven: false,
    consentVersion: CONSENT_VERSION,
    consentWording: CONSENT_WORDING,
    ...UNKNOWN_VISIT,
    ...overrides,
  };
}

/** A stored lead as the database gives it back. */
export function testLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f",
    firstName: "Grace",
    lastName: "Hopper",
    phone: "704-555-0123",
    email: "grace@example.com",
    meetingType: "in-person",
    message: "We'd love a tour of Davidson.",
    source: "contact-dialog",
    details: {},
    pageUrl: "https://lakefrontnc.com/neighborhood/davidson",
    submissionId: null,
    ...UNKNOWN_VISIT,
    consentGiven: false,
    consentVersion: null,
    consentWording: null,
    repeatOf: null,
    status: "new",
    followUpOn: null,
    createdAt: new Date("2026-05-01T15:00:00Z"),
    ...overrides,
  };
}
