import nodemailer from "nodemailer";
import type { Lead } from "#app/db/schema.ts";
import { site } from "#app/content/site.ts";
import { stripControlCharacters } from "#app/lib/control-characters.ts";
import { OUTBOX } from "#app/lib/constants.ts";
import type { LeadSender } from "#app/services/lead-outbox.server.ts";

/**
 * The agent's notification of a new lead, as plain text. The lead forms refuse control characters,
 * but a lead stored before they did, or written by another path, must still not be able to add a
 * line (a forged "Bcc:" or "Subject:") to the mail: one-line values lose theirs here.
 */
export function leadNotification(lead: Lead): { subject: string; text: string } {
  const oneLine = (value: string) => stripControlCharacters(value);
  const name = oneLine(`${lead.firstName} ${lead.lastName}`).trim() || oneLine(lead.email);
  const lines = [
    `Name: ${name}`,
    `Email: ${oneLine(lead.email)}`,
    `Phone: ${oneLine(lead.phone) || "—"}`,
    `Meeting type: ${oneLine(lead.meetingType)}`,
    `Page: ${lead.pageUrl ? oneLine(lead.pageUrl) : "—"}`,
    `Submitted: ${lead.createdAt.toISOString()}`,
    "",
    lead.message || "(no message)",
  ];
  return { subject: `New lead: ${name} (${oneLine(lead.meetingType)})`, text: lines.join("\n") };
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
