import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { destinationIncidents, leadDeliveries, leadDeliveryAttempts, leads } from "#app/db/schema.ts";
import { CONSENT_VERSION } from "#app/lib/consent.ts";
import { createTestDatabase } from "#tests/database.ts";
import { startCrmReceiver } from "#tests/support/crm-receiver.ts";
import { startFollowUpBossReceiver } from "#tests/support/follow-up-boss-receiver.ts";
import { testSubmission } from "#tests/support/lead-fixtures.ts";
import { longDestinationIncidents } from "#app/models/destination-incidents.server.ts";
import { alertLongIncidents } from "./destination-alerts.server.ts";
import { followUpBossSender, webhookSender } from "./lead-destinations.server.ts";
import { retryLeadDeliveries } from "#app/models/lead-deliveries.server.ts";
import { recordLead } from "#app/models/leads.server.ts";
import { deliverDueLeads } from "./lead-outbox.server.ts";
import { contactLead, homeValueLead, inquiryLead, newsletterLead } from "./new-leads.server.ts";

const SITE = "https://www.lakefrontnc.com";

let database: Database;
let fub: Awaited<ReturnType<typeof startFollowUpBossReceiver>>;
let crm: Awaited<ReturnType<typeof startCrmReceiver>>;

const person = { firstName: "Grace", lastName: "Hopper", phone: "704-555-0123", email: "grace@example.com", message: "Hello" };
const visit = testSubmission({
  pageUrl: `${SITE}/neighborhood/davidson`,
  landingPage: "/?utm_source=newsletter",
  referrer: "https://www.google.com/",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "fall-market",
  ipAddress: "203.0.113.9",
  userAgent: "Test Browser/1.0",
});

const fubOptions = (apiKey = "fub-test-key") => ({
  senders: { fub: followUpBossSender({ apiUrl: fub.url, apiKey, system: "Lakefront", systemKey: "system-key" }, SITE, 3000) },
});
const deliveryOf = async (leadId: string) => (await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId)))[0]!;
const attemptsOf = (deliveryId: string) =>
  database.db.select().from(leadDeliveryAttempts).where(eq(leadDeliveryAttempts.deliveryId, deliveryId)).orderBy(leadDeliveryAttempts.attemptedAt);
