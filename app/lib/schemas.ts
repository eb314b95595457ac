import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./control-characters.ts";
import { fieldErrors } from "./form-fields.ts";
import type { LeadKind } from "./lead-messages.ts";

/** Validation shared by the browser forms and the server, which is the authority. */

export const MEETING_TYPES = [
  { value: "in-person", label: "In-Person" },
  { value: "zoom", label: "Zoom" },
  { value: "clarity", label: "Clarity Call" },
] as const;

const meetingTypeValues = MEETING_TYPES.map((type) => type.value) as [string, ...string[]];

/** One-line fields keep no control character; the message keeps tab and line breaks. */
const withoutControlCharacters = (multiline: boolean) =>
  [(value: string) => !hasControlCharacters(value, { multiline }), { error: CONTROL_CHARACTERS_MESSAGE }] as const;

const requiredText = (message: string, max: number, multiline = false) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` })
    .refine(...withoutControlCharacters(multiline));

/** A field that may be left empty: "" when it is. */
const optionalText = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .refine(...withoutControlCharacters(multiline))
    .default("");

/** Digits with the usual separators, at least three digits. */
const PHONE_PATTERN = /^[0-9+().\-\s]*\d{3}[0-9+().\-\s]*$/;

const personFields = {
  firstName: requiredText("First name is required", 100),
  lastName: requiredText("Last name is required", 100),
  phone: requiredText("Phone is required", 40).regex(PHONE_PATTERN, { error: "Enter a valid phone number" }),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(254, { error: "At most 254 characters" })
    .refine(...withoutControlCharacters(false))
    .pipe(z.email({ error: "Enter a valid email address" })),
  message: optionalText(5000, true),
};

export const contactSchema = z.object({
  ...personFields,
  meetingType: z.enum(meetingTypeValues, { error: "Choose a meeting type" }),
});

export const inquirySchema = z.object({
  ...personFields,
  address: requiredText("The property address is missing", 300),
});

export const SELLING_TIMELINES = ["Within 3 months", "3–6 months", "6–12 months", "More than a year", "Just curious"] as const;

const optionalWholeNumber = (label: string, min: number, max: number, step = 1) =>
  z
    .string()
    .trim()
    .max(12, { error: `Enter ${label} as a number` })
    // As people write it: "5,200" is 5200 (commas between groups of three digits only).
    .transform((value) => (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value) ? value.replaceAll(",", "") : value))
    .refine((value) => value === "" || (/^\d+(\.\d+)?$/.test(value) && Number(value) >= min && Number(value) <= max && Number(value) % step === 0), {
      error: `Enter ${label} between ${min.toLocaleString("en-US")} and ${max.toLocaleString("en-US")}`,
    })
    .default("");

export const homeValueSchema = z.object({
  ...personFields,
  address: requiredText("Street address is required", 300),
  city: requiredText("City is required", 100),
  beds: optionalWholeNumber("bedrooms", 0, 30),
  baths: optionalWholeNumber("bathrooms", 0, 30, 0.5),
  squareFeet: optionalWholeNumber("square feet", 100, 100_000),
  timeline: z.enum(SELLING_TIMELINES, { error: "Choose when you would like to sell" }),
});

export const newsletterSchema = z.object({ email: personFields.email });

/** Issue 38: a visitor's report of a barrier on the site; only a name, an address to answer and what happened are needed. */
export const accessibilitySchema = z.object({
  firstName: personFields.firstName,
  lastName: z
    .string()
    .trim()
    .max(100, { error: "At most 100 characters" })
    .refine(...withoutControlCharacters(false))
    .default(""),
  email: personFields.email,
  phone: z
    .string()
    .trim()
    .max(40, { error: "At most 40 characters" })
    .refine((value) => value === "" || PHONE_PATTERN.test(value), { error: "Enter a valid phone number" })
    .default(""),
  barrierPage: z
    .string()
    .trim()
    .max(500, { error: "At most 500 characters" })
    .refine(...withoutControlCharacters(false))
    .default(""),
  message: requiredText("Describe the barrier you met", 5000, true),
});

const LEAD_SCHEMAS: Record<LeadKind, z.ZodType> = {
  contact: contactSchema,
  inquiry: inquirySchema,
  newsletter: newsletterSchema,
  "home-value": homeValueSchema,
  accessibility: accessibilitySchema,
};

/** A lead form's messages by field, or null when the server would take it: <lead-form>'s check before sending. */
export function leadFormErrors(kind: LeadKind, form: FormData): Record<string, string> | null {
  const checked = LEAD_SCHEMAS[kind].safeParse(Object.fromEntries(form));
  return checked.success ? null : fieldErrors(checked.error);
}

export type ContactInput = z.infer<typeof contactSchema>;
export type InquiryInput = z.infer<typeof inquirySchema>;
export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type HomeValueInput = z.infer<typeof homeValueSchema>;
export type AccessibilityInput = z.infer<typeof accessibilitySchema>;
