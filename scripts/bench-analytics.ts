/**
 * The bench's analytics case (issue 37), in two parts.
 *
 * Counting on a cache hit: bench.ts loads one cached page with wrk as a desktop Chrome (a view the
 * counter counts) on a server with ANALYTICS=on and one with ANALYTICS=off, in alternating rounds;
 * `countingCostTable` compares their CPU time per request (goal: at most 5 % more).
 *
 * The dashboard after a busy agent's year: 3 million page views over 365 days, generated here as
 * visits — an hour, a device, where they came from (some with UTM parameters), one page or more of
 * the fixed pages and 20,000 posts whose popularity follows Zipf's law — with real-user vitals for
 * a share of the views and about 1,500 leads. The last week is written hour by hour through the
 * counter's own writer (`addPageViews`), each past day's visitor keys deleted by its upkeep
 * (`deleteExpiredAnalytics`); the days before, as the same daily rows in bulk (see WRITER_DAYS).
 * Then every query /admin/analytics and its CSV export run is timed for 7, 30, 90 and 365 days, on
 * PGlite and on PostgreSQL (goal: each under 200 ms), with the counter's upkeep and the tables' size.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database, type Db } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { blogPosts, leads, pageViewDays, pageViewMonths } from "#app/db/schema.ts";
import {
  addDays,
  analyticsPeriod,
  DIRECT_REFERRER,
  pageTypeOfPath,
  vitalBucket,
  type AnalyticsPeriod,
  type DeviceClass,
  type PageType,
  type PageViewDimension,
} from "#app/lib/analytics-rules.ts";
import { SITE_TIME_ZONE } from "#app/lib/lead-status.ts";
import type { Vital } from "#app/lib/vitals-beacon-shape.ts";
import { leadCountsBetween } from "#app/models/admin-leads.server.ts";
import {
  addPageViews,
  countedPosts,
  countedValues,
  deleteExpiredAnalytics,
  siteViewsByDay,
  topPagesAndPosts,
  vitalHistograms,
  type PageViewTally,
  type VitalTally,
} from "#app/models/analytics-counts.server.ts";
import { analyticsHeadline, analyticsReport, POST_PREFIX } from "#app/services/admin-analytics.server.ts";
import { sessionCookieName } from "#app/services/auth.server.ts";
import { PageViewCounter, type CountedRequest } from "#app/services/page-view-counter.server.ts";
import { seededRandom } from "./bench-posts.ts";
import { fixed, formatTable } from "./bench-report.ts";
import { createDatabase, startScratchPostgres } from "./bench-scale.ts";

/** Issue 37's goals: what counting may add to a cache hit's CPU time, and the longest a dashboard query may take. */
const ANALYTICS_GOALS = { cpuIncreasePercent: 5, queryMs: 200 } as const;

/** A desktop Chrome's User-Agent: the counter counts its views (a request without one is not counted). */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Safari/537.36";

// --- Counting on a cache hit -------------------------------------------------------------------

