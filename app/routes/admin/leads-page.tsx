import { AdminPageHeader, ExportCsvLink } from "#app/components/admin/admin-page-header.tsx";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { SaveStatus } from "#app/components/admin/save-answer.tsx";
import { isFilteredLeadList, LeadList, leadListQuery, receivedAt } from "#app/components/admin/lead-list.tsx";
import { ADMIN_LEADS_PATH, leadActionNotice, leadListFilters } from "#app/lib/admin-lead-filters.ts";
import { siteToday } from "#app/lib/lead-status.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { listLeadsForAdmin, recentLeadDeletions } from "#app/models/admin-leads.server.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/leads-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Leads") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const search = new URL(request.url).searchParams;
  const filters = leadListFilters(search);
  const [list, deletions] = await Promise.all([listLeadsForAdmin(context.db, filters), recentLeadDeletions(context.db)]);
  return { filters, deletions, notice: leadActionNotice(search), today: siteToday(), ...list };
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { leads, total, filters, deletions, notice, today } = loaderData;
  const location = useLocation();
  useEffect(() => {
    if (notice) toast.success(notice);
  }, [notice, location.key]);
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title={filters.view === "open" ? "Open leads" : "Leads"}
        status={`${total}${isFilteredLeadList(filters) ? " matching" : ""}${filters.view === "open" ? " open" : ""} ${total === 1 ? "lead" : "leads"}`}
        actions={<ExportCsvLink href={`${ADMIN_LEADS_PATH}/export.csv${leadListQuery(filters)}`} />}
      />
      <SaveStatus answer={notice ? { ok: true, message: notice } : undefined} />
      <div className="mt-8">
        <LeadList leads={leads} total={total} filters={filters} today={today} />
      </div>
      {deletions.length > 0 ? (
        <details className="mt-10 border border-line bg-white p-5 text-sm shadow-card">
          <summary className="cursor-pointer font-semibold text-ink">Deletion log</summary>
          <p className="mt-2 text-stone">Leads deleted at a visitor&apos;s request: when, by whom and what kind, never what they sent.</p>
          <ul className="mt-4 space-y-2">
            {deletions.map((entry) => (
              <li key={entry.id} className="text-ink">
                <time dateTime={entry.createdAt.toISOString()}>{receivedAt.format(entry.createdAt)}</time> · {entry.administratorEmail} · {entry.detail}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
