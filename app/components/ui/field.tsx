import type * as React from "react";
import { FIELD_ERROR_CLASS, FORM_CONTROL_CLASS as controlClass, FORM_LABEL_CLASS } from "#app/lib/ui-styles.ts";
import { cn } from "#app/lib/utils.ts";

/*
 * The one field system: the admin editor, the sign-in page and the public lead forms label, style
 * and explain their controls with these.
 */

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // Its htmlFor comes with the props; lint checks each <Label> where it is used (labelComponents).
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label data-slot="label" className={cn(FORM_LABEL_CLASS, className)} {...props} />;
}

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(controlClass, "leading-relaxed", className)} {...props} />;
}

/**
 * A field's error line, announced with it (give the control aria-describedby={id}). It is always
 * in the markup, hidden while empty, so a public form's element can fill it without a framework.
 */
export function FieldError({ id, children, className }: { id: string; children?: React.ReactNode; className?: string }) {
  return (
    <p id={id} hidden={!children} className={cn(FIELD_ERROR_CLASS, className)}>
      {children}
    </p>
  );
}

/** The asterisk of a required field's label, for sighted readers (the control says required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-gold-dark">
      *
    </span>
  );
}

export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select data-slot="select" className={cn(controlClass, className)} {...props} />;
}

export function FieldHint({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-hint" className={cn("mt-1.5 text-xs text-stone", className)} {...props} />;
}
