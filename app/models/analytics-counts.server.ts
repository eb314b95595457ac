import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { analyticsSalts, blogPosts, pageViewDays, pageViewDayVisitors, pageViewMonths, webVitalDays, webVitalMonths } from "#app/db/schema.ts";
import { spanParts, type DaySpan, type PageType, type PageViewDimension } from "#app/lib/analytics-rules.ts";
import { siteToday } from "#app/lib/lead-status.ts";
import type { Vital } from "#app/lib/vitals-beacon-shape.ts";

// The one writer of `analytics_salts`, `page_view_days`, `page_view_months`,
// `page_view_day_visitors`, `web_vital_days` and `web_vital_months` (issue 37, decision 053).

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

/** The month of `day`, as its first day. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** `rows` added up by `keyOf`, in key order (so two writers never wait on each other in a cycle). */
function summedByKey<T>(rows: readonly T[], keyOf: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const into = sums.get(key);
    if (into) add(into, row);
    else sums.set(key, { ...row });
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

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
    const months = summedByKey(
      days.map(({ day, ...row }) => ({ ...row, month: monthOf(day) })),
      (row) => `${row.dimension}\u0000${row.month}\u0000${row.value}`,
      (into, row) => {
        into.views += row.views;
        into.visitors += row.visitors;
      },
    );
    for (const rows of chunks(months)) {
      await tx
        .insert(pageViewMonths)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViewMonths.dimension, pageViewMonths.month, pageViewMonths.value],
          set: { views: sql`${pageViewMonths.views} + excluded.views`, visitors: sql`${pageViewMonths.visitors} + excluded.visitors` },
        });
    }
    const addCount = (into: { count: number }, row: { count: number }) => {
      into.count += row.count;
    };
    const histogram = summedByKey(vitals, (row) => `${row.metric}\u0000${row.day}\u0000${row.pageType}\u0000${String(row.bucket).padStart(6, "0")}`, addCount);
    for (const rows of chunks(histogram)) {
      await tx
        .insert(webVitalDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [webVitalDays.metric, webVitalDays.day, webVitalDays.pageType, webVitalDays.bucket],
          set: { count: sql`${webVitalDays.count} + excluded.count` },
        });
    }
    const monthHistogram = summedByKey(
      vitals.map(({ day, ...row }) => ({ ...row, month: monthOf(day) })),
      (row) => `${row.month}\u0000${row.metric}\u0000${row.pageType}\u0000${String(row.bucket).padStart(6, "0")}`,
      addCount,
    );
    for (const rows of chunks(monthHistogram)) {
      await tx
        .insert(webVitalMonths)
        .values(rows)
        .onConflictDoUpdate({
          target: [webVitalMonths.month, webVitalMonths.metric, webVitalMonths.pageType, webVitalMonths.bucket],
          set: { count: sql`${webVitalMonths.count} + excluded.count` },
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
  // A month partly kept keeps its monthly counts whole.
  await db.delete(pageViewMonths).where(lt(pageViewMonths.month, monthOf(oldestKept)));
  await db.delete(webVitalMonths).where(lt(webVitalMonths.month, monthOf(oldestKept)));
  // PGlite runs no autovacuum: without these the day's deleted keys are never reused (about 1 GB
  // a year) and the planner has no statistics for the dashboard's reads (scripts/bench-analytics.ts).
  await db.execute(sql`VACUUM ${pageViewDayVisitors}`);
  await db.execute(sql`ANALYZE ${pageViewDays}, ${pageViewMonths}, ${webVitalDays}, ${webVitalMonths}`);
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

/** Rows of `column` (a day or a month) within any of `spans`: false for none. */
const within = (
  column: typeof pageViewDays.day | typeof pageViewMonths.month | typeof webVitalDays.day | typeof webVitalMonths.month,
  spans: readonly DaySpan[],
): SQL => or(...spans.map((span) => and(gte(column, span.from), lte(column, span.to)))) ?? sql`false`;

/**
 * The rows whose sums are `dimension`'s counts in `range`: its whole months' monthly rows, the days
 * around them, and the days of those months outside `range` taken away (`spanParts`).
 */
function countedRows(db: Db, dimension: PageViewDimension, range: DaySpan, prefix: string | undefined) {
  const parts = spanParts(range, siteToday());
  // Byte order ("C") makes "starts with" a range of values, cheaper than a call per row.
  const under = (value: typeof pageViewDays.value | typeof pageViewMonths.value) =>
    prefix
      ? sql`${value} COLLATE "C" >= ${prefix} AND ${value} COLLATE "C" < ${prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`
      : undefined;
  const ofDays = (spans: readonly DaySpan[]) => and(eq(pageViewDays.dimension, dimension), within(pageViewDays.day, spans), under(pageViewDays.value));
  const added = db
    .select({ value: pageViewDays.value, views: pageViewDays.views, visitors: pageViewDays.visitors })
    .from(pageViewDays)
    .where(ofDays(parts.days));
  const months = db
    .select({ value: pageViewMonths.value, views: pageViewMonths.views, visitors: pageViewMonths.visitors })
    .from(pageViewMonths)
    .where(and(eq(pageViewMonths.dimension, dimension), within(pageViewMonths.month, parts.months), under(pageViewMonths.value)));
  const taken = db
    .select({
      value: pageViewDays.value,
      views: sql<number>`-${pageViewDays.views}`.as("views"),
      visitors: sql<number>`-${pageViewDays.visitors}`.as("visitors"),
    })
    .from(pageViewDays)
    .where(ofDays(parts.lessDays));
  return added.unionAll(months).unionAll(taken).as("counted");
}

/**
 * The values of `dimension` in `range` with their views and visitors (a visitor counted once a day),
 * most visitors first; `limit` rows, or every row when null.
 */
export async function countedValues(db: Db, dimension: PageViewDimension, range: DaySpan, { limit }: { limit: number | null }): Promise<CountedValue[]> {
  const counted = countedRows(db, dimension, range, undefined);
  const views = sql<number>`sum(${counted.views})::int`;
  const visitors = sql<number>`sum(${counted.visitors})::int`;
  const query = db
    .select({ value: counted.value, views, visitors })
    .from(counted)
    .groupBy(counted.value)
    .having(sql`sum(${counted.views}) > 0`)
    .orderBy(desc(visitors), desc(views), asc(counted.value));
  return limit === null ? query : query.limit(limit);
}

export type CountedPost = CountedValue & { title: string | null };

/** The title of the post whose page is `value` (`prefix` and its slug): a join, so 20,000 rows send no list of slugs. */
const titleOf = (value: SQLWrapper, prefix: string) => eq(blogPosts.slug, sql`substr(${value}, ${prefix.length + 1})`);

/** Every post's page in `range` (the values under `prefix`) with its post's title, most visitors first: the posts CSV. */
export async function countedPosts(db: Db, range: DaySpan, prefix: string): Promise<CountedPost[]> {
  const counted = countedRows(db, "page", range, prefix);
  const views = sql<number>`sum(${counted.views})::int`;
  const visitors = sql<number>`sum(${counted.visitors})::int`;
  const pages = db
    .select({ value: counted.value, views: views.as("views"), visitors: visitors.as("visitors") })
    .from(counted)
    .groupBy(counted.value)
    .having(sql`sum(${counted.views}) > 0`)
    .as("pages");
  return db
    .select({ value: pages.value, views: pages.views, visitors: pages.visitors, title: blogPosts.title })
    .from(pages)
    .leftJoin(blogPosts, titleOf(pages.value, prefix))
    .orderBy(desc(pages.visitors), desc(pages.views), asc(pages.value));
}

/**
 * The `limit` pages and the `limit` posts (pages under `prefix`, with their titles) with the most
 * visitors in `range`, from one read of the pages' counts.
 */
export async function topPagesAndPosts(
  db: Db,
  range: DaySpan,
  { limit, prefix }: { limit: number; prefix: string },
): Promise<{ pages: CountedValue[]; posts: CountedPost[] }> {
  const counted = countedRows(db, "page", range, undefined);
  const order = sql`sum(${counted.visitors}) DESC, sum(${counted.views}) DESC, ${counted.value}`;
  const ranked = db
    .select({
      value: counted.value,
      views: sql<number>`sum(${counted.views})::int`.as("views"),
      visitors: sql<number>`sum(${counted.visitors})::int`.as("visitors"),
      isPost: sql<boolean>`starts_with(${counted.value}, ${prefix})`.as("is_post"),
      overall: sql<number>`row_number() OVER (ORDER BY ${order})`.as("overall"),
      ofKind: sql<number>`row_number() OVER (PARTITION BY starts_with(${counted.value}, ${prefix}) ORDER BY ${order})`.as("of_kind"),
    })
    .from(counted)
    .groupBy(counted.value)
    .having(sql`sum(${counted.views}) > 0`)
    .as("ranked");
  const rows = await db
    .select({
      value: ranked.value,
      views: ranked.views,
      visitors: ranked.visitors,
      isPost: ranked.isPost,
      overall: ranked.overall,
      ofKind: ranked.ofKind,
      title: blogPosts.title,
    })
    .from(ranked)
    .leftJoin(blogPosts, and(sql`${ranked.isPost}`, titleOf(ranked.value, prefix)))
    .where(or(lte(ranked.overall, limit), and(sql`${ranked.isPost}`, lte(ranked.ofKind, limit))));
  const counts = ({ value, views, visitors }: CountedValue) => ({ value, views, visitors });
  return {
    pages: rows
      .filter((row) => row.overall <= limit)
      .sort((a, b) => a.overall - b.overall)
      .map(counts),
    posts: rows
      .filter((row) => row.isPost && row.ofKind <= limit)
      .sort((a, b) => a.ofKind - b.ofKind)
      .map((row) => ({ ...counts(row), title: row.title })),
  };
}

/** The vitals' histograms of `range`, by metric, page type and bucket, read as `countedRows` reads page views. */
export async function vitalHistograms(db: Db, range: DaySpan): Promise<{ metric: Vital; pageType: PageType; bucket: number; count: number }[]> {
  const parts = spanParts(range, siteToday());
  const ofDays = (spans: readonly DaySpan[], sign: 1 | -1) =>
    db
      .select({
        metric: webVitalDays.metric,
        pageType: webVitalDays.pageType,
        bucket: webVitalDays.bucket,
        count: sql<number>`${sign} * ${webVitalDays.count}`.as("count"),
      })
      .from(webVitalDays)
      .where(within(webVitalDays.day, spans));
  const months = db
    .select({ metric: webVitalMonths.metric, pageType: webVitalMonths.pageType, bucket: webVitalMonths.bucket, count: webVitalMonths.count })
    .from(webVitalMonths)
    .where(within(webVitalMonths.month, parts.months));
  const histograms = ofDays(parts.days, 1).unionAll(months).unionAll(ofDays(parts.lessDays, -1)).as("histograms");
  const count = sql<number>`sum(${histograms.count})::int`;
  return db
    .select({ metric: histograms.metric, pageType: histograms.pageType, bucket: histograms.bucket, count })
    .from(histograms)
    .groupBy(histograms.metric, histograms.pageType, histograms.bucket)
    .having(sql`sum(${histograms.count}) > 0`);
}
