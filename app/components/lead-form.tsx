import type { ComponentProps, ReactNode } from "react";
import { site } from "#app/content/site.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-fields.ts";
import { leadPendingLabel, leadSuccessToast, type LeadKind } from "#app/lib/lead-messages.ts";
import { cn } from "#app/lib/utils.ts";

/*
 * The server markup of the contact, inquiry and newsletter forms. app/islands/lead-form.ts
 * validates and sends them, driven by the data attributes set here.
 */

/**
 * A lead form: its fields, the honeypot and the submit button. The button stays disabled until the
 * island takes the form over, because /resources/contact answers a script, not a page: without
 * JavaScript nothing is sent rather than a post that ends on raw JSON.
 */
export function LeadForm({
  kind,
  label,
  submitLabel,
  className,
  submitClassName,
  children,
}: {
  kind: LeadKind;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  className?: string;
  submitClassName?: string;
  children: ReactNode;
}) {
  const success = leadSuccessToast(kind, site.agent.firstName);
  return (
    <form
      data-island="lead-form"
      data-lead-kind={kind}
      data-success-title={success.title}
      data-success-description={success.description}
      noValidate
      aria-label={label}
      className={cn("relative", className)}
    >
      {children}
      <Honeypot />
      <button
        type="submit"
        disabled
        data-pending-label={leadPendingLabel(kind)}
        className={cn(
          "inline-flex h-12 w-full cursor-pointer items-center justify-center bg-ink px-6 text-xs font-semibold tracking-[0.16em] text-cream uppercase transition-colors hover:bg-lake disabled:cursor-wait disabled:opacity-70",
          submitClassName,
        )}
      >
        {submitLabel}
      </button>
    </form>
  );
}

const inputClass =
  "mt-1.5 block w-full rounded-none border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-none transition-colors placeholder:text-stone/60 focus:border-lake focus:outline-none focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-destructive";

type FieldProps = {
  /** Distinguishes the ids of the same field in different forms. */
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  className?: string;
  children?: (props: { id: string; name: string; required?: boolean; className: string }) => ReactNode;
} & Omit<ComponentProps<"input">, "children" | "form">;

/**
 * A labelled field; required labels carry an asterisk. Its error line is rendered empty and hidden:
 * the island fills it and ties it to the control with aria-describedby and aria-invalid.
 */
export function LeadField({ formId, name, label, required = false, className, children, ...input }: FieldProps) {
  const id = `${formId}-${name}`;
  const control = { id, name, required, className: inputClass };
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
      <p id={`${id}-error`} data-error-for={name} hidden className="mt-1 text-sm text-destructive" />
    </div>
  );
}

/** Hidden from people and assistive technology; only form-filling bots complete it. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
