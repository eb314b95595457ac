import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { loadMediaChoices, mediaPageOf } from "#app/services/admin-media.server.ts";
import { requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/media-choices";

/** The media picker's list (app/lib/media-library.ts): GET `?page=` → `{ images, page, pages }`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  return Response.json(await loadMediaChoices(context.db, mediaPageOf(new URL(request.url))), { headers: { "Cache-Control": "no-store" } });
}

/** Only GET is served; other methods still need a session before they learn that. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  return methodNotAllowed(["GET"]);
}
