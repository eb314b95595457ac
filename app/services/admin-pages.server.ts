import type { LongText, PageTexts } from "#app/content/content-types.ts";
import type { Db } from "#app/db/client.server.ts";
import { PAGE_TEXT_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { acceptedSave, listChange, notUnderstood, parseDocumentForm, refusedSave, type DocumentAnswer } from "#app/lib/document-form.ts";
import { LONG_TEXT_FIELDS, pageTextFormSchemas, type PageTextPage } from "#app/lib/page-texts-schema.ts";
import { savePageTexts } from "#app/models/page-texts.server.ts";
import { contentNestingProblem } from "#app/services/content-nesting.server.ts";
import { renderRefusal } from "#app/services/post-render.server.ts";
import { renderOffThread } from "#app/services/render-thread.server.ts";

/**
 * A page's texts form: every field checked, each long text rendered and sanitised by the posts'
 * renderer on a render thread (refused as a post's content would be), then stored in one write.
 * Bad input changes nothing and is answered with a message per field and the values as sent; so
 * is a save based on a version another save has replaced (decision 037).
 */
export async function savePageTextsForm(
  db: Db,
  page: PageTextPage,
  form: FormData,
  administratorEmail: string,
  siteUrl: string,
): Promise<{ status: number; answer: DocumentAnswer }> {
  const submission = parseDocumentForm(form, pageTextFormSchemas[page]);
  if (!submission) return notUnderstood();
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success") return refusedSave(submission, 400, PAGE_TEXT_MESSAGES.invalid);
  const texts: Record<string, unknown> = { ...submission.value };
  for (const field of LONG_TEXT_FIELDS[page] as readonly string[]) {
    const markdown = texts[field] as string;
    const nesting = contentNestingProblem(markdown);
    if (nesting) return refusedSave(submission, 400, PAGE_TEXT_MESSAGES.invalid, { [field]: nesting });
    const rendered = await renderOffThread({ kind: "markdown", content: markdown, siteUrl });
    if (!rendered.ok)
      return refusedSave(submission, rendered.reason === "unavailable" ? 503 : 400, PAGE_TEXT_MESSAGES.invalid, { [field]: renderRefusal(rendered) });
    texts[field] = { markdown, html: rendered.html } satisfies LongText;
  }
  if (!(await savePageTexts(db, page, texts as PageTexts[typeof page], administratorEmail, formBaseVersion(form)))) {
    return refusedSave(submission, 409, VERSION_CONFLICT_MESSAGE, {}, { conflict: true });
  }
  return acceptedSave(submission, 200, PAGE_TEXT_MESSAGES.saved);
}
