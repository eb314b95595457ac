import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { eq } from "drizzle-orm";
import { mailOutbox, newsletterSubscribers } from "#app/db/schema.ts";
import { subscriberListFilters } from "#app/lib/subscriber-status.ts";
import { subscribersCsvStream } from "#app/services/subscribers-csv.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { listSubscribersForAdmin } from "./admin-subscribers.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
});

const filters = (query: string) => subscriberListFilters(new URLSearchParams(query));

async function store(count: number, status: "pending" | "subscribed" = "subscribed") {
  const start = Date.UTC(2026, 10, 1);
  await database.db.insert(newsletterSubscribers).values(
    Array.from({ length: count }, (_, n) => ({
      email: `reader-${String(n).padStart(3, "0")}@example.com`,
      status,
      subscribedAt: new Date(start + n * 60_000),
      signupPage: "https://lakefrontnc.com/the-lake-advisor/best-boat-ramps",
    })),
  );
}

describe("the subscribers' list", () => {
  it("is 50 a page, newest sign-up first, with the total", async () => {
    await store(120);
    const first = await listSubscribersForAdmin(database.db, filters(""));
    expect(first.total).toBe(120);
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0]!.email).toBe("reader-119@example.com");
    const last = await listSubscribersForAdmin(database.db, filters("page=3"));
    expect(last.subscribers.map((row) => row.email).at(-1)).toBe("reader-000@example.com");
    expect(last.subscribers).toHaveLength(20);
  });

  it("is searched by address (a % or _ typed is a character, not a wildcard) and filtered by status", async () => {
    await store(3);
    await database.db.insert(newsletterSubscribers).values([
      { email: "pending_one@example.com", status: "pending" },
      { email: "bounced@example.com", status: "bounced" },
    ]);
    expect((await listSubscribersForAdmin(database.db, filters("q=READER-00"))).total).toBe(3);
    expect((await listSubscribersForAdmin(database.db, filters("q=_"))).subscribers.map((row) => row.email)).toEqual(["pending_one@example.com"]);
    expect((await listSubscribersForAdmin(database.db, filters("q=%25"))).total).toBe(0);
    expect((await listSubscribersForAdmin(database.db, filters("status=bounced"))).subscribers.map((row) => row.email)).toEqual(["bounced@example.com"]);
    // An unknown status is no filter, never an error.
    expect((await listSubscribersForAdmin(database.db, filters("status=nope"))).total).toBe(5);
  });
});

describe("a pending address's confirmation e-mail", () => {
  it("shows as waiting while the mail server has not taken it, then as sent", async () => {
    const [pending] = await database.db.insert(newsletterSubscribers).values({ email: "waiting@example.com", status: "pending" }).returning();
    await database.db.insert(newsletterSubscribers).values({ email: "confirmed@example.com", status: "subscribed" });
    const [mail] = await database.db
      .insert(mailOutbox)
      .values({ kind: "confirmation", toAddress: "waiting@example.com", subscriberId: pending!.id, attempts: 2, lastError: "ECONNREFUSED" })
      .returning();
    const states = async () =>
      Object.fromEntries((await listSubscribersForAdmin(database.db, filters(""))).subscribers.map((row) => [row.email, row.confirmationMail]));
    expect(await states()).toEqual({ "waiting@example.com": "pending", "confirmed@example.com": null });
    await database.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, mail!.id));
    expect(await states()).toEqual({ "waiting@example.com": "sent", "confirmed@example.com": null });
  });
});

describe("the subscribers' export", () => {
  it("streams every filtered subscriber past one batch, with formula cells neutralised", async () => {
    await store(1200);
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: "formula@example.com", status: "subscribed", signupPage: '=HYPERLINK("https://evil.example")' });
    const bytes = Buffer.from(await new Response(subscribersCsvStream(database.db, filters("status=subscribed"))).arrayBuffer());
    // A byte-order mark first, so spreadsheets read it as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("Email,Status,Signed up,Confirmed,Signed up on,Consent given,Added by,Last change");
    expect(lines).toHaveLength(1 + 1201);
    expect(new Set(lines.slice(1).map((line) => line.split(",")[0])).size).toBe(1201);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });
});
