import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testLead } from "#tests/support/lead-fixtures.ts";
import { startSmtpReceiver } from "#tests/support/smtp-receiver.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { DeliveryFailure } from "./lead-outbox.server.ts";
import { destinationAlertSender, emailSender, leadNotification, receiptSender, visitorMailSender, websiteMailFrom } from "./mail.server.ts";

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

describe("the visitor's receipt", () => {
  const identity = async () => ({ name: "Meredith Vance", address: "hello@lakefrontnc.com", replyTo: "meredith@lakefrontnc.com" });
  const settings = async () => ({ ...siteSettingsSeed, receipt: { ...siteSettingsSeed.receipt, subject: "Thanks, {firstName} will call you" } });

  it("thanks the visitor from the agent, with her words and phone, a copy of the form, the consent given and the firm's license, in both parts", async () => {
    smtp.received.length = 0;
    const inquiry = testLead({
      source: "property-inquiry",
      meetingType: "property-inquiry",
      details: { propertyAddress: "18612 Peninsula Club Dr" },
      message: "Is there a dock?\nAnd a boat lift?",
      consentGiven: true,
      consentWording: "I agree to receive calls and text messages from Lakefront Luxury Group about my inquiry.",
    });
    await receiptSender(visitorMailSender({ url: smtp.url }, identity), settings, "https://lakefrontnc.com")(inquiry, 0);
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual(["grace@example.com"]);
    expect(mail!.parsed.subject).toBe(`Thanks, ${siteSettingsSeed.agent.firstName} will call you`);
    expect(mail!.parsed.from?.value).toEqual([{ name: "Meredith Vance", address: "hello@lakefrontnc.com" }]);
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe("meredith@lakefrontnc.com");
    const html = String(mail!.parsed.html).replaceAll("&#x27;", "'");
    for (const part of [mail!.parsed.text ?? "", html]) {
      expect(part).toContain("Hi Grace,");
      expect(part).toContain("will reply within one business day");
      expect(part).toContain(siteSettingsSeed.phone);
      expect(part).toContain("Property: 18612 Peninsula Club Dr");
      expect(part).toContain("And a boat lift?");
      expect(part).toContain(inquiry.consentWording!.slice(0, 60));
      expect(part).toContain(siteSettingsSeed.firm.licenseNumber);
      expect(part).toContain("Equal Housing Opportunity.");
    }
  });

  it("leaves out the consent when none was given, and never lets the visitor's text add a header", async () => {
    smtp.received.length = 0;
    const forged = testLead({ firstName: "Grace\r\nBcc: everyone@example.com", consentGiven: false });
    await receiptSender(visitorMailSender({ url: smtp.url }, identity), settings, "https://lakefrontnc.com")(forged, 0);
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual(["grace@example.com"]);
    const [headers] = mail!.raw.split(/\r?\n\r?\n/);
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(mail!.parsed.text).toContain("Hi GraceBcc: everyone@example.com,");
    expect(mail!.parsed.text).not.toContain("Your consent");
  });

  it("is refused for good, naming no address, when the visitor's server refuses the address; any other failure is retried", async () => {
    smtp.refuseRecipients((address) => (address === "grace@example.com" ? { code: 550, message: "5.1.1 <grace@example.com>: no such user" } : null));
    try {
      const send = receiptSender(visitorMailSender({ url: smtp.url }, identity), settings, "https://lakefrontnc.com");
      const refused = await send(testLead(), 0).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DeliveryFailure);
      expect(refused).toMatchObject({
        permanent: true,
        destinationDown: false,
        message: "Receipt not sent: the visitor's mail server refused the address (550)",
      });
    } finally {
      smtp.refuseRecipients(() => null);
    }
    const gone = await startSmtpReceiver();
    await gone.close();
    const down = await receiptSender(
      visitorMailSender({ url: gone.url }, identity),
      settings,
      "https://lakefrontnc.com",
    )(testLead(), 0).catch((error: unknown) => error);
    expect(down).toMatchObject({ permanent: false, destinationDown: false });
    expect(String((down as Error).message)).not.toContain("@");
  });
});
