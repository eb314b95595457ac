import { z } from "zod";
import { imageUrlField, textField as text } from "./site-settings-schema.ts";

/** The testimonials form's rules (/admin/testimonials), checked by the server on every save. */

export const TESTIMONIAL_LIMITS = { count: 40, quote: 1000, author: 120, details: 200 } as const;

/** A checkbox: sent as "on" when checked, absent otherwise. */
const checkbox = z.preprocess((value) => value === "on" || value === true, z.boolean());

export const testimonialsSchema = z
  .array(
    z.object({
      /** The stored testimonial this one edits; empty for a new one. */
      id: z.union([z.uuid(), z.literal("")]).default(""),
      quote: text("Quote", TESTIMONIAL_LIMITS.quote, { multiline: true }),
      author: text("Author", TESTIMONIAL_LIMITS.author),
      details: text("Details", TESTIMONIAL_LIMITS.details, { optional: true }),
      imageUrl: imageUrlField("Image"),
      onHome: checkbox,
      onAbout: checkbox,
    }),
  )
  .max(TESTIMONIAL_LIMITS.count, { error: `At most ${TESTIMONIAL_LIMITS.count} testimonials` });

/** The whole form: the list, which sends no field at all once every testimonial is removed. */
export const testimonialsFormSchema = z.object({ testimonials: testimonialsSchema.prefault([]) });

export type TestimonialInput = z.infer<typeof testimonialsSchema>[number];
