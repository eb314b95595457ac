import { z } from "zod";
import { EXCERPT_MAX_LENGTH } from "./constants.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./control-characters.ts";

/*
 * Blog post writes (editor saves, autosave, publish; reused by the CSV import). Apart from the
 * public forms' schemas in schemas.ts, so the public pages' scripts never carry them.
 */

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

/** Refuses control characters: one-line fields keep none, multi-line ones keep tab and line breaks. */
const noControlCharacters = ({ multiline }: { multiline: boolean }) =>
  [(value: string) => !hasControlCharacters(value, { multiline }), { error: CONTROL_CHARACTERS_MESSAGE }] as const;
const singleLine = noControlCharacters({ multiline: false });
const multiLine = noControlCharacters({ multiline: true });

/** Optional text: trimmed, "" becomes null. */
const optionalText = (label: string, max: number, { multiline }: { multiline: boolean }) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .refine(...noControlCharacters({ multiline }))
    .nullish()
    .transform((value) => value || null);

/** Optional address: http(s) or a site path; "" becomes null. */
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(POST_LIMITS.url, tooLong(label, POST_LIMITS.url))
    .refine(...singleLine)
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

const chipList = (label: string, plural: string) =>
  z
    .array(
      z
        .string()
        .max(POST_LIMITS.chip, { error: `Each ${label} must be at most ${POST_LIMITS.chip} characters` })
        .refine(...singleLine),
    )
    .max(POST_LIMITS.chips, { error: `At most ${POST_LIMITS.chips} ${plural}` })
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
    .max(POST_LIMITS.title, tooLong("Title", POST_LIMITS.title))
    .refine(...singleLine),
  slug: slugField,
  excerpt: z
    .string()
    .trim()
    .max(POST_LIMITS.excerpt, tooLong("Excerpt", POST_LIMITS.excerpt))
    .refine(...multiLine)
    .default(""),
  content: z
    .string()
    .max(POST_LIMITS.content, tooLong("Content", POST_LIMITS.content))
    .refine(...multiLine)
    .default(""),
  heroImageUrl: optionalUrl("Hero image URL"),
  categories: chipList("category", "categories"),
  tags: chipList("tag", "tags"),
  /** Blank means the agent (spec §3: author_name defaults to the agent's name), filled in by the writer from the settings. */
  authorName: z
    .string()
    .trim()
    .max(POST_LIMITS.authorName, tooLong("Author name", POST_LIMITS.authorName))
    .refine(...singleLine)
    .nullish()
    .transform((value) => value ?? ""),
  seoTitle: optionalText("SEO title", POST_LIMITS.seoTitle, { multiline: false }),
  seoDescription: optionalText("SEO description", POST_LIMITS.seoDescription, { multiline: true }),
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
    .max(POST_LIMITS.excerpt, tooLong("Excerpt", POST_LIMITS.excerpt))
    .refine(...multiLine),
  content: z
    .string({ error: "Content is required" })
    .max(POST_LIMITS.content, tooLong("Content", POST_LIMITS.content))
    .refine((value) => value.trim() !== "", { error: "Content is required" })
    .refine(...multiLine),
});

/** What the editor sends: every field as the form holds it. */
export type PostFormValues = z.input<typeof postDraftSchema>;
/** A validated post write, ready for the model. */
export type PostWrite = z.output<typeof postDraftSchema>;
