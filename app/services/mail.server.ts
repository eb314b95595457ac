import nodemailer from "nodemailer";
import { createElement } from "react";
import type { Lead } from "#app/db/schema.ts";
import type { SiteSettings } from "#app/content/content-types.ts";
import { NoticeEmail, type Notice } from "#app/emails/notice-email.tsx";
import { renderEmail } from "#app/emails/email-render.ts";
import { ReceiptEmail, receiptSubject } from "#app/emails/receipt-email.tsx";
import { site } from "#app/content/site.ts";
import { ADMIN_LEADS_PATH, DESTINATION_LABELS, leadAdminPath, meetingTypeLabel } from "#app/lib/admin-lead-filters.ts";
import { stripControlCharacters } from "#app/lib/control-characters.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import type { DestinationIncident } from "#app/models/destination-incidents.server.ts";
import { DeliveryFailure, type LeadSender } from "#app/services/lead-outbox.server.ts";

/**
 * The agent's notification of a new lead. The lead forms refuse control characters, but a lead
 * stored before they did, or written by another path, must still not be able to add a line (a
 * forged "Bcc:" or "Subject:") to the mail: one-line values lose theirs here.
 */
export type NotifiedLead = Pick<
  Lead,
  "id" | "firstName" | "lastName" | "email" | "phone" | "meetingType" | "pageUrl" | "createdAt" | "consentGiven" | "repeatOf" | "message"
>;

export function leadNotification(lead: NotifiedLead, siteUrl: string): { subject: string; notice: Notice } {
  const oneLine = (value: string) => stripControlCharacters(value);
  const name = oneLine(`${lead.firstName} ${lead.lastName}`).trim() || oneLine(lead.email);
  const meetingType = oneLine(meetingTypeLabel(lead.meetingType));
  return {
    subject: `New lead: ${name} (${meetingType})`,
    notice: {
      heading: `New lead: ${name}`,
      facts: [
        `Name: ${name}`,
        `Email: ${oneLine(lead.email)}`,
        `Phone: ${oneLine(lead.phone) || "—"}`,
        `Meeting type: ${meetingType}`,
        `Page: ${lead.pageUrl ? oneLine(lead.pageUrl) : "—"}`,
        `Submitted: ${lead.createdAt.toISOString()}`,
        `Consent to calls and texts: ${lead.consentGiven ? "yes" : "no"}`,
        ...(lead.repeatOf ? ["Repeat visitor: an earlier lead has this e-mail address"] : []),
      ],
      action: { label: "Open the lead in the admin", href: `${siteUrl}${leadAdminPath(lead.id)}` },
      body: lead.message || "(no message)",
      reason: `You receive this e-mail because LEAD_NOTIFY_EMAIL names this address on ${siteUrl}.`,
    },
  };
}

/** The SMTP server the site sends through (SMTP_URL), and the DKIM key it signs with when configured. */
export type SmtpServer = { url: string; dkim?: { domainName: string; keySelector: string; privateKey: string } };

/**
 * Message-ID and Date are nodemailer's own on every message; DKIM signs each one when configured.
 * `pooled` keeps one connection open and sends message after message on it (a newsletter), where
 * a connection per message spent most of the time in greetings.
 */
function smtpTransport({ url, dkim }: SmtpServer, { pooled = false } = {}) {
  return nodemailer.createTransport({
    url,
    ...(pooled ? { pool: true, maxConnections: 1 } : {}),
    ...(dkim ? { dkim } : {}),
    connectionTimeout: OUTBOX.sendTimeoutMs,
    greetingTimeout: OUTBOX.sendTimeoutMs,
    socketTimeout: OUTBOX.sendTimeoutMs,
  });
}

/** Where the site's e-mails come from: the general address of the settings, read at each send. */
export type MailFrom = () => Promise<string>;

export function websiteMailFrom(email: string): string {
  return `"${site.brand} website" <${email}>`;
}

