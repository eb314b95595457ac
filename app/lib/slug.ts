import { SLUG_COLLISION_SUFFIX } from "./constants.ts";

/**
 * Spec §5: lower-case; drop everything but letters, digits, underscores, whitespace and hyphens;
 * whitespace runs become one hyphen; repeated hyphens collapse; trimmed. Accents are folded to
 * their base letter first ("Café" → "cafe") and hyphens are trimmed from the ends too, so a slug
 * never starts or ends with one.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const COLLISION_START = Number(SLUG_COLLISION_SUFFIX.slice(1));

/**
 * The first free slug for `slug`: itself, then "-2" (spec §9), "-3", … `isTaken` is asked in
 * order, so the caller decides what "taken" means (a database lookup, a set of this import's rows).
 */
export async function firstFreeSlug(slug: string, isTaken: (candidate: string) => Promise<boolean> | boolean): Promise<string> {
  if (!(await isTaken(slug))) return slug;
  for (let n = COLLISION_START; ; n++) {
    const candidate = `${slug}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
