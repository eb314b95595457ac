import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { RevisionHistory } from "#app/components/admin/revision-history.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { loadRevisions, restoreRevision } from "#app/services/revision-restore.server.ts";
import type { Route } from "./+types/revisions-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Revisions") },
  { name: "robots", content: "noindex" },
];

/** A post's revisions and, with `:revisionId`, that revision compared with the post (decision 037). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const view = await loadRevisions(context.db, params.id, params.revisionId);
  return data({ view }, { status: view ? 200 : 404 });
}

/** Restore: `revisionId` and the post's `baseVersion` when the page was shown. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await restoreRevision(context.db, params.id, form, administrator, new Date(), context.config.siteUrl);
  return data(answer, { status });
}

/** A refused restore reloads the page too (React Router would not, after a 4xx), so it shows the post as it is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function AdminRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return <RevisionHistory view={loaderData.view} answer={actionData} />;
}
