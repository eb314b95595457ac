import { Button, Heading, Text } from "@react-email/components";
import { EmailFrame, visitorFooter, type EmailSender } from "./email-frame.tsx";

export const CONFIRMATION_SUBJECT = "Confirm your subscription to The Lake Advisor";

const text = { color: "#2b2520", fontSize: "16px", lineHeight: "26px" };

/** The double opt-in's e-mail: one button to the confirmation page, which confirms with one more. */
export function ConfirmationEmail({ sender, confirmUrl }: { sender: EmailSender; confirmUrl: string }) {
  return (
    <EmailFrame
      preview="One click to start receiving The Lake Advisor."
      footer={visitorFooter(
        sender,
        "You receive this e-mail because this address was entered in The Lake Advisor's newsletter form. If it was not you, ignore it: you will not be subscribed.",
      )}
    >
      <Heading as="h1" style={{ color: "#1d2a35", fontSize: "26px", fontWeight: "normal", margin: "0 0 16px" }}>
        Confirm your subscription
      </Heading>
      <Text style={text}>
        Thank you for asking to receive The Lake Advisor, {sender.agent.name}&apos;s letter on Lake Norman, Lake Wylie and Charlotte real estate. Please confirm
        that this is your address:
      </Text>
      <Button href={confirmUrl} style={{ backgroundColor: "#1d2a35", color: "#ffffff", fontSize: "16px", padding: "14px 24px", textDecoration: "none" }}>
        Confirm my subscription
      </Button>
      <Text style={text}>The link works for 7 days. Until you confirm, nothing more is sent to this address.</Text>
    </EmailFrame>
  );
}
