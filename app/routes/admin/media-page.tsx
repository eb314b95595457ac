import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { MediaGrid } from "#app/components/admin/media-grid.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { deleteMediaImage, loadMediaLibrary, mediaPageOf, uploadMediaImage } from "#app/services/admin-media.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/media-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Media Library") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return loadMediaLibrary(context.db, mediaPageOf(new URL(request.url)));
}

/** Upload an image (`intent=upload`, multipart `file`), or delete an unused one (`intent=delete`, `id`). */
export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => null);
  const act = form?.get("intent") === "upload" ? uploadMediaImage : deleteMediaImage;
  const { status, answer } = await act(context.db, context.config.dataDir, form, administrator);
  return data(answer, { status });
}

/** A refused delete reloads the page too (React Router would not, after a 4xx), so the image shows what uses it now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  return <MediaGrid {...loaderData} answer={actionData} />;
}
