import { z } from "zod";
import { hasControlCharacters, stripControlCharacters } from "./control-characters.ts";
import type { Vital } from "./vitals-beacon-shape.ts";

/*
 * First-party analytics (issue 37, decision 053): what a page view is counted under, the real-user
 * vitals a page sends, and the figures the dashboard shows. Nothing here names a visitor.
 */

export const ANALYTICS = {
  /** How often each instance writes the views counted in its memory. */
  flushMs: 5_000,
  /** Daily aggregates older than this are deleted. */
  retentionMonths: 25,
  /** Visitor keys and values held in memory between writes; beyond it views still count, new visitors do not (a flood while the database is away). */
  maxHeldEntries: 200_000,
  /** A value (path, host, UTM parameter) is cut to this. */
  maxValueLength: 200,
  /** Rows a table of the dashboard shows; its CSV has every row. */
  tableRows: 10,
  /** The longest period the dashboard reads at once. */
  maxPeriodDays: 762,
} as const;

/** What each page view is counted under: the site, its page, the visitor's device, and where a visit came from. */
export const PAGE_VIEW_DIMENSIONS = ["site", "page", "device", "referrer", "utm_source", "utm_medium", "utm_campaign"] as const;
export type PageViewDimension = (typeof PAGE_VIEW_DIMENSIONS)[number];
/** The dimensions counted only on the first page of a visit (a page reached from another site, or typed). */
export const ENTRY_DIMENSIONS = ["referrer", "utm_source", "utm_medium", "utm_campaign"] as const satisfies readonly PageViewDimension[];

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };

/** A visit without a referrer: typed, bookmarked, or from an app that sends none. */
export const DIRECT_REFERRER = "(direct)";

/** The device class a user agent names: tablets first (an Android tablet says "Android" without "Mobile"). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|IEMobile|Opera Mini/i.test(userAgent)) return "phone";
  return "desktop";
}

/** A value as it is counted: without control characters, trimmed, cut; empty when nothing is left. */
export function countedValue(value: string | null | undefined): string {
  if (!value) return "";
  return (hasControlCharacters(value) ? stripControlCharacters(value) : value).trim().slice(0, ANALYTICS.maxValueLength);
}

/**
 * The host a page was reached from, without `www.`; null when the referrer is this site (a click
 * within the visit) and DIRECT_REFERRER when there is none or it is not a web address.
 */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return DIRECT_REFERRER;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return DIRECT_REFERRER;
    host = url.hostname.toLowerCase();
  } catch {
    return DIRECT_REFERRER;
  }
  if (host === siteHost) return null;
  return countedValue(host.startsWith("www.") ? host.slice(4) : host) || DIRECT_REFERRER;
}

/** Pages whose address holds a visitor's token: counted under the page's name, never the token. */
const TOKEN_PAGES = ["/newsletter/confirm/", "/newsletter/unsubscribe/"];

/** A page's path as it is counted: lower case (the routes match any case), cut, a token's page by its name. */
export function countedPath(path: string): string {
  const lower = path.toLowerCase();
  const tokenPage = TOKEN_PAGES.find((prefix) => lower.startsWith(prefix));
  if (tokenPage) return tokenPage.slice(0, -1);
  const trimmed = lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
  return countedValue(trimmed) || "/";
}

/** The kinds of public page the vitals are grouped by, in the dashboard's order. */
export const PAGE_TYPES = ["home", "about", "guide", "market-report", "blog", "post", "sold", "sold-home", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: "Home",
  about: "About",
  guide: "Neighborhood guides",
  "market-report": "Market reports",
  blog: "The Lake Advisor",
  post: "Posts",
  sold: "Sold properties",
  "sold-home": "Sold homes",
  other: "Other pages",
};

export function pageTypeOfPath(path: string): PageType {
  const segments = path.toLowerCase().split("/").filter(Boolean);
  const [first, second] = segments;
  if (!first) return "home";
  if (first === "about") return "about";
  if (first === "neighborhood") return second ? "guide" : "other";
  if (first === "market-reports") return "market-report";
  if (first === "the-lake-advisor") return second ? "post" : "blog";
  if (first === "sold-properties") return second ? "sold-home" : "sold";
  return "other";
}

