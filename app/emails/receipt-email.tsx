import { Heading, Link, Section, Text } from "@react-email/components";
import type { SiteSettings } from "#app/content/content-types.ts";
import { stripControlCharacters } from "#app/lib/control-characters.ts";
import { submittedFields, type SubmittedLead } from "#app/lib/lead-submitted-fields.ts";
import { withNames } from "#app/lib/page-texts-schema.ts";
import { telHref } from "#app/lib/site-settings-schema.ts";
import { EmailFrame, visitorFooter } from "./email-frame.tsx";

export type ReceiptLead = SubmittedLead & { consentGiven: boolean; consentWording: string | null; createdAt: Date };

const text = { color: "#2b2520", fontSize: "16px", lineHeight: "26px", margin: "0 0 16px" };
const fact = { color: "#2b2520", fontFamily: "Arial, Helvetica, sans-serif", fontSize: "14px", lineHeight: "21px", margin: "2px 0" };
const subheading = { color: "#1d2a35", fontSize: "19px", fontWeight: "normal", margin: "28px 0 10px" };
const sentAt = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "America/New_York" });

/** The receipt's subject: the agent's, with her names in place of {name} and {firstName}. */
export function receiptSubject(sender: SiteSettings): string {
  return withNames(sender.receipt.subject, sender);
}

/**
 * The e-mail a visitor gets at once after writing (issue 35): the agent's words and phone, a copy
 * of what they sent, and the consent they gave, from the agent, with the firm's name and license.
 */
export function ReceiptEmail({ sender, lead, siteUrl }: { sender: SiteSettings; lead: ReceiptLead; siteUrl: string }) {
  const paragraphs = withNames(sender.receipt.message, sender)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  // One-line values keep to one line, whatever a stored lead holds (as in the agent's notification).
  const fields = submittedFields(lead)
    .filter((field) => field.value.trim() !== "" && field.kind !== "message")
    .map((field) => ({ ...field, value: stripControlCharacters(field.value) }));
  const when = sentAt.format(lead.createdAt);
  return (
    <EmailFrame
      preview={paragraphs[0] ?? receiptSubject(sender)}
      footer={visitorFooter(
        sender,
        `You receive this e-mail because this address was entered in a form on ${siteUrl} on ${when}. If it was not you, reply to let us know.`,
      )}
    >
      <Text style={text}>{`Hi ${stripControlCharacters(lead.firstName) || "there"},`}</Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={{ ...text, whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
      <Text style={text}>
        {sender.agent.name}
        <br />
        Call or text: <Link href={telHref(sender.phone)}>{sender.phone}</Link>
      </Text>
      <Section>
        <Heading as="h2" style={subheading}>
          What you sent
        </Heading>
        {fields.map((field) => (
          <Text key={field.label} style={fact}>
            {`${field.label}: ${field.value}`}
          </Text>
        ))}
        {lead.message.trim() ? (
          <Text style={{ ...fact, marginTop: "12px", whiteSpace: "pre-line" }}>
            Message:
            <br />
            {lead.message}
          </Text>
        ) : null}
      </Section>
      {lead.consentGiven && lead.consentWording ? (
        <Section>
          <Heading as="h2" style={subheading}>
            Your consent
          </Heading>
          <Text style={fact}>{`You agreed to the following on ${when}:`}</Text>
          <Text style={{ ...fact, fontStyle: "italic" }}>{`“${lead.consentWording}”`}</Text>
        </Section>
      ) : null}
    </EmailFrame>
  );
}