/** One load's figures, as bench.ts measures them. */
export type CountingFigures = { perSecond: number; p99: number; cpuMsPerRequest: number | null; failures: number };
/** One load of each server, one just after the other. */
export type CountingRound = { off: CountingFigures; on: CountingFigures };

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle value; for an even count, the mean of the two middle ones. */
function median(values: readonly number[]): number {
  const sorted = ascending(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * A 95 % confidence interval for the median that assumes nothing of the distribution: the k-th
 * smallest and the k-th largest value, k the largest rank for which fewer than k of n values fall
 * below the median with a chance of at most 2.5 % (Binomial(n, ½)). 15 values give the 4th and 12th.
 */
function medianInterval(values: readonly number[]): { low: number; high: number } {
  const sorted = ascending(values);
  const n = sorted.length;
  let k = 0;
  let below = 0;
  let ways = 1; // n choose j
  for (let j = 0; j < n; j++) {
    below += ways / 2 ** n;
    if (below > 0.025) break;
    k = j + 1;
    ways = (ways * (n - j)) / (j + 1);
  }
  const rank = Math.max(k, 1);
  return { low: sorted[rank - 1] ?? Number.NaN, high: sorted[n - rank] ?? Number.NaN };
}

const percentChange = (from: number | null, to: number | null) => (from === null || to === null ? Number.NaN : ((to - from) / from) * 100);
const signedPercent = (value: number) => `${value >= 0 ? "+" : ""}${fixed(value, 1)} %`;

/**
 * Each round, then the medians, and the verdict: the median of the rounds' own increases in CPU time
 * per request (each compares two loads a few seconds apart, so a change in the machine's other load
 * touches both), beside the medians compared and the rounds' range, which say how far to trust it.
 */
export function countingCostTable(
  rounds: readonly CountingRound[],
  counted: { views: number; requests: number; loadS: number; countViewMicroseconds: number },
): string {
  const increases = rounds.map((round) => percentChange(round.off.cpuMsPerRequest, round.on.cpuMsPerRequest));
  const medianOf = (analytics: "on" | "off"): CountingFigures => {
    const figures = rounds.map((round) => round[analytics]);
    return {
      perSecond: median(figures.map((figure) => figure.perSecond)),
      p99: median(figures.map((figure) => figure.p99)),
      cpuMsPerRequest: median(figures.map((figure) => figure.cpuMsPerRequest ?? Number.NaN)),
      failures: figures.reduce((total, figure) => total + figure.failures, 0),
    };
  };
  const cells = (figures: CountingFigures) => [
    fixed(figures.perSecond),
    fixed(figures.p99, 1),
    figures.cpuMsPerRequest === null ? "—" : fixed(figures.cpuMsPerRequest, 4),
  ];
  const off = medianOf("off");
  const on = medianOf("on");
  const increase = median(increases);
  const interval = medianInterval(increases);
  const met = increase <= ANALYTICS_GOALS.cpuIncreasePercent && off.failures + on.failures === 0;
  const settled = interval.high <= ANALYTICS_GOALS.cpuIncreasePercent === interval.low <= ANALYTICS_GOALS.cpuIncreasePercent;
  const table = formatTable(
    ["GET / as a desktop Chrome", "off: requests/s", "p99 ms", "CPU ms/req", "on: requests/s", "p99 ms", "CPU ms/req", "CPU on/off"],
    [
      ...rounds.map((round, i) => [`round ${i + 1}`, ...cells(round.off), ...cells(round.on), signedPercent(increases[i] ?? Number.NaN)]),
      [`median of ${rounds.length}`, ...cells(off), ...cells(on), signedPercent(increase)],
    ],
  );
  return [
    table,
    `${counted.loadS} s per load, each after a second not measured. CPU per cache hit with counting: ${signedPercent(increase)}, the rounds' median ` +
      `(95 % confidence interval ${signedPercent(interval.low)} to ${signedPercent(interval.high)}; the rounds range from ` +
      `${signedPercent(Math.min(...increases))} to ${signedPercent(Math.max(...increases))}; the two medians compared: ` +
      `${signedPercent(percentChange(off.cpuMsPerRequest, on.cpuMsPerRequest))}); requests/s ${signedPercent(percentChange(off.perSecond, on.perSecond))}; ` +
      `failed requests: ${fixed(off.failures + on.failures)}.`,
    `countView alone, timed in this process: ${fixed(counted.countViewMicroseconds, 2)} µs a call, ` +
      `${signedPercent((counted.countViewMicroseconds / 1000 / (off.cpuMsPerRequest ?? Number.NaN)) * 100)} of the median uncounted cache hit (its writes every 5 s not included).`,
    `The ANALYTICS=on server wrote ${fixed(counted.views)} views for the ${fixed(counted.requests)} requests wrk counted (warm-up included).`,
    `Goal: ≤ ${ANALYTICS_GOALS.cpuIncreasePercent} % more CPU per cache hit — ${met ? "✓" : "✗"}` +
      (settled ? "" : `, but the interval straddles ${ANALYTICS_GOALS.cpuIncreasePercent} %: this machine's noise does not settle it`),
  ].join("\n");
}

const COUNT_VIEW_CALLS = 50_000;

/**
 * The CPU time of one `countView` call in µs (median of five batches after one to warm up), for
 * the request wrk sends: a check on the servers' figures that another load on the machine hardly
 * moves, as it times no other process.
 */
export async function countViewMicroseconds(): Promise<number> {
  const database = await openDatabase({ inMemory: true });
  try {
    await migrateDatabase(database);
    const counter = new PageViewCounter({ db: database.db, sessionCookieName: sessionCookieName({ isProduction: true }), flushMs: 60_000 });
    await counter.start();
    const request: CountedRequest = {
      method: "GET",
      path: "/",
      originalUrl: "/",
      ip: "127.0.0.1",
      headers: { host: "127.0.0.1:3470", "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip" },
    };
    const batch = () => {
      const started = process.cpuUsage();
      for (let call = 0; call < COUNT_VIEW_CALLS; call++) counter.countView(request);
      const used = process.cpuUsage(started);
      return (used.user + used.system) / COUNT_VIEW_CALLS;
    };
    batch();
    const microseconds = median(Array.from({ length: 5 }, batch));
    await counter.stop();
    return microseconds;
  } finally {
    await database.close();
  }
}

/** Every view a stopped server's embedded database holds (the counter's "site" rows). */
export async function countedSiteViews(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const days = await siteViewsByDay(database.db, { from: "2000-01-01", to: "2100-12-31" });
    return days.reduce((total, row) => total + row.views, 0);
  } finally {
    await database.close();
  }
}

// --- A year of traffic -------------------------------------------------------------------------

/**
 * The year written: 3 million views over 365 days ending on `lastDay`, about 8,200 a day. Periods end
 * on `lastDay`, the day before a month ends: that month is read day by day, the most days a period reads.
 */
const TRAFFIC = { days: 365, views: 3_000_000, lastDay: "2026-10-30", posts: 20_000, leads: 1_500 } as const;
const FIRST_DAY = addDays(TRAFFIC.lastDay, 1 - TRAFFIC.days);
/** A visitor reads one more page with this chance, again and again: 1 / (1 − 0.4) ≈ 1.67 views a visitor, 0.6 visitors a view. */
const ANOTHER_PAGE = 0.4;
const VISITS_PER_YEAR = TRAFFIC.views * (1 - ANOTHER_PAGE);
/** Views that send the vitals beacon (a visitor who leaves at once sends none), and which metrics a beacon holds. */
const BEACON_SHARE = 0.45;
const METRIC_SHARE: Record<Vital, number> = { LCP: 0.7, INP: 0.45, CLS: 0.75 };
/** Popularity of the posts: the k-th most read gets 1 / k^s of the first's views. */
const ZIPF_EXPONENT = 1;
const TOWNS = ["davidson", "cornelius", "mooresville", "huntersville", "denver", "troutman", "charlotte", "hickory"];
const SOLD_HOMES = 150;

type Weighted<T> = readonly (readonly [value: T, weight: number])[];
type Random = () => number;

/** Draws one of `choices` in proportion to its weight. */
function weightedDraw<T>(choices: Weighted<T>, random: Random): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of choices) cumulative.push((total += weight));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) <= target) low = middle + 1;
      else high = middle;
    }
    return (choices[low] as readonly [T, number])[0];
  };
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** A log-normal value with this median: how page timings spread. */
function logNormal(medianValue: number, sigma: number, random: Random): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return medianValue * Math.exp(sigma * normal);
}

