import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/*
 * The admin's document forms (settings, page texts, guides, sold homes, testimonials, redirects) on
 * Conform (decision 028): the server parses a post with the form's schema and answers Conform's
 * result, which puts the values, the messages beside their fields and the lists as the list buttons
 * left them back in the form, with or without JavaScript.
 */

/** A save's answer as its toast and status line show it; `warning`: saved, with something the administrator should know (amber). */
export type SaveAnswer = { ok: boolean; message: string; warning?: string };

/**
 * A document form's answer: Conform's `result`, and for a save (not a list button) the `notice`
 * its toast and status line show; `conflict` when the record changed since the form was loaded;
 * `id`, the record a save created or changed.
 */
export type DocumentAnswer = { result: SubmissionResult<string[]>; notice?: SaveAnswer; conflict?: boolean; id?: string };

export const FORM_NOT_UNDERSTOOD = "The form was not understood: reload the page and try again";

/**
 * A post parsed with the form's schema. The form's own strings are the values (an empty field is
 * "", as the schemas expect). Null when the post is not the form's (a list button's value that was
 * tampered with, a file where text belongs).
 */
export function parseDocumentForm<Schema extends z.ZodType>(form: FormData, schema: Schema): Submission<z.input<Schema>, string[], z.output<Schema>> | null {
  try {
    const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
    return fitsForm(schema, submission.payload) ? submission : null;
  } catch {
    return null;
  }
}

type SchemaDefinition = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };

/**
 * Whether posted values have the form's shape (a list where the form has a list, fields where it
 * has a group, text where it has a field), so the form can be shown again with them: names such as
 * "offices.0.zip" or "offices=x" are not its own.
 */
function fitsForm(schema: z.ZodType, value: unknown): boolean {
  const definition = (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
  const inner = definition.innerType ?? definition.in;
  if (inner) return fitsForm(inner, value);
  if (value === undefined) return true;
  if (definition.type === "array") return Array.isArray(value) && value.every((item) => fitsForm(definition.element!, item));
  if (definition.type === "object") {
    return (
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      Object.entries(value).every(([key, child]) => !definition.shape?.[key] || fitsForm(definition.shape[key], child))
    );
  }
  return typeof value === "string";
}

/** A list button's post (add, remove, move; no JavaScript): the form as the button left it, nothing saved. */
export function listChange(submission: Submission<unknown>): { status: number; answer: DocumentAnswer } {
  return { status: 200, answer: { result: submission.reply() } };
}

/** A save refused: `message` in the toast, the messages beside their fields, the values as sent. */
export function refusedSave(
  submission: Submission<unknown>,
  status: number,
  message: string,
  fieldErrors: Record<string, string> = {},
  options: { conflict?: boolean } = {},
): { status: number; answer: DocumentAnswer } {
  const errors = Object.fromEntries(Object.entries(fieldErrors).map(([name, error]) => [name, [error]]));
  return {
    status,
    answer: { result: submission.reply({ fieldErrors: errors }), notice: { ok: false, message }, ...(options.conflict && { conflict: true }) },
  };
}

/** A save done: the form starts again from what was stored. */
export function acceptedSave(
  submission: Submission<unknown>,
  status: number,
  message: string,
  options: { warning?: string; id?: string } = {},
): { status: number; answer: DocumentAnswer } {
  const { warning, id } = options;
  return { status, answer: { result: submission.reply({ resetForm: true }), notice: { ok: true, message, ...(warning && { warning }) }, ...(id && { id }) } };
}

/** An answer that is only a message (a record deleted, or not found); the form starts again from what is stored. */
export function noticeOnly(status: number, notice: SaveAnswer): { status: number; answer: DocumentAnswer } {
  return { status, answer: { result: { initialValue: null }, notice } };
}

/** The answer to a post that is not the form's. */
export function notUnderstood(): { status: number; answer: DocumentAnswer } {
  return { status: 400, answer: { result: { status: "error", error: { "": [FORM_NOT_UNDERSTOOD] } }, notice: { ok: false, message: FORM_NOT_UNDERSTOOD } } };
}
