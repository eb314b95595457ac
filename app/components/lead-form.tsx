import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { DIALOG_CLOSE_DELAY_MS } from "#app/lib/constants.ts";
import { fetchWithRetry } from "#app/lib/retry.ts";
import { fieldErrors, HONEYPOT_FIELD } from "#app/lib/form-fields.ts";
import { cn } from "#app/lib/utils.ts";

export const FAILURE_TOAST = { title: "Error", description: "Something went wrong. Please try again." } as const;

type LeadSubmissionOptions = {
  kind: "contact" | "inquiry" | "newsletter";
  /** The form's rules, or a loader for them, so a page can show the form before zod arrives. */
  schema: z.ZodType | (() => Promise<z.ZodType>);
  success: { title: string; description?: string };
  /** Called after a stored submission, once the form has been reset. */
  onDone?: () => void;
  /** How long the success stays on screen before the form resets (the dialogs' 1000 ms). */
  resetDelayMs?: number;
};

/**
 * Sends a lead form to /resources/contact (retrying network failures with one submission id, so
 * nothing is stored twice) and runs the spec §4 states: "Sending...", the success toast, reset
 * and close after 1 s; on failure the "Error" toast with the visitor's input kept.
 */
export function useLeadSubmission({ kind, schema, success, onDone, resetDelayMs = DIALOG_CLOSE_DELAY_MS }: LeadSubmissionOptions) {
  const [pending, setPending] = useState(false);
  // After a stored submission the form stays locked until the dialog closes, so it is not sent twice.
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || sent) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const rules = typeof schema === "function" ? await schema() : schema;
    const checked = rules.safeParse(Object.fromEntries(data));
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    setErrors({});
    setPending(true);
    data.set("kind", kind);
    data.set("pageUrl", window.location.href);
    data.set("submissionId", crypto.randomUUID());
    try {
      const response = await fetchWithRetry("/resources/contact", {
        method: "POST",
        body: data,
        headers: { Accept: "application/json" },
      });
      const body = (await response.json().catch(() => null)) as { ok?: boolean; errors?: Record<string, string> } | null;
      if (!response.ok || !body?.ok) {
        if (body?.errors) {
          setErrors(body.errors);
          focusFirstInvalid(form, body.errors);
        }
        throw new Error(`contact endpoint answered ${response.status}`);
      }
      setSent(true);
      toast.success(success.title, { description: success.description });
      closeTimer.current = setTimeout(() => {
        form.reset();
        setSent(false);
        onDone?.();
      }, resetDelayMs);
    } catch {
      toast.error(FAILURE_TOAST.title, { description: FAILURE_TOAST.description });
    } finally {
      setPending(false);
    }
  }

  return { pending, sent, errors, handleSubmit };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>) {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement => "name" in element && (element as HTMLInputElement).name in errors,
  );
  first?.focus();
}

const inputClass =
  "mt-1.5 block w-full rounded-none border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-none transition-colors placeholder:text-stone/60 focus:border-lake focus:outline-none focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-destructive";

type FieldProps = {
  /** Distinguishes the ids of the same field in different forms. */
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children?: (props: { id: string; name: string; required?: boolean; "aria-invalid": boolean; "aria-describedby"?: string; className: string }) => ReactNode;
} & Omit<ComponentProps<"input">, "children" | "form">;

/** A labelled field; required labels carry an asterisk, errors are announced with the field. */
export function LeadField({ formId, name, label, required = false, error, className, children, ...input }: FieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    required,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? errorId : undefined,
    className: inputClass,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.12em] text-ink uppercase">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-gold-dark">
            *
          </span>
        ) : null}
      </label>
      {children ? children(control) : <input {...control} {...input} />}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Hidden from people and assistive technology; only form-filling bots complete it. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function SubmitButton({
  pending,
  sent,
  children,
  pendingLabel = "Sending...",
  className,
}: {
  pending: boolean;
  sent: boolean;
  children: ReactNode;
  pendingLabel?: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending || sent}
      className={cn(
        "inline-flex h-12 w-full cursor-pointer items-center justify-center bg-ink px-6 text-xs font-semibold tracking-[0.16em] text-cream uppercase transition-colors hover:bg-lake disabled:cursor-wait disabled:opacity-70",
        className,
      )}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
