import { useEffect } from "react";
import { data, Link, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { PostEditor } from "#app/components/admin/post-editor.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { EDITOR_MESSAGES } from "#app/lib/post-editor-rules.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { loadPostForEditor, readJsonBody, writePost } from "#app/services/post-writes.server.ts";
import type { Route } from "./+types/post-edit";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Edit Post") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const loaded = await loadPostForEditor(context.db, params.id);
  return data(loaded, { status: loaded.state === "found" ? 200 : loaded.state === "missing" ? 404 : 500 });
}

/** Saves from the editor: autosave, Save Draft and Publish (intent in the JSON body). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const { status, answer } = await writePost(context.db, await readJsonBody(request), params.id, undefined, undefined, { author: administrator });
  return data(answer, { status });
}

/** The editor keeps its own values: its saves must not reload the post under the cursor. */
export function shouldRevalidate({ formAction, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === currentUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function EditPost({ loaderData, params }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const failed = loaderData.state === "error";
  useEffect(() => {
    if (failed) toast.error(EDITOR_MESSAGES.loadFailed);
  }, [failed]);

  if (loaderData.state !== "found") {
    return (
      <div className="container-page py-10 sm:py-12">
        <AdminPageHeader title="Edit Post" />
        <div role="alert" className="mx-auto mt-10 max-w-xl border border-line bg-white px-8 py-12 text-center shadow-card">
          <h2 className="text-3xl text-ink">{failed ? EDITOR_MESSAGES.loadFailed : "Post not found"}</h2>
          <p className="mt-3 text-stone">
            {failed ? "The post could not be read just now. Please try again in a moment." : "There is no post at this address. It may have been deleted."}
          </p>
          <Button asChild variant="primary" className="mt-8">
            <Link to="/admin/lake-advisor">Back to all posts</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <PostEditor
      key={loaderData.post.id}
      mode="edit"
      initial={loaderData.form}
      stored={loaderData.post}
      newsletterSend={loaderData.newsletterSend}
      now={loaderData.now}
      action={`/admin/lake-advisor/${params.id}/edit`}
      siteUrl={root?.siteUrl ?? ""}
    />
  );
}
