import { keepMediaChoice, loadMediaChoices, mediaPageOf } from "#app/services/admin-media.server.ts";
import { requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/media-choices";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The media picker's list (app/lib/media-library.ts): GET `?page=` → `{ images, page, pages }`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  return Response.json(await loadMediaChoices(context.db, mediaPageOf(new URL(request.url))), { headers: { "Cache-Control": cacheControl("no-store") } });
}

/** The picker's choice: POST `id` → `{ ok: true }`, or 400/404 `{ error }`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const { status, answer } = await keepMediaChoice(context.db, await request.formData().catch(() => null));
  return Response.json(answer, { status, headers: { "Cache-Control": cacheControl("no-store") } });
}
