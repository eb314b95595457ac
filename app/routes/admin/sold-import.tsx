import { data } from "react-router";
import { SoldImportScreen } from "#app/components/admin/sold-import-screen.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { previewSoldImport, runSoldImport, type SoldImportAnswer } from "#app/services/mls-import.server.ts";
import type { Route } from "./+types/sold-import";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Import Sold Properties") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => null);
  if (!form) return data<SoldImportAnswer>({ stage: "error", ok: false, message: "Send the file as a form" }, { status: 400 });
  const { status, answer } = form.get("intent") === "import" ? await runSoldImport(context.db, form) : await previewSoldImport(context.db, form);
  return data(answer, { status });
}

export default function AdminSoldImport({ actionData }: Route.ComponentProps) {
  return <SoldImportScreen answer={actionData} />;
}
