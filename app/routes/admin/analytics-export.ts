import { analyticsPeriod } from "#app/lib/analytics-rules.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { csvLines } from "#app/lib/csv.ts";
import { siteToday } from "#app/lib/lead-status.ts";
import { ANALYTICS_TABLES, analyticsTableRows, type AnalyticsTable } from "#app/services/admin-analytics.server.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import { csvDownloadHeaders } from "#app/services/csv-download.server.ts";
import type { Route } from "./+types/analytics-export";

/** Export CSV of one table of /admin/analytics, every row of its period: `table` and the page's period. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const search = new URL(request.url).searchParams;
  const table = ANALYTICS_TABLES.find((name) => name === search.get("table"));
  const { period, problem } = analyticsPeriod(search, siteToday());
  if (!table || problem) {
    return new Response(problem ?? `Choose one of the tables: ${ANALYTICS_TABLES.join(", ")}.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl("no-store") },
    });
  }
  const rows = await analyticsTableRows(context.db, table, period);
  const lines = rows.map((row) =>
    "leads" in row ? [row.value, row.leads] : "title" in row ? [row.value, row.title ?? "", row.visitors, row.views] : [row.value, row.visitors, row.views],
  );
  const header = HEADERS[table];
  return new Response(`\uFEFF${csvLines([header, ...lines])}`, {
    headers: csvDownloadHeaders(`analytics-${table}-${period.from}-to-${period.to}`, cacheControl("no-store")),
  });
}

const HEADERS: Record<AnalyticsTable, string[]> = {
  pages: ["page", "visitors", "views"],
  posts: ["page", "title", "visitors", "views"],
  referrers: ["site", "visitors", "visits"],
  sources: ["utm_source", "visitors", "visits"],
  campaigns: ["utm_campaign", "visitors", "visits"],
  devices: ["device", "visitors", "views"],
  "leads-by-landing-page": ["landing_page", "leads"],
  "leads-by-source": ["source", "leads"],
  "leads-by-campaign": ["campaign", "leads"],
};
