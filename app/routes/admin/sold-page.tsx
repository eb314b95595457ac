import { PlusIcon, UploadIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { SaveStatus } from "#app/components/admin/save-answer.tsx";
import { SoldList } from "#app/components/admin/sold-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_SOLD_IMPORT_PATH, ADMIN_SOLD_NEW_PATH, SOLD_MESSAGES } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { listSoldForAdmin } from "#app/models/sold-properties.server.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/sold-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Sold Properties") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const page = Math.min(Math.max(Number.parseInt(params.get("page") ?? "1", 10) || 1, 1), 100_000);
  const { rows, total } = await listSoldForAdmin(context.db, { q, page });
  return { rows, total, q, page, deleted: params.get("deleted") === "1" };
}

export default function AdminSold({ loaderData }: Route.ComponentProps) {
  const { rows, total, q, page, deleted } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Sold Properties"
        status={`${total} sold ${total === 1 ? "home" : "homes"} in the gallery.`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={ADMIN_SOLD_IMPORT_PATH}>
                <UploadIcon aria-hidden="true" />
                Import MLS CSV
              </Link>
            </Button>
            <Button asChild>
              <Link to={ADMIN_SOLD_NEW_PATH}>
                <PlusIcon aria-hidden="true" />
                Add Sold Property
              </Link>
            </Button>
          </>
        }
      />
      <SaveStatus answer={deleted ? { ok: true, message: SOLD_MESSAGES.deleted } : undefined} />
      <div className="mt-8">
        <SoldList rows={rows} total={total} q={q} page={page} />
      </div>
    </div>
  );
}
