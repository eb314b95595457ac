import { data, useRouteLoaderData } from "react-router";
import { PostEditor } from "#app/components/admin/post-editor.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { emptyPostForm } from "#app/lib/post-editor-rules.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { readJsonBody, writePost } from "#app/services/post-writes.server.ts";
import { MARKET_REPORT_PARAM } from "#app/lib/market-report.ts";
import { marketReportDraft } from "#app/services/market-reports.server.ts";
import type { Route } from "./+types/post-new";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "New Post") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  // "Email this report to subscribers" (/admin/market): the post starts as that town's latest report.
  const area = new URL(request.url).searchParams.get(MARKET_REPORT_PARAM);
  return { now: new Date().toISOString(), draft: area ? await marketReportDraft(context, area) : null };
}

/** Spec §4: a new post has no id and is created on Publish. */
export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const { status, answer } = await writePost(context.db, await readJsonBody(request), undefined, undefined, undefined, { author: administrator });
  return data(answer, { status });
}

export default function NewPost({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <PostEditor
      mode="new"
      initial={{ ...emptyPostForm(root?.settings.agent.name ?? ""), ...loaderData.draft }}
      action="/admin/lake-advisor/new"
      siteUrl={root?.siteUrl ?? ""}
      now={loaderData.now}
    />
  );
}
