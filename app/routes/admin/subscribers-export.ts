import { cacheControl } from "#app/lib/cache-control.ts";
import { subscriberListFilters } from "#app/lib/subscriber-status.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import { csvDownloadHeaders } from "#app/services/csv-download.server.ts";
import { subscribersCsvStream } from "#app/services/subscribers-csv.server.ts";
import type { Route } from "./+types/subscribers-export";

/** Export CSV: the filtered list of /admin/subscribers (its q and status), every subscriber. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const filters = subscriberListFilters(new URL(request.url).searchParams);
  return new Response(subscribersCsvStream(context.db, filters), { headers: csvDownloadHeaders("subscribers", cacheControl("no-store")) });
}
