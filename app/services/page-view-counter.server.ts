import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { TZDate } from "@date-fns/tz";
import { isbot } from "isbot";
import type { Db } from "#app/db/client.server.ts";
import {
  ANALYTICS,
  countedPath,
  countedValue,
  deviceClass,
  DIRECT_REFERRER,
  PAGE_VIEW_DIMENSIONS,
  pageTypeOfPath,
  referrerHost,
  vitalBucket,
  type DeviceClass,
  type PageViewDimension,
  type VitalsBeacon,
} from "#app/lib/analytics-rules.ts";
import { VITALS } from "#app/lib/vitals-beacon-shape.ts";
import { SITE_TIME_ZONE, siteToday } from "#app/lib/lead-status.ts";
import { logger } from "#app/lib/logger.server.ts";
import { addPageViews, daySalts, deleteExpiredAnalytics, type PageViewTally, type VitalTally } from "#app/models/analytics-counts.server.ts";

/** What the counter reads of a request: the line, the headers and the client's address (as TRUST_PROXY allows). */
export type CountedRequest = { method: string; path: string; originalUrl: string; headers: IncomingHttpHeaders; ip: string };

type HeldValue = { dimension: PageViewDimension; value: string; views: number; visitorKeys: Set<bigint> };
/** A day's counts: each dimension's values, and the vitals by metric, page type and bucket. */
type HeldDay = { values: Record<PageViewDimension, Map<string, HeldValue>>; vitals: Map<string, VitalTally> };
/** A client address and user agent seen today: its key (null until the day's salt is known) and device, null for a bot. */
type KnownVisitor = { key: bigint | null; device: DeviceClass | null };

const emptyDay = (): HeldDay => ({
  values: Object.fromEntries(PAGE_VIEW_DIMENSIONS.map((dimension) => [dimension, new Map<string, HeldValue>()])) as HeldDay["values"],
  vitals: new Map(),
});

/** User agents seen lately and what they are: a device class, or null for a bot. Cleared when full. */
const KNOWN_AGENTS_MAX = 1_000;
/** Visitors seen since the last write, so their next views cost no hash; cleared at each write, so an address is held seconds, not a day. */
const KNOWN_VISITORS_MAX = 50_000;
/** Vitals a client may send a minute (one per page view); the rest are dropped. */
const VITALS_PER_CLIENT_MINUTE = 30;

const dayString = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** Charlotte's day at `now`, the day after, and when it ends. */
function siteDayAt(now: number): { day: string; tomorrow: string; endsAt: number } {
  const local = new TZDate(now, SITE_TIME_ZONE);
  const next = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, SITE_TIME_ZONE);
  return { day: dayString(local), tomorrow: dayString(next), endsAt: next.getTime() };
}

/** The first day kept: `retentionMonths` before `today`. */
function oldestKeptDay(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 - ANALYTICS.retentionMonths, day));
  return date.toISOString().slice(0, 10);
}

function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-moz"] ?? headers["x-purpose"];
  return purpose !== undefined && String(purpose).toLowerCase().includes("prefetch");
}

/**
 * Counts public page views and real-user vitals in memory and writes them every few seconds to the
 * daily aggregates (issue 37, decision 053): a request adds no database work. No cookie is read or
 * set; the visitor key is a hash of the day's salt, the client's address and user agent, and
 * neither the address nor the agent is kept.
 */
export class PageViewCounter {
  private readonly db: Db;
  private readonly sessionCookie: string;
  private readonly flushMs: number;
  private readonly now: () => number;
  private readonly agents = new Map<string, DeviceClass | null>();
  private visitors = new Map<string, KnownVisitor>();
  private readonly salts = new Map<string, string>();
  private held = new Map<string, HeldDay>();
  private heldEntries = 0;
  private fullNoted = false;
  private today = "";
  private todayEndsAt = 0;
  private todayHeld: HeldDay | undefined;
  private clients = new Map<string, { minute: number; beacons: number }>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private failing = false;
  /** The day expired keys, salts and aggregates were last deleted: once a day, by the first write after Charlotte's midnight. */
  private maintainedDay = "";

  constructor(options: { db: Db; sessionCookieName: string; flushMs?: number; now?: () => number }) {
    this.db = options.db;
    this.sessionCookie = `${options.sessionCookieName}=`;
    this.flushMs = options.flushMs ?? ANALYTICS.flushMs;
    this.now = options.now ?? Date.now;
  }

