import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { SiteSettings } from "#app/content/content-types.ts";

/** What an e-mail to a visitor says about who sends it (21 NCAC 58A .0105). */
export type EmailSender = Pick<SiteSettings, "agent" | "firm" | "offices" | "phone" | "email">;

const page = { backgroundColor: "#f6f3ee", fontFamily: "Georgia, 'Times New Roman', serif", margin: 0, padding: "24px 0" };
const card = { backgroundColor: "#ffffff", maxWidth: "600px", margin: "0 auto", padding: "32px" };
const footerText = { color: "#6b6259", fontFamily: "Arial, Helvetica, sans-serif", fontSize: "12px", lineHeight: "18px", margin: "4px 0" };

/** The footer of an e-mail to a visitor: the firm and its license, the agent, the office, "Equal Housing Opportunity" and why the reader gets it. */
export function visitorFooter(sender: EmailSender, reason: string): string[] {
  const office = sender.offices[0];
  return [
    `${[sender.firm.name, sender.firm.licenseNumber].filter(Boolean).join(" · ")} · ${sender.agent.name}${sender.agent.licenseNumber ? `, ${sender.agent.licenseNumber}` : ""}`,
    ...(office ? [`${office.street}, ${office.city}, ${office.state} ${office.zip}`] : []),
    "Equal Housing Opportunity.",
    reason,
  ];
}

/**
 * The one frame of the site's e-mails (decision 048): a 600 px table layout with inline styles, as
 * React Email writes it, and a footer line by line.
 */
export function EmailFrame({ preview, footer, unsubscribeUrl, children }: { preview: string; footer: string[]; unsubscribeUrl?: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          {children}
          <Hr style={{ borderColor: "#e7e0d6", margin: "32px 0 16px" }} />
          <Section>
            {footer.map((line) => (
              <Text key={line} style={footerText}>
                {line}
              </Text>
            ))}
            {unsubscribeUrl ? (
              <Text style={footerText}>
                <Link href={unsubscribeUrl} style={{ color: "#6b6259", textDecoration: "underline" }}>
                  Unsubscribe
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
