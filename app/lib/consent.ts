/**
 * The calls-and-texts consent of the contact and inquiry forms. Every lead stores the version of
 * the wording it was shown and the wording itself, with the firm's name of that day: change the
 * wording, change the version, and keep the old one here.
 */
export const CONSENT_VERSION = "2026-11-26";

export const CONSENT_FIELD = "consent";

/** The wording by version, naming the brokerage firm (the links follow it: privacy policy and terms). */
const CONSENT_WORDINGS: Record<string, (firmName: string) => string> = {
  "2026-11-26": (firmName) =>
    `I agree to receive calls and text messages from ${firmName} about my inquiry and real estate services at the number I provided, which may be sent by automated means. Consent is not a condition of any purchase. Message frequency varies. Message and data rates may apply. Reply STOP to opt out and HELP for help.`,
};

export function isConsentVersion(version: unknown): version is string {
  return typeof version === "string" && Object.hasOwn(CONSENT_WORDINGS, version);
}

/** The wording of a version for a firm; null for an unknown version. */
export function consentWording(version: string, firmName: string): string | null {
  return isConsentVersion(version) ? CONSENT_WORDINGS[version]!(firmName) : null;
}
