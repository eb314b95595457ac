import { createElement, type ReactElement } from "react";
import type { Db } from "#app/db/client.server.ts";
import { CONFIRMATION_SUBJECT, ConfirmationEmail } from "#app/emails/confirmation-email.tsx";
import { NewsletterEmail, type NewsletterPost } from "#app/emails/newsletter-email.tsx";
import { NoticeEmail } from "#app/emails/notice-email.tsx";
import { ReceiptEmail, receiptSubject } from "#app/emails/receipt-email.tsx";
import { CONSENT_VERSION, consentWording } from "#app/lib/consent.ts";
import type { EmailPreviewKind } from "#app/lib/newsletter-send-status.ts";
import { postPath } from "#app/lib/post-editor-rules.ts";
import { latestPublishedPost } from "#app/models/blog-posts.server.ts";
import { readSiteSettings } from "#app/models/site-settings.server.ts";
import { renderEmail } from "#app/emails/email-render.ts";
import { destinationAlert, leadNotification } from "#app/services/mail.server.ts";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#app/services/newsletter-subscriptions.server.ts";

const DEMO_TOKEN = "00000000-0000-4000-8000-000000000000.preview";
const DEMO_POST: NewsletterPost = {
  slug: "preview",
  title: "Lake Norman's Market This Fall",
  excerpt: "What sold on the water this season, and what it means if you are thinking of moving.",
  heroImageUrl: null,
  contentHtml: "<p>Waterfront homes sold in 38 days on average this fall.</p><h2>What it means</h2><p>Well-priced homes still move quickly.</p>",
};

/** A made-up visitor who wrote from a guide, agreeing to calls and texts. */
function demoLead(siteUrl: string, firmName: string) {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    firstName: "Ada",
    lastName: "Example",
    email: "ada@example.com",
    phone: "704-555-0100",
    meetingType: "zoom",
    source: "contact-dialog",
    details: {},
    pageUrl: `${siteUrl}/neighborhood/davidson`,
    createdAt: new Date(),
    consentGiven: true,
    consentWording: consentWording(CONSENT_VERSION, firmName),
    repeatOf: null,
    message: "We are moving from Atlanta next spring and would love to see homes on the water near Davidson.",
  };
}

/**
 * An e-mail the site sends, with demo data and the settings of now: the latest published post
 * for the newsletter, a made-up visitor for the agent's notice, links that lead nowhere real.
 */
export async function previewEmail(db: Db, siteUrl: string, kind: EmailPreviewKind): Promise<{ subject: string; html: string; text: string }> {
  const sender = await readSiteSettings(db);
  let subject: string;
  let email: ReactElement;
  if (kind === "confirmation") {
    subject = CONFIRMATION_SUBJECT;
    email = createElement(ConfirmationEmail, { sender, confirmUrl: `${siteUrl}${NEWSLETTER_CONFIRM_PATH}/${DEMO_TOKEN}` });
  } else if (kind === "newsletter") {
    const post = (await latestPublishedPost(db)) ?? DEMO_POST;
    subject = post.title;
    email = createElement(NewsletterEmail, {
      sender,
      post,
      postUrl: `${siteUrl}${postPath(post.slug)}`,
      content: "excerpt",
      unsubscribeUrl: `${siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}/${DEMO_TOKEN}`,
    });
  } else if (kind === "receipt") {
    subject = receiptSubject(sender);
    email = createElement(ReceiptEmail, { sender, lead: demoLead(siteUrl, sender.firm.name), siteUrl });
  } else if (kind === "lead-notification") {
    const notification = leadNotification(demoLead(siteUrl, sender.firm.name), siteUrl);
    subject = notification.subject;
    email = createElement(NoticeEmail, notification.notice);
  } else {
    const notice = destinationAlert({ channel: "crm", failingSince: new Date(Date.now() - 45 * 60_000), lastError: "The CRM answered 503" }, siteUrl);
    subject = notice.heading;
    email = createElement(NoticeEmail, notice);
  }
  return { subject, ...(await renderEmail(email)) };
}
