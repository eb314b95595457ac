import { FieldError, FieldHint, Label, RequiredMark, Textarea } from "#app/components/ui/field.tsx";

/** "How consent was given", required for every address the agent adds or imports (issue 35). */
export function ConsentNoteField({ id, defaultValue, error }: { id: string; defaultValue?: string; error?: string }) {
  return (
    <div>
      <Label htmlFor={id}>
        How consent was given
        <RequiredMark />
      </Label>
      <Textarea
        key={`${defaultValue ?? ""}|${error ?? ""}`}
        id={id}
        name="consentNote"
        rows={3}
        maxLength={500}
        aria-required="true"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error ${id}-hint`}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <FieldHint id={`${id}-hint`}>
        Kept with each address as your record, e.g. “Asked to be added at the Davidson open house, May 2026” or “Opted in on my previous newsletter service”.
        Only add people who asked for The Lake Advisor.
      </FieldHint>
    </div>
  );
}
