import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { requireAdministratorForAction } from "#app/services/auth.server.ts";
import { handleScrapeRequest } from "#app/services/scrape-request.server.ts";
import type { Route } from "./+types/scrape";

/** scrape-blog-posts (spec §7): POST JSON `{ urls }` → `{ posts, failures }`, administrators only. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  if (request.method !== "POST") return methodNotAllowed();
  return handleScrapeRequest(request);
}

/** Only POST is served; other methods still need a session before they learn that. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  return methodNotAllowed();
}
