import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { analyticsSalts, pageViewDays, pageViewDayVisitors, webVitalDays } from "#app/db/schema.ts";
import type { DaySpan, PageType, PageViewDimension } from "#app/lib/analytics-rules.ts";
import type { Vital } from "#app/lib/vitals-beacon-shape.ts";

// The one writer of `analytics_salts`, `page_view_days`, `page_view_day_visitors` and
// `web_vital_days` (issue 37, decision 053).

/** Rows a statement writes at most: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 5_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) out.push(rows.slice(at, at + ROWS_PER_STATEMENT));
  return out;
}

/**
 * The salts of `days` (YYYY-MM-DD), made where a day has none yet: every instance reads the same
 * salt, so a visitor is one visitor whichever instance answers. `fresh` makes a new one.
 */
export async function daySalts(db: Db, days: readonly string[], fresh: () => string): Promise<Map<string, string>> {
  await db
    .insert(analyticsSalts)
    .values(days.map((day) => ({ day, salt: fresh() })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(analyticsSalts)
    .where(inArray(analyticsSalts.day, [...days]));
  return new Map(rows.map((row) => [row.day, row.salt]));
}

/** One value's count of one instance since its last write: its views and the keys of the visitors seen. */
export type PageViewTally = { day: string; dimension: PageViewDimension; value: string; views: number; visitorKeys: readonly bigint[] };
/** How many page views of one type reported a metric in one bucket. */
export type VitalTally = { day: string; metric: Vital; pageType: PageType; bucket: number; count: number };

const tallyKey = (row: { day: string; dimension: string; value: string }) => `${row.day}\u0000${row.dimension}\u0000${row.value}`;
const byKey = <T extends { day: string; dimension: string; value: string }>(a: T, b: T) => {
  const [x, y] = [tallyKey(a), tallyKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Adds one instance's counts to the daily aggregates, in one transaction: a visitor key new for its
 * day and value adds a visitor, one already written by any instance adds none, so every instance's
 * counts add up exactly. Rows are written in key order, so two instances writing at once never
 * wait on each other in a cycle.
 */
export async function addPageViews(db: Db, tallies: readonly PageViewTally[], vitals: readonly VitalTally[]): Promise<void> {
  if (tallies.length === 0 && vitals.length === 0) return;
  await db.transaction(async (tx) => {
    const keys = tallies
      .flatMap((tally) => tally.visitorKeys.map((visitorKey) => ({ day: tally.day, dimension: tally.dimension, value: tally.value, visitorKey })))
      .sort((a, b) => byKey(a, b) || (a.visitorKey < b.visitorKey ? -1 : a.visitorKey > b.visitorKey ? 1 : 0));
    const newVisitors = new Map<string, number>();
    for (const rows of chunks(keys)) {
      const added = await tx
        .insert(pageViewDayVisitors)
        .values(rows)
        .onConflictDoNothing()
        .returning({ day: pageViewDayVisitors.day, dimension: pageViewDayVisitors.dimension, value: pageViewDayVisitors.value });
      for (const row of added) newVisitors.set(tallyKey(row), (newVisitors.get(tallyKey(row)) ?? 0) + 1);
    }
    const days = tallies
      .map((tally) => ({ day: tally.day, dimension: tally.dimension, value: tally.value, views: tally.views, visitors: newVisitors.get(tallyKey(tally)) ?? 0 }))
      .sort(byKey);
    for (const rows of chunks(days)) {
      await tx
        .insert(pageViewDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViewDays.dimension, pageViewDays.day, pageViewDays.value],
          set: { views: sql`${pageViewDays.views} + excluded.views`, visitors: sql`${pageViewDays.visitors} + excluded.visitors` },
        });
    }
    const histogram = [...vitals].sort(
      (a, b) => `${a.metric}\u0000${a.day}\u0000${a.pageType}`.localeCompare(`${b.metric}\u0000${b.day}\u0000${b.pageType}`) || a.bucket - b.bucket,
    );
    for (const rows of chunks(histogram)) {
      await tx
        .insert(webVitalDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [webVitalDays.metric, webVitalDays.day, webVitalDays.pageType, webVitalDays.bucket],
          set: { count: sql`${webVitalDays.count} + excluded.count` },
        });
    }
  });
}

/**
 * What is kept no longer: the visitor keys and salts of days before `today` (no one can follow a
 * visitor across days), and aggregates of days before `oldestKept`.
 */
export async function deleteExpiredAnalytics(db: Db, { today, oldestKept }: { today: string; oldestKept: string }): Promise<void> {
  await db.delete(pageViewDayVisitors).where(lt(pageViewDayVisitors.day, today));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
  await db.delete(pageViewDays).where(lt(pageViewDays.day, oldestKept));
  await db.delete(webVitalDays).where(lt(webVitalDays.day, oldestKept));
  // PGlite runs no autovacuum: without these the day's deleted keys are never reused (about 1 GB
  // a year) and the planner has no statistics for the dashboard's reads (scripts/bench-analytics.ts).
  await db.execute(sql`VACUUM ${pageViewDayVisitors}`);
  await db.execute(sql`ANALYZE ${pageViewDays}, ${webVitalDays}`);
}

/** The site's page views and visitors on each day of `range` that had any. */
export async function siteViewsByDay(db: Db, range: DaySpan): Promise<{ day: string; views: number; visitors: number }[]> {
  return db
    .select({ day: pageViewDays.day, views: pageViewDays.views, visitors: pageViewDays.visitors })
    .from(pageViewDays)
    .where(and(eq(pageViewDays.dimension, "site"), gte(pageViewDays.day, range.from), lte(pageViewDays.day, range.to)))
    .orderBy(asc(pageViewDays.day));
}

export type CountedValue = { value: string; views: number; visitors: number };

/**
 * The values of `dimension` in `range` with their views and visitors (a visitor counted once a day),
 * most visitors first; `limit` rows, or every row when null. `prefix` keeps the values starting with it.
 */
export async function countedValues(
  db: Db,
  dimension: PageViewDimension,
  range: DaySpan,
  { limit, prefix }: { limit: number | null; prefix?: string },
): Promise<CountedValue[]> {
  const views = sql<number>`sum(${pageViewDays.views})::int`;
  const visitors = sql<number>`sum(${pageViewDays.visitors})::int`;
  const query = db
    .select({ value: pageViewDays.value, views, visitors })
    .from(pageViewDays)
    .where(
      and(
        eq(pageViewDays.dimension, dimension),
        gte(pageViewDays.day, range.from),
        lte(pageViewDays.day, range.to),
        prefix ? sql`starts_with(${pageViewDays.value}, ${prefix})` : undefined,
      ),
    )
    .groupBy(pageViewDays.value)
    .orderBy(desc(visitors), desc(views), asc(pageViewDays.value));
  return limit === null ? query : query.limit(limit);
}

/** The vitals' histograms of `range`, by metric, page type and bucket. */
export async function vitalHistograms(db: Db, range: DaySpan): Promise<{ metric: Vital; pageType: PageType; bucket: number; count: number }[]> {
  return db
    .select({ metric: webVitalDays.metric, pageType: webVitalDays.pageType, bucket: webVitalDays.bucket, count: sql<number>`sum(${webVitalDays.count})::int` })
    .from(webVitalDays)
    .where(and(gte(webVitalDays.day, range.from), lte(webVitalDays.day, range.to)))
    .groupBy(webVitalDays.metric, webVitalDays.pageType, webVitalDays.bucket);
}
