import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testLead } from "#tests/support/lead-fixtures.ts";
import { startSmtpReceiver } from "#tests/support/smtp-receiver.ts";
import { destinationAlertSender, emailSender, leadNotification, visitorMailSender, websiteMailFrom } from "./mail.server.ts";

const FROM = async () => websiteMailFrom("hello@lakefrontnc.com");

const lead = testLead();

/** The notification's lines as the agent reads them: its facts, then the message. */
const noticeText = (notice: { facts: string[]; body?: string }) => [...notice.facts, notice.body ?? ""].join("\n");

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

describe("lead e-mail", () => {
  it("summarises the lead for the agent", () => {
    const { subject, notice } = leadNotification(lead, "https://lakefrontnc.com");
    const text = noticeText(notice);
    expect(subject).toBe("New lead: Grace Hopper (In-Person)");
    expect(text).toContain("Email: grace@example.com");
    expect(text).toContain("We'd love a tour of Davidson.");
  });

  it("names the meeting type in words, never as its slug", () => {
    expect(noticeText(leadNotification(lead, "https://lakefrontnc.com").notice)).toContain("Meeting type: In-Person");
    expect(noticeText(leadNotification({ ...lead, meetingType: "home-value" }, "https://lakefrontnc.com").notice)).toContain("Meeting type: Home value");
    expect(leadNotification({ ...lead, meetingType: "property-inquiry" }, "https://lakefrontnc.com").subject).toBe("New lead: Grace Hopper (Property inquiry)");
    expect(noticeText(leadNotification({ ...lead, meetingType: "Newsletter Subscription" }, "https://lakefrontnc.com").notice)).toContain(
      "Meeting type: Newsletter Subscription",
    );
    expect(noticeText(leadNotification({ ...lead, meetingType: "open-house" }, "https://lakefrontnc.com").notice)).toContain("Meeting type: Open house");
  });

  it("links the lead's page in the admin and says whether the visitor agreed to calls and texts", () => {
    const { notice } = leadNotification({ ...lead, consentGiven: true, repeatOf: "5b0c4f5e-7d4e-4f0a-9a51-1c2b3d4e5f60" }, "https://lakefrontnc.com");
    const text = noticeText(notice);
    expect(notice.action.href).toBe(`https://lakefrontnc.com/admin/leads/${lead.id}`);
    expect(text).toContain("Consent to calls and texts: yes");
    expect(text).toContain("Repeat visitor: an earlier lead has this e-mail address");
  });

  it("is sent over SMTP to LEAD_NOTIFY_EMAIL, replying to the visitor", async () => {
    await emailSender({ url: smtp.url }, "meredith@lakefrontnc.com", "https://lakefrontnc.com", FROM)(lead, 1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual(["meredith@lakefrontnc.com"]);
    expect(mail!.parsed.subject).toBe("New lead: Grace Hopper (In-Person)");
    expect(mail!.parsed.replyTo?.text).toBe("grace@example.com");
    // Both parts, from the one template: the facts, the admin's link and the message.
    for (const part of [mail!.parsed.text ?? "", mail!.parsed.html as string]) {
      expect(part).toContain("Email: grace@example.com");
      expect(part).toContain(`https://lakefrontnc.com/admin/leads/${lead.id}`);
      expect(part).toContain("love a tour of Davidson.");
    }
  });

  it("never lets a stored name or phone add a line to the mail, whatever it holds", async () => {
    const forged = { ...lead, firstName: "Grace\r\nBcc: everyone@example.com", lastName: "Hopper\nSubject: Wire funds", phone: "704\r\nX-Evil: 1" };
    const { subject, notice } = leadNotification(forged, "https://lakefrontnc.com");
    const text = noticeText(notice);
    expect(subject).toBe("New lead: GraceBcc: everyone@example.com HopperSubject: Wire funds (In-Person)");
    expect(text.split("\n").filter((line) => /^(Bcc|Subject|X-Evil):/.test(line))).toEqual([]);
    await emailSender({ url: smtp.url }, "meredith@lakefrontnc.com", "https://lakefrontnc.com", FROM)(forged, 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.envelope.to).toEqual(["meredith@lakefrontnc.com"]);
    expect(mail.raw).not.toMatch(/^(Bcc|X-Evil):/m);
    expect(mail.raw.match(/^Subject:/gm)).toHaveLength(1);
  });

  it("fails, to be retried, when the mail server is unreachable", async () => {
    const gone = await startSmtpReceiver();
    await gone.close();
    await expect(emailSender({ url: gone.url }, "meredith@lakefrontnc.com", "https://lakefrontnc.com", FROM)(lead, 1)).rejects.toThrow();
  });
});

describe("destination alert e-mail", () => {
  it("names the destination, since when and the last error, and links the failing leads", async () => {
    await destinationAlertSender(
      { url: smtp.url },
      "meredith@lakefrontnc.com",
      "https://lakefrontnc.com",
      FROM,
    )({
      channel: "fub",
      failingSince: new Date("2026-11-26T14:00:00Z"),
      lastError: "Follow Up Boss answered 503\r\nBcc: everyone@example.com",
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.envelope.to).toEqual(["meredith@lakefrontnc.com"]);
    expect(mail.parsed.subject).toBe("Leads are not reaching Follow Up Boss");
    expect(mail.parsed.text).toContain("Since 2026-11-26T14:00:00.000Z");
    expect(mail.parsed.text).toContain("https://lakefrontnc.com/admin/leads?state=pending");
    expect(mail.raw).not.toMatch(/^Bcc:/m);
  });
});

describe("e-mails to visitors", () => {
  it("carry the sender's identity, Message-ID and Date, and a DKIM signature when a key is configured", async () => {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const identity = async () => ({ name: "Meredith Vance", address: "news@lakefrontnc.com", replyTo: "meredith@lakefrontnc.com" });
    const send = visitorMailSender({ url: smtp.url, dkim: { domainName: "lakefrontnc.com", keySelector: "mail", privateKey } }, identity);
    smtp.received.length = 0;
    await send({ to: "reader@example.com", subject: "A letter", html: "<p>Hello</p>", text: "Hello" });
    const [mail] = smtp.received;
    expect(mail!.parsed.from?.value).toEqual([{ name: "Meredith Vance", address: "news@lakefrontnc.com" }]);
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe("meredith@lakefrontnc.com");
    expect(mail!.parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(mail!.parsed.date).toBeInstanceOf(Date);
    expect(mail!.raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256;.*d=lakefrontnc\.com;.*s=mail;/ms);
  });
});