/** Google's "good" limit of each real-user metric (web.dev/vitals). */
export const GOOD_VITALS: Record<Vital, number> = { LCP: 2_500, INP: 200, CLS: 0.1 };
/** Above these a metric is "poor" (web.dev/vitals); between, it needs improvement. */
export const POOR_VITALS: Record<Vital, number> = { LCP: 4_000, INP: 500, CLS: 0.25 };
export const VITAL_NAMES: Record<Vital, string> = { LCP: "Largest paint (LCP)", INP: "Response to input (INP)", CLS: "Layout shift (CLS)" };
export type VitalRating = "Good" | "Needs improvement" | "Poor";

export function vitalRating(vital: Vital, value: number): VitalRating {
  return value <= GOOD_VITALS[vital] ? "Good" : value <= POOR_VITALS[vital] ? "Needs improvement" : "Poor";
}

/** A metric's value as the dashboard shows it: milliseconds, or CLS's score. */
export function vitalText(vital: Vital, value: number): string {
  return vital === "CLS" ? value.toFixed(2) : `${Math.round(value).toLocaleString("en-US")} ms`;
}
/** Each metric is kept as a histogram: its value in steps of `step`, anything above `max` in the last step. */
export const VITAL_BUCKETS: Record<Vital, { step: number; max: number }> = {
  LCP: { step: 50, max: 20_000 },
  INP: { step: 8, max: 4_000 },
  CLS: { step: 0.005, max: 2 },
};

export function vitalBucket(vital: Vital, value: number): number {
  const { step, max } = VITAL_BUCKETS[vital];
  return Math.round(Math.min(value, max) / step);
}

/** The 75th percentile of a histogram (bucket → count), as the metric's value; null when it is empty. */
export function p75OfBuckets(vital: Vital, buckets: readonly { bucket: number; count: number }[]): number | null {
  const total = buckets.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const row of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += row.count;
    if (seen >= rank) return Number((row.bucket * VITAL_BUCKETS[vital].step).toFixed(3));
  }
  return null;
}

const metric = (max: number) => z.number().finite().min(0).max(max).optional();

/** One page view's vitals as the public script sends them; anything else is dropped. */
export const vitalsBeacon = z
  .object({
    path: z
      .string()
      .min(1)
      .max(ANALYTICS.maxValueLength)
      .regex(/^\/(?!\/)/),
    LCP: metric(120_000),
    INP: metric(120_000),
    CLS: metric(100),
  })
  .strict()
  .refine((beacon) => beacon.LCP !== undefined || beacon.INP !== undefined || beacon.CLS !== undefined);
export type VitalsBeacon = z.infer<typeof vitalsBeacon>;

/** The dashboard's ready-made periods, in days ending today. */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
export const DEFAULT_PRESET: AnalyticsPreset = 30;

export const ANALYTICS_MESSAGES = {
  badDates: "Enter both dates as real days, like 11/01/2026, or choose a period.",
  endBeforeStart: "The end date must be on or after the start date.",
  tooLong: `A period can be at most ${ANALYTICS.maxPeriodDays} days: figures are kept ${ANALYTICS.retentionMonths} months.`,
  showingDefault: `Showing the last ${DEFAULT_PRESET} days instead.`,
} as const;

/** A span of days, first and last included (YYYY-MM-DD, Charlotte's days). */
export type DaySpan = { from: string; to: string };
export type AnalyticsPeriod = DaySpan & { days: number; preset: AnalyticsPreset | null; previous: DaySpan };

/** `day` moved by `count` days. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function periodOf(from: string, to: string, preset: AnalyticsPreset | null): AnalyticsPeriod {
  const days = daysBetween(from, to);
  return { from, to, days, preset, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;

/**
 * The period a dashboard URL asks for: `days` (7, 30 or 90, ending today) or `from` and `to`; the
 * last 30 days when it asks for nothing, and with the reason when it asks for what cannot be shown.
 */
