import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { leadDeliveries, leads } from "#app/db/schema.ts";
import { CONSENT_VERSION } from "#app/lib/consent.ts";
import { createTestDatabase } from "#tests/database.ts";
import { startCrmReceiver } from "#tests/support/crm-receiver.ts";
import { testSubmission } from "#tests/support/lead-fixtures.ts";

const SITE = "http://localhost";
import { webhookSender } from "./lead-destinations.server.ts";
import { deliverDueLeads, retryDelayMs, startOutboxWorker } from "./lead-outbox.server.ts";
import { recordLead } from "#app/models/leads.server.ts";
import { contactLead } from "./new-leads.server.ts";

let database: Database;
let receiver: Awaited<ReturnType<typeof startCrmReceiver>>;

const person = (n: number) =>
  contactLead(
    { firstName: `Ada${n}`, lastName: "Lovelace", phone: "704-555-0100", email: `ada${n}@example.com`, meetingType: "zoom", message: `hello ${n}` },
    testSubmission(),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startCrmReceiver();
});
afterAll(async () => {
  await receiver.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(leads);
  receiver.received.length = 0;
  receiver.failWith(null);
});

/** Makes every pending delivery due now, as if its backoff had passed. */
const makeDue = () => database.db.update(leadDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` });

describe("retryDelayMs", () => {
  it("doubles from the base delay and stops at the cap", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
    expect(retryDelayMs(40)).toBe(15 * 60_000);
  });
});

describe("lead outbox", () => {
  it("delivers the spec's JSON body with an idempotency key and records the delivery", async () => {
    const lead = await recordLead(database.db, person(1), ["crm"]);
    const result = await deliverDueLeads(database.db, { senders: { crm: webhookSender({ url: receiver.url, secret: undefined }, SITE) } });
    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.idempotencyKey).toBe(lead.id);
    expect(receiver.received[0]!.body).toMatchObject({
      firstName: "Ada1",
      lastName: "Lovelace",
      phone: "704-555-0100",
      email: "ada1@example.com",
      meetingType: "zoom",
      message: "hello 1",
      source: "contact-dialog",
      pageUrl: "http://localhost/about",
      submittedAt: lead.createdAt.toISOString(),
      details: {},
      consent: { given: false, version: CONSENT_VERSION },
      adminUrl: `http://localhost/admin/leads/${lead.id}`,
    });
    const [row] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastError: null, lockedUntil: null });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect(await deliverDueLeads(database.db, { senders: { crm: webhookSender({ url: receiver.url, secret: undefined }, SITE) } })).toEqual({
      delivered: 0,
      failed: 0,
    });
  });

  it("retries with exponential backoff while the CRM is down, then delivers once it is back", async () => {
    const lead = await recordLead(database.db, person(2), ["crm"]);
    receiver.failWith(503);
    const options = { senders: { crm: webhookSender({ url: receiver.url, secret: undefined }, SITE) }, baseDelayMs: 60_000, maxDelayMs: 600_000 };

    const before = Date.now();
    expect(await deliverDueLeads(database.db, options)).toEqual({ delivered: 0, failed: 1 });
    let [row] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "CRM webhook answered 503" });
    expect(row!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(row!.nextAttemptAt.getTime() - before).toBeLessThan(70_000);

    expect(await deliverDueLeads(database.db, options)).toEqual({ delivered: 0, failed: 0 });

    await makeDue();
    const second = Date.now();
    await deliverDueLeads(database.db, options);
    [row] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - second).toBeGreaterThanOrEqual(119_000);

    receiver.failWith(null);
    await makeDue();
    expect(await deliverDueLeads(database.db, options)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received.map((r) => r.body.email)).toEqual(["ada2@example.com"]);
  });

  it("treats an unreachable CRM as a failure to retry, and loses nothing across a restart", async () => {
    await recordLead(database.db, person(3), ["crm"]);
    const stopped = await startCrmReceiver();
    await stopped.close();
    const unreachable = { senders: { crm: webhookSender({ url: stopped.url, secret: undefined }, SITE, 2000) } };
    expect(await deliverDueLeads(database.db, unreachable)).toEqual({ delivered: 0, failed: 1 });

    // A worker that dies holding a claim: its lease expires and another worker takes over.
    await makeDue();
    await database.db.update(leadDeliveries).set({ lockedUntil: sql`now() + interval '1 hour'` });
    const restarted = { senders: { crm: webhookSender({ url: receiver.url, secret: undefined }, SITE) } };
    expect(await deliverDueLeads(database.db, restarted)).toEqual({ delivered: 0, failed: 0 });
    await database.db.update(leadDeliveries).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await deliverDueLeads(database.db, restarted)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it("never sends one lead twice when two workers run at once", async () => {
    for (let n = 0; n < 40; n++) await recordLead(database.db, person(100 + n), ["crm"]);
    const options = { senders: { crm: webhookSender({ url: receiver.url, secret: undefined }, SITE) }, pollIntervalMs: 5, batchSize: 3 };
    const workers = [startOutboxWorker(database.db, options), startOutboxWorker(database.db, options)];
    const pending = () => database.db.select().from(leadDeliveries).where(eq(leadDeliveries.status, "pending"));
    // Every delivery recorded as sent: nothing is left for a worker to claim.
    await expect.poll(async () => (await pending()).length, { timeout: 20_000 }).toBe(0);
    await Promise.all(workers.map((worker) => worker.stop()));
    const keys = receiver.received.map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(40);
    expect(receiver.received).toHaveLength(40);
  });

  it("on stop claims nothing more, cancels the send in flight and gives its lease back at once", async () => {
    const first = await recordLead(database.db, person(50), ["crm"]);
    const second = await recordLead(database.db, person(51), ["crm"]);
    // A CRM that takes every request and never answers.
    const held: http.ServerResponse[] = [];
    let requests = 0;
    const slowCrm = http.createServer((_req, res) => {
      requests++;
      held.push(res);
    });
    await new Promise<void>((resolve) => slowCrm.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(slowCrm.address() as AddressInfo).port}/crm`;
    try {
      const worker = startOutboxWorker(database.db, { senders: { crm: webhookSender({ url: url, secret: undefined }, SITE, 60_000) }, pollIntervalMs: 5 });
      await expect.poll(() => requests).toBe(1);
      await worker.stop();
      const rows = await database.db.select().from(leadDeliveries);
      const sent = rows.find((row) => row.attempts === 1);
      expect(sent).toMatchObject({ status: "pending", lockedUntil: null });
      expect(rows.map((row) => row.leadId).sort()).toEqual([first.id, second.id].sort());
      expect(rows.find((row) => row !== sent)).toMatchObject({ status: "pending", attempts: 0 });
      // The next instance delivers it straight away.
      expect(await deliverDueLeads(database.db, { senders: { crm: webhookSender({ url: receiver.url, secret: undefined }, SITE) }, batchSize: 1 })).toEqual({
        delivered: 1,
        failed: 0,
      });
      expect(receiver.received[0]?.idempotencyKey).toBe(sent?.leadId);
    } finally {
      for (const res of held) res.destroy();
      await new Promise((resolve) => slowCrm.close(resolve));
    }
  });

  it("does not record a late outcome over a claim that has passed to another worker", async () => {
    const lead = await recordLead(database.db, person(7), ["crm"]);
    const result = await deliverDueLeads(database.db, {
      senders: {
        crm: async () => {
          // While this send hangs, its lease runs out and another worker claims the row.
          await database.db
            .update(leadDeliveries)
            .set({ attempts: sql`attempts + 1` })
            .where(eq(leadDeliveries.leadId, lead.id));
          return {};
        },
      },
    });
    expect(result.delivered).toBe(1);
    const [row] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
  });

  it("stores a retried submission once", async () => {
    const submission = { ...person(5), submissionId: "5b0c4f5e-7d4e-4f0a-9a51-1c2b3d4e5f60" };
    const first = await recordLead(database.db, submission, ["crm"]);
    const again = await recordLead(database.db, submission, ["crm"]);
    expect(again.id).toBe(first.id);
    expect(await database.db.select().from(leads)).toHaveLength(1);
    expect(await database.db.select().from(leadDeliveries)).toHaveLength(1);
  });

  it("adds an e-mail delivery only when e-mail notification is configured, each channel on its own", async () => {
    const lead = await recordLead(database.db, person(6), ["crm", "email"]);
    const channels = (await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id))).map((row) => row.channel);
    expect(channels.sort()).toEqual(["crm", "email"]);
    const mailed: string[] = [];
    const result = await deliverDueLeads(database.db, {
      senders: { email: async (l) => (mailed.push(l.email), {}) },
    });
    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(mailed).toEqual(["ada6@example.com"]);
    expect(receiver.received).toHaveLength(0);
  });
});
