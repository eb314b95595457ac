/** The bench's arithmetic and tables: percentiles, the scale goals of issue 17, aligned columns. */

/** Nearest-rank percentile of `values` (p from 0 to 100); NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const fixed = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "—";

export const kilobytes = (bytes: number) => (Number.isFinite(bytes) ? `${fixed(bytes / 1024, bytes < 10_240 ? 1 : 0)} KB` : "—");

/** Columns padded to one width: the first and last to the left, numbers to the right. */
export function formatTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...lines.map(format)].join("\n");
}

/** What the scale case measured for one kind of request. */
export type ScaleFigures = {
  /** The first request's time: a cold render (or cold sitemap); later ones may come from the cache. */
  firstMs: number;
  /** Over the requests after the first for cached cases, over all of them otherwise. */
  p50Ms: number;
  p95Ms: number;
  /** The first response's body, uncompressed. */
  bytes: number;
  samples: number;
  failures: number;
};

export type ScaleCase = "admin" | "blogFirst" | "blogMiddle" | "search" | "sitemap" | "post";

export type Driver = "pglite" | "postgres";

/** Issue 17's goals at 20,000 posts. */
export const SCALE_GOALS = {
  adminMs: 150,
  adminBytes: 300 * 1024,
  blogBytes: 100 * 1024,
  searchP95Ms: { postgres: 50, pglite: 150 },
  sitemapCachedMs: 5,
} as const;

/** The goal a case is judged by, as printed. */
export function scaleGoalText(kind: ScaleCase, driver: Driver): string {
  switch (kind) {
    case "admin":
      return `p50 ≤ ${SCALE_GOALS.adminMs} ms, ≤ ${SCALE_GOALS.adminBytes / 1024} KB`;
    case "blogFirst":
    case "blogMiddle":
      return `≤ ${SCALE_GOALS.blogBytes / 1024} KB`;
    case "search":
      return `p95 ≤ ${SCALE_GOALS.searchP95Ms[driver]} ms`;
    case "sitemap":
      return `from cache p50 ≤ ${SCALE_GOALS.sitemapCachedMs} ms`;
    case "post":
      return "";
  }
}

/** The goals a case misses, in words; empty when all are met (or it has none). */
export function scaleGoalMisses(kind: ScaleCase, driver: Driver, figures: ScaleFigures): string[] {
  const misses = figures.failures > 0 ? [`${figures.failures} failed`] : [];
  const over = (value: number, limit: number) => !(value <= limit);
  switch (kind) {
    case "admin":
      if (over(figures.p50Ms, SCALE_GOALS.adminMs)) misses.push(`p50 ${fixed(figures.p50Ms)} ms > ${SCALE_GOALS.adminMs} ms`);
      if (over(figures.bytes, SCALE_GOALS.adminBytes)) misses.push(`${kilobytes(figures.bytes)} > ${SCALE_GOALS.adminBytes / 1024} KB`);
      break;
    case "blogFirst":
    case "blogMiddle":
      if (over(figures.bytes, SCALE_GOALS.blogBytes)) misses.push(`${kilobytes(figures.bytes)} > ${SCALE_GOALS.blogBytes / 1024} KB`);
      break;
    case "search":
      if (over(figures.p95Ms, SCALE_GOALS.searchP95Ms[driver])) misses.push(`p95 ${fixed(figures.p95Ms)} ms > ${SCALE_GOALS.searchP95Ms[driver]} ms`);
      break;
    case "sitemap":
      if (over(figures.p50Ms, SCALE_GOALS.sitemapCachedMs)) misses.push(`p50 ${fixed(figures.p50Ms, 1)} ms > ${SCALE_GOALS.sitemapCachedMs} ms`);
      break;
    case "post":
      break;
  }
  return misses;
}

/** Issue 17's goals for a cached page against nginx serving the same bytes. */
export const PAGE_GOALS = { shareOfNginx: 0.5, p99Ms: 20 } as const;

export function pageGoalMisses(page: { perSecond: number; p99: number; failures: number }, nginx: { perSecond: number } | undefined): string[] {
  const share = nginx ? page.perSecond / nginx.perSecond : Number.NaN;
  return [
    !nginx ? "no nginx to compare with" : share < PAGE_GOALS.shareOfNginx ? `${fixed(share * 100)} % < ${PAGE_GOALS.shareOfNginx * 100} % of nginx` : "",
    page.p99 > PAGE_GOALS.p99Ms ? `p99 ${fixed(page.p99)} ms > ${PAGE_GOALS.p99Ms} ms` : "",
    page.failures > 0 ? `${page.failures} failed` : "",
  ].filter(Boolean);
}
