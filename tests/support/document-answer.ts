import type { DocumentAnswer } from "../../app/lib/document-form.ts";

/**
 * A document form's answer as the administrator reads it: the toast's `ok` and `message`, the
 * first message beside each field by its name ("schools[2].url"), the values sent back, the record.
 */
export function readAnswer(answer: DocumentAnswer) {
  const errors = Object.fromEntries(Object.entries(answer.result.error ?? {}).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])));
  return {
    ok: answer.notice?.ok,
    message: answer.notice?.message,
    ...(answer.notice?.warning && { warning: answer.notice.warning }),
    ...(Object.keys(errors).length > 0 && { errors }),
    ...(answer.result.initialValue && { values: answer.result.initialValue }),
    ...(answer.conflict && { conflict: true }),
    ...(answer.id && { id: answer.id }),
  };
}

/** A document's values as the form's fields, named as Conform names them ("offices[1].zip"). */
export function documentFormFields(document: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (value: unknown, name: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${name}[${index}]`));
    else if (value !== null && typeof value === "object") for (const [key, child] of Object.entries(value)) walk(child, name ? `${name}.${key}` : key);
    // A ticked box sends "on", an unticked one nothing, as a browser posts them.
    else if (value === true) fields[name] = "on";
    else if (value !== undefined && value !== null && value !== false) fields[name] = String(value);
  };
  walk(document, "");
  return fields;
}
