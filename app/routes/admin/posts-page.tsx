import { PlusIcon, UploadIcon } from "lucide-react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { AdminPostsPanel, LIST_MESSAGES } from "#app/components/admin/post-list.tsx";
import { SaveStatus } from "#app/components/admin/save-answer.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { adminPostListFilters, hasAdminPostFilters } from "#app/lib/admin-post-filters.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { deleteAdminPost, isJsonRequest, loadAdminPostList } from "#app/services/admin-post-list.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/posts-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Blog Administration") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const search = new URL(request.url).searchParams;
  const list = await loadAdminPostList(context.db, adminPostListFilters(search));
  const notice = search.get("done") === "deleted" ? LIST_MESSAGES.deleted : undefined;
  return data({ ...list, notice }, { status: list.posts ? 200 : 500 });
}

/**
 * Delete (spec §7 "Admin delete"): `{ intent: "delete", id }` as JSON, or as the row's form without
 * JavaScript, which is sent back to the list it was posted from with the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const { status, answer } = await deleteAdminPost(context.db, request);
  if (answer.ok && !isJsonRequest(request)) {
    const back = new URL(request.url);
    back.searchParams.delete("index");
    back.searchParams.set("done", "deleted");
    throw redirect(`${back.pathname}${back.search}`);
  }
  return data(answer, { status });
}

/** After its own delete the list drops the row itself, without reading its page again. */
export function shouldRevalidate({ formAction, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST" && formAction?.startsWith("/admin/lake-advisor?index")) return false;
  return defaultShouldRevalidate;
}

export default function AdminPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, now, total, filters, categories, notice } = loaderData;
  // What a delete posted without JavaScript answered (with it, a toast says so).
  const status = actionData
    ? actionData.ok
      ? { ok: true as const, message: actionData.message }
      : { ok: false as const, message: actionData.message, errors: {} }
    : notice && { ok: true as const, message: notice };
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title="Blog Administration"
        status={
          posts ? `${total}${hasAdminPostFilters(filters) ? " matching" : ""} ${total === 1 ? "post" : "posts"} · published, scheduled and drafts` : undefined
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/lake-advisor/import">
                <UploadIcon aria-hidden="true" />
                Import Posts
              </Link>
            </Button>
            <Button asChild variant="primary">
              <Link to="/admin/lake-advisor/new">
                <PlusIcon aria-hidden="true" />
                New Post
              </Link>
            </Button>
          </>
        }
      />
      <SaveStatus answer={status} />
      <div className="mt-8">
        <AdminPostsPanel posts={posts} now={now} total={total} filters={filters} categories={categories} />
      </div>
    </div>
  );
}
