import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { FollowUpText, LeadStatusBadge } from "#app/components/admin/lead-list.tsx";
import { AnalyticsHeadline, periodLabel } from "#app/components/admin/analytics-dashboard.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_ANALYTICS_PATH } from "#app/lib/admin-paths.ts";
import { analyticsPeriod } from "#app/lib/analytics-rules.ts";
import { ADMIN_LEADS_PATH, leadAdminPath, leadTypeLabel } from "#app/lib/admin-lead-filters.ts";
import { siteToday } from "#app/lib/lead-status.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { listFollowUpsDue } from "#app/models/admin-leads.server.ts";
import { analyticsHeadline } from "#app/services/admin-analytics.server.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/admin-home";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Follow-ups due") },
  { name: "robots", content: "noindex" },
];

/** /admin, the admin's first page (issue 33): the leads to follow up today or earlier, in Charlotte's today. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const today = siteToday();
  const { period } = analyticsPeriod(new URLSearchParams(), today);
  const [due, headline] = await Promise.all([listFollowUpsDue(context.db, today), analyticsHeadline(context.db, period)]);
  return { today, period, headline, ...due };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { leads, total, today, period, headline } = loaderData;
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title="Follow-ups due"
        status={total === 0 ? "No follow-up is due today." : `${total} ${total === 1 ? "lead" : "leads"} to follow up today or earlier`}
        actions={
          <Button asChild variant="outline">
            <Link to={`${ADMIN_LEADS_PATH}?view=open`}>Open leads</Link>
          </Button>
        }
      />
      <div className="mt-8 border border-line bg-white shadow-card">
        {leads.length === 0 ? (
          <p className="p-8 text-center text-stone">
            Leads whose follow-up date comes show here on that day.{" "}
            <Link to={`${ADMIN_LEADS_PATH}?view=open`} className="text-lake underline underline-offset-2">
              See the open leads
            </Link>
          </p>
        ) : (
          <ul aria-label="Follow-ups due" className="divide-y divide-line">
            {leads.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 p-4 sm:px-6">
                <div className="min-w-0">
                  <Link to={leadAdminPath(lead.id)} className="font-semibold text-ink underline-offset-2 hover:text-lake hover:underline">
                    {`${lead.firstName} ${lead.lastName}`.trim() || lead.email}
                  </Link>
                  <span className="block text-sm break-words text-stone">
                    {leadTypeLabel(lead.source)} · {lead.email}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <FollowUpText day={lead.followUpOn} today={today} closed={false} />
                  <LeadStatusBadge status={lead.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {total > leads.length ? (
        <p className="mt-4 text-sm text-stone">
          The {leads.length} oldest of {total} are shown.
        </p>
      ) : null}
      <p className="mt-6 text-sm text-stone">
        A lead shows here from its follow-up date (Charlotte time) until its status is Closed or Not a fit, or its follow-up date moves on.
      </p>
      <section aria-labelledby="headline-title" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="headline-title" className="text-3xl text-ink">
            The site in {periodLabel(period)}
          </h2>
          <Link to={ADMIN_ANALYTICS_PATH} className="text-sm font-semibold text-lake underline underline-offset-2">
            See the analytics
          </Link>
        </div>
        <p className="mt-1 mb-4 text-sm text-stone">Each figure with the 30 days before.</p>
        <AnalyticsHeadline current={headline.current} previous={headline.previous} />
      </section>
    </div>
  );
}