export function analyticsPeriod(
  search: URLSearchParams,
  today: string,
): { period: AnalyticsPeriod; problem: string | null; asked?: { from: string; to: string } } {
  const from = search.get("from");
  const to = search.get("to");
  if (from || to) {
    const problem =
      !isDay(from) || !isDay(to)
        ? ANALYTICS_MESSAGES.badDates
        : from > to
          ? ANALYTICS_MESSAGES.endBeforeStart
          : daysBetween(from, to) > ANALYTICS.maxPeriodDays
            ? ANALYTICS_MESSAGES.tooLong
            : null;
    if (!problem) return { period: periodOf(from!, to!, null), problem: null };
    return { period: periodOf(addDays(today, 1 - DEFAULT_PRESET), today, DEFAULT_PRESET), problem, asked: { from: from ?? "", to: to ?? "" } };
  }
  const asked = Number(search.get("days"));
  const preset = ANALYTICS_PRESETS.find((days) => days === asked) ?? DEFAULT_PRESET;
  return { period: periodOf(addDays(today, 1 - preset), today, preset), problem: null };
}

/** The query of a period's URL: its preset, or its two dates. */
export function periodQuery(period: Pick<AnalyticsPeriod, "from" | "to" | "preset">): URLSearchParams {
  return new URLSearchParams(period.preset ? { days: String(period.preset) } : { from: period.from, to: period.to });
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
/** The first day of the month after `day`'s. */
const nextMonth = (day: string) => addDays(`${day.slice(0, 8)}28`, 4).replace(/\d\d$/, "01");
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
/** About as many rows as a month of monthly counts holds as a day of daily ones: a month's values are mostly the same values each day. */
const MONTH_READ_IN_DAYS = 7;

/**
 * How to read a span with the fewest rows: months (as their first days) from the monthly counts, plus
 * `days` from the daily ones, less `lessDays` (days of those months outside the span).
 */
export type SpanParts = { months: DaySpan[]; days: DaySpan[]; lessDays: DaySpan[] };

function appendSpan(spans: DaySpan[], span: DaySpan, step: (day: string) => string): void {
  const last = spans.at(-1);
  if (last && step(last.to) === span.from) last.to = span.to;
  else spans.push({ ...span });
}

/**
 * How to read `range` fast: each month it touches either day by day, or from its monthly counts less
 * the month's days outside `range` — whichever reads fewer rows. Days after `today` hold nothing,
 * so a month covered through today is whole.
 */
export function spanParts(range: DaySpan, today: string): SpanParts {
  const parts: SpanParts = { months: [], days: [], lessDays: [] };
  for (let month = monthStart(range.from); month <= range.to; month = nextMonth(month)) {
    const monthEnd = addDays(nextMonth(month), -1);
    const within = { from: later(month, range.from), to: earlier(monthEnd, range.to) };
    const counted = earlier(monthEnd, today);
    const before = within.from > month ? { from: month, to: addDays(within.from, -1) } : null;
    const after = within.to < counted ? { from: addDays(within.to, 1), to: counted } : null;
    const outside = [before, after].filter((span): span is DaySpan => span !== null);
    const outsideDays = outside.reduce((sum, span) => sum + daysBetween(span.from, span.to), 0);
    if (MONTH_READ_IN_DAYS + outsideDays < daysBetween(within.from, within.to)) {
      appendSpan(parts.months, { from: month, to: month }, nextMonth);
      for (const span of outside) appendSpan(parts.lessDays, span, (day) => addDays(day, 1));
    } else appendSpan(parts.days, within, (day) => addDays(day, 1));
  }
  return parts;
}

/** Leads per 100 visitors, to one decimal; null without visitors. */
export function conversionRate(leads: number, visitors: number): number | null {
  return visitors > 0 ? Math.round((leads / visitors) * 1000) / 10 : null;
}
