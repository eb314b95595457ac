import { data, Link } from "react-router";
import { NeighborhoodForm } from "#app/components/admin/neighborhood-form.tsx";
import { ADMIN_NEIGHBORHOODS_PATH, NEIGHBORHOOD_MESSAGES, neighborhoodAdminPath } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { findNeighborhoodBySlug } from "#app/models/neighborhoods.server.ts";
import { neighborhoodDraft, saveNeighborhoodForm } from "#app/services/admin-neighborhoods.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/neighborhood-edit";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, loaderData?.saved?.name ?? "Neighborhood not found") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const row = await findNeighborhoodBySlug(context.db, params.slug);
  if (!row) return data({ saved: null, version: 0, notice: undefined }, { status: 404 });
  const added = new URL(request.url).searchParams.get("added") === "1";
  return { saved: neighborhoodDraft(row), version: row.version, notice: added ? NEIGHBORHOOD_MESSAGES.created : undefined };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await saveNeighborhoodForm(context.db, params.slug, form, context.config.siteUrl);
  return data(answer, { status });
}

export default function AdminNeighborhoodEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.saved) {
    return (
      <div className="container-page py-14">
        <h1 className="text-4xl text-ink">Neighborhood not found</h1>
        <p className="mt-3 text-stone">{NEIGHBORHOOD_MESSAGES.missing}</p>
        <Link to={ADMIN_NEIGHBORHOODS_PATH} className="mt-6 inline-block text-sm font-semibold text-lake underline underline-offset-4">
          All neighborhoods
        </Link>
      </div>
    );
  }
  // A save that changed the guide starts the form again from what was stored.
  return (
    <NeighborhoodForm
      slug={params.slug}
      saved={loaderData.saved}
      version={loaderData.version}
      answer={actionData}
      notice={loaderData.notice}
      action={neighborhoodAdminPath(params.slug)}
    />
  );
}
