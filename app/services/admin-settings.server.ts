import type { SiteSettings } from "#app/content/content-types.ts";
import type { Db } from "#app/db/client.server.ts";
import { nestedFormValues } from "#app/lib/nested-form-values.ts";
import { SETTINGS_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { pathFieldErrors, siteSettingsSchema } from "#app/lib/site-settings-schema.ts";
import { findFeaturedPosts } from "#app/models/blog-posts.server.ts";
import { saveSiteSettings } from "#app/models/site-settings.server.ts";

export type SettingsAnswer =
  { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown>; conflict?: boolean };

/** Lists the form sends no field for when they are empty. */
const LISTS = ["offices", "social", "homeStats", "featuredPostSlugs"] as const;

/**
 * The settings form's save: the whole document checked against the rules (and each featured post
 * against the published posts), then stored in one write. Bad input changes nothing and is
 * answered with a message per field, by path, and the values as sent so the form keeps them; so is
 * a save based on a version of the settings another save has replaced (decision 037).
 */
export async function saveSettingsForm(db: Db, form: FormData, administratorEmail: string): Promise<{ status: number; answer: SettingsAnswer }> {
  const values = nestedFormValues(form);
  for (const list of LISTS) values[list] ??= [];
  const refuse = (errors: Record<string, string>) => ({
    status: 400,
    answer: { ok: false as const, message: SETTINGS_MESSAGES.invalid, errors, values },
  });
  const parsed = siteSettingsSchema.safeParse(values);
  if (!parsed.success) return refuse(pathFieldErrors(parsed.error));
  const settings: SiteSettings = parsed.data;
  const published = new Set((await findFeaturedPosts(db, settings.featuredPostSlugs)).map((post) => post.slug));
  const unpublished = Object.fromEntries(
    settings.featuredPostSlugs.flatMap((slug, index) => (published.has(slug) ? [] : [[`featuredPostSlugs.${index}`, SETTINGS_MESSAGES.noSuchPost]])),
  );
  if (Object.keys(unpublished).length > 0) return refuse(unpublished);
  if (!(await saveSiteSettings(db, settings, administratorEmail, formBaseVersion(form)))) {
    return { status: 409, answer: { ok: false, message: VERSION_CONFLICT_MESSAGE, errors: {}, values, conflict: true } };
  }
  return { status: 200, answer: { ok: true, message: SETTINGS_MESSAGES.saved } };
}