/** A random 64-bit key, as the counter's hash of salt, address and agent is. */
const visitorKey = (random: Random) => BigInt.asIntN(64, (BigInt(Math.floor(random() * 2 ** 32)) << 32n) | BigInt(Math.floor(random() * 2 ** 32)));

type Utm = { source: string; medium: string; campaign: string };
/** Where a visit came from: the referring host (or "(direct)") and, for a link in a campaign, its UTM parameters. */
type Arrival = { referrer: string; utm: Utm | null };
type Visit = { hour: number; key: bigint; device: DeviceClass; arrival: Arrival; pages: string[] };

const REFERRERS: Weighted<string> = [
  ["google.com", 40],
  [DIRECT_REFERRER, 24],
  ["facebook.com", 5],
  ["l.facebook.com", 4],
  ["m.facebook.com", 2],
  ["instagram.com", 3],
  ["l.instagram.com", 2],
  ["bing.com", 3.5],
  ["zillow.com", 2.5],
  ["realtor.com", 1.5],
  ["duckduckgo.com", 1.5],
  ["redfin.com", 0.8],
  ["search.yahoo.com", 0.8],
  ["nextdoor.com", 1],
  ["linkedin.com", 0.6],
  ["youtube.com", 0.6],
  ["pinterest.com", 0.5],
  ["chatgpt.com", 0.6],
  ["lakenormanchamber.org", 0.4],
];
/** Blogs, forums and directories that each send a visit now and then: the referrers table's long tail. */
const RARE_REFERRERS = 400;
const RARE_REFERRER_SHARE = 0.03;
/** Visits with UTM parameters: the agent's ads, newsletter and posts. */
const UTM_SHARE = 0.07;
const SEASONAL_CAMPAIGNS = ["winter-lake-homes", "spring-listings", "summer-on-the-lake", "fall-market-update"];

/** The agent's campaigns of the month `day` is in, each with the referrer its link arrives with. */
function campaignsOf(day: string): Weighted<Arrival> {
  const month = Number(day.slice(5, 7));
  const season = SEASONAL_CAMPAIGNS[Math.floor((month % 12) / 3)] ?? "spring-listings";
  return [
    [{ referrer: "l.facebook.com", utm: { source: "facebook", medium: "paid-social", campaign: season } }, 35],
    [{ referrer: DIRECT_REFERRER, utm: { source: "newsletter", medium: "email", campaign: `newsletter-${day.slice(0, 7)}` } }, 35],
    [{ referrer: "l.instagram.com", utm: { source: "instagram", medium: "social", campaign: "lake-life-reels" } }, 15],
    [{ referrer: "google.com", utm: { source: "google", medium: "cpc", campaign: "lake-norman-waterfront-homes" } }, 15],
  ];
}

/** A Charlotte visitor's hours: quiet at night, busiest in the evening. */
const HOUR_WEIGHTS = [1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.5, 3.5, 4, 4.2, 4.3, 4.5, 4.4, 4.2, 4.2, 4.4, 4.8, 5.5, 6.2, 6.5, 5.8, 4, 2.2];
const WEEKDAY_WEIGHTS = [1.05, 1, 1, 0.98, 0.97, 0.9, 1]; // Sunday first
const LCP_MEDIAN_MS: Record<PageType, number> = {
  home: 2_200,
  about: 1_700,
  guide: 2_100,
  "market-report": 1_900,
  blog: 2_000,
  post: 1_800,
  sold: 2_600,
  "sold-home": 2_400,
  other: 1_600,
};