  /** Reads the salts of today and tomorrow, then writes every `flushMs`. */
  async start(): Promise<void> {
    await this.prepareDays();
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Writes what is held, then stops: nothing counted before the call is lost. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** What a user agent is: a device class, or null for a bot (isbot's list, headless browsers included). */
  private agentDevice(agent: string): DeviceClass | null {
    let device = this.agents.get(agent);
    if (device === undefined) {
      device = isbot(agent) ? null : deviceClass(agent);
      if (this.agents.size >= KNOWN_AGENTS_MAX) this.agents.clear();
      this.agents.set(agent, device);
    }
    return device;
  }

  /** Today's visitor of this address and user agent: its key is the day's salted hash of both, made once a day. */
  private visitorOf(ip: string, agent: string): KnownVisitor {
    const id = `${ip}\n${agent}`;
    const known = this.visitors.get(id);
    if (known) return known;
    const device = this.agentDevice(agent);
    const salt = this.salts.get(this.today);
    const visitor = { device, key: device && salt !== undefined ? createHash("sha256").update(`${salt}\n${id}`).digest().readBigInt64BE(0) : null };
    // Without the salt yet, the next view tries again.
    if (device && salt === undefined) return visitor;
    if (this.visitors.size >= KNOWN_VISITORS_MAX) this.visitors.clear();
    this.visitors.set(id, visitor);
    return visitor;
  }

  /** Today's held counts, starting a new day when Charlotte's has turned. */
  private heldToday(): HeldDay {
    const now = this.now();
    if (now >= this.todayEndsAt || !this.todayHeld) {
      const { day, endsAt } = siteDayAt(now);
      this.today = day;
      this.todayEndsAt = endsAt;
      for (const held of this.salts.keys()) if (held < day) this.salts.delete(held);
      this.visitors = new Map();
      this.todayHeld = undefined;
    }
    if (!this.todayHeld) {
      this.todayHeld = this.held.get(this.today) ?? emptyDay();
      this.held.set(this.today, this.todayHeld);
    }
    return this.todayHeld;
  }

  private tally(day: HeldDay, dimension: PageViewDimension, value: string, visitorKey: bigint | null): void {
    const values = day.values[dimension];
    let held = values.get(value);
    if (!held) {
      held = { dimension, value, views: 0, visitorKeys: new Set() };
      values.set(value, held);
    }
    held.views++;
    if (visitorKey === null || held.visitorKeys.has(visitorKey)) return;
    if (this.heldEntries >= ANALYTICS.maxHeldEntries) {
      if (!this.fullNoted) logger.warn("analytics: too many visitors held in memory; their views are counted, new visitors are not until the next write");
      this.fullNoted = true;
      return;
    }
    held.visitorKeys.add(visitorKey);
    this.heldEntries++;
  }

  /** Counts a public page's view, when a visitor's browser asked for it to show: not a bot's, a prefetch, HEAD, a frame or a fetch, or the agent's signed in. */
  countView(req: CountedRequest): void {
    const { headers } = req;
    const agent = headers["user-agent"];
    const dest = headers["sec-fetch-dest"];
    if (req.method !== "GET" || !agent || (dest !== undefined && dest !== "document") || isPrefetch(headers) || headers.cookie?.includes(this.sessionCookie))
      return;
    const day = this.heldToday();
    const { device, key } = this.visitorOf(req.ip, agent);
    if (!device) return;
    this.tally(day, "site", "", key);
    this.tally(day, "page", countedPath(req.path), key);
    this.tally(day, "device", device, key);
    const { referer } = headers;
    const from = referer ? referrerHost(referer, headers.host?.replace(/:\d+$/, "").toLowerCase() ?? "") : DIRECT_REFERRER;
    if (from !== null) this.tally(day, "referrer", from, key);
    if (!req.originalUrl.includes("utm_")) return;
    const query = new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf("?") + 1));
    for (const dimension of ["utm_source", "utm_medium", "utm_campaign"] as const) {
      const value = countedValue(query.get(dimension));
      if (value) this.tally(day, dimension, value.toLowerCase(), key);
    }
  }

