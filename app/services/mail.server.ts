import nodemailer from "nodemailer";
import type { Lead } from "#app/db/schema.ts";
import { site } from "#app/content/site.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import type { LeadSender } from "#app/services/lead-outbox.server.ts";

/** The agent's notification of a new lead, as plain text. */
export function leadNotification(lead: Lead): { subject: string; text: string } {
  const name = `${lead.firstName} ${lead.lastName}`.trim() || lead.email;
  const lines = [
    `Name: ${name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone || "—"}`,
    `Meeting type: ${lead.meetingType}`,
    `Page: ${lead.pageUrl ?? "—"}`,
    `Submitted: ${lead.createdAt.toISOString()}`,
    "",
    lead.message || "(no message)",
  ];
  return { subject: `New lead: ${name} (${lead.meetingType})`, text: lines.join("\n") };
}

/** Sends each lead to LEAD_NOTIFY_EMAIL through SMTP_URL; failures are retried by the outbox. */
export function emailSender(smtpUrl: string, to: string): LeadSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: OUTBOX.sendTimeoutMs,
    greetingTimeout: OUTBOX.sendTimeoutMs,
    socketTimeout: OUTBOX.sendTimeoutMs,
  });
  return async (lead) => {
    const { subject, text } = leadNotification(lead);
    await transport.sendMail({
      from: `"${site.brand} website" <${site.email}>`,
      to,
      replyTo: lead.email,
      subject,
      text,
    });
  };
}
