import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { requireAdministratorForAction } from "#app/services/auth.server.ts";
import { handleUpload } from "#app/services/media.server.ts";
import type { Route } from "./+types/uploads";

/** The editor's image upload (see app/lib/upload-image.ts): POST multipart field `file`. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleUpload(context.db, context.config.dataDir, request, () => requireAdministratorForAction(request, context.db, context.config));
}

/** Only POST is served; other methods still need a session before they learn that. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  return methodNotAllowed();
}