/** The draws of one year's traffic, all from one seed. */
type TrafficModel = {
  random: Random;
  device: () => DeviceClass;
  referrer: () => string;
  hour: () => number;
  page: (day: string) => string;
  leadSource: () => string;
};

/** The posts' numbers from the most read down: popularity has nothing to do with age. */
function postsByPopularity(random: Random): number[] {
  const order = Array.from({ length: TRAFFIC.posts }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The reports a visitor may open on `day`: the town's latest month or one of the 24 before. */
function marketReport(day: string, random: Random): string {
  const back = 1 + Math.floor(random() * 24);
  const [year, month] = day.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - back, 1));
  return `/market-reports/${pick(TOWNS, random)}/${date.toISOString().slice(0, 7)}`;
}

function trafficModel(seed: number): TrafficModel {
  const random = seededRandom(seed);
  const posts = postsByPopularity(random);
  const post = weightedDraw(
    posts.map((n, rank) => [n, 1 / (rank + 1) ** ZIPF_EXPONENT] as const),
    random,
  );
  const pages: Weighted<(day: string) => string> = [
    [() => `${POST_PREFIX}post-${post()}`, 62],
    [() => "/", 15],
    [() => "/the-lake-advisor", 5],
    [() => "/sold-properties", 3],
    [() => `/sold-properties/car${4_100_000 + Math.floor(random() * SOLD_HOMES)}`, 3],
    [() => "/neighborhood", 1],
    [() => `/neighborhood/${pick(TOWNS, random)}`, 4],
    [() => "/about", 2.5],
    [() => "/market-reports", 0.5],
    [() => `/market-reports/${pick(TOWNS, random)}`, 1],
    [(day) => marketReport(day, random), 1],
    [() => "/home-value", 1],
    [() => "/privacy-policy", 0.2],
  ];
  const page = weightedDraw(pages, random);
  const rare = (): string => `lake-blog-${Math.floor(random() * RARE_REFERRERS)}.com`;
  const common = weightedDraw(REFERRERS, random);
  return {
    random,
    device: weightedDraw<DeviceClass>(
      [
        ["phone", 60],
        ["tablet", 10],
        ["desktop", 30],
      ],
      random,
    ),
    referrer: () => (random() < RARE_REFERRER_SHARE ? rare() : common()),
    hour: weightedDraw(
      HOUR_WEIGHTS.map((weight, hour) => [hour, weight] as const),
      random,
    ),
    page: (day) => page()(day),
    leadSource: weightedDraw(
      [
        ["contact-dialog", 55],
        ["property-inquiry", 20],
        ["home-value", 15],
        ["newsletter", 10],
      ],
      random,
    ),
  };
}

