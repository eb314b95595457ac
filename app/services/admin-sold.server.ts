import type { Db } from "#app/db/client.server.ts";
import { SOLD_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { nestedFormValues } from "#app/lib/nested-form-values.ts";
import { pathFieldErrors } from "#app/lib/site-settings-schema.ts";
import { soldPropertySchema } from "#app/lib/sold-property-schema.ts";
import { createSoldProperty, updateSoldProperty } from "#app/models/sold-properties.server.ts";

export type SoldFormAnswer =
  | { ok: true; message: string; id: string }
  | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown>; conflict?: boolean };

/**
 * A sold home's form: checked against the rules, then added (no `id`) or saved. An MLS number or
 * home page place another home has is a message beside its field; bad input, or a save based on a
 * version another save has replaced (decision 037), changes nothing.
 */
export async function saveSoldForm(db: Db, form: FormData, id?: string): Promise<{ status: number; answer: SoldFormAnswer }> {
  const values = nestedFormValues(form);
  values.photos ??= [];
  const refuse = (status: number, errors: Record<string, string>, message: string = SOLD_MESSAGES.invalid) => ({
    status,
    answer: { ok: false as const, message, errors, values },
  });
  const parsed = soldPropertySchema.safeParse(values);
  if (!parsed.success) return refuse(400, pathFieldErrors(parsed.error));
  const result = id ? await updateSoldProperty(db, id, parsed.data, formBaseVersion(form)) : await createSoldProperty(db, parsed.data);
  if (!result.ok) {
    if (result.reason === "mls-taken") return refuse(409, { mlsId: SOLD_MESSAGES.mlsTaken });
    if (result.reason === "home-position-taken") return refuse(409, { homePosition: SOLD_MESSAGES.homePositionTaken });
    if (result.reason === "conflict") return { status: 409, answer: { ok: false, message: VERSION_CONFLICT_MESSAGE, errors: {}, values, conflict: true } };
    return refuse(404, {}, SOLD_MESSAGES.missing);
  }
  return { status: id ? 200 : 201, answer: { ok: true, message: id ? SOLD_MESSAGES.saved : SOLD_MESSAGES.created, id: result.id } };
}
