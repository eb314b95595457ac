import { data } from "react-router";
import { SubscriberImportScreen } from "#app/components/admin/subscriber-import-screen.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { previewSubscriberImport, runSubscriberImport, type SubscriberImportAnswer } from "#app/services/subscriber-admin.server.ts";
import type { Route } from "./+types/subscribers-import";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Import Subscribers") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => null);
  if (!form) return data<SubscriberImportAnswer>({ stage: "error", ok: false, message: "Send the file as a form" }, { status: 400 });
  const { status, answer } =
    form.get("intent") === "import" ? await runSubscriberImport(context.db, form, administrator.email) : await previewSubscriberImport(context.db, form);
  return data(answer, { status });
}

export default function AdminSubscribersImport({ actionData }: Route.ComponentProps) {
  return <SubscriberImportScreen answer={actionData} />;
}
