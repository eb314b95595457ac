import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { leadDeliveries, leads } from "#app/db/schema.ts";
import { leadListFilters } from "#app/lib/admin-lead-filters.ts";
import { createTestDatabase } from "#tests/database.ts";
import { siteToday } from "#app/lib/lead-status.ts";
import { leadCountsBetween, listFollowUpsDue, listLeadsForAdmin } from "./admin-leads.server.ts";

let database: Database;

type Outbox = Array<{ status: "pending" | "delivered" | "failed"; attempts: number }>;

async function addLead(minutesAgo: number, fields: { firstName: string; email: string; phone?: string; source?: string }, outbox: Outbox) {
  const [lead] = await database.db
    .insert(leads)
    .values({
      firstName: fields.firstName,
      lastName: "Tester",
      email: fields.email,
      phone: fields.phone ?? "",
      meetingType: "clarity",
      source: fields.source ?? "contact-dialog",
      pageUrl: "https://lakefrontnc.com/about?utm_source=x",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  await database.db
    .insert(leadDeliveries)
    .values(outbox.map((row, i) => ({ leadId: lead!.id, channel: i === 0 ? ("crm" as const) : ("email" as const), ...row })));
}

const list = (query: string) => listLeadsForAdmin(database.db, leadListFilters(new URLSearchParams(query)));
const names = async (query: string) => (await list(query)).leads.map((lead) => lead.firstName);

beforeAll(async () => {
  database = await createTestDatabase();
  await addLead(1, { firstName: "Newest", email: "newest@example.com", phone: "(704) 555-0101" }, [{ status: "pending", attempts: 0 }]);
  await addLead(2, { firstName: "Failing", email: "fail@example.com" }, [
    { status: "delivered", attempts: 1 },
    { status: "failed", attempts: 1 },
  ]);
  await addLead(2.5, { firstName: "Retrying", email: "retry@example.com" }, [{ status: "pending", attempts: 3 }]);
  await addLead(3, { firstName: "Subscriber", email: "news@example.com", source: "newsletter" }, [{ status: "delivered", attempts: 1 }]);
  await addLead(4, { firstName: "Buyer", email: "100%_sure@example.com", source: "property-inquiry" }, [
    { status: "delivered", attempts: 1 },
    { status: "delivered", attempts: 2 },
  ]);
  for (let i = 0; i < 55; i++) await addLead(10 + i, { firstName: `Old${i}`, email: `old${i}@example.com` }, [{ status: "delivered", attempts: 1 }]);
});
afterAll(() => database.close());

describe("the administrator's list of leads", () => {
  it("shows the newest first, 50 a page, with the total", async () => {
    const first = await list("");
    expect(first.total).toBe(60);
    expect(first.leads).toHaveLength(50);
    expect(first.leads.slice(0, 5).map((lead) => lead.firstName)).toEqual(["Newest", "Failing", "Retrying", "Subscriber", "Buyer"]);
    const second = await list("page=2");
    expect(second.leads.map((lead) => lead.firstName)).toEqual(["Old45", "Old46", "Old47", "Old48", "Old49", "Old50", "Old51", "Old52", "Old53", "Old54"]);
    expect(second.total).toBe(60);
  });

  it("says each lead's delivery: delivered when every destination has it, failing when one refused it, pending while one has yet to take it", async () => {
    const { leads: rows } = await list("");
    const state = (name: string) => rows.find((lead) => lead.firstName === name)?.delivery;
    expect([state("Newest"), state("Failing"), state("Retrying"), state("Subscriber"), state("Buyer")]).toEqual([
      "pending",
      "failing",
      "pending",
      "delivered",
      "delivered",
    ]);
    expect(await names("state=failing")).toEqual(["Failing"]);
    expect(await names("state=pending")).toEqual(["Newest", "Retrying"]);
    expect((await list("state=delivered")).total).toBe(57);
  });

  it("searches names, e-mails and phones, any case, with % and _ taken as they are", async () => {
    expect(await names("q=newest")).toEqual(["Newest"]);
    expect(await names("q=NEWS%40EXAMPLE")).toEqual(["Subscriber"]);
    expect(await names("q=555-0101")).toEqual(["Newest"]);
    expect(await names("q=Failing+Tester")).toEqual(["Failing"]);
    expect(await names("q=100%25_")).toEqual(["Buyer"]);
    expect(await names("q=%25")).toEqual(["Buyer"]);
  });

  it("finds a phone number however it is written, in the search or in the lead", async () => {
    await addLead(5, { firstName: "Caller", email: "caller@example.com", phone: "+1 704 555 0199" }, [{ status: "delivered", attempts: 1 }]);
    for (const written of ["7045550199", "(704) 555-0199", "+1 704 555 0199", "704.555.0199", "1-704-555-0199", "555 0199"]) {
      expect(await names(`q=${encodeURIComponent(written)}`)).toEqual(["Caller"]);
    }
    expect(await names("q=7045550101")).toEqual(["Newest"]);
    expect(await names("q=%2B1%20(704)%20555-0101")).toEqual(["Newest"]);
    expect(await names("q=704%20555%209999")).toEqual([]);
    await database.db.delete(leads).where(eq(leads.email, "caller@example.com"));
  });

  it("filters by type, and together with the other filters", async () => {
    expect(await names("type=newsletter")).toEqual(["Subscriber"]);
    expect(await names("type=property-inquiry&state=delivered")).toEqual(["Buyer"]);
    expect(await names("type=contact&q=fail")).toEqual(["Failing"]);
  });

  it("filters by the analytics' landing page, visit source and campaign, between Charlotte's days, as the analytics count them", async () => {
    const visit = async (firstName: string, createdAt: string, attribution: Partial<typeof leads.$inferInsert>) => {
      const [lead] = await database.db
        .insert(leads)
        .values({
          firstName,
          lastName: "Visitor",
          email: `${firstName}@example.com`,
          phone: "",
          meetingType: "clarity",
          source: "contact-dialog",
          createdAt: new Date(createdAt),
          ...attribution,
        })
        .returning();
      await database.db.insert(leadDeliveries).values({ leadId: lead!.id, channel: "crm", status: "delivered", attempts: 1 });
      added.push(lead!.id);
    };
    const added: string[] = [];
    onTestFinished(() =>
      database.db
        .delete(leads)
        .where(inArray(leads.id, added))
        .then(() => undefined),
    );
    // 11:30 pm on November 1 in Charlotte is November 2 in UTC.
    await visit("Guide", "2025-11-02T03:30:00Z", {
      landingPage: "/Neighborhood/Davidson?utm_source=Acceptance",
      utmSource: "Acceptance",
      utmCampaign: "Spring",
    });
    await visit("Google", "2025-11-05T15:00:00Z", { landingPage: "/", referrer: "https://www.google.com/search?q=x" });
    await visit("Typed", "2025-11-05T16:00:00Z", { landingPage: "/about" });
    await visit("Unknown", "2025-10-20T16:00:00Z", {});
    const november = "from=2025-11-01&to=2025-11-30";
    expect(await names(`landing=/neighborhood/davidson&${november}`)).toEqual(["Guide"]);
    expect(await names(`origin=acceptance&${november}`)).toEqual(["Guide"]);
    expect(await names(`origin=google.com&${november}`)).toEqual(["Google"]);
    expect(await names(`origin=(direct)&${november}`)).toEqual(["Typed"]);
    expect(await names(`campaign=spring&${november}`)).toEqual(["Guide"]);
    expect(await names("landing=(unknown)&from=2025-10-01&to=2025-10-31")).toEqual(["Unknown"]);
    expect(await names("landing=/neighborhood/davidson&from=2025-11-02&to=2025-11-30")).toEqual([]);
    expect(await leadCountsBetween(database.db, { from: "2025-11-01", to: "2025-11-30" })).toEqual({
      total: 3,
      byDay: [
        { day: "2025-11-01", leads: 1 },
        { day: "2025-11-05", leads: 2 },
      ],
      landing: [
        { value: "/", leads: 1 },
        { value: "/about", leads: 1 },
        { value: "/neighborhood/davidson", leads: 1 },
      ],
      origin: [
        { value: "(direct)", leads: 1 },
        { value: "acceptance", leads: 1 },
        { value: "google.com", leads: 1 },
      ],
      campaign: [
        { value: "(none)", leads: 2 },
        { value: "spring", leads: 1 },
      ],
    });
  });

  it("takes a malformed parameter as no filter", async () => {
    expect(
      leadListFilters(new URLSearchParams("page=-3&type=villa&state=lost&q=%20%20&status=handled&view=closed&landing=%20&from=2026-02-30&to=yesterday")),
    ).toEqual({
      page: 1,
      q: "",
      type: null,
      state: null,
      status: null,
      view: null,
      landing: null,
      origin: null,
      campaign: null,
      from: null,
      to: null,
    });
    expect((await list("page=999")).leads).toEqual([]);
  });
});

describe("the lead workflow (issue 33)", () => {
  const set = (firstName: string, fields: Partial<typeof leads.$inferInsert>) => database.db.update(leads).set(fields).where(eq(leads.firstName, firstName));
  const due = async (now: string) => {
    const { leads: rows, total } = await listFollowUpsDue(database.db, siteToday(new Date(now)));
    return { names: rows.map((lead) => lead.firstName), total };
  };

  beforeAll(async () => {
    await database.db.update(leads).set({ status: "closed" });
    await set("Newest", { status: "new", followUpOn: "2026-12-03" });
    await set("Failing", { status: "contacted", followUpOn: "2026-12-01" });
    await set("Retrying", { status: "new" });
    await set("Subscriber", { status: "nurturing", followUpOn: "2026-11-01" });
    await set("Buyer", { status: "contacted" });
    await set("Old0", { status: "not-a-fit", followUpOn: "2026-11-01" });
    await set("Old1", { followUpOn: "2026-11-01" });
  });

  it("filters the list by status, with the other filters", async () => {
    expect(await names("status=contacted")).toEqual(["Failing", "Buyer"]);
    expect(await names("status=nurturing")).toEqual(["Subscriber"]);
    expect(await names("status=contacted&type=property-inquiry")).toEqual(["Buyer"]);
    expect((await list("status=closed")).total).toBe(54);
    const [row] = (await list("q=failing")).leads;
    expect(row).toMatchObject({ status: "contacted", followUpOn: "2026-12-01" });
  });

  it("shows Open leads: New and Contacted, the oldest follow-up first, then those without one, the oldest first", async () => {
    expect(await names("view=open")).toEqual(["Failing", "Newest", "Buyer", "Retrying"]);
    expect(await names("view=open&status=new")).toEqual(["Newest", "Retrying"]);
    expect(await names("view=open&state=pending")).toEqual(["Newest", "Retrying"]);
    expect((await list("view=open")).total).toBe(4);
  });

  it("lists the follow-ups due on the site's today or before, not Closed or Not a fit, the oldest first", async () => {
    // 11:59 pm in Charlotte on November 30 (EST, UTC-5) is already December 1 in UTC.
    expect(await due("2026-12-01T04:59:00Z")).toEqual({ names: ["Subscriber"], total: 1 });
    expect(await due("2026-12-01T05:00:00Z")).toEqual({ names: ["Subscriber", "Failing"], total: 2 });
    expect(await due("2026-12-10T12:00:00Z")).toEqual({ names: ["Subscriber", "Failing", "Newest"], total: 3 });
    expect(await due("2026-10-31T12:00:00Z")).toEqual({ names: [], total: 0 });
    await set("Subscriber", { status: "closed" });
    expect((await due("2026-12-10T12:00:00Z")).names).toEqual(["Failing", "Newest"]);
  });

  it("counts every due follow-up while listing at most the limit", async () => {
    const olds = Array.from({ length: 10 }, (_, i) => `Old${10 + i}`);
    await database.db.update(leads).set({ status: "nurturing", followUpOn: "2026-11-15" }).where(inArray(leads.firstName, olds));
    const { leads: rows, total } = await listFollowUpsDue(database.db, "2026-12-10", 5);
    expect(rows).toHaveLength(5);
    expect(total).toBe(12);
  });
});
