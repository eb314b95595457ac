import type { z } from "zod";

/*
 * What every form's script needs without loading zod itself (the schemas stay in schemas.ts and
 * post-schemas.ts, loaded where a form validates).
 */

/** A form field people never see; only form-filling bots complete it. */
export const HONEYPOT_FIELD = "website";

/** Field name → first message, for showing beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
