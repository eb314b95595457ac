import type { Db } from "#app/db/client.server.ts";
import { BLOG_LIST_PATH } from "#app/lib/blog-query.ts";
import {
  addDays,
  ANALYTICS,
  conversionRate,
  PAGE_TYPES,
  p75OfBuckets,
  type AnalyticsPeriod,
  type DaySpan,
  type PageType,
  type PageViewDimension,
} from "#app/lib/analytics-rules.ts";
import { VITALS, type Vital } from "#app/lib/vitals-beacon-shape.ts";
import { leadCountsBetween, type LeadCount } from "#app/models/admin-leads.server.ts";
import {
  countedPosts,
  countedValues,
  siteViewsByDay,
  topPagesAndPosts,
  vitalHistograms,
  type CountedPost,
  type CountedValue,
} from "#app/models/analytics-counts.server.ts";

/** Where the posts live: a page under it is a post. */
export const POST_PREFIX = `${BLOG_LIST_PATH}/`;

export type HeadlineFigures = { visitors: number; views: number; leads: number; conversion: number | null };
export type VitalsRow = { pageType: PageType; values: Record<Vital, number | null>; samples: number };

export type AnalyticsReport = {
  current: HeadlineFigures;
  previous: HeadlineFigures;
  /** Every day of the period, with its visitors and leads (0 for a day without). */
  daily: { day: string; visitors: number; views: number; leads: number }[];
  pages: CountedValue[];
  posts: CountedPost[];
  referrers: CountedValue[];
  sources: CountedValue[];
  campaigns: CountedValue[];
  devices: CountedValue[];
  leadsByLanding: LeadCount[];
  leadsBySource: LeadCount[];
  leadsByCampaign: LeadCount[];
  vitals: VitalsRow[];
};

async function headline(
  db: Db,
  span: DaySpan,
): Promise<{ figures: HeadlineFigures; byDay: Awaited<ReturnType<typeof siteViewsByDay>>; leads: Awaited<ReturnType<typeof leadCountsBetween>> }> {
  const [byDay, leads] = await Promise.all([siteViewsByDay(db, span), leadCountsBetween(db, span)]);
  const visitors = byDay.reduce((sum, row) => sum + row.visitors, 0);
  const views = byDay.reduce((sum, row) => sum + row.views, 0);
  return { figures: { visitors, views, leads: leads.total, conversion: conversionRate(leads.total, visitors) }, byDay, leads };
}

/** The headline figures of a period and of the one before it: the admin's first page shows them. */
export async function analyticsHeadline(db: Db, period: AnalyticsPeriod): Promise<{ current: HeadlineFigures; previous: HeadlineFigures }> {
  const [current, previous] = await Promise.all([headline(db, period), headline(db, period.previous)]);
  return { current: current.figures, previous: previous.figures };
}

/** The p75 of each metric per page type, from the period's histograms. */
function vitalsRows(histograms: Awaited<ReturnType<typeof vitalHistograms>>): VitalsRow[] {
  return PAGE_TYPES.flatMap((pageType) => {
    const ofType = histograms.filter((row) => row.pageType === pageType);
    if (ofType.length === 0) return [];
    const values = Object.fromEntries(
      VITALS.map((vital) => [
        vital,
        p75OfBuckets(
          vital,
          ofType.filter((row) => row.metric === vital),
        ),
      ]),
    ) as Record<Vital, number | null>;
    const samples = Math.max(...VITALS.map((vital) => ofType.filter((row) => row.metric === vital).reduce((sum, row) => sum + row.count, 0)));
    return [{ pageType, values, samples }];
  });
}

/** One table of the dashboard, every row of it: what its CSV holds. */
export const ANALYTICS_TABLES = [
  "pages",
  "posts",
  "referrers",
  "sources",
  "campaigns",
  "devices",
  "leads-by-landing-page",
  "leads-by-source",
  "leads-by-campaign",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

const DIMENSION_OF_TABLE: Record<Exclude<AnalyticsTable, `leads-${string}` | "posts">, PageViewDimension> = {
  pages: "page",
  referrers: "referrer",
  sources: "utm_source",
  campaigns: "utm_campaign",
  devices: "device",
};

/** Every row of one table of the period, for its CSV. */
export async function analyticsTableRows(db: Db, table: AnalyticsTable, span: DaySpan): Promise<(CountedValue | CountedPost)[] | LeadCount[]> {
  if (table === "leads-by-landing-page" || table === "leads-by-source" || table === "leads-by-campaign") {
    const leads = await leadCountsBetween(db, span);
    return table === "leads-by-landing-page" ? leads.landing : table === "leads-by-source" ? leads.origin : leads.campaign;
  }
  return table === "posts" ? countedPosts(db, span, POST_PREFIX) : countedValues(db, DIMENSION_OF_TABLE[table], span, { limit: null });
}

/** Everything /admin/analytics shows for a period, compared with the period before. */
export async function analyticsReport(db: Db, period: AnalyticsPeriod): Promise<AnalyticsReport> {
  const limit = { limit: ANALYTICS.tableRows };
  const [current, previous, { pages, posts }, referrers, sources, campaigns, devices, histograms] = await Promise.all([
    headline(db, period),
    headline(db, period.previous),
    topPagesAndPosts(db, period, { limit: ANALYTICS.tableRows, prefix: POST_PREFIX }),
    countedValues(db, "referrer", period, limit),
    countedValues(db, "utm_source", period, limit),
    countedValues(db, "utm_campaign", period, limit),
    countedValues(db, "device", period, { limit: null }),
    vitalHistograms(db, period),
  ]);
  const viewsOf = new Map(current.byDay.map((row) => [row.day, row]));
  const leadsOf = new Map(current.leads.byDay.map((row) => [row.day, row.leads]));
  const daily = Array.from({ length: period.days }, (_, at) => {
    const day = addDays(period.from, at);
    return { day, visitors: viewsOf.get(day)?.visitors ?? 0, views: viewsOf.get(day)?.views ?? 0, leads: leadsOf.get(day) ?? 0 };
  });
  const top = (rows: LeadCount[]) => rows.slice(0, ANALYTICS.tableRows);
  return {
    current: current.figures,
    previous: previous.figures,
    daily,
    pages,
    posts,
    referrers,
    sources,
    campaigns,
    devices,
    leadsByLanding: top(current.leads.landing),
    leadsBySource: top(current.leads.origin),
    leadsByCampaign: top(current.leads.campaign),
    vitals: vitalsRows(histograms),
  };
}
