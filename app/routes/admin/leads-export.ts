import { leadListFilters } from "#app/lib/admin-lead-filters.ts";
import { csvDownloadHeaders } from "#app/services/csv-download.server.ts";
import { leadsCsvStream } from "#app/services/leads-csv.server.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/leads-export";
import { cacheControl } from "#app/lib/cache-control.ts";

/** Export CSV: the filtered list of /admin/leads (its q, type and state), every lead and field. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const filters = leadListFilters(new URL(request.url).searchParams);
  return new Response(leadsCsvStream(context.db, filters), { headers: csvDownloadHeaders("leads", cacheControl("no-store")) });
}
