import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { axisMonth, chartFormat, monthName, type ReportChart } from "#app/lib/market-report.ts";

/**
 * The chart's drawing boxes: one for phones, one wider; each SVG scales to its column and keeps its
 * shape (no layout shift), and its text stays about 12 px at the widths it is shown at.
 */
const DRAWINGS = [
  { width: 340, height: 240, className: "sm:hidden" },
  { width: 520, height: 260, className: "max-sm:hidden" },
] as const;
const MARGIN = { top: 14, right: 12, bottom: 30, left: 58 };

/** Series colours: the first in the lake's blue, the second in the brand's dark gold (both pass 3:1 on white). */
const SERIES_STYLES = [
  { stroke: "stroke-lake", fill: "fill-lake/80", swatch: "bg-lake" },
  { stroke: "stroke-gold-dark", fill: "fill-gold-dark", swatch: "bg-gold-dark" },
] as const;

/** A compact axis label: $1.2M, $850K, 40. */
function axisLabel(unit: ReportChart["unit"], value: number): string {
  if (unit !== "price") return String(value);
  if (value >= 1_000_000) return `$${(value / 1_000_000).toFixed(value % 1_000_000 === 0 ? 0 : 1)}M`;
  if (value >= 1_000) return `$${Math.round(value / 1_000)}K`;
  return `$${value}`;
}

/** The chart's SVG at one size. */
function ChartDrawing({
  chart,
  months,
  width,
  height,
  className,
  labelledBy,
}: {
  chart: ReportChart;
  months: readonly string[];
  width: number;
  height: number;
  className: string;
  labelledBy: string;
}) {
  const x = scaleBand<string>()
    .domain(months)
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.25);
  const highest = Math.max(1, ...chart.series.flatMap((series) => series.values.filter((value): value is number => value !== null)));
  const y = scaleLinear()
    .domain([0, highest * 1.05])
    .nice(4)
    .range([height - MARGIN.bottom, MARGIN.top]);
  const centre = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  // About one month label per 80 px of drawing, counted back from the last month.
  const labelEvery = Math.max(1, Math.ceil(months.length / Math.floor((width - MARGIN.left) / 80)));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={labelledBy} className={`mt-4 h-auto w-full ${className}`}>
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-line" />
          <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-stone text-[12px]">
            {axisLabel(chart.unit, tick)}
          </text>
        </g>
      ))}
      {months.map((month, index) =>
        (months.length - 1 - index) % labelEvery === 0 ? (
          <text key={month} x={centre(month)} y={height - MARGIN.bottom + 18} textAnchor="middle" className="fill-stone text-[12px]">
            {axisMonth(month)}
          </text>
        ) : null,
      )}
      {chart.series.map((series, index) => {
        const style = SERIES_STYLES[index]!;
        if (series.kind === "bars") {
          return (
            <g key={series.name}>
              {series.values.map((value, at) =>
                value === null ? null : (
                  <rect key={months[at]} x={x(months[at]!)} y={y(value)} width={x.bandwidth()} height={Math.max(0, y(0) - y(value))} className={style.fill} />
                ),
              )}
            </g>
          );
        }
        const path = line<number | null>()
          .defined((value) => value !== null)
          .x((_, at) => centre(months[at]!))
          .y((value) => y(value ?? 0))(series.values);
        return (
          <g key={series.name}>
            <path d={path ?? ""} fill="none" strokeWidth={2.5} strokeLinejoin="round" className={style.stroke} />
            {series.values.map((value, at) =>
              value === null ? null : (
                <circle key={months[at]} cx={centre(months[at]!)} cy={y(value)} r={2.5} className={style.stroke} fill="white" strokeWidth={2} />
              ),
            )}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * A report's chart, drawn on the server as SVG (d3-scale and d3-shape for the maths): its title,
 * a text summary, and the figures as a table for screen readers and for visitors without images.
 */
export function MarketChart({ chart, months, source }: { chart: ReportChart; months: readonly string[]; source: string }) {
  const format = chartFormat(chart.unit);
  const titleId = `${chart.id}-title`;
  const summaryId = `${chart.id}-summary`;

  return (
    <figure aria-labelledby={titleId} className="flex flex-col border border-line bg-white p-5 sm:p-6">
      <h3 id={titleId} className="font-serif text-2xl text-ink">
        {chart.title}
      </h3>
      {chart.series.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone">
          {chart.series.map((series, index) => (
            <li key={series.name} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-3 ${SERIES_STYLES[index]!.swatch}`} />
              {series.name}
            </li>
          ))}
        </ul>
      ) : null}
      {DRAWINGS.map((drawing) => (
        <ChartDrawing key={drawing.width} chart={chart} months={months} {...drawing} labelledBy={`${titleId} ${summaryId}`} />
      ))}
      <p id={summaryId} className="mt-4 text-sm leading-6 text-ink">
        {chart.summary}
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-lake underline underline-offset-2">The figures as a table</summary>
        <div className="mt-3">
          <table className="w-full text-left">
            <caption className="sr-only">{chart.title}, by month</caption>
            <thead>
              <tr className="border-b border-line text-stone">
                <th scope="col" className="py-1.5 pr-4 font-semibold">
                  Month
                </th>
                {chart.series.map((series) => (
                  <th key={series.name} scope="col" className="py-1.5 pr-4 text-right font-semibold">
                    {series.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((month, at) => (
                <tr key={month} className="border-b border-line last:border-0">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {monthName(month)}
                  </th>
                  {chart.series.map((series) => {
                    const value = series.values[at] ?? null;
                    return (
                      <td key={series.name} className="py-1.5 pr-4 text-right tabular-nums">
                        {value === null ? "—" : format(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <figcaption className="mt-4 text-xs leading-5 text-stone">{source}</figcaption>
    </figure>
  );
}
