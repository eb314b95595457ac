import { data } from "react-router";
import { SettingsForm } from "#app/components/admin/settings-form.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { SETTINGS_LIMITS } from "#app/lib/site-settings-schema.ts";
import { listFeaturableChoices } from "#app/models/blog-posts.server.ts";
import { readSiteSettings, readSiteSettingsVersion } from "#app/models/site-settings.server.ts";
import { notUnderstood } from "#app/lib/document-form.ts";
import { saveSettingsForm } from "#app/services/admin-settings.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/settings-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Site Settings") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const [settings, version] = await Promise.all([readSiteSettings(context.db), readSiteSettingsVersion(context.db)]);
  const featurable = await listFeaturableChoices(context.db, settings.featuredPostSlugs, SETTINGS_LIMITS.featurableChoices);
  return { settings, version, featurable };
}

export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => null);
  const { status, answer } = form ? await saveSettingsForm(context.db, form, administrator.email) : notUnderstood();
  return data(answer, { status });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsForm saved={loaderData.settings} version={loaderData.version} answer={actionData} featurable={loaderData.featurable} />;
}
