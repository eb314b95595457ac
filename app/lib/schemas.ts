import { z } from "zod";
import { site } from "#app/content/site.ts";
import { EXCERPT_MAX_LENGTH } from "./constants.ts";

/** Validation shared by the browser forms and the server, which is the authority. */

/** A form field people never see; only form-filling bots complete it. */
export const HONEYPOT_FIELD = "website";

export const MEETING_TYPES = [
  { value: "in-person", label: "In-Person" },
  { value: "zoom", label: "Zoom" },
  { value: "clarity", label: "Clarity Call" },
] as const;

const meetingTypeValues = MEETING_TYPES.map((type) => type.value) as [string, ...string[]];

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters` });

const personFields = {
  firstName: requiredText("First name is required", 100),
  lastName: requiredText("Last name is required", 100),
  phone: requiredText("Phone is required", 40).regex(/^[0-9+().\-\s]*\d{3}[0-9+().\-\s]*$/, {
    error: "Enter a valid phone number",
  }),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(254, { error: "At most 254 characters" })
    .pipe(z.email({ error: "Enter a valid email address" })),
  message: z.string().trim().max(5000, { error: "At most 5000 characters" }).default(""),
};

export const contactSchema = z.object({
  ...personFields,
  meetingType: z.enum(meetingTypeValues, { error: "Choose a meeting type" }),
});

export const inquirySchema = z.object({
  ...personFields,
  address: requiredText("The property address is missing", 300),
});

export const newsletterSchema = z.object({ email: personFields.email });

export type ContactInput = z.infer<typeof contactSchema>;
export type InquiryInput = z.infer<typeof inquirySchema>;
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Field name → first message, for showing beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/* ------------------------------------------------------------------------------------------------
 * Blog post writes (editor saves, autosave, publish; reused by the CSV import).
 * ---------------------------------------------------------------------------------------------- */

/** The shape slugify() produces: lower-case letters, digits and underscores, single inner hyphens. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export const POST_LIMITS = {
  title: 300,
  slug: 200,
  excerpt: EXCERPT_MAX_LENGTH,
  content: 200_000,
  authorName: 120,
  seoTitle: 300,
  seoDescription: 500,
  url: 2000,
  chip: 60,
  chips: 30,
} as const;

/** An absolute http(s) address, or a path on this site such as /media/photo.webp (not //host). */
export function isHttpOrSitePath(value: string): boolean {
  if (/\s/.test(value) || value.includes("\\")) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const tooLong = (label: string, max: number) => ({ error: `${label} must be at most ${max} characters` });

/** Optional text: trimmed, "" becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

/** Optional address: http(s) or a site path; "" becomes null. */
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(POST_LIMITS.url, tooLong(label, POST_LIMITS.url))
    .refine((value) => value === "" || isHttpOrSitePath(value), {
      error: `${label} must start with http://, https:// or / (a page of this site)`,
    })
    .nullish()
    .transform((value) => value || null);

/** Categories and tags: each trimmed; blanks dropped; duplicates (ignoring case) dropped, first kept. */
export function normaliseChips(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const entry of list) {
    const value = entry.trim();
    const key = value.toLocaleLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

const chipList = (label: string) =>
  z
    .array(z.string().max(POST_LIMITS.chip, { error: `Each ${label} must be at most ${POST_LIMITS.chip} characters` }))
    .max(POST_LIMITS.chips, { error: `At most ${POST_LIMITS.chips} ${label}s` })
    .default([])
    .transform(normaliseChips);

const slugField = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, { error: "Slug is required" })
  .max(POST_LIMITS.slug, tooLong("Slug", POST_LIMITS.slug))
  .regex(SLUG_PATTERN, { error: "Slug may use only lower-case letters, digits, hyphens and underscores" });

const postFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, { error: "Title is required" })
    .max(POST_LIMITS.title, tooLong("Title", POST_LIMITS.title)),
  slug: slugField,
  excerpt: z.string().trim().max(POST_LIMITS.excerpt, tooLong("Excerpt", POST_LIMITS.excerpt)).default(""),
  content: z.string().max(POST_LIMITS.content, tooLong("Content", POST_LIMITS.content)).default(""),
  heroImageUrl: optionalUrl("Hero image URL"),
  categories: chipList("category"),
  tags: chipList("tag"),
  /** Blank means the agent (spec §3: author_name defaults to the agent's name). */
  authorName: z
    .string()
    .trim()
    .max(POST_LIMITS.authorName, tooLong("Author name", POST_LIMITS.authorName))
    .nullish()
    .transform((value) => value || site.agent.name),
  seoTitle: optionalText("SEO title", POST_LIMITS.seoTitle),
  seoDescription: optionalText("SEO description", POST_LIMITS.seoDescription),
  canonicalUrl: optionalUrl("Canonical URL"),
  featured: z.boolean().default(false),
  /** The chosen publish date as ISO 8601 with an offset; blank or null means "now" on publish. */
  publishedAt: z
    .union([z.iso.datetime({ offset: true, error: "Enter a valid publish date" }), z.literal("")])
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
};

/**
 * A draft save (Save Draft, autosave, an import row): a title and a valid slug; everything else
 * may still be empty. The server validates every write with this or `postPublishSchema`.
 */
export const postDraftSchema = z.object(postFields);

/** Spec §5: publishing needs a non-blank title, slug, excerpt and content, with these messages. */
export const postPublishSchema = z.object({
  ...postFields,
  excerpt: z
    .string({ error: "Excerpt is required" })
    .trim()
    .min(1, { error: "Excerpt is required" })
    .max(POST_LIMITS.excerpt, tooLong("Excerpt", POST_LIMITS.excerpt)),
  content: z
    .string({ error: "Content is required" })
    .max(POST_LIMITS.content, tooLong("Content", POST_LIMITS.content))
    .refine((value) => value.trim() !== "", { error: "Content is required" }),
});

/** What the editor sends: every field as the form holds it. */
export type PostFormValues = z.input<typeof postDraftSchema>;
/** A validated post write, ready for the model. */
export type PostWrite = z.output<typeof postDraftSchema>;
