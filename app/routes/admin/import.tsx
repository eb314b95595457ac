import { data } from "react-router";
import { ImportScreen } from "#app/components/admin/import-screen.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { handleImportForm } from "#app/services/import-form.server.ts";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Import Blog Posts") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

/** The CSV file itself, posted to preview it (`intent=preview`) or to import it (`intent=import`). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ ok: false as const, error: "Choose a CSV file to import" }, { status: 400 });
  }
  const { status, answer } = await handleImportForm(context.db, form);
  return data(answer, { status });
}

export default function ImportPosts() {
  return <ImportScreen />;
}
