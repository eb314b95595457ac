/*
 * What the three lead forms say (spec §2, §4 and §8), in one place for their server markup, the
 * action that takes them without JavaScript and <lead-form>, which sends them in place.
 */

export const LEAD_KINDS = ["contact", "inquiry", "newsletter", "home-value", "accessibility"] as const;

export type LeadKind = (typeof LEAD_KINDS)[number];

export type ToastText = { title: string; description?: string };

/**
 * A lead form posted without JavaScript that the server did not take, as the page shows it again:
 * the visitor's input, and a message beside each field (or under "form") that needs one.
 */
export type LeadFormReturn = { kind: LeadKind; values: Record<string, string>; errors: Record<string, string> };

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
}

/** The one failure toast of every lead form; the visitor's input stays. */
export const LEAD_FAILURE_TOAST = { title: "Error", description: "Something went wrong. Please try again." } as const;

/** The success toast of each form; the dialogs name the agent. */
export function leadSuccessToast(kind: LeadKind, agentFirstName: string): ToastText {
  switch (kind) {
    case "contact":
      return { title: "Message sent!", description: `Thank you! ${agentFirstName} will be in touch soon.` };
    case "inquiry":
      return { title: "Inquiry sent!", description: `Thank you! ${agentFirstName} will be in touch soon about this property.` };
    case "newsletter":
      // The same for a new, pending or subscribed address (double opt-in, decision 048).
      return { title: "Almost there! Check your inbox to confirm your subscription to The Lake Advisor." };
    case "home-value":
      return { title: "Request sent!", description: `Thank you! ${agentFirstName} will prepare your home's value and be in touch soon.` };
    case "accessibility":
      return { title: "Report sent!", description: `Thank you for telling us. ${agentFirstName} will reply and have the barrier fixed as soon as possible.` };
  }
}

/** The submit button's label while the form is being sent. */
export function leadPendingLabel(kind: LeadKind): string {
  return kind === "newsletter" ? "Subscribing..." : "Sending...";
}

/** The inquiry dialog's pre-filled message about one listing, or about homes like a sold one. */
export function interestMessage(address: string, sold = false): string {
  return sold ? `I'd like to hear about homes like ${address}.` : `I'm interested in ${address} and would like more information about this property.`;
}
