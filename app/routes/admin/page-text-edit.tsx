import { data, Link } from "react-router";
import { PageTextsForm } from "#app/components/admin/page-texts-form.tsx";
import { ADMIN_PAGES_PATH, PAGE_TEXT_MESSAGES, pageTextAdminPath } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { isPageTextPage, PAGE_TEXT_TITLES } from "#app/lib/page-texts-schema.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { readPageTexts, readPageTextVersion } from "#app/models/page-texts.server.ts";
import { noticeOnly } from "#app/lib/document-form.ts";
import { savePageTextsForm } from "#app/services/admin-pages.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/page-text-edit";

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, isPageTextPage(params.page) ? `${PAGE_TEXT_TITLES[params.page].title} page` : "Page not found") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const { page } = params;
  if (!isPageTextPage(page)) return data({ page: null, saved: null, version: 0 }, { status: 404 });
  const [texts, version] = await Promise.all([readPageTexts(context.db), readPageTextVersion(context.db, page)]);
  return { page, saved: texts[page], version };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  if (!isPageTextPage(params.page)) return data(noticeOnly(404, { ok: false, message: PAGE_TEXT_MESSAGES.missing }).answer, { status: 404 });
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await savePageTextsForm(context.db, params.page, form, administrator.email, context.config.siteUrl);
  return data(answer, { status });
}

export default function AdminPageTextEdit({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.page || !loaderData.saved) {
    return (
      <div className="container-page py-14">
        <h1 className="text-4xl text-ink">Page not found</h1>
        <p className="mt-3 text-stone">{PAGE_TEXT_MESSAGES.missing}</p>
        <Link to={ADMIN_PAGES_PATH} className="mt-6 inline-block text-sm font-semibold text-lake underline underline-offset-4">
          All pages
        </Link>
      </div>
    );
  }
  // A save that changed the page starts the form again from what was stored.
  return (
    <PageTextsForm
      page={loaderData.page}
      saved={loaderData.saved}
      version={loaderData.version}
      answer={actionData}
      action={pageTextAdminPath(loaderData.page)}
    />
  );
}
