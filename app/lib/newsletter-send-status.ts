/** What a newsletter carries of its post: the excerpt with a button to read on, or the whole post. */
export const NEWSLETTER_CONTENTS = ["excerpt", "full"] as const;
export type NewsletterContent = (typeof NEWSLETTER_CONTENTS)[number];

export const NEWSLETTER_CONTENT_LABELS: Record<NewsletterContent, string> = {
  excerpt: "The excerpt and a button",
  full: "The whole post",
};

/**
 * waiting: the post is not live yet (scheduled, or unpublished since); sending: one e-mail per
 * confirmed subscriber has been queued; paused and cancelled by the agent; sent: none left to try.
 */
export const NEWSLETTER_SEND_STATUSES = ["waiting", "sending", "paused", "cancelled", "sent"] as const;
export type NewsletterSendStatus = (typeof NEWSLETTER_SEND_STATUSES)[number];

export const NEWSLETTER_SEND_STATUS_LABELS: Record<NewsletterSendStatus, string> = {
  waiting: "Waiting for the post to go live",
  sending: "Sending",
  paused: "Paused",
  cancelled: "Cancelled",
  sent: "Sent",
};

/** The post editor's checkbox (issue 35). */
export const EMAIL_POST_LABEL = "Email this post to subscribers";

export const ADMIN_NEWSLETTER_PATH = "/admin/newsletter";

/** Every e-mail the site sends, by the name its preview has in the admin (`/admin/newsletter/preview/{kind}`). */
export const EMAIL_PREVIEWS = {
  newsletter: "Newsletter",
  confirmation: "Newsletter confirmation",
  receipt: "Receipt, to a visitor who wrote",
  "lead-notification": "New lead, to the agent",
  "destination-alert": "Leads not delivered, to the agent",
} as const;
export type EmailPreviewKind = keyof typeof EMAIL_PREVIEWS;

export function emailPreviewPath(kind: EmailPreviewKind): string {
  return `${ADMIN_NEWSLETTER_PATH}/preview/${kind}`;
}
