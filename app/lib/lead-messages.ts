/*
 * What the three lead forms say (spec §2, §4 and §8), in one place for their server markup and for
 * app/islands/lead-form.ts, which sends them.
 */

export const LEAD_KINDS = ["contact", "inquiry", "newsletter"] as const;

export type LeadKind = (typeof LEAD_KINDS)[number];

export type ToastText = { title: string; description?: string };

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
      return { title: "Success! You've been subscribed to The Lake Advisor newsletter." };
  }
}

/** The submit button's label while the form is being sent. */
export function leadPendingLabel(kind: LeadKind): string {
  return kind === "newsletter" ? "Subscribing..." : "Sending...";
}

/** The inquiry dialog's pre-filled message about one listing. */
export function interestMessage(address: string): string {
  return `I'm interested in ${address} and would like more information about this property.`;
}
