import { formatNumber, formatPrice } from "./format.ts";
import { shiftMonth, monthsBetween, type MarketSegment, type MonthFigures } from "./market-month-figures.ts";

/**
 * An area's market report (issue 36), from its stored monthly figures: a month against the same
 * month a year before, and the 24 months to it charted, every figure with its source.
 */

export const MARKET_REPORTS_PATH = "/market-reports";
export const marketReportPath = (slug: string, month?: string) => (month ? `${MARKET_REPORTS_PATH}/${slug}/${month}` : `${MARKET_REPORTS_PATH}/${slug}`);
/** Months charted. */
export const REPORT_MONTHS = 24;
/** /admin/lake-advisor/new?marketReport={town}: a new post that starts as the town's latest report. */
export const MARKET_REPORT_PARAM = "marketReport";
/** Canopy MLS: a statistic of active listings built on fewer listings than this is not shown. */
export const MIN_ACTIVE_LISTINGS = 2;
export const MONTH_PARAM = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const shortMonthFormat = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-10" → "October 2026". */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** "2026-10" → "Oct ’26", for a chart's axis. */
export const axisMonth = (month: string) => `${shortMonthFormat.format(new Date(`${month}-01T00:00:00Z`))} ’${month.slice(2, 4)}`;
/** "2026-11-25" → "November 25, 2026". */
export const dayName = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export const reportTitle = (area: string, month: string) => `${area} Real Estate Market Report, ${monthName(month)}`;

/** The last whole month of data an export taken on `asOf` holds: its own month only when taken on the month's last day. */
export function reportMonthOf(asOf: string): string {
  const nextDay = new Date(Date.parse(`${asOf}T00:00:00Z`) + 86_400_000).toISOString();
  return nextDay.slice(8, 10) === "01" ? asOf.slice(0, 7) : shiftMonth(asOf.slice(0, 7), -1);
}

/** "Source: Canopy MLS, Davidson, November 2024–October 2026, as of November 25, 2026" */
export function marketSourceLine({ mlsName, area, first, last, asOf }: { mlsName: string; area: string; first: string; last: string; asOf: string }): string {
  const period = first === last ? monthName(last) : `${monthName(first)}–${monthName(last)}`;
  return `Source: ${mlsName}, ${area}, ${period}, as of ${dayName(asOf)}`;
}

type FigureKey = Exclude<keyof MonthFigures, "month" | "segment">;

/** The figures a report shows, in order, each with how to write a value and a change. */
const FIGURES: { key: FigureKey; label: string; format: (value: number) => string; change: "percent" | "points" }[] = [
  { key: "medianSalePrice", label: "Median sale price", format: formatPrice, change: "percent" },
  { key: "closedSales", label: "Homes sold", format: formatNumber, change: "percent" },
  { key: "medianPricePerSqft", label: "Median price per square foot", format: formatPrice, change: "percent" },
  {
    key: "medianDaysOnMarket",
    label: "Median days on market",
    format: (days) => `${formatNumber(Math.round(days))} ${Math.round(days) === 1 ? "day" : "days"}`,
    change: "percent",
  },
  { key: "saleToListRatio", label: "Sale-to-list price", format: (ratio) => `${(ratio * 100).toFixed(1)}%`, change: "points" },
  { key: "newListings", label: "New listings", format: formatNumber, change: "percent" },
  { key: "activeAtMonthEnd", label: "Homes for sale at month end", format: formatNumber, change: "percent" },
  { key: "monthsOfInventory", label: "Months of inventory", format: (months) => `${months.toFixed(1)} months`, change: "percent" },
];

/** Whether the month's active listings are too few for a statistic of them to be shown. */
const tooFewActive = (row: MonthFigures | undefined) => (row?.activeAtMonthEnd ?? 0) < MIN_ACTIVE_LISTINGS;
const ACTIVE_FIGURES: ReadonlySet<FigureKey> = new Set(["activeAtMonthEnd", "monthsOfInventory"]);

/** A figure's value in a month, or null when there is none or it may not be shown. */
export function shownValue(row: MonthFigures | undefined, key: FigureKey): number | null {
  if (!row) return null;
  if (ACTIVE_FIGURES.has(key) && tooFewActive(row)) return null;
  return row[key];
}

export type ReportFigure = {
  key: FigureKey;
  label: string;
  /** The month's value written out; null when there is none to show. */
  value: string | null;
  /** Why there is no value, when there is none. */
  missing: string | null;
  /** "up 8.2% from October 2025", "down 3 days…", "the same as…"; null without both values. */
  change: string | null;
  direction: "up" | "down" | "same" | null;
};

function describeChange(current: number, previous: number, kind: "percent" | "points", since: string): Pick<ReportFigure, "change" | "direction"> {
  if (kind === "points") {
    const points = Math.round((current - previous) * 1000) / 10;
    if (points === 0) return { change: `the same as ${since}`, direction: "same" };
    return { change: `${points > 0 ? "up" : "down"} ${Math.abs(points).toFixed(1)} points from ${since}`, direction: points > 0 ? "up" : "down" };
  }
  if (previous === 0) return current === 0 ? { change: `the same as ${since}`, direction: "same" } : { change: `up from none in ${since}`, direction: "up" };
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  if (percent === 0) return { change: `the same as ${since}`, direction: "same" };
  return { change: `${percent > 0 ? "up" : "down"} ${Math.abs(percent).toFixed(1)}% from ${since}`, direction: percent > 0 ? "up" : "down" };
}