/** Each day's views: busier in summer on the lake and on Sundays, growing through the year; 3 million in all. */
function viewsPerDay(): { day: string; views: number }[] {
  const days = Array.from({ length: TRAFFIC.days }, (_, at) => addDays(FIRST_DAY, at));
  const weights = days.map((day, at) => {
    const date = new Date(`${day}T12:00:00Z`);
    const dayOfYear = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000;
    const season = 1 + 0.3 * Math.cos((2 * Math.PI * (dayOfYear - 196)) / 365);
    const growth = 0.85 + (0.3 * at) / TRAFFIC.days;
    return season * growth * (WEEKDAY_WEIGHTS[date.getUTCDay()] ?? 1);
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return days.map((day, at) => ({ day, views: Math.round((TRAFFIC.views * (weights[at] ?? 0)) / total) }));
}

/** One day's visits, `views` page views in all; a visit's later pages are reached by a click on the site. */
function dayVisits(model: TrafficModel, day: string, views: number): Visit[] {
  const { random } = model;
  const campaign = weightedDraw(campaignsOf(day), random);
  const visits: Visit[] = [];
  for (let left = views; left > 0;) {
    const pages = [model.page(day)];
    while (pages.length < left && random() < ANOTHER_PAGE) pages.push(model.page(day));
    left -= pages.length;
    const arrival = random() < UTM_SHARE ? campaign() : { referrer: model.referrer(), utm: null };
    visits.push({ hour: model.hour(), key: visitorKey(random), device: model.device(), arrival, pages });
  }
  return visits;
}

type HeldTally = { dimension: PageViewDimension; value: string; views: number; visitorKeys: Set<bigint> };

/**
 * What the counter would hold for `visits` at its next write: every view under the site, its page
 * and the device; the first view of a visit also under its referrer and UTM parameters (a click
 * within the site has the site as its referrer, which is not counted); and the vitals beacons.
 */
function heldCounts(day: string, visits: readonly Visit[], random: Random): { tallies: PageViewTally[]; vitals: VitalTally[] } {
  const held = new Map<string, HeldTally>();
  const tally = (dimension: PageViewDimension, value: string, views: number, key: bigint) => {
    const id = `${dimension}\u0000${value}`;
    const entry = held.get(id) ?? { dimension, value, views: 0, visitorKeys: new Set<bigint>() };
    entry.views += views;
    entry.visitorKeys.add(key);
    held.set(id, entry);
  };
  const vitals = new Map<string, VitalTally>();
  const beacon = (metric: Vital, pageType: PageType, value: number) => {
    const bucket = vitalBucket(metric, value);
    const id = `${metric}\u0000${pageType}\u0000${bucket}`;
    const entry = vitals.get(id) ?? { day, metric, pageType, bucket, count: 0 };
    entry.count++;
    vitals.set(id, entry);
  };
  for (const { key, device, arrival, pages } of visits) {
    tally("site", "", pages.length, key);
    tally("device", device, pages.length, key);
    tally("referrer", arrival.referrer, 1, key);
    if (arrival.utm) {
      tally("utm_source", arrival.utm.source, 1, key);
      tally("utm_medium", arrival.utm.medium, 1, key);
      tally("utm_campaign", arrival.utm.campaign, 1, key);
    }
    const slower = device === "phone" ? 1.3 : 1;
    for (const page of pages) {
      tally("page", page, 1, key);
      if (random() >= BEACON_SHARE) continue;
      const pageType = pageTypeOfPath(page);
      if (random() < METRIC_SHARE.LCP) beacon("LCP", pageType, logNormal(LCP_MEDIAN_MS[pageType] * slower, 0.5, random));
      if (random() < METRIC_SHARE.INP) beacon("INP", pageType, logNormal(120 * slower, 0.7, random));
      if (random() < METRIC_SHARE.CLS) beacon("CLS", pageType, random() < 0.55 ? 0 : logNormal(0.04, 1, random));
    }
  }
  const tallies = [...held.values()].map(({ visitorKeys, ...rest }) => ({ day, ...rest, visitorKeys: [...visitorKeys] }));
  return { tallies, vitals: [...vitals.values()] };
}

type NewLead = typeof leads.$inferInsert;

/** The address a referring host's link sends as Referer. */
const refererUrl = (host: string) => `https://${host.split(".").length === 2 ? "www." : ""}${host}/`;

/** A lead from `visit`, sent at a minute of its hour, carrying its attribution as the site's cookie does. */
function leadOf(visit: Visit, day: string, n: number, model: TrafficModel): NewLead {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const { referrer, utm } = visit.arrival;
  const query = utm ? `?${new URLSearchParams({ utm_source: utm.source, utm_medium: utm.medium, utm_campaign: utm.campaign })}` : "";
  return {
    firstName: "Bench",
    lastName: `Lead ${n}`,
    email: `bench-lead-${n}@example.com`,
    phone: "704-555-0100",
    meetingType: "zoom",
    message: "We are looking for a lake home with a deep-water dock.",
    source: model.leadSource(),
    pageUrl: `https://lakefrontnc.com${visit.pages.at(-1) ?? "/"}`,
    landingPage: `${visit.pages[0] ?? "/"}${query}`,
    referrer: referrer === DIRECT_REFERRER ? null : refererUrl(referrer),
    utmSource: utm?.source ?? null,
    utmMedium: utm?.medium ?? null,
    utmCampaign: utm?.campaign ?? null,
    createdAt: new Date(new TZDate(year, month - 1, date, visit.hour, Math.floor(model.random() * 60), SITE_TIME_ZONE).getTime()),
  };
}

// --- Writing it --------------------------------------------------------------------------------

/**
 * The last days are written as the counter writes them: an hour's counts at a time (it writes
 * every 5 s) through `addPageViews`, visitor keys and all, and at each new day its upkeep deletes
 * the day before's keys. The writer inserts every visitor key, about 80 µs each on this kind of
 * machine, and a year holds 8–9 million (a visitor is a key under the site, the device, the
 * referrer and each page read), so the days before are written as the same daily rows in bulk:
 * each value's views, and its visitors as the number of distinct keys the writer would have added.
 */
const WRITER_DAYS = 7;
const HOURS = 24;
const LEAD_ROWS_PER_INSERT = 500;
const POST_ROWS_PER_INSERT = 1_000;

type Written = { views: number; visits: number; writes: number; visitorKeys: number; writerSeconds: number; leads: number; seconds: number };

/** The 20,000 posts the paths name (title and slug only), so the posts table's titles are read as on the site. */
async function insertPosts(db: Db): Promise<void> {
  for (let first = 1; first <= TRAFFIC.posts; first += POST_ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(POST_ROWS_PER_INSERT, TRAFFIC.posts - first + 1) }, (_, i) => ({
      slug: `post-${first + i}`,
      title: `Lake Norman Notes No. ${first + i}`,
      authorName: "Bench Writer",
      publishedAt: new Date(Date.UTC(2024, 0, 1) + (first + i) * 3_600_000),
    }));
    await db.insert(blogPosts).values(rows);
  }
}

async function insertLeads(db: Db, rows: readonly NewLead[]): Promise<void> {
  for (let first = 0; first < rows.length; first += LEAD_ROWS_PER_INSERT) await db.insert(leads).values(rows.slice(first, first + LEAD_ROWS_PER_INSERT));
}

