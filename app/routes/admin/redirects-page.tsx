import { data } from "react-router";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { EMPTY_REDIRECT, RedirectForm } from "#app/components/admin/redirect-form.tsx";
import { RedirectList } from "#app/components/admin/redirect-list.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { ADMIN_REDIRECTS_PATH, REDIRECT_MESSAGES } from "#app/lib/admin-paths.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { listRedirectsForAdmin } from "#app/models/redirect-rules.server.ts";
import { redirectFormAction } from "#app/services/admin-redirects.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/redirects-page";

const FORM_ID = "redirect-add";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Redirects") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const page = Math.min(Math.max(Number.parseInt(params.get("page") ?? "1", 10) || 1, 1), 100_000);
  const { rows, total } = await listRedirectsForAdmin(context.db, { q, page });
  return { rows: rows.map(({ updatedAt: _updatedAt, ...row }) => row), total, q, page, deleted: params.get("deleted") === "1" };
}

/** Add a redirect, or delete one from its row. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const id = form.get("intent") === "delete" ? String(form.get("id") ?? "") : undefined;
  const { status, answer } = await redirectFormAction(context.db, form, id);
  return data(answer, { status });
}

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, q, page, deleted } = loaderData;
  useSaveAnswer(actionData?.notice, FORM_ID);
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Redirects"
        status={`${total} ${total === 1 ? "redirect" : "redirects"}${q ? (total === 1 ? " matches this filter" : " match this filter") : ""}. A post's old address redirects to its new one by itself when its slug changes; a live page always wins over a redirect.`}
      />
      <SaveStatus answer={actionData?.notice ?? (deleted ? { ok: true, message: REDIRECT_MESSAGES.deleted } : undefined)} />
      <div className="mt-8 space-y-8">
        <AdminSection id="redirect-add-title" title="Add a redirect">
          {/* A redirect added starts the form empty again; a refused one keeps what was typed. */}
          <RedirectForm id={FORM_ID} action={ADMIN_REDIRECTS_PATH} saved={EMPTY_REDIRECT} answer={actionData} submitLabel="Add Redirect" />
        </AdminSection>
        <RedirectList rows={rows} total={total} q={q} page={page} />
      </div>
    </div>
  );
}