/** The month's figures, each against the same month a year before. */
export function reportFigures(current: MonthFigures | undefined, yearBefore: MonthFigures | undefined, month: string): ReportFigure[] {
  const since = monthName(shiftMonth(month, -12));
  return FIGURES.map(({ key, label, format, change }) => {
    const value = shownValue(current, key);
    const previous = shownValue(yearBefore, key);
    const missing =
      value !== null
        ? null
        : ACTIVE_FIGURES.has(key) && current && tooFewActive(current)
          ? `Not shown: fewer than ${MIN_ACTIVE_LISTINGS} homes for sale`
          : "No sales to measure";
    return {
      key,
      label,
      value: value === null ? null : format(value),
      missing,
      ...(value !== null && previous !== null ? describeChange(value, previous, change, since) : { change: null, direction: null }),
    };
  });
}

export type ChartSeries = { name: string; values: (number | null)[]; kind: "line" | "bars" };
export type ReportChart = { id: string; title: string; summary: string; unit: "price" | "count" | "days"; series: ChartSeries[] };

/** "$1,175,000 in October 2026, against $1,050,000 in November 2024; highest $1,300,000, in June 2026." */
function seriesSummary(series: ChartSeries, months: readonly string[], format: (value: number) => string): string {
  const points = series.values.flatMap((value, index) => (value === null ? [] : [{ value, month: months[index]! }]));
  if (points.length === 0) return `${series.name}: no figures in these months.`;
  const [first, last] = [points[0]!, points.at(-1)!];
  const highest = points.reduce((top, point) => (point.value > top.value ? point : top));
  const lowest = points.reduce((bottom, point) => (point.value < bottom.value ? point : bottom));
  return (
    `${series.name}: ${format(last.value)} in ${monthName(last.month)}` +
    (first === last ? "." : `, against ${format(first.value)} in ${monthName(first.month)}; `) +
    (first === last ? "" : `highest ${format(highest.value)} (${monthName(highest.month)}), lowest ${format(lowest.value)} (${monthName(lowest.month)}).`)
  );
}

const CHART_FORMATS = { price: formatPrice, count: formatNumber, days: (days: number) => `${formatNumber(Math.round(days))} days` } as const;

/** The three charts of the months given (oldest first; a month without figures is empty). */
export function reportCharts(months: readonly string[], rowOf: (month: string) => MonthFigures | undefined): ReportChart[] {
  const values = (key: FigureKey) => months.map((month) => shownValue(rowOf(month), key));
  const charts: ReportChart[] = [
    {
      id: "median-price",
      title: "Median sale price",
      unit: "price",
      series: [{ name: "Median sale price", values: values("medianSalePrice"), kind: "line" }],
      summary: "",
    },
    {
      id: "sales-and-inventory",
      title: "Homes sold and homes for sale",
      unit: "count",
      series: [
        { name: "Homes sold", values: values("closedSales"), kind: "bars" },
        { name: "Homes for sale at month end", values: values("activeAtMonthEnd"), kind: "line" },
      ],
      summary: "",
    },
    {
      id: "days-on-market",
      title: "Median days on market",
      unit: "days",
      series: [{ name: "Median days on market", values: values("medianDaysOnMarket"), kind: "line" }],
      summary: "",
    },
  ];
  return charts.map((chart) => ({ ...chart, summary: chart.series.map((series) => seriesSummary(series, months, CHART_FORMATS[chart.unit])).join(" ") }));
}

export const chartFormat = (unit: ReportChart["unit"]) => CHART_FORMATS[unit];

/** The months a report of `month` charts: the 24 to it. */
export const chartMonths = (month: string) => monthsBetween(shiftMonth(month, 1 - REPORT_MONTHS), month);

export type SegmentFigures = { segment: Exclude<MarketSegment, "all">; label: string; figures: ReportFigure[] };

export const SEGMENT_LABELS = { waterfront: "On the water", other: "Off the water" } as const;

/** The report's month as a post for The Lake Advisor, to be reviewed, published and e-mailed to subscribers with the newsletter. */
export function marketReportPost({
  area,
  month,
  figures,
  sourceLine,
  reportPath,
  notice,
}: {
  area: string;
  month: string;
  figures: ReportFigure[];
  sourceLine: string;
  reportPath: string;
  notice: string;
}): { title: string; slug: string; excerpt: string; content: string; categories: string[] } {
  const figure = (key: FigureKey) => figures.find((candidate) => candidate.key === key);
  const price = figure("medianSalePrice");
  const sold = figure("closedSales");
  const lines = figures
    .filter((candidate) => candidate.value !== null)
    .map((candidate) => `- **${candidate.label}:** ${candidate.value}${candidate.change ? `, ${candidate.change}` : ""}`);
  const title = reportTitle(area, month);
  return {
    title,
    slug: `${area}-market-report-${monthName(month)}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    excerpt: `${area} in ${monthName(month)}: ${sold?.value ?? "no"} homes sold${price?.value ? ` at a median ${price.value}` : ""}${price?.change ? `, ${price.change}` : ""}.`,
    content: [
      `Here is how the ${area} market did in ${monthName(month)}, each figure against the same month a year before.`,
      lines.join("\n"),
      `[Read the full ${area} market report, with its charts](${reportPath})`,
      `*${sourceLine}. ${notice}*`,
    ].join("\n\n"),
    categories: ["Market Reports"],
  };
}
