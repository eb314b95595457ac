import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { leads, mailOutbox, newsletterSubscribers } from "#app/db/schema.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { NEWSLETTER_CONFIRMATION } from "#app/lib/constants.ts";
import { createTestDatabase } from "#tests/database.ts";
import { testSubmission } from "#tests/support/lead-fixtures.ts";
import { startSmtpReceiver } from "#tests/support/smtp-receiver.ts";
import { parseConfig } from "./config.server.ts";
import { submitLead } from "./lead-submission.server.ts";
import { deliverDueMail, startMailDelivery, type MailDeliveryOptions } from "./mail-delivery.server.ts";
import { visitorMailSender } from "./mail.server.ts";
import { newsletterLead } from "./new-leads.server.ts";
import { confirmationState, confirmationToken, confirmSubscription, NEWSLETTER_CONFIRM_PATH, requestSubscription } from "./newsletter-subscriptions.server.ts";

const SECRETS = ["s".repeat(32)];
const SITE = "https://lakefrontnc.com";
const HOUR = NEWSLETTER_CONFIRMATION.minIntervalMs;

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(leads);
  smtp.received.length = 0;
  smtp.refuseRecipients(() => null);
});

const ask = (email: string, now = new Date()) =>
  requestSubscription(database.db, newsletterLead({ email }, testSubmission({ pageUrl: `${SITE}/the-lake-advisor/best-boat-ramps` })), now);
const subscriber = async (email: string) => (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
const queued = async () => (await database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt)).map((row) => [row.toAddress, row.status]);

function delivery(overrides: Partial<MailDeliveryOptions> = {}): MailDeliveryOptions {
  const identity = async () => ({ name: siteSettingsSeed.agent.name, address: "news@lakefrontnc.com", replyTo: siteSettingsSeed.email });
  return {
    send: visitorMailSender({ url: smtp.url }, identity),
    siteUrl: SITE,
    secrets: SECRETS,
    sender: async () => siteSettingsSeed,
    baseDelayMs: 60_000,
    ...overrides,
  };
}

describe("asking to subscribe", () => {
  it("stores a new address as pending, credited to the page it came from, and queues one confirmation", async () => {
    await ask("ada@example.com");
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "pending", signupPage: `${SITE}/the-lake-advisor/best-boat-ramps`, leadId: null });
    expect(await queued()).toEqual([["ada@example.com", "pending"]]);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("sends one confirmation an hour at most to an address, and then only the latest link confirms", async () => {
    const start = new Date("2026-11-29T10:00:00Z");
    await ask("ada@example.com", start);
    const firstLink = confirmationToken(SECRETS, await subscriber("ada@example.com"));
    await ask("ada@example.com", new Date(start.getTime() + HOUR - 1000));
    expect(await queued()).toEqual([["ada@example.com", "pending"]]);

    await ask("ada@example.com", new Date(start.getTime() + HOUR));
    expect(await queued()).toEqual([
      ["ada@example.com", "cancelled"],
      ["ada@example.com", "pending"],
    ]);
    const later = new Date(start.getTime() + HOUR + 1000);
    expect(await confirmationState(database.db, SECRETS, firstLink, later)).toBe("invalid");
    expect(await confirmSubscription(database.db, SECRETS, firstLink, ["crm"], later)).toBe("invalid");
    const latestLink = confirmationToken(SECRETS, await subscriber("ada@example.com"));
    expect(await confirmationState(database.db, SECRETS, latestLink, later)).toBe("confirmable");
  });

  it("gives a subscribed address nothing more, and a suppressed one a new confirmation", async () => {
    await ask("ada@example.com");
    await confirmSubscription(database.db, SECRETS, confirmationToken(SECRETS, await subscriber("ada@example.com")), ["crm"]);
    await ask("ada@example.com", new Date(Date.now() + 2 * HOUR));
    expect(await queued()).toEqual([["ada@example.com", "cancelled"]]);

    await database.db.update(newsletterSubscribers).set({ status: "unsubscribed" });
    await ask("ada@example.com", new Date(Date.now() + 3 * HOUR));
    expect(await queued()).toEqual([
      ["ada@example.com", "cancelled"],
      ["ada@example.com", "pending"],
    ]);
    // Suppressed until the new confirmation is followed.
    expect((await subscriber("ada@example.com")).status).toBe("unsubscribed");
  });
});