/** Sends each lead to LEAD_NOTIFY_EMAIL through SMTP_URL; failures are retried by the outbox. */
export function emailSender(smtp: SmtpServer, to: string, siteUrl: string, from: MailFrom): LeadSender {
  const transport = smtpTransport(smtp);
  return async (lead) => {
    const { subject, notice } = leadNotification(lead, siteUrl);
    await transport.sendMail({ from: await from(), to, replyTo: lead.email, subject, ...(await renderEmail(createElement(NoticeEmail, notice))) });
    return {};
  };
}

/** The agent's e-mail when a destination has been failing for 30 minutes. */
export function destinationAlert(incident: DestinationIncident, siteUrl: string): Notice {
  const name = DESTINATION_LABELS[incident.channel];
  return {
    heading: `Leads are not reaching ${name}`,
    facts: [
      `Since ${incident.failingSince.toISOString()}, leads from the website have not reached ${name}.`,
      `Last error: ${stripControlCharacters(incident.lastError ?? "unknown")}`,
      "Every lead is stored and will be sent again until it arrives.",
    ],
    action: { label: "See the leads waiting", href: `${siteUrl}${ADMIN_LEADS_PATH}?state=pending` },
    reason: `You receive this e-mail because LEAD_NOTIFY_EMAIL names this address on ${siteUrl}.`,
  };
}

/** Sends the destination alert: one per incident. */
export function destinationAlertSender(smtp: SmtpServer, to: string, siteUrl: string, from: MailFrom) {
  const transport = smtpTransport(smtp);
  return async (incident: DestinationIncident) => {
    const notice = destinationAlert(incident, siteUrl);
    await transport.sendMail({ from: await from(), to, subject: notice.heading, ...(await renderEmail(createElement(NoticeEmail, notice))) });
  };
}

/** An e-mail to a visitor; a newsletter adds its List-Unsubscribe headers. */
export type OutgoingMail = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> };
export type VisitorMailSender = (mail: OutgoingMail) => Promise<void>;
/** Who a visitor's e-mail is from: the agent by name at SMTP_FROM (else the settings' address); replies go to the agent. */
export type VisitorMailIdentity = () => Promise<{ name: string; address: string; replyTo: string }>;

/** Sends e-mails to visitors through SMTP_URL; a failure throws, for the mail worker to retry or settle. */
export function visitorMailSender(smtp: SmtpServer, identity: VisitorMailIdentity): VisitorMailSender {
  const transport = smtpTransport(smtp, { pooled: true });
  return async (mail) => {
    const { name, address, replyTo } = await identity();
    await transport.sendMail({
      from: { name: stripControlCharacters(name), address },
      replyTo,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
  };
}

/** The receiving server refused the address for good (a 5xx to RCPT TO): it is never mailed again. */
export function isHardBounce(error: unknown): boolean {
  const { code, command, responseCode } = (error ?? {}) as { code?: string; command?: string; responseCode?: number };
  return code === "EENVELOPE" && command === "RCPT TO" && typeof responseCode === "number" && responseCode >= 500;
}

/**
 * Sends each lead's receipt to the visitor who wrote it (issue 35). A refusal of the address is not
 * retried; none says the mail server is down for the agent's leads, so none opens an incident.
 * The failure names no address: it is logged.
 */
export function receiptSender(send: VisitorMailSender, settings: () => Promise<SiteSettings>, siteUrl: string): LeadSender {
  return async (lead) => {
    const sender = await settings();
    const { html, text } = await renderEmail(createElement(ReceiptEmail, { sender, lead, siteUrl }));
    try {
      await send({ to: lead.email, subject: receiptSubject(sender), html, text });
    } catch (error) {
      const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
      const permanent = isHardBounce(error);
      const reason = permanent
        ? `the visitor's mail server refused the address (${responseCode})`
        : `the mail server did not take it (${[code, responseCode].filter(Boolean).join(" ") || "no answer"})`;
      throw new DeliveryFailure(`Receipt not sent: ${reason}`, { permanent, destinationDown: false });
    }
    return {};
  };
}
