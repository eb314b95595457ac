import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { SiteSettings } from "#app/content/content-types.ts";

/** What every e-mail of the site says about who sends it (21 NCAC 58A .0105) and why the reader gets it. */
export type EmailSender = Pick<SiteSettings, "agent" | "firm" | "offices" | "phone" | "email">;

const page = { backgroundColor: "#f6f3ee", fontFamily: "Georgia, 'Times New Roman', serif", margin: 0, padding: "24px 0" };
const card = { backgroundColor: "#ffffff", maxWidth: "600px", margin: "0 auto", padding: "32px" };
const footer = { color: "#6b6259", fontFamily: "Arial, Helvetica, sans-serif", fontSize: "12px", lineHeight: "18px", margin: "4px 0" };

/**
 * The one frame of the site's e-mails (decision 048): a 600 px table layout with inline styles, as
 * React Email writes it, and the footer the law and the MLS ask of an advertisement.
 */
export function EmailFrame({ preview, sender, reason, children }: { preview: string; sender: EmailSender; reason: string; children: ReactNode }) {
  const office = sender.offices[0];
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          {children}
          <Hr style={{ borderColor: "#e7e0d6", margin: "32px 0 16px" }} />
          <Section>
            <Text style={footer}>
              {[sender.firm.name, sender.firm.licenseNumber].filter(Boolean).join(" · ")} · {sender.agent.name}
              {sender.agent.licenseNumber ? `, ${sender.agent.licenseNumber}` : ""}
            </Text>
            {office ? (
              <Text style={footer}>
                {office.street}, {office.city}, {office.state} {office.zip}
              </Text>
            ) : null}
            <Text style={footer}>Equal Housing Opportunity.</Text>
            <Text style={footer}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
