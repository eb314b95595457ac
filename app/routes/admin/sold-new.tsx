import { data, redirect } from "react-router";
import { EMPTY_SOLD_DRAFT, SoldPropertyForm } from "#app/components/admin/sold-property-form.tsx";
import { ADMIN_SOLD_NEW_PATH, soldAdminPath } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { notUnderstood } from "#app/lib/document-form.ts";
import { saveSoldForm } from "#app/services/admin-sold.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/sold-new";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Add Sold Property") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => null);
  const { status, answer } = form ? await saveSoldForm(context.db, form) : notUnderstood();
  if (answer.notice?.ok && answer.id) throw redirect(`${soldAdminPath(answer.id)}?added=1`);
  return data(answer, { status });
}

export default function AdminSoldNew({ actionData }: Route.ComponentProps) {
  return <SoldPropertyForm saved={EMPTY_SOLD_DRAFT} answer={actionData} action={ADMIN_SOLD_NEW_PATH} canDelete={false} />;
}
