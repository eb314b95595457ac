import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { leadDeliveries, leads, mailOutbox, newsletterSubscribers } from "#app/db/schema.ts";
import { parseConfig, type Config } from "#app/services/config.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { CONSENT_VERSION } from "#app/lib/consent.ts";
import { VISIT_COOKIE, visitCookieValue } from "#app/lib/visit-attribution.ts";
import { leadListFilters } from "#app/lib/admin-lead-filters.ts";
import { countUndeliveredLeads, listLeadsForAdmin } from "#app/models/admin-leads.server.ts";
import { leadChannels } from "./lead-destinations.server.ts";
import { CONSENT_VERSION_UNKNOWN, submitLead } from "./lead-submission.server.ts";
import { confirmationToken, confirmSubscription } from "./newsletter-subscriptions.server.ts";

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

const VISITOR_IP = "203.0.113.9";
const VISITOR = { ipAddress: VISITOR_IP, firmName: siteSettingsSeed.firm.name, receipts: false };

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost:3000/resources/contact", { method: "POST", body, headers: { "user-agent": "Test Browser/1.0", ...headers } });
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
    const result = await submitLead(database.db, config, post(contact), VISITOR);
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
    const result = await submitLead(database.db, config, post({ ...contact, email: "nope", meetingType: "" }), VISITOR);
    expect(result).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Enter a valid email address", meetingType: "Choose a meeting type" } },
    });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("turns an inquiry into meetingType property-inquiry with the address first in the message", async () => {
    const { meetingType: _ignored, ...person } = contact;
    await submitLead(database.db, config, post({ ...person, kind: "inquiry", address: "18612 Peninsula Club Dr", message: "Is there a dock?" }), VISITOR);
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      meetingType: "property-inquiry",
      source: "property-inquiry",
      message: "Property Inquiry: 18612 Peninsula Club Dr\n\nIs there a dock?",
    });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const result = await submitLead(database.db, config, post({ ...contact, website: "http://spam.example" }), VISITOR);
    expect(result).toEqual({ status: 200, body: { ok: true } });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("records only the site's own pages as the page a lead came from", async () => {
    await submitLead(database.db, config, post({ ...contact, pageUrl: "https://evil.example/phish" }), VISITOR);
    const [lead] = await database.db.select().from(leads);
    expect(lead!.pageUrl).toBeNull();
  });

  it("adds the e-mail channel when SMTP and the notify address are configured", async () => {
    const mailing = { ...config, smtpUrl: "smtp://127.0.0.1:2525", leadNotifyEmail: "meredith@lakefrontnc.com" };
    await submitLead(database.db, mailing, post(contact), VISITOR);
    const channels = (await database.db.select().from(leadDeliveries)).map((row) => row.channel).sort();
    expect(channels).toEqual(["crm", "email"]);
  });

  it("stores a subscription as pending, answers as for any address, and sends the spec's body to the CRM once it is confirmed", async () => {
    const first = await submitLead(database.db, config, post({ kind: "newsletter", email: "Ada@Example.com" }), VISITOR);
    expect(first).toEqual({ status: 200, body: { ok: true } });
    expect(await database.db.select().from(leads)).toHaveLength(0);
    const [pending] = await database.db.select().from(newsletterSubscribers);
    expect(pending).toMatchObject({ email: "ada@example.com", status: "pending", leadId: null });
    expect(await database.db.select().from(mailOutbox)).toEqual([expect.objectContaining({ kind: "confirmation", toAddress: "ada@example.com" })]);

    const again = await submitLead(database.db, config, post({ kind: "newsletter", email: "ada@example.com" }), VISITOR);
    expect(again).toEqual(first);
    expect(await confirmSubscription(database.db, config.sessionSecrets, confirmationToken(config.sessionSecrets, pending!), leadChannels(config))).toBe(
      "subscribed",
    );
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
    // Subscribed, the address gets the same answer and nothing more.
    expect(await submitLead(database.db, config, post({ kind: "newsletter", email: "ADA@example.com" }), VISITOR)).toEqual(first);
    const subscribers = await database.db.select().from(newsletterSubscribers);
    expect(subscribers).toEqual([expect.objectContaining({ email: "ada@example.com", status: "subscribed", leadId: lead!.id })]);
    expect(await database.db.select().from(leads)).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("requires a valid email to subscribe", async () => {
    expect(await submitLead(database.db, config, post({ kind: "newsletter", email: "" }), VISITOR)).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Email is required" } },
    });
    expect(await submitLead(database.db, config, post({ kind: "newsletter", email: "nope" }), VISITOR)).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Enter a valid email address" } },
    });
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("stores the consent record: checked or not, the wording with the firm of the day and its version, the time, the IP address and the user agent", async () => {
    await submitLead(database.db, config, post({ ...contact, consent: "yes", consentVersion: CONSENT_VERSION }), VISITOR);
    await submitLead(database.db, config, post({ ...contact, email: "hopper@example.com", consentVersion: CONSENT_VERSION }), {
      ...VISITOR,
      firmName: "Harbor & Pine Realty",
    });
    const stored = await database.db.select().from(leads).orderBy(leads.createdAt);
    expect(stored.map((lead) => [lead.email, lead.consentGiven, lead.consentVersion, lead.ipAddress, lead.userAgent])).toEqual([
      ["grace@example.com", true, CONSENT_VERSION, VISITOR_IP, "Test Browser/1.0"],
      ["hopper@example.com", false, CONSENT_VERSION, VISITOR_IP, "Test Browser/1.0"],
    ]);
    expect(stored[0]!.consentWording).toMatch(/^I agree to receive calls and text messages from Lakefront Luxury Group about my inquiry/);
    expect(stored[1]!.consentWording).toMatch(/^I agree to receive calls and text messages from Harbor & Pine Realty about my inquiry/);
  });

  it("refuses a consent box with another value, or checked without a known wording, and stores nothing", async () => {
    expect(await submitLead(database.db, config, post({ ...contact, consent: "maybe", consentVersion: CONSENT_VERSION }), VISITOR)).toEqual({
      status: 400,
      body: { ok: false, errors: { consent: "Check the box, or leave it unchecked" } },
    });
    expect(await submitLead(database.db, config, post({ ...contact, consent: "yes", consentVersion: "1999-01-01" }), VISITOR)).toEqual({
      status: 400,
      body: { ok: false, errors: { consent: CONSENT_VERSION_UNKNOWN } },
    });
    expect(await submitLead(database.db, config, post({ ...contact, email: "", consent: "yes" }), VISITOR)).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Email is required", consent: CONSENT_VERSION_UNKNOWN } },
    });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("stores the visit's attribution from its cookie, and from the page's own query without one", async () => {
    const cookie = `${VISIT_COOKIE}=${visitCookieValue(new URL("https://lakefrontnc.com/?utm_source=newsletter&utm_medium=email&utm_campaign=fall"), "https://www.google.com/")}`;
    await submitLead(database.db, config, post(contact, { cookie: `other=1; ${cookie}` }), VISITOR);
    await submitLead(
      database.db,
      config,
      post({ ...contact, email: "b@example.com", pageUrl: "https://lakefrontnc.com/about?utm_source=facebook&utm_content=ad%201" }),
      VISITOR,
    );
    const [fromCookie, fromPage] = await database.db.select().from(leads).orderBy(leads.createdAt);
    expect(fromCookie).toMatchObject({
      landingPage: "/?utm_source=newsletter&utm_medium=email&utm_campaign=fall",
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "fall",
      utmTerm: null,
    });
    expect(fromPage).toMatchObject({ landingPage: "/about?utm_source=facebook&utm_content=ad%201", referrer: null, utmSource: "facebook", utmContent: "ad 1" });
  });

  it("drops attribution values that are not what they claim: a foreign landing page, a script referrer, control characters", async () => {
    const cookie = `${VISIT_COOKIE}=${new URLSearchParams({ landing: "//evil.example/x", referrer: "javascript:alert(1)", utm_source: "a\u202eb", utm_medium: "x".repeat(400) })}`;
    await submitLead(database.db, config, post(contact, { cookie }), VISITOR);
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({ landingPage: null, referrer: null, utmSource: null });
    expect(lead!.utmMedium).toHaveLength(300);
  });

  it("stores a home value request as a home-value lead with the home's facts", async () => {
    const { meetingType: _none, ...person } = contact;
    const home = {
      ...person,
      kind: "home-value",
      address: "118 Harbor Point Ln",
      city: "Mooresville",
      beds: "4",
      baths: "3.5",
      squareFeet: "3850",
      timeline: "3–6 months",
    };
    expect(await submitLead(database.db, config, post(home), VISITOR)).toEqual({ status: 200, body: { ok: true } });
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      source: "home-value",
      meetingType: "home-value",
      details: { address: "118 Harbor Point Ln", city: "Mooresville", beds: "4", baths: "3.5", squareFeet: "3850", timeline: "3–6 months" },
    });
    expect(lead!.message).toMatch(/^Home Value Request: 118 Harbor Point Ln, Mooresville · 4 beds · 3.5 baths · 3850 sq ft · Timeline: 3–6 months\n\nLooking/);
    expect(await submitLead(database.db, config, post({ ...home, city: "", baths: "2.3", squareFeet: "12", timeline: "soon" }), VISITOR)).toEqual({
      status: 400,
      body: {
        ok: false,
        errors: {
          city: "City is required",
          baths: "Enter bathrooms between 0 and 30",
          squareFeet: "Enter square feet between 100 and 100,000",
          timeline: "Choose when you would like to sell",
        },
      },
    });
    expect(await database.db.select().from(leads)).toHaveLength(1);
  });

  it("links a lead to the earliest lead with the same e-mail address, and still queues it for delivery", async () => {
    await submitLead(database.db, config, post(contact), VISITOR);
    await submitLead(database.db, config, post({ ...contact, email: "GRACE@example.com" }), VISITOR);
    await submitLead(database.db, config, post({ ...contact, email: "someone@example.com" }), VISITOR);
    const [first, repeat, other] = await database.db.select().from(leads).orderBy(leads.createdAt);
    expect(first!.repeatOf).toBeNull();
    expect(repeat!.repeatOf).toBe(first!.id);
    expect(other!.repeatOf).toBeNull();
    expect(await database.db.select().from(leadDeliveries)).toHaveLength(3);
  });

  it("queues a lead for each configured destination", async () => {
    const everywhere = parseConfig({
      SITE_URL: "https://lakefrontnc.com",
      CRM_WEBHOOK_URL: "http://127.0.0.1:9/crm",
      FUB_API_KEY: "key",
      SMTP_URL: "smtp://127.0.0.1:2525",
      LEAD_NOTIFY_EMAIL: "meredith@lakefrontnc.com",
    });
    await submitLead(database.db, { ...everywhere, sessionSecrets: ["x".repeat(32)] }, post(contact), VISITOR);
    const onlyFub = parseConfig({ SITE_URL: "https://lakefrontnc.com", FUB_API_KEY: "key" });
    await submitLead(database.db, { ...onlyFub, sessionSecrets: ["x".repeat(32)] }, post({ ...contact, email: "b@example.com" }), VISITOR);
    const rows = await database.db
      .select({ email: leads.email, channel: leadDeliveries.channel })
      .from(leadDeliveries)
      .innerJoin(leads, eq(leads.id, leadDeliveries.leadId));
    expect(rows.map((row) => `${row.email} ${row.channel}`).sort()).toEqual([
      "b@example.com fub",
      "grace@example.com crm",
      "grace@example.com email",
      "grace@example.com fub",
    ]);
  });

  it("queues the visitor's receipt with a contact, an inquiry or a home value lead while receipts are on, at most one an address an hour, apart from the leads' delivery state", async () => {
    const receipts = { ...VISITOR, receipts: true };
    await submitLead(database.db, config, post(contact), receipts);
    await submitLead(database.db, config, post({ ...contact, email: "GRACE@example.com", kind: "inquiry", address: "18612 Peninsula Club Dr" }), receipts);
    await submitLead(
      database.db,
      config,
      post({ ...contact, email: "ada@example.com", kind: "home-value", address: "1 Lake Dr", city: "Cornelius", timeline: "3–6 months" }),
      receipts,
    );
    await submitLead(database.db, config, post({ ...contact, email: "off@example.com" }), VISITOR);
    await submitLead(database.db, config, post({ kind: "newsletter", email: "reader@example.com", pageUrl: contact.pageUrl }), receipts);
    const rows = await database.db
      .select({ email: leads.email, channel: leadDeliveries.channel })
      .from(leadDeliveries)
      .innerJoin(leads, eq(leads.id, leadDeliveries.leadId));
    expect(rows.filter((row) => row.channel === "receipt").map((row) => row.email)).toEqual(["grace@example.com", "ada@example.com"]);

    // A receipt still waiting leaves the lead delivered once the agent's destinations have it.
    await database.db.update(leadDeliveries).set({ status: "delivered" }).where(ne(leadDeliveries.channel, "receipt"));
    const listed = await listLeadsForAdmin(database.db, leadListFilters(new URLSearchParams("state=pending")));
    expect(listed.total).toBe(0);
    expect(await countUndeliveredLeads(database.db, new Date(Date.now() + 60 * 60_000))).toBe(0);
  });
});
