import { data, Link, redirect } from "react-router";
import { AdminBackLink, AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { RedirectDeleteButton } from "#app/components/admin/redirect-delete-button.tsx";
import { RedirectForm } from "#app/components/admin/redirect-form.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { ADMIN_REDIRECTS_PATH, REDIRECT_MESSAGES, redirectAdminPath } from "#app/lib/admin-paths.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { findRedirectById } from "#app/models/redirect-rules.server.ts";
import { redirectFormAction } from "#app/services/admin-redirects.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/redirect-edit";

const FORM_ID = "redirect-edit";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, loaderData?.saved ? `Redirect from ${loaderData.saved.fromPath}` : "Redirect not found") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const row = await findRedirectById(context.db, params.id);
  if (!row) return data({ saved: null, automatic: false }, { status: 404 });
  return { saved: { fromPath: row.fromPath, toPath: row.toPath, match: row.match, status: String(row.status) }, automatic: row.automatic };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await redirectFormAction(context.db, form, params.id);
  if (answer.notice?.ok && form.get("intent") === "delete") throw redirect(`${ADMIN_REDIRECTS_PATH}?deleted=1`);
  return data(answer, { status });
}

export default function AdminRedirectEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  useSaveAnswer(actionData?.notice, FORM_ID);
  if (!loaderData.saved) {
    return (
      <div className="container-page py-14">
        <h1 className="text-4xl text-ink">Redirect not found</h1>
        <p className="mt-3 text-stone">{REDIRECT_MESSAGES.missing}</p>
        <Link to={ADMIN_REDIRECTS_PATH} className="mt-6 inline-block text-sm font-semibold text-lake underline underline-offset-4">
          All redirects
        </Link>
      </div>
    );
  }
  const action = redirectAdminPath(params.id);
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminBackLink to={ADMIN_REDIRECTS_PATH}>All redirects</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title="Edit Redirect"
          status={loaderData.automatic ? "Added by itself when a published post's slug changed." : "Added by hand, or one of the site's legacy addresses."}
          actions={<RedirectDeleteButton action={action} fromPath={loaderData.saved.fromPath} />}
        />
      </div>
      <SaveStatus answer={actionData?.notice} />
      <div className="mt-8">
        <AdminSection id="redirect-edit-title" title="The redirect">
          <RedirectForm id={FORM_ID} action={action} saved={loaderData.saved} answer={actionData} submitLabel="Save Redirect" />
        </AdminSection>
      </div>
    </div>
  );
}