/** A day's rows of page_view_days and page_view_months in two statements, as `addPageViews` would leave them; its vitals through the writer. */
async function insertDay(db: Db, { tallies, vitals }: { tallies: readonly PageViewTally[]; vitals: readonly VitalTally[] }): Promise<void> {
  const rows = JSON.stringify(tallies.map(({ visitorKeys, ...row }) => ({ ...row, visitors: visitorKeys.length })));
  const dayRows = sql`json_to_recordset(${rows}::json) AS row(dimension text, day date, value text, views int, visitors int)`;
  await db.execute(sql`INSERT INTO ${pageViewDays} (dimension, day, value, views, visitors) SELECT dimension, day, value, views, visitors FROM ${dayRows}`);
  await db.execute(sql`INSERT INTO ${pageViewMonths} (dimension, month, value, views, visitors)
    SELECT dimension, date_trunc('month', day)::date, value, views, visitors FROM ${dayRows}
    ON CONFLICT (dimension, month, value) DO UPDATE SET views = ${pageViewMonths.views} + excluded.views, visitors = ${pageViewMonths.visitors} + excluded.visitors`);
  await addPageViews(db, [], vitals);
}

/** A day as the counter writes it: the upkeep, then each hour's counts through `addPageViews`. */
async function writeDayHourly(dbs: readonly Db[], day: string, visits: readonly Visit[], random: Random): Promise<{ writes: number; visitorKeys: number }> {
  await Promise.all(dbs.map((db) => deleteExpiredAnalytics(db, { today: day, oldestKept: FIRST_DAY })));
  const byHour = Array.from({ length: HOURS }, () => [] as Visit[]);
  for (const visit of visits) byHour[visit.hour]?.push(visit);
  let writes = 0;
  let visitorKeys = 0;
  for (const hourVisits of byHour.filter((hour) => hour.length > 0)) {
    const counts = heldCounts(day, hourVisits, random);
    await Promise.all(dbs.map((db) => addPageViews(db, counts.tallies, counts.vitals)));
    writes++;
    visitorKeys += counts.tallies.reduce((total, tally) => total + tally.visitorKeys.length, 0);
  }
  return { writes, visitorKeys };
}

/** Writes the year into every database at once, the last WRITER_DAYS through the writer; `progress` hears of each month begun. */
async function writeYear(dbs: readonly Db[], progress: (text: string) => void): Promise<Written> {
  const started = performance.now();
  const model = trafficModel(37);
  const leadChance = TRAFFIC.leads / VISITS_PER_YEAR;
  const newLeads: NewLead[] = [];
  const written = { views: 0, visits: 0, writes: 0, visitorKeys: 0, writerSeconds: 0 };
  const year = viewsPerDay();
  for (const [at, { day, views }] of year.entries()) {
    if (day.endsWith("-01")) progress(day.slice(0, 7));
    const visits = dayVisits(model, day, views);
    if (at >= year.length - WRITER_DAYS) {
      const writerStarted = performance.now();
      const { writes, visitorKeys } = await writeDayHourly(dbs, day, visits, model.random);
      written.writerSeconds += (performance.now() - writerStarted) / 1000;
      written.writes += writes;
      written.visitorKeys += visitorKeys;
    } else {
      const counts = heldCounts(day, visits, model.random);
      await Promise.all(dbs.map((db) => insertDay(db, counts)));
    }
    for (const visit of visits) if (model.random() < leadChance) newLeads.push(leadOf(visit, day, newLeads.length + 1, model));
    written.views += views;
    written.visits += visits.length;
  }
  await Promise.all(dbs.map((db) => insertLeads(db, newLeads)));
  return { ...written, leads: newLeads.length, seconds: (performance.now() - started) / 1000 };
}

// --- Timing the dashboard ----------------------------------------------------------------------

const PERIOD_DAYS = [7, 30, 90, 365] as const;
/** Times each query is run per period, one after another; the median and the slowest are reported. */
const RUNS = 5;

type DashboardQuery = { name: string; run: (db: Db, period: AnalyticsPeriod) => Promise<unknown> };

const topTen = (dimension: PageViewDimension) => (db: Db, period: AnalyticsPeriod) => countedValues(db, dimension, period, { limit: 10 });
const everyRow = (dimension: PageViewDimension) => (db: Db, period: AnalyticsPeriod) => countedValues(db, dimension, period, { limit: null });