  /** Counts one page view's vitals: false, counting nothing, for a bot, the agent, or a client over its minute's share. */
  countVitals(beacon: VitalsBeacon, req: Pick<CountedRequest, "headers" | "ip">): boolean {
    const agent = req.headers["user-agent"];
    if (!agent || req.headers.cookie?.includes(this.sessionCookie)) return false;
    if (!this.agentDevice(agent)) return false;
    const minute = Math.floor(this.now() / 60_000);
    const client = this.clients.get(req.ip);
    if (client && client.minute === minute) {
      if (client.beacons >= VITALS_PER_CLIENT_MINUTE) return false;
      client.beacons++;
    } else {
      if (this.clients.size >= ANALYTICS.maxHeldEntries) return false;
      this.clients.set(req.ip, { minute, beacons: 1 });
    }
    const day = this.heldToday();
    const pageType = pageTypeOfPath(beacon.path);
    for (const metric of VITALS) {
      const value = beacon[metric];
      if (value === undefined) continue;
      const bucket = vitalBucket(metric, value);
      const key = `${metric}\u0000${pageType}\u0000${bucket}`;
      const held = day.vitals.get(key);
      if (held) held.count++;
      else day.vitals.set(key, { day: this.today, metric, pageType, bucket, count: 1 });
    }
    return true;
  }

  /** Makes sure today's and tomorrow's salts are in memory, so the first view after midnight has its salt. */
  private async prepareDays(): Promise<void> {
    const { day, tomorrow } = siteDayAt(this.now());
    if (this.salts.has(day) && this.salts.has(tomorrow)) return;
    const salts = await daySalts(this.db, [day, tomorrow], () => randomBytes(32).toString("base64"));
    for (const [held, salt] of salts) this.salts.set(held, salt);
  }

  /** Writes what is held since the last write; on failure it is kept for the next. One write at a time. */
  flush(): Promise<void> {
    const run = (this.writing ?? Promise.resolve()).then(() => this.write());
    this.writing = run;
    return run;
  }

  private async write(): Promise<void> {
    const held = this.held;
    this.held = new Map();
    this.visitors = new Map();
    this.todayHeld = undefined;
    this.heldEntries = 0;
    this.fullNoted = false;
    const minute = Math.floor(this.now() / 60_000);
    for (const [ip, client] of this.clients) if (client.minute !== minute) this.clients.delete(ip);
    const tallies: PageViewTally[] = [];
    const vitals: VitalTally[] = [];
    for (const [day, { values, vitals: dayVitals }] of held) {
      for (const dimensionValues of Object.values(values)) {
        for (const value of dimensionValues.values()) {
          tallies.push({ day, dimension: value.dimension, value: value.value, views: value.views, visitorKeys: [...value.visitorKeys] });
        }
      }
      vitals.push(...dayVitals.values());
    }
    try {
      await addPageViews(this.db, tallies, vitals);
      await this.prepareDays();
      const today = siteToday(new Date(this.now()));
      if (today !== this.maintainedDay) {
        await deleteExpiredAnalytics(this.db, { today, oldestKept: oldestKeptDay(today) });
        this.maintainedDay = today;
      }
      if (this.failing) logger.info("analytics: page views are written again");
      this.failing = false;
    } catch (error) {
      this.keep(held);
      if (!this.failing) logger.warn({ err: error }, "analytics: could not write the page views; they are kept for the next try");
      this.failing = true;
    }
  }

  /** Puts counts that could not be written back with those counted since. */
  private keep(held: Map<string, HeldDay>): void {
    for (const [day, { values, vitals }] of held) {
      let target = this.held.get(day);
      if (!target) {
        target = emptyDay();
        this.held.set(day, target);
      }
      for (const value of Object.values(values).flatMap((dimensionValues) => [...dimensionValues.values()])) {
        const into = target.values[value.dimension].get(value.value);
        if (!into) {
          target.values[value.dimension].set(value.value, value);
          this.heldEntries += value.visitorKeys.size;
          continue;
        }
        into.views += value.views;
        for (const visitorKey of value.visitorKeys) {
          if (into.visitorKeys.has(visitorKey)) continue;
          into.visitorKeys.add(visitorKey);
          this.heldEntries++;
        }
      }
      for (const [key, vital] of vitals) {
        const into = target.vitals.get(key);
        if (into) into.count += vital.count;
        else target.vitals.set(key, vital);
      }
    }
    this.todayHeld = undefined;
  }
}
