import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** Form controls in the site's look: square, white on cream, gold focus ring. */
const controlClass =
  "block w-full scroll-mt-44 rounded-none border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-none transition-colors placeholder:text-stone/60 focus:border-lake focus:outline-none focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-destructive disabled:bg-sand/60 sm:text-sm";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cn("block text-xs font-semibold tracking-[0.12em] text-ink uppercase", className)} {...props} />;
}

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(controlClass, "leading-relaxed", className)} {...props} />;
}

/** A field's error, announced with it (give the control aria-describedby={id}). */
export function FieldError({ id, children, className }: { id: string; children?: React.ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p id={id} className={cn("mt-1.5 text-sm text-destructive", className)}>
      {children}
    </p>
  );
}

export function FieldHint({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-hint" className={cn("mt-1.5 text-xs text-stone", className)} {...props} />;
}
