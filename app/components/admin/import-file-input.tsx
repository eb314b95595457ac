import { useMemo, type ReactNode } from "react";
import { useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { FieldHint, Label } from "#app/components/ui/field.tsx";
import type { SaveAnswer } from "#app/lib/document-form.ts";

/** An import's answer in stages: a preview to check, the import done, or why the file was refused. */
type StagedAnswer = { stage: "done"; message: string } | { stage: "error"; message: string } | { stage: "preview" };

/**
 * The toast and status line of a two-step import (sold homes, subscribers): the import's result
 * or the refusal; a preview shows on the page instead. One object per answer, so its toast is shown
 * once, not again at every render.
 */
export function useImportAnswer(answer: StagedAnswer | undefined, formId: string): SaveAnswer | undefined {
  const saveAnswer = useMemo(
    () =>
      answer?.stage === "done"
        ? { ok: true as const, message: answer.message }
        : answer?.stage === "error"
          ? { ok: false as const, message: answer.message }
          : undefined,
    [answer],
  );
  useSaveAnswer(saveAnswer, formId);
  return saveAnswer;
}

/** The CSV file field of an import's first step, with what the file must hold. */
export function ImportFileInput({ id, hint }: { id: string; hint: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>CSV file</Label>
      <input
        id={id}
        name="file"
        type="file"
        accept=".csv,text/csv"
        required
        aria-describedby={`${id}-hint`}
        className="mt-1.5 block w-full text-sm text-ink file:mr-4 file:border file:border-ink/30 file:bg-white file:px-4 file:py-2 file:text-xs file:font-semibold file:tracking-[0.14em] file:uppercase"
      />
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
    </div>
  );
}
