import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { leadDeliveries, leads, newsletterSubscribers } from "#app/db/schema.ts";
import { parseConfig, type Config } from "#app/services/config.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { submitLead } from "./lead-submission.server.ts";

let database: Database;
const config: Config = { ...parseConfig({ SITE_URL: "https://lakefrontnc.com" }), sessionSecrets: ["x".repeat(32)] };

const contact = {
  kind: "contact",
  firstName: "Grace",
  lastName: "Hopper",
  phone: "+1 704 555 0123",
  email: "grace@example.com",
  meetingType: "clarity",
  message: "Looking on the west shore.",
  pageUrl: "https://lakefrontnc.com/neighborhood/denver",
};

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost:3000/resources/contact", { method: "POST", body });
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(leads);
});

describe("submitLead", () => {
  it("stores a valid contact with its CRM outbox row and answers ok after the commit", async () => {
    const result = await submitLead(database.db, config, post(contact));
    expect(result).toEqual({ status: 200, body: { ok: true } });
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      firstName: "Grace",
      meetingType: "clarity",
      source: "contact-dialog",
      pageUrl: "https://lakefrontnc.com/neighborhood/denver",
    });
    const deliveries = await database.db.select().from(leadDeliveries);
    expect(deliveries.map((row) => [row.channel, row.status])).toEqual([["crm", "pending"]]);
  });

  it("rejects invalid input with a message per field and stores nothing", async () => {
    const result = await submitLead(database.db, config, post({ ...contact, email: "nope", meetingType: "" }));
    expect(result).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Enter a valid email address", meetingType: "Choose a meeting type" } },
    });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("turns an inquiry into meetingType property-inquiry with the address first in the message", async () => {
    const { meetingType: _ignored, ...person } = contact;
    await submitLead(database.db, config, post({ ...person, kind: "inquiry", address: "18612 Peninsula Club Dr", message: "Is there a dock?" }));
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      meetingType: "property-inquiry",
      source: "property-inquiry",
      message: "Property Inquiry: 18612 Peninsula Club Dr\n\nIs there a dock?",
    });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const result = await submitLead(database.db, config, post({ ...contact, website: "http://spam.example" }));
    expect(result).toEqual({ status: 200, body: { ok: true } });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("records only the site's own pages as the page a lead came from", async () => {
    await submitLead(database.db, config, post({ ...contact, pageUrl: "https://evil.example/phish" }));
    const [lead] = await database.db.select().from(leads);
    expect(lead!.pageUrl).toBeNull();
  });

  it("adds the e-mail channel when SMTP and the notify address are configured", async () => {
    const mailing = { ...config, smtpUrl: "smtp://127.0.0.1:2525", leadNotifyEmail: "meredith@lakefrontnc.com" };
    await submitLead(database.db, mailing, post(contact));
    const channels = (await database.db.select().from(leadDeliveries)).map((row) => row.channel).sort();
    expect(channels).toEqual(["crm", "email"]);
  });

  it("subscribes to the newsletter with the spec's body, once per address", async () => {
    const first = await submitLead(database.db, config, post({ kind: "newsletter", email: "Ada@Example.com" }));
    expect(first).toEqual({ status: 200, body: { ok: true } });
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      firstName: "",
      lastName: "",
      phone: "",
      email: "Ada@Example.com",
      meetingType: "Newsletter Subscription",
      message: "Lake Advisor newsletter subscription",
      source: "newsletter",
    });
    expect(await database.db.select().from(leadDeliveries)).toHaveLength(1);

    const again = await submitLead(database.db, config, post({ kind: "newsletter", email: "ada@example.com" }));
    expect(again).toEqual({ status: 200, body: { ok: true } });
    const subscribers = await database.db.select().from(newsletterSubscribers);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: "ada@example.com", leadId: lead!.id });
    expect(await database.db.select().from(leads)).toHaveLength(1);
    expect(await database.db.select().from(leadDeliveries)).toHaveLength(1);
  });

  it("requires a valid email to subscribe", async () => {
    expect(await submitLead(database.db, config, post({ kind: "newsletter", email: "" }))).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Email is required" } },
    });
    expect(await submitLead(database.db, config, post({ kind: "newsletter", email: "nope" }))).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Enter a valid email address" } },
    });
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });
});
