import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "#app/db/client.server.ts";
import { analyticsSalts, blogPosts, leads, pageViewDays, pageViewDayVisitors, pageViewMonths, webVitalDays, webVitalMonths } from "#app/db/schema.ts";
import { analyticsPeriod, type DaySpan } from "#app/lib/analytics-rules.ts";
import { countedPosts, countedValues, topPagesAndPosts, vitalHistograms } from "#app/models/analytics-counts.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { analyticsReport } from "./admin-analytics.server.ts";
import { PageViewCounter, type CountedRequest } from "./page-view-counter.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  for (const table of [pageViewDays, pageViewMonths, pageViewDayVisitors, webVitalDays, webVitalMonths, analyticsSalts, leads]) await database.db.delete(table);
});

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SESSION_COOKIE = "__Host-lakefront_session";
/** 2026-11-20 15:00 in Charlotte. */
const NOON_ISH = Date.parse("2026-11-20T20:00:00Z");

function view(
  path: string,
  { ip = "203.0.113.7", agent = IPHONE, referer, headers = {} }: { ip?: string; agent?: string; referer?: string; headers?: Record<string, string> } = {},
): CountedRequest {
  const [pathname] = path.split("?");
  return {
    method: "GET",
    path: pathname!,
    originalUrl: path,
    ip,
    headers: { host: "lakefront.example", "user-agent": agent, "sec-fetch-dest": "document", ...(referer ? { referer } : {}), ...headers },
  };
}

async function startedCounter(db: Db = database.db, clock = { now: NOON_ISH }) {
  const counter = new PageViewCounter({ db, sessionCookieName: SESSION_COOKIE, flushMs: 60_000, now: () => clock.now });
  await counter.start();
  return counter;
}

async function counts(dimension: string) {
  const rows = await database.db
    .select({ value: pageViewDays.value, views: pageViewDays.views, visitors: pageViewDays.visitors })
    .from(pageViewDays)
    .where(sql`${pageViewDays.dimension} = ${dimension}`)
    .orderBy(pageViewDays.value);
  return Object.fromEntries(rows.map((row) => [row.value, [row.views, row.visitors]]));
}

