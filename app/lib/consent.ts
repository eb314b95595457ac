import { site } from "#app/content/site.ts";

/**
 * The calls-and-texts consent of the contact and inquiry forms. Every lead stores the version of
 * the wording it was shown: change the wording, change the version, and keep the old one here so
 * a stored lead's consent can still be read in full.
 */
export const CONSENT_VERSION = "2026-11-26";

export const CONSENT_FIELD = "consent";

/** The wording by version, as the form shows it (the links follow it: privacy policy and terms). */
export const CONSENT_WORDINGS: Record<string, string> = {
  "2026-11-26": `I agree to receive calls and text messages from ${site.brokerage} about my inquiry and real estate services at the number I provided, which may be sent by automated means. Consent is not a condition of any purchase. Message frequency varies. Message and data rates may apply. Reply STOP to opt out and HELP for help.`,
};

export const CONSENT_WORDING = CONSENT_WORDINGS[CONSENT_VERSION]!;
