import { PlusIcon, UploadIcon } from "lucide-react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { AdminPostsPanel } from "#app/components/admin/post-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { adminPostListFilters, hasAdminPostFilters } from "#app/lib/admin-post-filters.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { deleteAdminPost, loadAdminPostList } from "#app/services/admin-post-list.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/posts-page";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(settingsFrom(matches).agent.name, "Blog Administration") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const list = await loadAdminPostList(context.db, adminPostListFilters(new URL(request.url).searchParams));
  return data(list, { status: list.posts ? 200 : 500 });
}

/** Delete (spec §7 "Admin delete"): `{ intent: "delete", id }` as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const { status, answer } = await deleteAdminPost(context.db, request);
  return data(answer, { status });
}

/** After its own delete the list drops the row itself, without reading its page again. */
export function shouldRevalidate({ formAction, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST" && formAction?.startsWith("/admin/lake-advisor?index")) return false;
  return defaultShouldRevalidate;
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, now, total, filters, categories } = loaderData;
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title="Blog Administration"
        status={posts ? `${total}${hasAdminPostFilters(filters) ? " matching" : ""} ${total === 1 ? "post" : "posts"} · published, scheduled and drafts` : undefined}
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
      <div className="mt-8">
        <AdminPostsPanel posts={posts} now={now} total={total} filters={filters} categories={categories} />
      </div>
    </div>
  );
}
