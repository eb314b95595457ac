import type { Db } from "#app/db/client.server.ts";
import { SOLD_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { acceptedSave, listChange, notUnderstood, parseDocumentForm, refusedSave, type DocumentAnswer } from "#app/lib/document-form.ts";
import { soldPropertySchema } from "#app/lib/sold-property-schema.ts";
import { createSoldProperty, updateSoldProperty } from "#app/models/sold-properties.server.ts";

/**
 * A sold home's form post: a list button's change handed back, or a save, checked against the
 * rules, then added (no `id`) or saved. An MLS number or home page place another home has is a
 * message beside its field; bad input, or a save based on a version another save has replaced
 * (decision 037), changes nothing.
 */
export async function saveSoldForm(db: Db, form: FormData, id?: string): Promise<{ status: number; answer: DocumentAnswer }> {
  const submission = parseDocumentForm(form, soldPropertySchema);
  if (!submission) return notUnderstood();
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success") return refusedSave(submission, 400, SOLD_MESSAGES.invalid);
  const result = id ? await updateSoldProperty(db, id, submission.value, formBaseVersion(form)) : await createSoldProperty(db, submission.value);
  if (!result.ok) {
    if (result.reason === "mls-taken") return refusedSave(submission, 409, SOLD_MESSAGES.invalid, { mlsId: SOLD_MESSAGES.mlsTaken });
    if (result.reason === "home-position-taken") return refusedSave(submission, 409, SOLD_MESSAGES.invalid, { homePosition: SOLD_MESSAGES.homePositionTaken });
    if (result.reason === "conflict") return refusedSave(submission, 409, VERSION_CONFLICT_MESSAGE, {}, { conflict: true });
    return refusedSave(submission, 404, SOLD_MESSAGES.missing);
  }
  return acceptedSave(submission, id ? 200 : 201, id ? SOLD_MESSAGES.saved : SOLD_MESSAGES.created, { id: result.id });
}