/** What /admin/analytics loads (all of it, then each of its queries alone), the admin home's headline and the CSV exports. */
const DASHBOARD_QUERIES: DashboardQuery[] = [
  { name: "analyticsReport: the whole page", run: analyticsReport },
  { name: "analyticsHeadline: the admin home", run: analyticsHeadline },
  { name: "siteViewsByDay", run: siteViewsByDay },
  { name: "leadCountsBetween", run: leadCountsBetween },
  { name: "vitalHistograms", run: vitalHistograms },
  { name: "topPagesAndPosts, top 10 of each", run: (db, period) => topPagesAndPosts(db, period, { limit: 10, prefix: POST_PREFIX }) },
  { name: "countedValues referrer, top 10", run: topTen("referrer") },
  { name: "countedValues utm_source, top 10", run: topTen("utm_source") },
  { name: "countedValues utm_campaign, top 10", run: topTen("utm_campaign") },
  { name: "countedValues device, every row", run: everyRow("device") },
  { name: "CSV: countedValues page, every row", run: everyRow("page") },
  { name: "CSV: posts with titles (countedPosts)", run: (db, period) => countedPosts(db, period, POST_PREFIX) },
  { name: "CSV: countedValues referrer, every row", run: everyRow("referrer") },
  { name: "CSV: countedValues utm_source, every row", run: everyRow("utm_source") },
  { name: "CSV: countedValues utm_campaign, every row", run: everyRow("utm_campaign") },
];

/** The period of `days` days ending on the year's last day, as the dashboard reads it from its URL. */
const periodOf = (days: number) =>
  analyticsPeriod(new URLSearchParams({ from: addDays(TRAFFIC.lastDay, 1 - days), to: TRAFFIC.lastDay }), TRAFFIC.lastDay).period;

type QueryTiming = { p50Ms: number; maxMs: number; rows: number | null };
type QueryRow = { name: string; byPeriod: QueryTiming[] };

async function timeQuery(db: Db, query: DashboardQuery, period: AnalyticsPeriod): Promise<QueryTiming> {
  const times: number[] = [];
  let rows: number | null = null;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = await query.run(db, period);
    times.push(performance.now() - started);
    rows = Array.isArray(result) ? result.length : null;
  }
  return { p50Ms: median(times), maxMs: Math.max(...times), rows };
}

async function timeDashboard(db: Db): Promise<QueryRow[]> {
  const rows: QueryRow[] = [];
  for (const query of DASHBOARD_QUERIES) {
    const byPeriod: QueryTiming[] = [];
    for (const days of PERIOD_DAYS) byPeriod.push(await timeQuery(db, query, periodOf(days)));
    rows.push({ name: query.name, byPeriod });
  }
  return rows;
}

/** The periods a query took longer than the goal in, in words. */
const misses = (row: QueryRow) =>
  row.byPeriod.flatMap((timing, i) => (timing.maxMs > ANALYTICS_GOALS.queryMs ? [`${PERIOD_DAYS[i]} d: ${fixed(timing.maxMs)} ms`] : []));

function dashboardTable(rows: readonly QueryRow[]): string {
  const ms = (value: number) => fixed(value, value < 10 ? 1 : 0);
  const header = ["query (ms)", ...PERIOD_DAYS.flatMap((days) => [`${days} d p50`, "max"]), "rows at 365 d", `every run ≤ ${ANALYTICS_GOALS.queryMs} ms`];
  const lines = rows.map((row) => {
    const missed = misses(row);
    return [
      row.name,
      ...row.byPeriod.flatMap((timing) => [ms(timing.p50Ms), ms(timing.maxMs)]),
      row.byPeriod.at(-1)?.rows === null ? "—" : fixed(row.byPeriod.at(-1)?.rows ?? Number.NaN),
      missed.length === 0 ? "✓" : `✗ ${missed.join(", ")}`,
    ];
  });
  return formatTable(header, lines);
}

// --- Size and upkeep ---------------------------------------------------------------------------

const SIZED_TABLES = ["page_view_days", "page_view_months", "web_vital_days", "web_vital_months", "page_view_day_visitors", "leads"] as const;

