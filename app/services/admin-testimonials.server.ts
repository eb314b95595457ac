import type { Db } from "#app/db/client.server.ts";
import { TESTIMONIAL_MESSAGES } from "#app/lib/admin-paths.ts";
import { acceptedSave, listChange, notUnderstood, parseDocumentForm, refusedSave, type DocumentAnswer } from "#app/lib/document-form.ts";
import { testimonialsFormSchema } from "#app/lib/testimonial-schema.ts";
import { replaceTestimonials } from "#app/models/testimonials.server.ts";

/**
 * The testimonials form's post: a list button's change handed back, or a save of the whole list,
 * checked, then written in its order in one transaction (those left out are deleted). Bad input
 * changes nothing and comes back with a message per field and the values as sent.
 */
export async function saveTestimonialsForm(db: Db, form: FormData): Promise<{ status: number; answer: DocumentAnswer }> {
  const submission = parseDocumentForm(form, testimonialsFormSchema);
  if (!submission) return notUnderstood();
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success") return refusedSave(submission, 400, TESTIMONIAL_MESSAGES.invalid);
  await replaceTestimonials(db, submission.value.testimonials);
  return acceptedSave(submission, 200, TESTIMONIAL_MESSAGES.saved);
}
