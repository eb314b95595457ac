import type { SiteSettings } from "#app/content/content-types.ts";
import type { Db } from "#app/db/client.server.ts";
import { SETTINGS_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { acceptedSave, listChange, notUnderstood, parseDocumentForm, refusedSave, type DocumentAnswer } from "#app/lib/document-form.ts";
import { siteSettingsSchema } from "#app/lib/site-settings-schema.ts";
import { findFeaturedPosts } from "#app/models/blog-posts.server.ts";
import { saveSiteSettings } from "#app/models/site-settings.server.ts";

/**
 * The settings form's post: a list button's change handed back, or a save. A save checks the whole
 * document against the rules (and each featured post against the published posts), then stores it
 * in one write. Bad input changes nothing and is answered with a message per field and the values
 * as sent; so is a save based on a version of the settings another save has replaced (decision 037).
 */
export async function saveSettingsForm(db: Db, form: FormData, administratorEmail: string): Promise<{ status: number; answer: DocumentAnswer }> {
  const submission = parseDocumentForm(form, siteSettingsSchema);
  if (!submission) return notUnderstood();
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success") return refusedSave(submission, 400, SETTINGS_MESSAGES.invalid);
  const settings: SiteSettings = submission.value;
  const published = new Set((await findFeaturedPosts(db, settings.featuredPostSlugs)).map((post) => post.slug));
  const unpublished = Object.fromEntries(
    settings.featuredPostSlugs.flatMap((slug, index) => (published.has(slug) ? [] : [[`featuredPostSlugs[${index}]`, SETTINGS_MESSAGES.noSuchPost]])),
  );
  if (Object.keys(unpublished).length > 0) return refusedSave(submission, 400, SETTINGS_MESSAGES.invalid, unpublished);
  if (!(await saveSiteSettings(db, settings, administratorEmail, formBaseVersion(form)))) {
    return refusedSave(submission, 409, VERSION_CONFLICT_MESSAGE, {}, { conflict: true });
  }
  return acceptedSave(submission, 200, SETTINGS_MESSAGES.saved);
}
