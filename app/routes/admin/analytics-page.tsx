import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { AnalyticsDashboard, periodLabel } from "#app/components/admin/analytics-dashboard.tsx";
import { analyticsPeriod } from "#app/lib/analytics-rules.ts";
import { followUpLabel, siteToday } from "#app/lib/lead-status.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { analyticsReport } from "#app/services/admin-analytics.server.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/analytics-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Analytics") },
  { name: "robots", content: "noindex" },
];

/** /admin/analytics (issue 37): a period's visitors, sources, pages, leads and real-user speed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const { period, problem, asked } = analyticsPeriod(new URL(request.url).searchParams, siteToday());
  return { period, problem, asked: asked ?? null, report: await analyticsReport(context.db, period) };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { period, problem, asked, report } = loaderData;
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title="Analytics"
        status={`${periodLabel(period)[0]!.toUpperCase()}${periodLabel(period).slice(1)}, compared with ${followUpLabel(period.previous.from)} – ${followUpLabel(period.previous.to)}.`}
      />
      <AnalyticsDashboard period={period} problem={problem} asked={asked} report={report} />
    </div>
  );
}
