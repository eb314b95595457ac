import { XIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

export const dialogTitleId = (name: string) => `${name}-dialog-title`;

/**
 * A modal for the public pages: a native <dialog>, closed in the server's HTML and opened by
 * app/islands/dialogs.ts from any element with data-open-dialog={name}. The browser gives it the
 * top layer, Escape, an inert page behind it and focus return.
 */
export function ModalDialog({ name, className, children, ...props }: React.ComponentProps<"dialog"> & { name: string }) {
  return (
    <dialog
      data-dialog={name}
      aria-labelledby={dialogTitleId(name)}
      className={cn(
        "m-auto max-h-[92vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto bg-cream p-6 text-ink shadow-2xl backdrop:bg-ink-deep/70 backdrop:backdrop-blur-[2px] sm:p-8",
        className,
      )}
      {...props}
    >
      {children}
      <button
        type="button"
        data-close-dialog
        className="absolute top-4 right-4 rounded-full p-1.5 text-stone transition-colors hover:bg-sand hover:text-ink"
        aria-label="Close"
      >
        <XIcon className="size-5" aria-hidden="true" />
      </button>
    </dialog>
  );
}

export function ModalDialogTitle({ name, className, ...props }: React.ComponentProps<"h2"> & { name: string }) {
  return <h2 id={dialogTitleId(name)} className={cn("font-serif text-3xl text-ink", className)} {...props} />;
}

export function ModalDialogDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("mt-2 text-sm leading-relaxed text-stone", className)} {...props} />;
}
