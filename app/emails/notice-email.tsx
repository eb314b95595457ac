import { Button, Heading, Text } from "@react-email/components";
import { EmailFrame } from "./email-frame.tsx";

export type Notice = {
  heading: string;
  /** One line each, "Label: value". */
  facts: string[];
  /** Free text, kept as its lines (a visitor's message). */
  body?: string;
  action: { label: string; href: string };
  /** Why the agent gets this e-mail. */
  reason: string;
};

const text = { color: "#2b2520", fontFamily: "Arial, Helvetica, sans-serif", fontSize: "15px", lineHeight: "22px", margin: "2px 0" };

/** An e-mail to the agent (a new lead, a destination failing): its facts, a button to the admin, and what the visitor wrote. */
export function NoticeEmail({ heading, facts, body, action, reason }: Notice) {
  return (
    <EmailFrame preview={heading} footer={[reason]}>
      <Heading as="h1" style={{ color: "#1d2a35", fontSize: "22px", fontWeight: "normal", margin: "0 0 16px" }}>
        {heading}
      </Heading>
      {facts.map((fact) => (
        <Text key={fact} style={text}>
          {fact}
        </Text>
      ))}
      <Button
        href={action.href}
        style={{ backgroundColor: "#1d2a35", color: "#ffffff", fontSize: "15px", margin: "20px 0", padding: "12px 20px", textDecoration: "none" }}
      >
        {action.label}
      </Button>
      {body !== undefined ? <Text style={{ ...text, whiteSpace: "pre-wrap", borderLeft: "3px solid #c9a96e", paddingLeft: "12px" }}>{body}</Text> : null}
    </EmailFrame>
  );
}
