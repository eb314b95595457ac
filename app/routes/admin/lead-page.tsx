import { data, redirect } from "react-router";
import { LeadDetail } from "#app/components/admin/lead-detail.tsx";
import { ADMIN_LEADS_PATH, leadActionNotice, leadAdminPath, leadTypeLabel } from "#app/lib/admin-lead-filters.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { getLeadForAdmin } from "#app/models/admin-leads.server.ts";
import { takeLeadAction } from "#app/services/admin-lead-actions.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { sendingDestinations } from "#app/services/lead-destinations.server.ts";
import { consentWording as consentWordingOf } from "#app/lib/consent.ts";
import { siteToday } from "#app/lib/lead-status.ts";
import type { Route } from "./+types/lead-page";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const lead = loaderData?.detail?.lead;
  const name = lead ? `${lead.firstName} ${lead.lastName}`.trim() || lead.email : "Lead not found";
  return [
    { title: pageTitle(settingsFrom(matches).agent.name, lead ? `${name} · ${leadTypeLabel(lead.source)}` : name) },
    { name: "robots", content: "noindex" },
  ];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const detail = UUID.test(params.id) ? await getLeadForAdmin(context.db, params.id) : null;
  const consentWording =
    detail?.lead.consentWording ??
    (detail?.lead.consentVersion ? consentWordingOf(detail.lead.consentVersion, (await context.siteSettings()).firm.name) : null);
  const notice = detail ? leadActionNotice(new URL(request.url).searchParams) : undefined;
  return data({ detail, consentWording, destinations: sendingDestinations(context.config), notice, today: siteToday() }, { status: detail ? 200 : 404 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await takeLeadAction(context.db, form, params.id, {
    administrator,
    destinations: sendingDestinations(context.config),
  });
  // Post, then redirect: the page shown after an action is a GET, which a reload repeats harmlessly.
  if (answer.ok) throw redirect(`${answer.done === "deleted" ? ADMIN_LEADS_PATH : leadAdminPath(params.id)}?done=${answer.done}`);
  return data(answer, { status });
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetail {...loaderData} refusal={actionData?.ok === false ? actionData : undefined} />;
}
