import { data, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { NeighborhoodList } from "#app/components/admin/neighborhood-list.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { neighborhoodAdminPath } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { listNeighborhoodsForAdmin } from "#app/models/neighborhoods.server.ts";
import { neighborhoodListAction } from "#app/services/admin-neighborhoods.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/neighborhoods-admin-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Neighborhoods") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return { rows: await listNeighborhoodsForAdmin(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await neighborhoodListAction(context.db, form);
  if (answer.notice?.ok && answer.slug) throw redirect(`${neighborhoodAdminPath(answer.slug)}?added=1`);
  return data(answer, { status });
}

export default function AdminNeighborhoods({ loaderData, actionData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const hidden = rows.filter((row) => row.hidden).length;
  useSaveAnswer(actionData?.notice, "neighborhood-list");
  return (
    <div id="neighborhood-list" className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Neighborhoods"
        status={`${rows.length} ${rows.length === 1 ? "guide" : "guides"}${hidden > 0 ? `, ${hidden} hidden from visitors` : ""}. This order is the order of the index, the home page and the footer.`}
      />
      <SaveStatus answer={actionData?.notice} />
      <div className="mt-8">
        <NeighborhoodList rows={rows} answer={actionData} />
      </div>
    </div>
  );
}