describe("PageViewCounter", () => {
  it("counts a visitor's views under the site, the page, the device and where the visit came from; a visitor counts once a day", async () => {
    const counter = await startedCounter();
    counter.countView(view("/?utm_source=Acceptance&utm_medium=email&utm_campaign=spring", { referer: "https://www.google.com/search?q=lake+homes" }));
    counter.countView(view("/neighborhood/davidson", { referer: "https://lakefront.example/" }));
    counter.countView(view("/Neighborhood/Davidson/", { referer: "https://lakefront.example/" }));
    counter.countView(view("/neighborhood/davidson", { ip: "198.51.100.4", agent: MAC }));
    await counter.stop();

    expect(await counts("site")).toEqual({ "": [4, 2] });
    expect(await counts("page")).toEqual({ "/": [1, 1], "/neighborhood/davidson": [3, 2] });
    expect(await counts("device")).toEqual({ desktop: [1, 1], phone: [3, 1] });
    // Only the first page of a visit says where it came from; clicks within the site do not.
    expect(await counts("referrer")).toEqual({ "(direct)": [1, 1], "google.com": [1, 1] });
    expect(await counts("utm_source")).toEqual({ acceptance: [1, 1] });
    expect(await counts("utm_medium")).toEqual({ email: [1, 1] });
    expect(await counts("utm_campaign")).toEqual({ spring: [1, 1] });
    const [{ day }] = (await database.db.select({ day: pageViewDays.day }).from(pageViewDays).limit(1)) as [{ day: string }];
    expect(day).toBe("2026-11-20");
  });

  it("counts nothing for a crawler, a prefetch, HEAD, a frame or a fetch, the agent signed in, or a request without a user agent", async () => {
    const counter = await startedCounter();
    counter.countView(view("/", { agent: GOOGLEBOT }));
    counter.countView(view("/", { agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36" }));
    counter.countView(view("/", { headers: { "sec-purpose": "prefetch" } }));
    counter.countView(view("/", { headers: { purpose: "prefetch" } }));
    counter.countView({ ...view("/"), method: "HEAD" });
    counter.countView(view("/", { headers: { "sec-fetch-dest": "iframe" } }));
    counter.countView(view("/", { headers: { "sec-fetch-dest": "empty" } }));
    counter.countView(view("/", { headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc` } }));
    const noAgent = view("/");
    delete noAgent.headers["user-agent"];
    counter.countView(noAgent);
    await counter.stop();
    expect(await database.db.$count(pageViewDays)).toBe(0);
  });

  it("adds up exactly when two instances count the same visitors and write at the same time", async () => {
    const [first, second] = await Promise.all([startedCounter(), startedCounter()]);
    const visitors = Array.from({ length: 40 }, (_, at) => `203.0.113.${at}`);
    for (let round = 0; round < 5; round++) {
      // Every visitor is answered by both instances, on every round.
      for (const ip of visitors) {
        first.countView(view("/about", { ip }));
        second.countView(view("/about", { ip }));
      }
      await Promise.all([first.flush(), second.flush()]);
    }
    await Promise.all([first.stop(), second.stop()]);
    expect(await counts("site")).toEqual({ "": [400, 40] });
    expect(await counts("page")).toEqual({ "/about": [400, 40] });
    expect(
      await database.db
        .select({ month: pageViewMonths.month, views: pageViewMonths.views, visitors: pageViewMonths.visitors })
        .from(pageViewMonths)
        .where(sql`${pageViewMonths.dimension} = 'page'`),
    ).toEqual([{ month: "2026-11-01", views: 400, visitors: 40 }]);
  });

  it("reads a long period from the monthly counts, less the days outside it, as the days add up", async () => {
    const clock = { now: 0 };
    const counter = await startedCounter(database.db, clock);
    const days = ["2026-08-30", "2026-08-31", "2026-09-01", "2026-09-15", "2026-10-31", "2026-11-01", "2026-11-20"];
    for (const [at, day] of days.entries()) {
      clock.now = Date.parse(`${day}T17:00:00Z`);
      // The write reads the new day's salt, as the write before midnight does on a server.
      await counter.flush();
      for (let visitor = 0; visitor <= at; visitor++) {
        counter.countView(view(visitor % 2 ? "/about" : "/the-lake-advisor/lake-levels", { ip: `203.0.113.${visitor}` }));
        counter.countVitals({ path: "/about", LCP: 1_000 + 500 * at }, { headers: { "user-agent": IPHONE }, ip: `198.51.100.${at}` });
      }
      // A write per day, and one more for the same day: the month's rows are added to, not replaced.
      await counter.flush();
      counter.countView(view("/about", { ip: "192.0.2.1" }));
      await counter.flush();
    }
    await counter.stop();

    const fromDays = async (range: DaySpan) => {
      const rows = await database.db
        .select({ value: pageViewDays.value, views: pageViewDays.views, visitors: pageViewDays.visitors })
        .from(pageViewDays)
        .where(sql`${pageViewDays.dimension} = 'page' AND ${pageViewDays.day} BETWEEN ${range.from} AND ${range.to}`);
      const sums = new Map<string, { value: string; views: number; visitors: number }>();
      for (const row of rows) {
        const sum = sums.get(row.value) ?? { value: row.value, views: 0, visitors: 0 };
        sums.set(row.value, { value: row.value, views: sum.views + row.views, visitors: sum.visitors + row.visitors });
      }
      return [...sums.values()].sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value));
    };
    for (const range of [
      { from: "2026-08-30", to: "2026-11-20" },
      { from: "2026-08-01", to: "2026-11-30" },
      { from: "2026-09-01", to: "2026-09-30" },
      { from: "2026-08-31", to: "2026-09-15" },
      { from: "2026-09-02", to: "2026-11-01" },
      { from: "2026-08-02", to: "2026-09-29" },
    ]) {
      const expected = await fromDays(range);
      expect(expected.length).toBeGreaterThan(0);
      expect(await countedValues(database.db, "page", range, { limit: null }), `${range.from} to ${range.to}`).toEqual(expected);
    }
    // The dashboard's top pages and posts come from one read, the posts named by their titles.
    const [post] = await database.db.insert(blogPosts).values({ slug: "lake-levels", title: "Lake Levels This Fall", authorName: "Dana" }).returning();
    const range = { from: "2026-09-02", to: "2026-11-01" };
    const top = await topPagesAndPosts(database.db, range, { limit: 1, prefix: "/the-lake-advisor/" });
    expect(top.pages).toEqual((await fromDays(range)).slice(0, 1));
    expect(top.pages[0]?.value).toBe("/about");
    expect(top.posts).toEqual([{ value: "/the-lake-advisor/lake-levels", views: 8, visitors: 8, title: "Lake Levels This Fall" }]);
    expect(await countedPosts(database.db, range, "/the-lake-advisor/")).toEqual(top.posts);
    expect(await countedPosts(database.db, { from: "2026-08-01", to: "2026-11-30" }, "/the-lake-advisor/")).toEqual([
      { value: "/the-lake-advisor/lake-levels", views: 16, visitors: 16, title: "Lake Levels This Fall" },
    ]);
    await database.db.delete(blogPosts).where(sql`${blogPosts.id} = ${post!.id}`);
    // Each day's beacons, one more a day, each day's LCP 500 ms more than the day before's.
    const lcpCounts = async (range: DaySpan) =>
      (await vitalHistograms(database.db, range))
        .filter((row) => row.metric === "LCP")
        .sort((a, b) => a.bucket - b.bucket)
        .map((row) => [row.bucket, row.count]);
    expect(await lcpCounts({ from: "2026-08-01", to: "2026-11-30" })).toEqual([20, 30, 40, 50, 60, 70, 80].map((bucket, at) => [bucket, at + 1]));
    expect(await lcpCounts({ from: "2026-09-02", to: "2026-11-01" })).toEqual([
      [50, 4],
      [60, 5],
      [70, 6],
    ]);
  });

  it("stores nothing personal, and forgets the visitor keys and the salt once their day is over", async () => {
    const clock = { now: NOON_ISH };
    const counter = await startedCounter(database.db, clock);
    counter.countView(
      view("/about?utm_source=newsletter&email=jane%40example.com", { ip: "203.0.113.99", referer: "https://mail.example.com/inbox?user=jane" }),
    );
    await counter.flush();
    const stored = JSON.stringify(
      await Promise.all([pageViewDays, pageViewDayVisitors, analyticsSalts].map((table) => database.db.select().from(table))),
      (_, value: unknown) => (typeof value === "bigint" ? value.toString() : value),
    );
    for (const personal of ["203.0.113.99", "iPhone", "jane", "inbox", "example.com/"]) expect(stored).not.toContain(personal);
    expect(await database.db.$count(pageViewDayVisitors)).toBeGreaterThan(0);

    // The next day, Charlotte time: the first write after it deletes the day's keys and salt.
    clock.now = Date.parse("2026-11-21T05:30:00Z");
    counter.countView(view("/about", { ip: "203.0.113.99" }));
    await counter.flush();
    expect((await database.db.selectDistinct({ day: pageViewDayVisitors.day }).from(pageViewDayVisitors)).map((row) => row.day)).toEqual(["2026-11-21"]);
    expect((await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts).orderBy(analyticsSalts.day)).map((row) => row.day)).toEqual([
      "2026-11-21",
      "2026-11-22",
    ]);
    // A different salt: the same visitor is a visitor of the new day, not linked to the day before.
    const days = await database.db
      .select({ day: pageViewDays.day, visitors: pageViewDays.visitors })
      .from(pageViewDays)
      .where(sql`${pageViewDays.dimension} = 'site'`)
      .orderBy(pageViewDays.day);
    expect(days).toEqual([
      { day: "2026-11-20", visitors: 1 },
      { day: "2026-11-21", visitors: 1 },
    ]);
    await counter.stop();
  });

  it("keeps what it could not write and writes it with the next write", async () => {
    let refuse = true;
    const flaky = new Proxy(database.db, {
      get(target, name, receiver) {
        if (name === "transaction" && refuse) {
          return () => Promise.reject(new Error("connection lost"));
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const counter = await startedCounter(flaky);
    counter.countView(view("/"));
    counter.countView(view("/", { ip: "198.51.100.1" }));
    await counter.flush();
    expect(await database.db.$count(pageViewDays)).toBe(0);
    counter.countView(view("/"));
    refuse = false;
    await counter.stop();
    expect(await counts("site")).toEqual({ "": [3, 2] });
  });

  it("takes a client's vitals up to its share a minute, and reports each page type's p75 with the leads of the period", async () => {
    const counter = await startedCounter();
    for (const [at, lcp] of [1_000, 1_200, 1_400, 3_000].entries())
      counter.countVitals({ path: "/", LCP: lcp, CLS: 0.01 }, { headers: { "user-agent": IPHONE }, ip: `203.0.113.${at}` });
    counter.countVitals({ path: "/", LCP: 9_000 }, { headers: { "user-agent": GOOGLEBOT }, ip: "203.0.113.50" });
    const flood = Array.from({ length: 100 }, () => counter.countVitals({ path: "/about", INP: 40 }, { headers: { "user-agent": MAC }, ip: "198.51.100.9" }));
    expect(flood.filter(Boolean)).toHaveLength(30);
    counter.countView(view("/neighborhood/davidson?utm_source=acceptance"));
    await counter.stop();

    await database.db.insert(leads).values({
      firstName: "Jane",
      lastName: "Buyer",
      email: "jane@example.com",
      phone: "",
      meetingType: "contact",
      message: "Hello",
      source: "contact-dialog",
      landingPage: "/neighborhood/davidson?utm_source=acceptance",
      utmSource: "acceptance",
      createdAt: new Date(NOON_ISH),
    });
    const { period } = analyticsPeriod(new URLSearchParams("days=7"), "2026-11-20");
    const report = await analyticsReport(database.db, period);
    expect(report.current).toEqual({ visitors: 1, views: 1, leads: 1, conversion: 100 });
    expect(report.leadsByLanding).toEqual([{ value: "/neighborhood/davidson", leads: 1 }]);
    expect(report.leadsBySource).toEqual([{ value: "acceptance", leads: 1 }]);
    expect(report.leadsByCampaign).toEqual([{ value: "(none)", leads: 1 }]);
    expect(report.daily.at(-1)).toEqual({ day: "2026-11-20", visitors: 1, views: 1, leads: 1 });
    expect(report.vitals).toEqual([
      { pageType: "home", values: { LCP: 1_400, INP: null, CLS: 0.01 }, samples: 4 },
      { pageType: "about", values: { LCP: null, INP: 40, CLS: null }, samples: 30 },
    ]);
  });
});