const makeDue = () => database.db.update(leadDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` });

beforeAll(async () => {
  database = await createTestDatabase();
  fub = await startFollowUpBossReceiver();
  crm = await startCrmReceiver();
});
afterAll(async () => {
  await fub.close();
  await crm.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(leads);
  await database.db.delete(destinationIncidents);
  fub.received.length = 0;
  fub.answerWith(null);
  crm.received.length = 0;
});

describe("Follow Up Boss", () => {
  it("receives a contact as one General Inquiry event with the person, source, page, campaign and consent", async () => {
    const lead = await recordLead(database.db, { ...contactLead({ ...person, meetingType: "zoom" }, { ...visit, consentGiven: true }) }, ["fub"]);
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 1, failed: 0 });
    expect(fub.received).toHaveLength(1);
    const [event] = fub.received;
    expect(event!.headers["x-system"]).toBe("Lakefront");
    expect(event!.headers["x-system-key"]).toBe("system-key");
    expect(event!.body).toEqual({
      source: "lakefrontnc.com",
      system: "Lakefront",
      type: "General Inquiry",
      message: `Hello\n\nConsent to calls and texts: agreed (wording of ${CONSENT_VERSION}) at ${lead.createdAt.toISOString()} from 203.0.113.9.`,
      description: "Meeting type: Zoom",
      sourceUrl: `${SITE}/neighborhood/davidson`,
      pageUrl: `${SITE}/neighborhood/davidson`,
      pageReferrer: "https://www.google.com/",
      occurredAt: lead.createdAt.toISOString(),
      person: { firstName: "Grace", lastName: "Hopper", emails: [{ value: "grace@example.com" }], phones: [{ value: "704-555-0123" }], tags: ["SMS Consent"] },
      campaign: { source: "newsletter", medium: "email", campaign: "fall-market" },
    });
    const delivery = await deliveryOf(lead.id);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1 });
    expect((await attemptsOf(delivery.id)).map((attempt) => [attempt.outcome, attempt.httpStatus, attempt.error])).toEqual([["delivered", 201, null]]);
  });

  it("sends an inquiry as a Property Inquiry with the street, the newsletter as a Registration tagged Newsletter, a home value as a Seller Inquiry", async () => {
    await recordLead(database.db, inquiryLead({ ...person, address: "18612 Peninsula Club Dr" }, visit), ["fub"]);
    await recordLead(database.db, newsletterLead({ email: "ada@example.com" }, visit), ["fub"]);
    await recordLead(
      database.db,
      homeValueLead(
        {
          ...person,
          email: "sam@example.com",
          address: "118 Harbor Point Ln",
          city: "Mooresville",
          beds: "4",
          baths: "3.5",
          squareFeet: "3850",
          timeline: "3–6 months",
        },
        visit,
      ),
      ["fub"],
    );
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 3, failed: 0 });
    const byType = Object.fromEntries(fub.received.map(({ body }) => [body.type as string, body]));
    expect(Object.keys(byType).sort()).toEqual(["Property Inquiry", "Registration", "Seller Inquiry"]);
    expect(byType["Property Inquiry"]).toMatchObject({ property: { street: "18612 Peninsula Club Dr" }, person: { tags: [] } });
    expect(byType["Property Inquiry"]!.message).toContain("Consent to calls and texts: not given.");
    expect(byType["Registration"]).toMatchObject({ person: { emails: [{ value: "ada@example.com" }], phones: [], tags: ["Newsletter"] } });
    expect(byType["Seller Inquiry"]).toMatchObject({
      property: { street: "118 Harbor Point Ln", city: "Mooresville", bedrooms: 4, bathrooms: 3.5, area: 3850 },
    });
  });

  it("records a 204 (the lead flow is archived) as failed with the reason, never as delivered, and does not retry it", async () => {
    const lead = await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["fub"]);
    fub.answerWith(204);
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 0, failed: 1 });
    const delivery = await deliveryOf(lead.id);
    expect(delivery).toMatchObject({ status: "failed", lastError: "ignored by Follow Up Boss lead flow", deliveredAt: null });
    expect((await attemptsOf(delivery.id)).map((attempt) => [attempt.outcome, attempt.httpStatus, attempt.nextAttemptAt])).toEqual([["failed", 204, null]]);
    await makeDue();
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 0, failed: 0 });
    // One lead refused says nothing about the destination: no incident.
    expect(await database.db.select().from(destinationIncidents)).toHaveLength(0);

    // Retry now sends it again; once the lead flow is restored it is delivered.
    fub.answerWith(null);
    expect(await retryLeadDeliveries(database.db, lead.id)).toBe(1);
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 1, failed: 0 });
    expect((await attemptsOf(delivery.id)).map((attempt) => attempt.outcome)).toEqual(["failed", "delivered"]);
    expect(await retryLeadDeliveries(database.db, lead.id)).toBe(0);
  });

  it("fails a 400 for good, retries 408, 429, 5xx and network errors with backoff, and logs every attempt", async () => {
    const refused = await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["fub"]);
    fub.answerWith(400);
    await deliverDueLeads(database.db, fubOptions());
    expect(await deliveryOf(refused.id)).toMatchObject({ status: "failed", lastError: "Follow Up Boss answered 400: stand-in failure" });
    await database.db.delete(leads);

    // An address Follow Up Boss has not seen, so its delivery is a 201.
    const lead = await recordLead(database.db, contactLead({ ...person, email: "backoff@example.com", meetingType: "zoom" }, visit), ["fub"]);
    for (const status of [503, 429, 408]) {
      fub.answerWith(status);
      await makeDue();
      expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 0, failed: 1 });
      expect(await deliveryOf(lead.id)).toMatchObject({ status: "pending", lastError: `Follow Up Boss answered ${status}: stand-in failure` });
    }
    const down = await startFollowUpBossReceiver();
    await down.close();
    await makeDue();
    const unreachable = {
      senders: { fub: followUpBossSender({ apiUrl: down.url, apiKey: "fub-test-key", system: "Lakefront", systemKey: undefined }, SITE, 3000) },
    };
    expect(await deliverDueLeads(database.db, unreachable)).toEqual({ delivered: 0, failed: 1 });
    fub.answerWith(null);
    await makeDue();
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 1, failed: 0 });
    const attempts = await attemptsOf((await deliveryOf(lead.id)).id);
    expect(attempts.map((attempt) => [attempt.outcome, attempt.httpStatus])).toEqual([
      ["retry", 503],
      ["retry", 429],
      ["retry", 408],
      ["retry", null],
      ["delivered", 201],
    ]);
    expect(attempts.slice(0, 4).every((attempt) => attempt.nextAttemptAt instanceof Date && attempt.error)).toBe(true);
    expect(fub.received).toHaveLength(1);
  });

  it("keeps retrying while the API key is refused, with an incident open, and delivers once the key is right", async () => {
    const lead = await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["fub"]);
    await deliverDueLeads(database.db, fubOptions("wrong-key"));
    expect(await deliveryOf(lead.id)).toMatchObject({ status: "pending", lastError: "Follow Up Boss answered 401: Invalid API key (check FUB_API_KEY)" });
    expect(await database.db.select({ channel: destinationIncidents.channel }).from(destinationIncidents)).toEqual([{ channel: "fub" }]);
    await makeDue();
    await deliverDueLeads(database.db, fubOptions());
    expect(await deliveryOf(lead.id)).toMatchObject({ status: "delivered" });
    expect(await database.db.select().from(destinationIncidents)).toHaveLength(0);
  });

  it("keeps Follow Up Boss's own reason for a refusal in the delivery log, on one short line", async () => {
    const lead = await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["fub"]);
    fub.answerWith(422, "Invalid phone number\nfor person");
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 0, failed: 1 });
    const delivery = await deliveryOf(lead.id);
    expect(delivery).toMatchObject({ status: "failed", lastError: "Follow Up Boss answered 422: Invalid phone number for person" });
    expect((await attemptsOf(delivery.id)).map((attempt) => [attempt.httpStatus, attempt.error])).toEqual([
      [422, "Follow Up Boss answered 422: Invalid phone number for person"],
    ]);
    await makeDue();
    fub.answerWith(422, "x".repeat(5000));
    await retryLeadDeliveries(database.db, lead.id);
    await deliverDueLeads(database.db, fubOptions());
    expect((await deliveryOf(lead.id)).lastError).toHaveLength("Follow Up Boss answered 422: ".length + 300);
  });

  it("does not follow a redirect, which would resend the POST as a GET without the lead", async () => {
    const lead = await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["fub"]);
    fub.answerWith(302);
    expect(await deliverDueLeads(database.db, fubOptions())).toEqual({ delivered: 0, failed: 1 });
    expect(await deliveryOf(lead.id)).toMatchObject({ status: "failed", lastError: "Follow Up Boss answered 302: stand-in failure" });
  });
});

describe("destination alerts", () => {
  it("after 30 minutes of failures shows the incident and e-mails the agent once, however many instances check", async () => {
    await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["fub"]);
    fub.answerWith(503);
    await deliverDueLeads(database.db, fubOptions());
    const sent: string[] = [];
    const send = async (incident: { channel: string }) => void sent.push(incident.channel);
    expect(await longDestinationIncidents(database.db)).toHaveLength(0);
    expect(await alertLongIncidents(database.db, send)).toBe(0);

    await database.db.update(destinationIncidents).set({ failingSince: sql`now() - interval '31 minutes'` });
    expect((await longDestinationIncidents(database.db)).map((incident) => incident.channel)).toEqual(["fub"]);
    await Promise.all([alertLongIncidents(database.db, send), alertLongIncidents(database.db, send)]);
    await makeDue();
    await deliverDueLeads(database.db, fubOptions());
    await alertLongIncidents(database.db, send);
    expect(sent).toEqual(["fub"]);

    // Recovery ends the incident; the next outage is a new one with its own e-mail.
    fub.answerWith(null);
    await makeDue();
    await deliverDueLeads(database.db, fubOptions());
    expect(await longDestinationIncidents(database.db)).toHaveLength(0);
  });

  it("ends an incident whose failing leads are gone, with no banner and no e-mail", async () => {
    const lead = await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["fub"]);
    fub.answerWith(503);
    await deliverDueLeads(database.db, fubOptions());
    await database.db.update(destinationIncidents).set({ failingSince: sql`now() - interval '31 minutes'` });
    expect(await longDestinationIncidents(database.db)).toHaveLength(1);
    await database.db.delete(leads).where(eq(leads.id, lead.id));
    expect(await longDestinationIncidents(database.db)).toHaveLength(0);
    expect(await alertLongIncidents(database.db, async () => expect.fail("no e-mail for an incident that is over"))).toBe(0);
  });

  it("gives an incident back when its e-mail fails, so the next check sends it", async () => {
    await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["crm"]);
    await database.db.update(leadDeliveries).set({ attempts: 1 });
    await database.db
      .insert(destinationIncidents)
      .values({ channel: "crm", failingSince: sql`now() - interval '40 minutes'`, lastError: "CRM webhook answered 502" });
    await alertLongIncidents(database.db, async () => {
      throw new Error("SMTP down");
    });
    const sent: string[] = [];
    await alertLongIncidents(database.db, async (incident) => void sent.push(incident.channel));
    expect(sent).toEqual(["crm"]);
  });
});

describe("the webhook", () => {
  it("signs the exact body with CRM_WEBHOOK_SECRET, and sends no signature without one", async () => {
    const secret = "a-webhook-secret-of-some-length";
    await recordLead(database.db, contactLead({ ...person, meetingType: "zoom" }, visit), ["crm"]);
    await deliverDueLeads(database.db, { senders: { crm: webhookSender({ url: crm.url, secret }, SITE) } });
    const [signed] = crm.received;
    expect(signed!.signature).toBe(`sha256=${createHmac("sha256", secret).update(signed!.raw).digest("hex")}`);
    expect(signed!.body).toMatchObject({
      attribution: { landingPage: "/?utm_source=newsletter", referrer: "https://www.google.com/", utmSource: "newsletter", utmCampaign: "fall-market" },
      consent: { given: false, version: CONSENT_VERSION, ipAddress: "203.0.113.9", userAgent: "Test Browser/1.0" },
    });

    await recordLead(database.db, contactLead({ ...person, email: "b@example.com", meetingType: "zoom" }, visit), ["crm"]);
    await deliverDueLeads(database.db, { senders: { crm: webhookSender({ url: crm.url, secret: undefined }, SITE) } });
    expect(crm.received[1]!.signature).toBeUndefined();
  });
});
