import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { auditLog, leads, newsletterSubscribers } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { testLead } from "#tests/support/lead-fixtures.ts";
import { addSubscriberByHand, forgetSubscriber, previewSubscriberImport, runSubscriberImport, SUBSCRIBER_DELETED } from "./subscriber-admin.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(leads);
});

const ADMIN = "admin@lakefront.test";
const NOTE = "Asked at the Davidson open house, May 2026";

function form(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const csvFile = (text: string) => new File([text], "list.csv", { type: "text/csv" });

async function statusOf(email: string) {
  const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

describe("Add subscriber", () => {
  it("subscribes a new address at once, with how consent was given and by whom", async () => {
    const { status, answer } = await addSubscriberByHand(database.db, form({ email: "Ada@Example.com", consentNote: NOTE }), ADMIN);
    expect(status).toBe(200);
    expect(answer).toEqual({ ok: true, message: "ada@example.com is subscribed" });
    expect(await statusOf("ada@example.com")).toMatchObject({ status: "subscribed", consentNote: NOTE, addedBy: ADMIN, confirmedAt: expect.any(Date) });
  });

  it("refuses without a consent note, a bad address, one with a display name, a 10,000-character one or control characters, and stores nothing", async () => {
    for (const [email, note, field] of [
      ["ada@example.com", "  ", "consentNote"],
      ["not an address", NOTE, "email"],
      ["Ada <ada@example.com>", NOTE, "email"],
      [`${"a".repeat(10_000)}@example.com`, NOTE, "email"],
      ["ada@example.com\r\nBcc: x@example.com", NOTE, "email"],
    ] as const) {
      const { status, answer } = await addSubscriberByHand(database.db, form({ email, consentNote: note }), ADMIN);
      expect(status, email.slice(0, 30)).toBe(400);
      expect(answer.ok).toBe(false);
      expect(!answer.ok && answer.errors[field]).toBeTruthy();
    }
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("subscribes a pending sign-up, says so of a subscribed one, and never re-subscribes an unsubscribed, bounced or complained address", async () => {
    await database.db.insert(newsletterSubscribers).values([
      { email: "pending@example.com", status: "pending" },
      { email: "already@example.com", status: "subscribed" },
      { email: "gone@example.com", status: "unsubscribed" },
      { email: "bounced@example.com", status: "bounced" },
    ]);
    expect((await addSubscriberByHand(database.db, form({ email: "pending@example.com", consentNote: NOTE }), ADMIN)).status).toBe(200);
    expect((await statusOf("pending@example.com"))?.status).toBe("subscribed");
    expect((await addSubscriberByHand(database.db, form({ email: "already@example.com", consentNote: NOTE }), ADMIN)).answer.message).toBe(
      "This address is already subscribed",
    );
    for (const email of ["gone@example.com", "bounced@example.com"]) {
      const { status, answer } = await addSubscriberByHand(database.db, form({ email, consentNote: NOTE }), ADMIN);
      expect(status).toBe(400);
      expect(answer.message).toMatch(/it is never re-subscribed by hand/);
    }
    expect((await statusOf("gone@example.com"))?.status).toBe("unsubscribed");
    expect((await statusOf("bounced@example.com"))?.status).toBe("bounced");
  });
});

describe("Import CSV", () => {
  const LIST = [
    "Email Address,First Name",
    "new@example.com,Ada",
    "NEW@example.com,Ada again",
    "pending@example.com,Pat",
    "already@example.com,Al",
    "gone@example.com,Gus",
    "complained@example.com,Cy",
    "not an address,No",
    '"Ada <ada@example.com>",Display',
    "second@example.com,Bo",
  ].join("\n");

  beforeEach(async () => {
    await database.db.insert(newsletterSubscribers).values([
      { email: "pending@example.com", status: "pending" },
      { email: "already@example.com", status: "subscribed" },
      { email: "gone@example.com", status: "unsubscribed" },
      { email: "complained@example.com", status: "complained" },
    ]);
  });

  it("previews every row, the rows not added each with its reason, and stores nothing", async () => {
    const { status, answer } = await previewSubscriberImport(database.db, form({ file: csvFile(LIST), consentNote: NOTE }));
    expect(status).toBe(200);
    if (answer.stage !== "preview") throw new Error(`no preview: ${JSON.stringify(answer)}`);
    expect(answer.counts).toEqual({ add: 2, confirm: 1, subscribed: 1, suppressed: 2, invalid: 2, duplicate: 1 });
    expect(answer.ignored).toEqual(["first name"]);
    expect(answer.problems.map((row) => [row.rowNumber, row.result, row.reason])).toEqual([
      [2, "duplicate", "Also on row 1"],
      [4, "subscribed", "Already subscribed"],
      [5, "suppressed", "Unsubscribed: never re-subscribed by an import"],
      [6, "suppressed", "Complained: never re-subscribed by an import"],
      [7, "invalid", "Enter a valid email address"],
      [8, "invalid", "Enter a valid email address"],
    ]);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(4);
  });

  it("requires the consent note, and an email column", async () => {
    expect((await previewSubscriberImport(database.db, form({ file: csvFile(LIST), consentNote: "" }))).answer).toMatchObject({
      stage: "error",
      message: "Say how this person gave consent to receive The Lake Advisor",
    });
    expect((await previewSubscriberImport(database.db, form({ file: csvFile("name\nAda"), consentNote: NOTE }))).answer).toMatchObject({
      stage: "error",
      message: "The file has no email column. Its first line must name the columns, one of them email.",
    });
  });

  it("subscribes the new and pending addresses with the note, and leaves the suppressed ones suppressed", async () => {
    const { answer } = await runSubscriberImport(database.db, form({ intent: "import", csv: LIST, fileName: "list.csv", consentNote: NOTE }), ADMIN);
    expect(answer).toMatchObject({
      stage: "done",
      message:
        "Import complete: 3 subscribed (2 new, 1 pending confirmed); 1 already subscribed, 2 not re-subscribed (unsubscribed, bounced or complained), 2 invalid, 1 repeated",
    });
    expect(await statusOf("new@example.com")).toMatchObject({ status: "subscribed", consentNote: NOTE, addedBy: ADMIN });
    expect(await statusOf("second@example.com")).toMatchObject({ status: "subscribed" });
    expect(await statusOf("pending@example.com")).toMatchObject({ status: "subscribed", consentNote: NOTE });
    expect(await statusOf("gone@example.com")).toMatchObject({ status: "unsubscribed", consentNote: null });
    expect(await statusOf("complained@example.com")).toMatchObject({ status: "complained" });
    expect(await statusOf("already@example.com")).toMatchObject({ status: "subscribed", consentNote: null });
  });
});

describe("Delete", () => {
  it("forgets the subscriber and the newsletter lead its sign-up made; the audit log keeps who and when, not the address", async () => {
    const lead = testLead({ id: undefined, email: "reader@example.com", source: "newsletter" });
    const [stored] = await database.db
      .insert(leads)
      .values({ ...lead, id: undefined })
      .returning();
    const [subscriber] = await database.db
      .insert(newsletterSubscribers)
      .values({ email: "reader@example.com", status: "subscribed", leadId: stored!.id })
      .returning();
    expect(await forgetSubscriber(database.db, subscriber!.id, ADMIN)).toBe(true);
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(await database.db.select().from(leads)).toHaveLength(0);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, SUBSCRIBER_DELETED));
    expect(entry).toMatchObject({ subjectId: subscriber!.id, administratorEmail: ADMIN });
    expect(JSON.stringify(await database.db.select().from(auditLog))).not.toContain("reader@example.com");
    expect(await forgetSubscriber(database.db, subscriber!.id, ADMIN)).toBe(false);
  });
});
