import { diffLines, diffWordsWithSpace } from "diff";

/** Rules of post revisions (decision 037), shared by the server and the revisions pages. */

/** Autosaves of one administrator within this time of the revision they began fold into it. */
export const REVISION_AUTOSAVE_WINDOW_MS = 5 * 60_000;
/** The newest revisions kept per post. */
export const REVISIONS_KEPT = 50;
/** A word diff of the content that takes longer than this gives way to a line diff. */
const WORD_DIFF_TIMEOUT_MS = 300;

export const REVISION_KIND_LABELS = { autosave: "Autosave", save: "Save", restore: "Restore" } as const;

export const REVISION_MESSAGES = {
  restored: "Revision restored",
  restoreFailed: "Error restoring revision",
  foreign: "This revision belongs to another post, so nothing was restored.",
  missing: "This revision no longer exists (only the newest 50 are kept), so nothing was restored.",
} as const;

/** The revision's text fields, in the order the diff shows them. */
export const REVISION_FIELDS = [
  { name: "title", label: "Title" },
  { name: "slug", label: "Slug" },
  { name: "excerpt", label: "Excerpt" },
  { name: "content", label: "Content" },
  { name: "seoTitle", label: "SEO Title" },
  { name: "seoDescription", label: "SEO Description" },
  { name: "canonicalUrl", label: "Canonical URL" },
] as const;

export type RevisionFieldName = (typeof REVISION_FIELDS)[number]["name"];
export type RevisionText = Record<RevisionFieldName, string | null>;
export type DiffPart = { value: string; change: "added" | "removed" | "same" };
export type FieldDiff = { name: RevisionFieldName; label: string; changed: boolean; parts: DiffPart[] };

/**
 * Field by field, what restoring `revision` would do to `current`: words of the current post it
 * would remove, and words it would bring back. The content is compared word by word, or line by
 * line when that would take too long.
 */
export function revisionDiff(current: RevisionText, revision: RevisionText): FieldDiff[] {
  return REVISION_FIELDS.map(({ name, label }) => {
    const before = current[name] ?? "";
    const after = revision[name] ?? "";
    if (before === after) return { name, label, changed: false, parts: [{ value: after, change: "same" as const }] };
    const changes = diffWordsWithSpace(before, after, { timeout: WORD_DIFF_TIMEOUT_MS }) ?? diffLines(before, after);
    const parts = changes.map((change): DiffPart => ({ value: change.value, change: change.added ? "added" : change.removed ? "removed" : "same" }));
    return { name, label, changed: true, parts };
  });
}
