/**
 * No lost edits between two tabs (decision 037): an admin form carries the version of the record
 * it was loaded with, and its save is applied only to that version. The same for every form.
 */

export const BASE_VERSION_FIELD = "baseVersion";
/** Set by "Overwrite with my changes": the administrator saw the conflict and saves over it. */
export const OVERWRITE_FIELD = "overwrite";

export const VERSION_CONFLICT_MESSAGE =
  "This was changed elsewhere (another tab or administrator) after you opened it, so your changes were not saved. The form still holds them: reload to see the saved version (your changes here are lost), or overwrite it with yours.";

/** The version a form's values are based on; undefined (not checked) when the administrator chose to overwrite. */
export function formBaseVersion(form: FormData): number | undefined {
  if (form.get(OVERWRITE_FIELD) === "1") return undefined;
  const value = Number(form.get(BASE_VERSION_FIELD) ?? Number.NaN);
  return Number.isInteger(value) ? value : undefined;
}
