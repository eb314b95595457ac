import type { Db } from "#app/db/client.server.ts";
import { TESTIMONIAL_MESSAGES } from "#app/lib/admin-paths.ts";
import { nestedFormValues } from "#app/lib/nested-form-values.ts";
import { pathFieldErrors } from "#app/lib/site-settings-schema.ts";
import { testimonialsSchema } from "#app/lib/testimonial-schema.ts";
import { replaceTestimonials } from "#app/models/testimonials.server.ts";

export type TestimonialsAnswer =
  { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown> };

/**
 * The testimonials form's save: the whole list checked, then written in its order in one
 * transaction (those left out are deleted). Bad input changes nothing and comes back with a
 * message per field, by path ("testimonials.2.quote"), and the values as sent.
 */
export async function saveTestimonialsForm(db: Db, form: FormData): Promise<{ status: number; answer: TestimonialsAnswer }> {
  const values = nestedFormValues(form);
  const parsed = testimonialsSchema.safeParse(values.testimonials ?? []);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(pathFieldErrors(parsed.error)).map(([path, message]) => [path === "form" ? "testimonials" : `testimonials.${path}`, message]),
    );
    return { status: 400, answer: { ok: false, message: TESTIMONIAL_MESSAGES.invalid, errors, values } };
  }
  await replaceTestimonials(db, parsed.data);
  return { status: 200, answer: { ok: true, message: TESTIMONIAL_MESSAGES.saved } };
}