describe("hostile sign-ups", () => {
  it("refuses header injection, control characters, a display name and a 10,000-character address with a 400, storing and mailing nothing", async () => {
    const config = { ...parseConfig({ SITE_URL: SITE }), sessionSecrets: SECRETS };
    const post = (email: string) => {
      const body = new FormData();
      body.set("kind", "newsletter");
      body.set("email", email);
      return new Request(`${SITE}/resources/contact`, { method: "POST", body });
    };
    for (const email of [
      "ada@example.com\r\nBcc: everyone@example.com",
      "ada@example.com\nSubject: Wire funds",
      "ada\u0000@example.com",
      "Ada Lovelace <ada@example.com>",
      `${"a".repeat(10_000)}@example.com`,
    ]) {
      const answer = await submitLead(database.db, config, post(email), { ipAddress: "203.0.113.9", firmName: siteSettingsSeed.firm.name, receipts: true });
      expect(answer.status, email.slice(0, 40)).toBe(400);
    }
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("a confirmation link", () => {
  it("changes nothing when followed; confirming subscribes, records the newsletter lead once, and works twice", async () => {
    await ask("ada@example.com");
    const token = confirmationToken(SECRETS, await subscriber("ada@example.com"));
    expect(await confirmationState(database.db, SECRETS, token)).toBe("confirmable");
    expect((await subscriber("ada@example.com")).status).toBe("pending");

    expect(await confirmSubscription(database.db, SECRETS, token, ["crm"])).toBe("subscribed");
    expect(await confirmSubscription(database.db, SECRETS, token, ["crm"])).toBe("subscribed");
    const confirmed = await subscriber("ada@example.com");
    expect(confirmed).toMatchObject({ status: "subscribed", pendingLead: null, confirmedAt: expect.any(Date) });
    const stored = await database.db.select().from(leads);
    expect(stored).toEqual([expect.objectContaining({ id: confirmed.leadId, source: "newsletter", meetingType: "Newsletter Subscription" })]);
  });

  it("is refused when tampered with, signed with another secret, or older than 7 days", async () => {
    const asked = new Date("2026-11-20T10:00:00Z");
    await ask("ada@example.com", asked);
    const token = confirmationToken(SECRETS, await subscriber("ada@example.com"));
    const [id, time, signature] = token.split(".");
    const inTime = new Date(asked.getTime() + NEWSLETTER_CONFIRMATION.validMs - 1000);
    for (const bad of [
      `${id}.${Number(time) + 1}.${signature}`,
      `${id}.${time}.${signature!.slice(1)}x`,
      `${id}.${time}`,
      "nonsense",
      `${token.startsWith("0") ? "1" : "0"}${token.slice(1)}`,
    ]) {
      expect(await confirmationState(database.db, SECRETS, bad, inTime), bad).toBe("invalid");
    }
    expect(await confirmationState(database.db, ["o".repeat(32)], token, inTime)).toBe("invalid");
    // The first of two secrets signs, any verifies: a rotated secret keeps the links already sent.
    expect(await confirmationState(database.db, ["n".repeat(32), ...SECRETS], token, inTime)).toBe("confirmable");
    const expired = new Date(asked.getTime() + NEWSLETTER_CONFIRMATION.validMs + 1000);
    expect(await confirmSubscription(database.db, SECRETS, token, ["crm"], expired)).toBe("invalid");
    expect((await subscriber("ada@example.com")).status).toBe("pending");
  });
});

describe("the confirmation e-mail", () => {
  it("arrives from the agent with an HTML and a text part, the firm's footer and a link that confirms", async () => {
    await ask("ada@example.com");
    expect(await deliverDueMail(database.db, delivery())).toBe(1);
    expect(await queued()).toEqual([["ada@example.com", "sent"]]);
    const [mail] = smtp.received;
    expect(mail!.envelope).toEqual({ from: "news@lakefrontnc.com", to: ["ada@example.com"] });
    const { parsed } = mail!;
    expect(parsed.subject).toBe("Confirm your subscription to The Lake Advisor");
    expect(parsed.from?.value).toEqual([{ name: siteSettingsSeed.agent.name, address: "news@lakefrontnc.com" }]);
    expect(parsed.replyTo?.value).toEqual([{ name: "", address: siteSettingsSeed.email }]);
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(parsed.date).toBeInstanceOf(Date);
    const link = `${SITE}${NEWSLETTER_CONFIRM_PATH}/${confirmationToken(SECRETS, await subscriber("ada@example.com"))}`;
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.html).toContain("max-width:600px");
    expect(parsed.text).toContain(link);
    for (const part of [parsed.html as string, parsed.text ?? ""]) {
      expect(part).toContain(siteSettingsSeed.firm.name);
      expect(part).toContain(siteSettingsSeed.offices[0]!.street);
      expect(part).toContain("Equal Housing Opportunity");
    }
    const token = link.slice(link.lastIndexOf("/") + 1);
    expect(await confirmSubscription(database.db, SECRETS, token, ["crm"])).toBe("subscribed");
  });

  it("is tried again later when the mail server defers it, and marks the address bounced when it refuses it for good", async () => {
    await ask("later@example.com");
    await ask("gone@example.com");
    smtp.refuseRecipients((address) => (address === "gone@example.com" ? { code: 550, message: "No such user" } : { code: 451, message: "Try again later" }));
    expect(await deliverDueMail(database.db, delivery())).toBe(2);
    const rows = await database.db.select().from(mailOutbox);
    const later = rows.find((row) => row.toAddress === "later@example.com")!;
    expect(later).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(later.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(rows.find((row) => row.toAddress === "gone@example.com")).toMatchObject({ status: "failed", lastError: expect.stringContaining("550") });
    expect((await subscriber("gone@example.com")).status).toBe("bounced");
    expect((await subscriber("later@example.com")).status).toBe("pending");
    expect(smtp.received).toHaveLength(0);
  });

  it("waits in the outbox while the mail server is down, and goes once it is back", async () => {
    await ask("ada@example.com");
    const down = await startSmtpReceiver();
    await down.close();
    const identity = async () => ({ name: "Meredith", address: "news@lakefrontnc.com", replyTo: "hello@lakefrontnc.com" });
    expect(await deliverDueMail(database.db, delivery({ send: visitorMailSender({ url: down.url }, identity) }))).toBe(1);
    expect(await queued()).toEqual([["ada@example.com", "pending"]]);
    // Its retry falls due.
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
    expect(await deliverDueMail(database.db, delivery())).toBe(1);
    expect(await queued()).toEqual([["ada@example.com", "sent"]]);
    expect(smtp.received).toHaveLength(1);
  });

  it("is not sent once the address has confirmed", async () => {
    await ask("ada@example.com");
    await confirmSubscription(database.db, SECRETS, confirmationToken(SECRETS, await subscriber("ada@example.com")), ["crm"]);
    await database.db.update(mailOutbox).set({ status: "pending" });
    await deliverDueMail(database.db, delivery());
    expect(await queued()).toEqual([["ada@example.com", "cancelled"]]);
    expect(smtp.received).toHaveLength(0);
  });

  it("is sent once when two workers share the outbox", async () => {
    for (let n = 0; n < 12; n++) await ask(`reader-${n}@example.com`);
    const workers = [
      startMailDelivery(database.db, { ...delivery(), pollIntervalMs: 5 }),
      startMailDelivery(database.db, { ...delivery(), pollIntervalMs: 5 }),
    ];
    try {
      await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(12);
      await expect.poll(async () => (await queued()).every(([, status]) => status === "sent"), { timeout: 5_000 }).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(new Set(smtp.received.map((mail) => mail.envelope.to[0])).size).toBe(12);
    expect(smtp.received).toHaveLength(12);
  });
});
