import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { CONSENT_FIELD, CONSENT_VERSION, consentWording } from "#app/lib/consent.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-fields.ts";
import { leadPendingLabel, leadSuccessToast, type LeadFormReturn, type LeadKind } from "#app/lib/lead-messages.ts";
import { FORM_CONTROL_CLASS } from "#app/lib/ui-styles.ts";
import { cn } from "#app/lib/utils.ts";
import { FieldError, Label, RequiredMark } from "#app/components/ui/field.tsx";
import { errorLineId, FORM_ERROR_FIELD, leadFormNames } from "./lead-form-names.ts";

/*
 * The contact, inquiry and newsletter forms: real forms that post to the page they are on, whose
 * action stores the lead (routes/lead-form-action.ts). Without JavaScript the server answers with
 * the page again: the "sent" toast after a redirect, or this form with its messages and the
 * visitor's input. <lead-form> (lead-form-element.ts) checks and sends the same form in place.
 */

const ReturnedForm = createContext<{ formId: string; returned: LeadFormReturn | null }>({ formId: "", returned: null });

export function LeadForm({
  kind,
  formId,
  label,
  submitLabel,
  anchor,
  returned,
  className,
  submitClassName,
  children,
}: {
  kind: LeadKind;
  /** Distinguishes the ids of the same field in different forms. */
  formId: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The element the page scrolls to when the server answers a post without JavaScript. */
  anchor: string;
  /** What the server answered this form's last post without JavaScript, when it was this one. */
  returned: LeadFormReturn | null;
  className?: string;
  submitClassName?: string;
  children: ReactNode;
}) {
  const success = leadSuccessToast(kind, useSiteSettings().agent.firstName);
  const mine = returned?.kind === kind ? returned : null;
  const formError = mine?.errors[FORM_ERROR_FIELD];
  return (
    <lead-form kind={kind} success-title={success.title} success-description={success.description} pending-label={leadPendingLabel(kind)}>
      <form method="post" action={`#${anchor}`} noValidate aria-label={label} className={cn("relative", className)}>
        <input type="hidden" name="kind" value={kind} />
        <ReturnedForm.Provider value={{ formId, returned: mine }}>{children}</ReturnedForm.Provider>
        {formError ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {formError}
          </p>
        ) : null}
        <Honeypot />
        <button
          type="submit"
          {...leadFormNames.part("submit")}
          className={cn(
            "inline-flex h-12 w-full cursor-pointer items-center justify-center bg-ink px-6 text-xs font-semibold tracking-[0.16em] text-cream uppercase transition-colors hover:bg-lake disabled:cursor-wait disabled:opacity-70",
            submitClassName,
          )}
        >
          {submitLabel}
        </button>
      </form>
    </lead-form>
  );
}

type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
  children?: (props: ControlProps) => ReactNode;
} & Omit<ComponentProps<"input">, "children" | "form" | "name" | "defaultValue">;

type ControlProps = {
  id: string;
  name: string;
  required?: boolean;
  className: string;
  defaultValue?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/**
 * A labelled field; required labels carry an asterisk. Its error line is in the markup, empty and
 * hidden until there is a message (the server's, after a post without JavaScript, or the element's).
 */
export function LeadField({ name, label, required = false, className, children, ...input }: FieldProps) {
  const { formId, returned } = useContext(ReturnedForm);
  const id = `${formId}-${name}`;
  const error = returned?.errors[name];
  const control: ControlProps = {
    id,
    name,
    required,
    className: cn(FORM_CONTROL_CLASS, "mt-1.5"),
    defaultValue: returned?.values[name],
    ...(error ? { "aria-invalid": true, "aria-describedby": errorLineId(id) } : {}),
  };
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children ? children(control) : <input {...input} {...control} />}
      <FieldError id={errorLineId(id)}>{error}</FieldError>
    </div>
  );
}

/**
 * The optional, unchecked consent to calls and texts (issue 15), naming the firm, with the wording's
 * version beside it so the lead records exactly what the visitor agreed to. Never required.
 */
export function ConsentField({ className }: { className?: string }) {
  const { formId, returned } = useContext(ReturnedForm);
  const { firm } = useSiteSettings();
  const id = `${formId}-${CONSENT_FIELD}`;
  const error = returned?.errors[CONSENT_FIELD];
  return (
    <div className={cn("text-xs leading-relaxed text-stone", className)}>
      <input type="hidden" name="consentVersion" value={CONSENT_VERSION} />
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={CONSENT_FIELD}
          value="yes"
          defaultChecked={returned?.values[CONSENT_FIELD] === "yes"}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-ink"
          {...(error ? { "aria-invalid": true, "aria-describedby": errorLineId(id) } : {})}
        />
        <p>
          <label htmlFor={id} className="cursor-pointer">
            {consentWording(CONSENT_VERSION, firm.name)}
          </label>{" "}
          See our{" "}
          <a href="/privacy-policy" className="text-lake underline underline-offset-2">
            Privacy Policy
          </a>{" "}
          and{" "}
          <a href="/privacy-policy#terms" className="text-lake underline underline-offset-2">
            Terms of Use
          </a>
          .
        </p>
      </div>
      <FieldError id={errorLineId(id)}>{error}</FieldError>
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
