import { VITALS } from "#app/lib/vitals-beacon-shape.ts";
import { Form, Link } from "react-router";
import { AnalyticsDailyChart } from "#app/components/admin/analytics-daily-chart.tsx";
import { Badge, type Tone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { ADMIN_LEADS_PATH } from "#app/lib/admin-lead-filters.ts";
import { ADMIN_ANALYTICS_PATH } from "#app/lib/admin-paths.ts";
import {
  ANALYTICS_PRESETS,
  DEVICE_LABELS,
  GOOD_VITALS,
  PAGE_TYPE_LABELS,
  periodQuery,
  VITAL_NAMES,
  vitalRating,
  vitalText,
  type AnalyticsPeriod,
  type DeviceClass,
  type VitalRating,
} from "#app/lib/analytics-rules.ts";
import { formatNumber } from "#app/lib/format.ts";
import { followUpLabel } from "#app/lib/lead-status.ts";
import type { AnalyticsReport, AnalyticsTable, HeadlineFigures } from "#app/services/admin-analytics.server.ts";

/** The period in words: "the last 30 days (Oct 31 – Nov 29, 2026)". */
export function periodLabel(period: Pick<AnalyticsPeriod, "from" | "to" | "preset">): string {
  const span = `${followUpLabel(period.from)} – ${followUpLabel(period.to)}`;
  return period.preset ? `the last ${period.preset} days (${span})` : span;
}

/** "1 visitor", "2 visitors". */
const counted = (count: number, noun: string) => `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;

/** A figure's change from the period before, in words. */
function change(now: number, before: number, unit: "count" | "points"): string {
  if (unit === "points") {
    const points = Math.round((now - before) * 10) / 10;
    return points === 0 ? "no change" : `${points > 0 ? "+" : "−"}${formatNumber(Math.abs(points))} points`;
  }
  // From none, a percentage means nothing: "was 0" says it.
  if (before === 0) return now === 0 ? "no change" : "";
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? "no change" : `${percent > 0 ? "+" : "−"}${Math.abs(percent)} %`;
}

/** The four headline figures with the period before's: the dashboard's top and the admin's first page show them. */
export function AnalyticsHeadline({ current, previous }: { current: HeadlineFigures; previous: HeadlineFigures }) {
  const figures = [
    {
      label: "Visitors",
      value: formatNumber(current.visitors),
      change: change(current.visitors, previous.visitors, "count"),
      before: formatNumber(previous.visitors),
    },
    { label: "Page views", value: formatNumber(current.views), change: change(current.views, previous.views, "count"), before: formatNumber(previous.views) },
    { label: "Leads", value: formatNumber(current.leads), change: change(current.leads, previous.leads, "count"), before: formatNumber(previous.leads) },
    {
      label: "Conversion rate",
      value: current.conversion === null ? "—" : `${formatNumber(current.conversion)} %`,
      change: current.conversion === null || previous.conversion === null ? "" : change(current.conversion, previous.conversion, "points"),
      before: previous.conversion === null ? "—" : `${formatNumber(previous.conversion)} %`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="border border-line bg-white p-5 shadow-card">
          <dt className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">{figure.label}</dt>
          <dd className="mt-2 font-serif text-3xl text-ink tabular-nums sm:text-4xl">{figure.value}</dd>
          <dd className="mt-1 text-sm text-stone">
            {figure.change ? `${figure.change} · ` : ""}was {figure.before}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type AskedDates = { from: string; to: string } | null;

/** One of the chosen period's two dates; `key` refills both when another period is shown. */
function PeriodDate({ name, label, shown, problem }: { name: "from" | "to"; label: string; shown: { from: string; to: string }; problem: string | null }) {
  return (
    <div>
      <Label htmlFor={`analytics-${name}`}>{label}</Label>
      <Input
        key={`${name}-${shown.from}-${shown.to}`}
        id={`analytics-${name}`}
        name={name}
        type="date"
        defaultValue={shown[name]}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "period-problem" : undefined}
      />
    </div>
  );
}

/**
 * The 7, 30 and 90 days as links, and any two dates as a GET form (without JavaScript too); dates
 * it cannot show stay in the fields beside the reason. The fields are keyed on what they show, so
 * a new period's page fills them anew.
 */
function PeriodChooser({ period, problem, asked }: { period: AnalyticsPeriod; problem: string | null; asked: AskedDates }) {
  const shown = asked ?? period;
  return (
    <div className="flex flex-col gap-4 border border-line bg-white p-5 shadow-card lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {ANALYTICS_PRESETS.map((days) => (
          <Button key={days} asChild variant={period.preset === days ? "primary" : "outline"} size="sm">
            <Link to={`${ADMIN_ANALYTICS_PATH}?days=${days}`} aria-current={period.preset === days ? "page" : undefined}>
              Last {days} days
            </Link>
          </Button>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <PeriodDate name="from" label="From" shown={shown} problem={problem} />
        <PeriodDate name="to" label="To" shown={shown} problem={problem} />
        <Button type="submit" variant="outline">
          Show Period
        </Button>
      </Form>
      {problem ? (
        <p id="period-problem" role="alert" className="text-sm font-semibold text-red-700 lg:basis-full">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

type Column<Row> = { label: string; cell: (row: Row) => React.ReactNode; numeric?: boolean };

/** One of the dashboard's tables: its heading, its top rows, and Export CSV of all of them. */
function CountTable<Row>({
  id,
  title,
  rows,
  columns,
  empty,
  exportHref,
}: {
  id: AnalyticsTable | "vitals";
  title: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  empty: string;
  exportHref?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col border border-line bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl text-ink">
          {title}
        </h2>
        {exportHref && rows.length > 0 ? (
          <a href={exportHref} download className="text-sm font-semibold text-lake underline underline-offset-2">
            Export CSV<span className="sr-only"> of {title.toLowerCase()}</span>
          </a>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone">{empty}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}, table`}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-stone">
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={`py-1.5 pr-3 font-semibold ${column.numeric ? "text-right" : ""}`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-b border-line last:border-0">
                  {columns.map((column, at) =>
                    at === 0 ? (
                      <th key={column.label} scope="row" className="max-w-[16rem] py-1.5 pr-3 font-normal break-words">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.label} className={`py-1.5 pr-3 ${column.numeric ? "text-right tabular-nums" : ""}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const RATING_TONES: Record<VitalRating, Tone> = { Good: "green", "Needs improvement": "amber", Poor: "red" };

type Counted = { value: string; views: number; visitors: number; title?: string | null };
const visitorColumns = (first: Column<Counted>, viewsLabel: string): Column<Counted>[] => [
  first,
  { label: "Visitors", cell: (row) => formatNumber(row.visitors), numeric: true },
  { label: viewsLabel, cell: (row) => formatNumber(row.views), numeric: true },
];

/** /admin/analytics (issue 37): the period's figures against the period before, where visitors came from, what they read, which pages bring leads, and how fast the pages are for them. */
export function AnalyticsDashboard({
  period,
  problem,
  asked,
  report,
}: {
  period: AnalyticsPeriod;
  problem: string | null;
  asked: AskedDates;
  report: AnalyticsReport;
}) {
  const query = periodQuery(period);
  const exportHref = (table: AnalyticsTable) => `${ADMIN_ANALYTICS_PATH}/export.csv?${new URLSearchParams([...query, ["table", table]])}`;
  const leadsHref = (name: "landing" | "origin" | "campaign", value: string) =>
    `${ADMIN_LEADS_PATH}?${new URLSearchParams({ [name]: value, from: period.from, to: period.to })}`;
  const leadColumns = (label: string, name: "landing" | "origin" | "campaign"): Column<{ value: string; leads: number }>[] => [
    {
      label,
      cell: (row) => (
        <Link to={leadsHref(name, row.value)} className="text-lake underline underline-offset-2">
          {row.value}
        </Link>
      ),
    },
    { label: "Leads", cell: (row) => formatNumber(row.leads), numeric: true },
  ];
  const busiest = report.daily.reduce((best, day) => (day.visitors > best.visitors ? day : best), report.daily[0]!);
  const summary =
    report.current.visitors === 0
      ? `No visitor was counted in ${periodLabel(period)}.`
      : `${counted(report.current.visitors, "visitor")} and ${counted(report.current.leads, "lead")} in ${periodLabel(period)}; the busiest day was ${followUpLabel(busiest.day)}, with ${counted(busiest.visitors, "visitor")}.`;
  const deviceTotal = report.devices.reduce((sum, row) => sum + row.visitors, 0);
  const text = (label: string): Column<Counted> => ({ label, cell: (row) => row.value });
  const visitorTables: { id: AnalyticsTable; title: string; rows: readonly Counted[]; columns: Column<Counted>[]; empty: string }[] = [
    { id: "pages", title: "Top pages", rows: report.pages, columns: visitorColumns(text("Page"), "Views"), empty: "No page view was counted in this period." },
    {
      id: "posts",
      title: "Top posts",
      rows: report.posts,
      columns: visitorColumns({ label: "Post", cell: (row) => row.title ?? row.value }, "Views"),
      empty: "No post was read in this period.",
    },
    {
      id: "referrers",
      title: "Sources",
      rows: report.referrers,
      columns: visitorColumns(text("Site"), "Visits"),
      empty: "No visit was counted in this period.",
    },
    {
      id: "sources",
      title: "UTM sources",
      rows: report.sources,
      columns: visitorColumns(text("utm_source"), "Visits"),
      empty: "No visit came with a utm_source in this period.",
    },
    {
      id: "campaigns",
      title: "Campaigns",
      rows: report.campaigns,
      columns: visitorColumns(text("utm_campaign"), "Visits"),
      empty: "No visit came with a utm_campaign in this period.",
    },
    {
      id: "devices",
      title: "Devices",
      rows: report.devices,
      columns: [
        { label: "Device", cell: (row) => DEVICE_LABELS[row.value as DeviceClass] ?? row.value },
        { label: "Visitors", cell: (row) => formatNumber(row.visitors), numeric: true },
        { label: "Share", cell: (row) => `${deviceTotal > 0 ? Math.round((row.visitors / deviceTotal) * 100) : 0} %`, numeric: true },
        { label: "Views", cell: (row) => formatNumber(row.views), numeric: true },
      ],
      empty: "No visitor was counted in this period.",
    },
  ];
  const noLead = "No lead arrived in this period.";
  const leadTables = [
    {
      id: "leads-by-landing-page",
      title: "Leads by landing page",
      rows: report.leadsByLanding,
      columns: leadColumns("Landing page", "landing"),
      empty: noLead,
    },
    { id: "leads-by-source", title: "Leads by source", rows: report.leadsBySource, columns: leadColumns("Source", "origin"), empty: noLead },
    { id: "leads-by-campaign", title: "Leads by campaign", rows: report.leadsByCampaign, columns: leadColumns("Campaign", "campaign"), empty: noLead },
  ] as const;

  return (
    <div className="mt-8 space-y-8">
      <PeriodChooser period={period} problem={problem} asked={asked} />
      <AnalyticsHeadline current={report.current} previous={report.previous} />
      <AnalyticsDailyChart days={report.daily} summary={summary} />
      <div className="grid gap-6 lg:grid-cols-2">
        {visitorTables.map((table) => (
          <CountTable key={table.id} {...table} exportHref={exportHref(table.id)} />
        ))}
        {leadTables.map((table) => (
          <CountTable key={table.id} {...table} exportHref={exportHref(table.id)} />
        ))}
      </div>
      <CountTable
        id="vitals"
        title="Speed for real visitors (p75)"
        rows={report.vitals}
        columns={[
          { label: "Pages", cell: (row) => PAGE_TYPE_LABELS[row.pageType] },
          ...VITALS.map((vital) => ({
            label: VITAL_NAMES[vital],
            cell: (row: (typeof report.vitals)[number]) => {
              const value = row.values[vital];
              if (value === null || value === undefined) return "—";
              const rating = vitalRating(vital, value);
              return (
                <span className="inline-flex flex-wrap items-center justify-end gap-2">
                  {vitalText(vital, value)} <Badge tone={RATING_TONES[rating]}>{rating}</Badge>
                </span>
              );
            },
            numeric: true,
          })),
          { label: "Page views measured", cell: (row) => formatNumber(row.samples), numeric: true },
        ]}
        empty="No visitor's browser has reported its speed in this period yet."
      />
      <p className="text-sm text-stone">
        The 75th percentile of what visitors' browsers measured, against Google's limits for "good": LCP {vitalText("LCP", GOOD_VITALS.LCP)}, INP{" "}
        {vitalText("INP", GOOD_VITALS.INP)}, CLS {vitalText("CLS", GOOD_VITALS.CLS)}. Visitors are counted once a day: a visitor on two days counts twice. No
        cookie is used and no visitor can be followed from one day to the next.
      </p>
    </div>
  );
}