async function tableSizes(db: Db): Promise<string> {
  const lines: string[][] = [];
  for (const table of SIZED_TABLES) {
    const [size] = await queryRows<{ rows: number; heap: number; total: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM ${sql.identifier(table)})::int AS rows, pg_relation_size(${table})::float8 AS heap, pg_total_relation_size(${table})::float8 AS total`,
    );
    if (!size) continue;
    const mb = (bytes: number) => fixed(bytes / 1024 ** 2, 1);
    lines.push([table, fixed(size.rows), mb(size.heap), mb(size.total - size.heap), mb(size.total), size.rows > 0 ? fixed(size.total / size.rows) : "—"]);
  }
  return formatTable(["table", "rows", "table MB", "indexes MB", "total MB", "bytes/row"], lines);
}

/**
 * The counter's daily upkeep on the full year, which deletes nothing more after its first run: on
 * PGlite it runs on the server's one database connection, so pages wait for it.
 */
async function timeUpkeep(db: Db): Promise<{ p50Ms: number; maxMs: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await deleteExpiredAnalytics(db, { today: addDays(TRAFFIC.lastDay, 1), oldestKept: FIRST_DAY });
    times.push(performance.now() - started);
  }
  return { p50Ms: median(times), maxMs: Math.max(...times) };
}

// --- The case ----------------------------------------------------------------------------------

type Target = { label: string; database: Database; settle: () => Promise<void> };

async function prepared(database: Database): Promise<Database> {
  await migrateDatabase(database);
  await insertPosts(database.db);
  return database;
}

/**
 * PGlite as a site has it: on disk, never vacuumed or analyzed (it runs no autovacuum). PostgreSQL
 * settled as autovacuum would leave it, then checkpointed so the checkpointer does not write
 * during the timings.
 */
async function openTargets(workDir: string, postgresPort: number): Promise<{ targets: Target[]; close: () => Promise<void>; notes: string[] }> {
  const dataDir = path.join(workDir, "analytics-dashboard", "db");
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await prepared(await openDatabase({ dataDir }));
  const targets: Target[] = [{ label: "PGlite", database: pglite, settle: async () => undefined }];
  const notes: string[] = [];
  const cluster = startScratchPostgres(postgresPort);
  if ("reason" in cluster) notes.push(`PostgreSQL: not measured, ${cluster.reason}`);
  else {
    await createDatabase(cluster, "bench_analytics");
    const postgres = await prepared(await openDatabase({ databaseUrl: cluster.url("bench_analytics") }));
    const settle = async () => {
      await postgres.db.execute(sql`VACUUM (ANALYZE)`);
      await postgres.db.execute(sql`CHECKPOINT`);
    };
    targets.push({ label: "PostgreSQL", database: postgres, settle });
  }
  const close = async () => {
    for (const target of targets) await target.database.close();
    if (!("reason" in cluster)) cluster.stop();
  };
  return { targets, close, notes };
}

/** What was written, in two lines: the traffic, then how. */
function writtenSummary(written: Written, counted: { views: number; visitors: number }): string {
  return [
    `${fixed(written.views)} views in ${fixed(written.visits)} visits over ${TRAFFIC.days} days; read back: ${fixed(counted.views)} views, ` +
      `${fixed(counted.visitors)} visitors (a visitor a day); ${fixed(written.leads)} leads; ${fixed(TRAFFIC.posts)} posts, their views Zipf-distributed (s = ${ZIPF_EXPONENT})`,
    `written in ${fixed(written.seconds)} s: the last ${WRITER_DAYS} days in ${fixed(written.writes)} hourly writes through addPageViews ` +
      `(${fixed(written.visitorKeys)} visitor keys, ${fixed(written.writerSeconds)} s for both databases), the ${TRAFFIC.days - WRITER_DAYS} days before as daily rows in bulk`,
  ].join("\n");
}

/** The year's views and visitors as the dashboard's reader sees them. */
async function countedYear(db: Db): Promise<{ views: number; visitors: number }> {
  const days = await siteViewsByDay(db, periodOf(TRAFFIC.days));
  return days.reduce((total, row) => ({ views: total.views + row.views, visitors: total.visitors + row.visitors }), { views: 0, visitors: 0 });
}

/** Times the dashboard's queries, the upkeep and the storage on one database, and prints them; true when every query met the goal. */
async function measureTarget(target: Target, views: number): Promise<boolean> {
  await target.settle();
  process.stdout.write(`timing the dashboard on ${target.label} …`);
  const rows = await timeDashboard(target.database.db);
  const upkeep = await timeUpkeep(target.database.db);
  console.log(` done\n\n${target.label}: the dashboard's queries, ${RUNS} runs each, periods ending ${TRAFFIC.lastDay}`);
  console.log(dashboardTable(rows));
  console.log(`the counter's daily upkeep (deleteExpiredAnalytics) on the full year: p50 ${fixed(upkeep.p50Ms, 1)} ms, max ${fixed(upkeep.maxMs, 1)} ms`);
  console.log(`\n${target.label}: storage at ${fixed(views)} views\n${await tableSizes(target.database.db)}\n`);
  return rows.every((row) => misses(row).length === 0);
}

/** Writes the year into PGlite and PostgreSQL, then times the dashboard on each and prints the tables and the verdict. */
export async function measureDashboard(workDir: string, postgresPort: number): Promise<void> {
  const { targets, close, notes } = await openTargets(workDir, postgresPort);
  try {
    for (const note of notes) console.log(note);
    process.stdout.write(`writing ${fixed(TRAFFIC.views)} views into ${targets.map((target) => target.label).join(" and ")} …`);
    const written = await writeYear(
      targets.map((target) => target.database.db),
      (month) => process.stdout.write(` ${month}`),
    );
    console.log(` done\n${writtenSummary(written, await countedYear(targets[0]!.database.db))}`);
    const verdicts: string[] = [];
    for (const target of targets) verdicts.push(`${target.label} ${(await measureTarget(target, written.views)) ? "✓" : "✗"}`);
    // The issue sets the goal for PostgreSQL, the database of several instances; PGlite's is shown beside it.
    console.log(`Goal: every dashboard query ≤ ${ANALYTICS_GOALS.queryMs} ms at ${fixed(TRAFFIC.views)} views on PostgreSQL — ${verdicts.join(", ")}`);
  } finally {
    await close();
  }
}
