import type { LongText, PageTexts } from "#app/content/content-types.ts";
import type { Db } from "#app/db/client.server.ts";
import { PAGE_TEXT_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { nestedFormValues } from "#app/lib/nested-form-values.ts";
import { LONG_TEXT_FIELDS, pageTextFormSchemas, type PageTextPage } from "#app/lib/page-texts-schema.ts";
import { pathFieldErrors } from "#app/lib/site-settings-schema.ts";
import { savePageTexts } from "#app/models/page-texts.server.ts";
import { contentNestingProblem } from "#app/services/content-nesting.server.ts";
import { renderRefusal } from "#app/services/post-render.server.ts";
import { renderOffThread } from "#app/services/render-thread.server.ts";

export type PageTextAnswer =
  { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown>; conflict?: boolean };

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
): Promise<{ status: number; answer: PageTextAnswer }> {
  const values = nestedFormValues(form);
  const refuse = (errors: Record<string, string>, status = 400, message: string = PAGE_TEXT_MESSAGES.invalid) => ({
    status,
    answer: { ok: false as const, message, errors, values },
  });
  const parsed = pageTextFormSchemas[page].safeParse(values);
  if (!parsed.success) return refuse(pathFieldErrors(parsed.error));
  const texts: Record<string, unknown> = { ...parsed.data };
  for (const field of LONG_TEXT_FIELDS[page] as readonly string[]) {
    const markdown = texts[field] as string;
    const nesting = contentNestingProblem(markdown);
    if (nesting) return refuse({ [field]: nesting });
    const rendered = await renderOffThread({ kind: "markdown", content: markdown, siteUrl });
    if (!rendered.ok) return refuse({ [field]: renderRefusal(rendered) }, rendered.reason === "unavailable" ? 503 : 400);
    texts[field] = { markdown, html: rendered.html } satisfies LongText;
  }
  if (!(await savePageTexts(db, page, texts as PageTexts[typeof page], administratorEmail, formBaseVersion(form)))) {
    return { status: 409, answer: { ok: false, message: VERSION_CONFLICT_MESSAGE, errors: {}, values, conflict: true } };
  }
  return { status: 200, answer: { ok: true, message: PAGE_TEXT_MESSAGES.saved } };
}
