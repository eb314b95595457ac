import Papa from "papaparse";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { auditLog, leadDeliveries, leadDeliveryAttempts, leadNotes, leads, newsletterSubscribers } from "#app/db/schema.ts";
import { leadListFilters } from "#app/lib/admin-lead-filters.ts";
import { countUndeliveredLeads, getLeadForAdmin } from "#app/models/admin-leads.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { testSubmission } from "#tests/support/lead-fixtures.ts";
import { takeLeadAction } from "./admin-lead-actions.server.ts";
import { leadsCsvStream } from "./leads-csv.server.ts";
import { deliverDueLeads } from "./lead-outbox.server.ts";
import { recordLead } from "#app/models/leads.server.ts";
import { contactLead, newsletterLead } from "./new-leads.server.ts";
import { confirmationToken, confirmSubscription, requestSubscription } from "./newsletter-subscriptions.server.ts";

let database: Database;

const person = {
  firstName: "Grace",
  lastName: "Hopper",
  phone: "+1 704 555 0123",
  email: "grace@example.com",
  message: '=HYPERLINK("http://evil")\nsee you',
  meetingType: "zoom",
};
const visit = testSubmission({ utmSource: "newsletter", ipAddress: "203.0.113.9", consentGiven: true });

/** The lead page's form post, as its fields. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const AGENT = { email: "agent@example.com", name: "Meredith Vance" };

function act(leadId: string, fields: Record<string, string>) {
  return takeLeadAction(database.db, formOf(fields), leadId, { administrator: AGENT, destinations: ["crm", "fub", "email"] });
}

async function csvOf(query: string): Promise<string[][]> {
  const bytes = new Uint8Array(await new Response(leadsCsvStream(database.db, leadListFilters(new URLSearchParams(query)))).arrayBuffer());
  // UTF-8 with a byte-order mark, so spreadsheets read it as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return Papa.parse<string[]>(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes), { skipEmptyLines: true }).data;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(leads);
  await database.db.delete(auditLog);
});

describe("a lead's page", () => {
  it("has every field, each destination with its log, and the visitor's earlier lead", async () => {
    const first = await recordLead(database.db, contactLead(person, visit), ["crm"]);
    const repeat = await recordLead(database.db, contactLead({ ...person, email: "Grace@Example.com" }, visit), ["crm", "email"]);
    await deliverDueLeads(database.db, { senders: { email: async () => ({}) } });
    const detail = await getLeadForAdmin(database.db, repeat.id);
    expect(detail).toMatchObject({
      lead: { id: repeat.id, utmSource: "newsletter", consentGiven: true, ipAddress: "203.0.113.9", repeatOf: first.id },
      firstLead: { id: first.id },
      leadsFromAddress: 2,
    });
    expect(detail!.deliveries.map((delivery) => [delivery.channel, delivery.status, delivery.log.map((attempt) => attempt.outcome)])).toEqual([
      ["crm", "pending", []],
      ["email", "delivered", ["delivered"]],
    ]);
    expect(await getLeadForAdmin(database.db, "0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f")).toBeNull();
  });

  it("sets a lead's status, recording each change in the audit log by who and from what to what", async () => {
    const lead = await recordLead(database.db, contactLead(person, visit), ["crm"]);
    expect((await getLeadForAdmin(database.db, lead.id))!.lead.status).toBe("new");
    expect(await act(lead.id, { intent: "status", status: "contacted" })).toEqual({
      status: 200,
      answer: { ok: true, done: "status", message: "Status saved" },
    });
    await act(lead.id, { intent: "status", status: "not-a-fit" });
    // The status it already has: nothing to record.
    await act(lead.id, { intent: "status", status: "not-a-fit" });
    const detail = (await getLeadForAdmin(database.db, lead.id))!;
    expect(detail.lead.status).toBe("not-a-fit");
    expect(detail.statusChanges.map((change) => [change.administratorEmail, change.detail])).toEqual([
      ["agent@example.com", "Contacted → Not a fit"],
      ["agent@example.com", "New → Contacted"],
    ]);
    expect(await act(lead.id, { intent: "status", status: "handled" })).toMatchObject({
      status: 400,
      answer: { ok: false, message: "That request was not understood" },
    });
    expect((await getLeadForAdmin(database.db, lead.id))!.lead.status).toBe("not-a-fit");
    expect((await act("0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", { intent: "status", status: "closed" })).status).toBe(404);
  });

  it("sets and clears the follow-up date, and refuses a day no calendar has", async () => {
    const lead = await recordLead(database.db, contactLead(person, visit), ["crm"]);
    expect((await act(lead.id, { intent: "follow-up", followUpOn: "2026-12-01" })).answer).toMatchObject({ ok: true, message: "Follow-up date saved" });
    expect((await getLeadForAdmin(database.db, lead.id))!.lead.followUpOn).toBe("2026-12-01");
    for (const typed of ["2026-02-30", "12/01/2026", "tomorrow", "2026-13-01"]) {
      expect(await act(lead.id, { intent: "follow-up", followUpOn: typed }), typed).toEqual({
        status: 400,
        answer: { ok: false, field: "followUpOn", value: typed, message: "Enter a real date for the follow-up, such as 12/01/2026." },
      });
    }
    expect((await act(lead.id, { intent: "follow-up", followUpOn: " " })).answer).toMatchObject({
      field: "followUpOn",
      message: "Choose a follow-up date first. To remove the follow-up date, use Clear.",
    });
    expect((await getLeadForAdmin(database.db, lead.id))!.lead.followUpOn).toBe("2026-12-01");
    expect((await act(lead.id, { intent: "clear-follow-up" })).answer).toMatchObject({ ok: true, message: "Follow-up date cleared" });
    expect((await getLeadForAdmin(database.db, lead.id))!.lead.followUpOn).toBeNull();
  });

  it("adds notes with their time and author, newest first, and refuses an empty or overlong one", async () => {
    const lead = await recordLead(database.db, contactLead(person, visit), ["crm"]);
    expect((await act(lead.id, { intent: "note", note: "Called, left a message." })).answer).toMatchObject({ ok: true, done: "note", message: "Note added" });
    await takeLeadAction(database.db, formOf({ intent: "note", note: "  Tour booked\r\nfor Saturday.  " }), lead.id, {
      administrator: { email: "second@example.com", name: "" },
      destinations: [],
    });
    const { notes } = (await getLeadForAdmin(database.db, lead.id))!;
    expect(notes.map((note) => [note.body, note.author])).toEqual([
      ["Tour booked\nfor Saturday.", "second@example.com"],
      ["Called, left a message.", "Meredith Vance"],
    ]);
    expect(notes[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(notes[1]!.createdAt.getTime());

    expect(await act(lead.id, { intent: "note", note: "   " })).toEqual({
      status: 400,
      answer: { ok: false, field: "note", value: "   ", message: "Write the note first." },
    });
    const long = "x".repeat(2001);
    expect((await act(lead.id, { intent: "note", note: long })).answer).toEqual({
      ok: false,
      field: "note",
      value: long,
      message: "A note can be at most 2,000 characters. This one has 2,001.",
    });
    expect((await act(lead.id, { intent: "note", note: "x".repeat(2000) })).status).toBe(200);
    expect((await getLeadForAdmin(database.db, lead.id))!.notes).toHaveLength(3);
    expect((await act("0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", { intent: "note", note: "Lost" })).answer).toMatchObject({
      ok: false,
      message: "This lead no longer exists",
    });
  });

  it("answers a clear 4xx to a malformed or unknown request and changes nothing", async () => {
    const lead = await recordLead(database.db, contactLead(person, visit), ["crm"]);
    expect((await act(lead.id, { intent: "publish" })).status).toBe(400);
    expect((await act("not-a-uuid", { intent: "clear-follow-up" })).status).toBe(400);
    expect((await act("0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", { intent: "delete" })).answer).toMatchObject({
      ok: false,
      message: "This lead no longer exists",
    });
    expect((await act(lead.id, { intent: "retry", channel: "fax" })).status).toBe(400);
    const delivered = await recordLead(database.db, contactLead({ ...person, email: "b@example.com" }, visit), ["email"]);
    await deliverDueLeads(database.db, { senders: { email: async () => ({}) } });
    expect(await act(delivered.id, { intent: "retry" })).toMatchObject({ status: 409 });
    // A destination this instance does not send to: Retry now says why nothing would happen.
    expect(
      await takeLeadAction(database.db, formOf({ intent: "retry", channel: "crm" }), lead.id, { administrator: AGENT, destinations: ["email"] }),
    ).toMatchObject({
      status: 409,
      answer: { ok: false, message: "This destination is not configured, so nothing can send it: see the README's Leads section" },
    });
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("deletes a lead with its outbox rows, log and subscription, and records who and when without the visitor's data", async () => {
    const lead = await recordLead(database.db, contactLead(person, visit), ["crm", "email"]);
    await deliverDueLeads(database.db, { senders: { email: async () => ({}) } });
    await requestSubscription(database.db, newsletterLead({ email: "grace@example.com" }, visit));
    const [pending] = await database.db.select().from(newsletterSubscribers);
    const secrets = ["x".repeat(32)];
    expect(await confirmSubscription(database.db, secrets, confirmationToken(secrets, pending!), ["crm"])).toBe("subscribed");
    const [subscription] = await database.db.select().from(newsletterSubscribers);
    const later = await recordLead(database.db, contactLead(person, visit), ["crm"]);

    expect((await act(lead.id, { intent: "delete" })).answer).toMatchObject({ ok: true, message: "Lead deleted" });
    expect(await database.db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(0);
    expect(await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id))).toHaveLength(0);
    expect(await database.db.select().from(leadDeliveryAttempts)).toHaveLength(0);
    // The later lead stays, no longer linked to the one forgotten.
    expect((await getLeadForAdmin(database.db, later.id))!.lead.repeatOf).toBeNull();

    expect((await act(subscription!.leadId!, { intent: "delete" })).status).toBe(200);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);

    const entries = await database.db.select().from(auditLog);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: "lead-deleted", subjectId: lead.id, administratorEmail: "agent@example.com" });
    expect(JSON.stringify(entries)).not.toMatch(/grace|hopper|555 0123|203\.0\.113/i);
  });

  it("deletes a lead's notes and status history with it", async () => {
    const lead = await recordLead(database.db, contactLead(person, visit), ["crm"]);
    const other = await recordLead(database.db, contactLead({ ...person, email: "other@example.com" }, visit), ["crm"]);
    for (const id of [lead.id, other.id]) {
      await act(id, { intent: "note", note: "Prefers texts." });
      await act(id, { intent: "status", status: "contacted" });
    }
    await act(lead.id, { intent: "delete" });
    expect(await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).toHaveLength(0);
    expect(await database.db.select().from(leadNotes)).toHaveLength(1);
    const entries = await database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.subjectId])).toEqual([
      ["lead-status", other.id],
      ["lead-deleted", lead.id],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/grace|hopper|555 0123|203\.0\.113/i);
  });
});

describe("Export CSV", () => {
  it("downloads the filtered leads, one row each with every field and a header row, formulas neutralised", async () => {
    await recordLead(database.db, contactLead(person, visit), ["crm"]);
    await recordLead(database.db, newsletterLead({ email: "ada@example.com" }, visit), ["crm"]);
    const rows = await csvOf("");
    const [header, ...leadsRows] = rows;
    expect(header).toContain("UTM source");
    expect(header).toContain("Consent to calls and texts");
    expect(leadsRows).toHaveLength(2);
    const grace = Object.fromEntries(header!.map((name, i) => [name, leadsRows.find((row) => row.includes("grace@example.com"))![i]]));
    expect(grace).toMatchObject({
      Type: "Contact",
      "First name": "Grace",
      Email: "grace@example.com",
      Phone: "'+1 704 555 0123",
      // A formula that goes on past a line break is neutralised too.
      Message: '\'=HYPERLINK("http://evil")\nsee you',
      "UTM source": "newsletter",
      "Consent to calls and texts": "yes",
      "IP address": "203.0.113.9",
      Delivery: "pending",
      Status: "New",
      "Follow-up date": "",
    });
    expect((await csvOf("type=newsletter")).slice(1).map((row) => row[header!.indexOf("Email")])).toEqual(["ada@example.com"]);
    expect(await csvOf("q=nobody")).toHaveLength(1);
    const graceId = grace["Lead id"]!;
    await act(graceId, { intent: "status", status: "nurturing" });
    await act(graceId, { intent: "follow-up", followUpOn: "2027-01-15" });
    const nurturing = await csvOf("status=nurturing");
    expect(nurturing.slice(1).map((row) => [row[header!.indexOf("Email")], row[header!.indexOf("Status")], row[header!.indexOf("Follow-up date")]])).toEqual([
      ["grace@example.com", "Nurturing", "2027-01-15"],
    ]);
    expect(await csvOf("view=open")).toHaveLength(2);
  });

  it("streams an export larger than one batch in order, newest first", async () => {
    await database.db.insert(leads).values(
      Array.from({ length: 1203 }, (_, i) => ({
        email: `lead${i}@example.com`,
        meetingType: "zoom",
        source: "contact-dialog",
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      })),
    );
    const rows = (await csvOf("")).slice(1);
    expect(rows).toHaveLength(1203);
    expect(rows[0]![0]).toBe(new Date(Date.UTC(2026, 0, 1) + 1202 * 60_000).toISOString());
    expect(rows.at(-1)![0]).toBe(new Date(Date.UTC(2026, 0, 1)).toISOString());
  });
});

describe("Export CSV across batches", () => {
  it("loses no lead that shares a millisecond with a batch's last one (PostgreSQL keeps microseconds)", async () => {
    await database.db.execute(sql`INSERT INTO ${leads} (email, meeting_type, source, created_at)
      SELECT 'micro' || g || '@example.com', 'zoom', 'contact-dialog', timestamptz '2026-01-01 00:00:00+00' + g * interval '1 microsecond'
      FROM generate_series(1, 1001) AS g`);
    expect((await csvOf("")).slice(1)).toHaveLength(1001);
  });
});

describe("the undelivered count", () => {
  it("counts leads some destination still lacks ten minutes after they came in", async () => {
    const old = await recordLead(database.db, contactLead(person, visit), ["crm", "email"]);
    await recordLead(database.db, contactLead({ ...person, email: "new@example.com" }, visit), ["crm"]);
    expect(await countUndeliveredLeads(database.db)).toBe(0);
    await database.db
      .update(leadDeliveries)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(leadDeliveries.leadId, old.id));
    expect(await countUndeliveredLeads(database.db)).toBe(1);
    await database.db.update(leadDeliveries).set({ status: "delivered" }).where(eq(leadDeliveries.leadId, old.id));
    expect(await countUndeliveredLeads(database.db)).toBe(0);
  });
});
