import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "#app/db/client.server.ts";
import { analyticsSalts, leads, pageViewDays, pageViewDayVisitors, webVitalDays } from "#app/db/schema.ts";
import { analyticsPeriod } from "#app/lib/analytics-rules.ts";
import { createTestDatabase } from "#tests/database.ts";
import { analyticsReport } from "./admin-analytics.server.ts";
import { PageViewCounter, type CountedRequest } from "./page-view-counter.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  for (const table of [pageViewDays, pageViewDayVisitors, webVitalDays, analyticsSalts, leads]) await database.db.delete(table);
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
