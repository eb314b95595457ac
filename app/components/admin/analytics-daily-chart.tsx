import { scaleBand, scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import { formatNumber } from "#app/lib/format.ts";

type Day = { day: string; visitors: number; views: number; leads: number };

/** One drawing for phones, one wider; each scales to its column and keeps its shape. */
const DRAWINGS = [
  { width: 340, height: 260, className: "sm:hidden" },
  { width: 760, height: 260, className: "max-sm:hidden" },
] as const;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };
/** The leads' band below the visitors', sharing the days' axis. */
const LEADS_SHARE = 0.3;
const GAP = 30;

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

function Drawing({
  days,
  width,
  height,
  className,
  labelledBy,
}: {
  days: readonly Day[];
  width: number;
  height: number;
  className: string;
  labelledBy: string;
}) {
  const plotHeight = height - MARGIN.top - MARGIN.bottom - GAP;
  const leadsHeight = Math.round(plotHeight * LEADS_SHARE);
  const visitorsBottom = MARGIN.top + plotHeight - leadsHeight;
  const leadsTop = visitorsBottom + GAP;
  const x = scaleBand<string>()
    .domain(days.map((day) => day.day))
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.2);
  const visitors = scaleLinear()
    .domain([0, Math.max(1, ...days.map((day) => day.visitors))])
    .nice(3)
    .range([visitorsBottom, MARGIN.top]);
  const leads = scaleLinear()
    .domain([0, Math.max(1, ...days.map((day) => day.leads))])
    .nice(2)
    .range([leadsTop + leadsHeight, leadsTop]);
  const centre = (day: string) => (x(day) ?? 0) + x.bandwidth() / 2;
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.floor((width - MARGIN.left) / 70)));
  const visitorsLine = line<Day>()
    .x((day) => centre(day.day))
    .y((day) => visitors(day.visitors))(days);
  const visitorsArea = area<Day>()
    .x((day) => centre(day.day))
    .y0(visitorsBottom)
    .y1((day) => visitors(day.visitors))(days);
  // Whole people only: a scale up to 1 would otherwise mark 0.5.
  const visitorTicks = visitors.ticks(3).filter(Number.isInteger);
  const leadTicks = leads.ticks(2).filter(Number.isInteger);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={labelledBy} className={`mt-4 h-auto w-full ${className}`}>
      {visitorTicks.map((tick) => (
        <g key={`v${tick}`}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={visitors(tick)} y2={visitors(tick)} className="stroke-line" />
          <text x={MARGIN.left - 6} y={visitors(tick)} dy="0.32em" textAnchor="end" className="fill-stone text-[12px]">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      {leadTicks.map((tick) => (
        <g key={`l${tick}`}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={leads(tick)} y2={leads(tick)} className="stroke-line" />
          <text x={MARGIN.left - 6} y={leads(tick)} dy="0.32em" textAnchor="end" className="fill-stone text-[12px]">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      <path d={visitorsArea ?? ""} className="fill-lake/15" />
      <path d={visitorsLine ?? ""} fill="none" strokeWidth={2} strokeLinejoin="round" className="stroke-lake" />
      {days.map((day) =>
        day.leads > 0 ? (
          <rect
            key={day.day}
            x={x(day.day)}
            y={leads(day.leads)}
            width={x.bandwidth()}
            height={Math.max(0, leads(0) - leads(day.leads))}
            className="fill-gold-dark"
          />
        ) : null,
      )}
      {days.map((day, index) =>
        (days.length - 1 - index) % labelEvery === 0 ? (
          <text
            key={day.day}
            x={index === days.length - 1 ? width - MARGIN.right : centre(day.day)}
            y={height - MARGIN.bottom + 18}
            textAnchor={index === days.length - 1 ? "end" : "middle"}
            className="fill-stone text-[12px]"
          >
            {shortDay.format(dayDate(day.day))}
          </text>
        ) : null,
      )}
    </svg>
  );
}

/**
 * Visitors and leads per day (issue 37), drawn on the server as SVG: the visitors above, the leads
 * below on their own scale, a sentence that sums them up, and every day's figures as a table.
 */
export function AnalyticsDailyChart({ days, summary }: { days: readonly Day[]; summary: string }) {
  return (
    <figure aria-labelledby="daily-title" className="border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id="daily-title" className="text-2xl text-ink">
        Visitors and leads per day
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-lake" />
          Visitors (above)
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 bg-gold-dark" />
          Leads (below)
        </li>
      </ul>
      {DRAWINGS.map((drawing) => (
        <Drawing key={drawing.width} days={days} {...drawing} labelledBy="daily-title daily-summary" />
      ))}
      <p id="daily-summary" className="mt-4 text-sm leading-6 text-ink">
        {summary}
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-lake underline underline-offset-2">The figures as a table</summary>
        {/* Focusable, so a keyboard can scroll it. */}
        <div className="mt-3 max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label="Visitors, page views and leads per day">
          <table className="w-full text-left">
            <caption className="sr-only">Visitors, page views and leads per day</caption>
            <thead>
              <tr className="border-b border-line text-stone">
                <th scope="col" className="py-1.5 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                  Visitors
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                  Page views
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line last:border-0">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {longDay.format(dayDate(day.day))}
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{formatNumber(day.visitors)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{formatNumber(day.views)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{formatNumber(day.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
