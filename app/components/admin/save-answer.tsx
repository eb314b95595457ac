import { useEffect } from "react";
import { useNavigation } from "react-router";
import { toast } from "sonner";
import type { SaveAnswer } from "#app/lib/document-form.ts";
import { cn } from "#app/lib/utils.ts";

/* What an admin form's save answered: a toast, and a line on the page for a browser without JavaScript. */

/**
 * True while the page's data is read again after a form's post: the post's answer has come, but
 * the form starts again from what was stored (and its answer is told) only once that has come too,
 * so nothing typed in between is wiped by a late reset.
 */
export function useRereadingAfterPost(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.formMethod !== undefined;
}

/** Per form, how many of its toasts have closed: the id of a closing toast is never used again. */
const closedToasts = new Map<string, number>();

/**
 * What a document form's save answered: one toast per form (a new answer replaces the one shown,
 * and a form mounted again with what was stored shows it once), and on a refusal the focus on the
 * first field to fix. Once that toast closes (its button, or its time), the next gets a new id:
 * sonner merges a toast into one of the same id that is still closing, and it was lost.
 */
export function useSaveAnswer(saveAnswer: SaveAnswer | undefined, formId: string) {
  const answer = useRereadingAfterPost() ? undefined : saveAnswer;
  useEffect(() => {
    if (!answer) return;
    const generation = closedToasts.get(formId) ?? 0;
    const closed = () => {
      if ((closedToasts.get(formId) ?? 0) === generation) closedToasts.set(formId, generation + 1);
    };
    const options = { id: `${formId}-${generation}`, onDismiss: closed, onAutoClose: closed };
    if (answer.ok && answer.warning) toast.warning(answer.message, { ...options, description: answer.warning });
    else if (answer.ok) toast.success(answer.message, options);
    else {
      toast.error(answer.message, options);
      document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus();
    }
  }, [answer, formId]);
}

/** The save's answer as a line on the page, which is all a browser without JavaScript shows. */
export function SaveStatus({ answer: saveAnswer }: { answer: SaveAnswer | undefined }) {
  const answer = useRereadingAfterPost() ? undefined : saveAnswer;
  if (!answer) return null;
  const warning = answer.ok ? answer.warning : undefined;
  return (
    <p
      role="status"
      className={cn(
        "mt-6 border px-4 py-3 text-sm",
        !answer.ok
          ? "border-destructive/40 bg-[#fdf3f2] text-destructive"
          : warning
            ? "border-amber-700/30 bg-amber-50 text-amber-950"
            : "border-green-700/30 bg-green-50 text-green-900",
      )}
    >
      {answer.message}
      {warning ? <span className="mt-1 block">{warning}</span> : null}
    </p>
  );
}
