import { XIcon } from "lucide-react";
import type * as React from "react";
import { DIALOG_STYLE } from "#app/lib/ui-styles.ts";
import { cn } from "#app/lib/utils.ts";
import { dialogCloser, dialogId, dialogTitleId, type DialogName } from "./modal-dialog-names.ts";

/**
 * A modal for the public pages: a native <dialog>, closed in the server's HTML and opened by any
 * button with dialogOpener(name) — without JavaScript too. The browser gives it the top layer,
 * Escape, a click on the backdrop (closedby="any"), an inert page behind it and focus return.
 * `open` shows it, in place of the page, when the server answers a form in it posted without
 * JavaScript (the .dialog-shown-by-server style in app.css).
 */
export function ModalDialog({ name, open, className, children, ...props }: Omit<React.ComponentProps<"dialog">, "id"> & { name: DialogName }) {
  return (
    <dialog
      id={dialogId(name)}
      aria-labelledby={dialogTitleId(name)}
      closedby="any"
      open={open}
      className={cn("m-auto max-h-[92vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto", DIALOG_STYLE.panel, open && "dialog-shown-by-server", className)}
      {...props}
    >
      {children}
      <button {...dialogCloser(name)} className={DIALOG_STYLE.close} aria-label="Close">
        <XIcon className="size-5" aria-hidden="true" />
      </button>
    </dialog>
  );
}

export function ModalDialogTitle({ name, className, children, ...props }: React.ComponentProps<"h2"> & { name: DialogName }) {
  return (
    <h2 id={dialogTitleId(name)} className={cn(DIALOG_STYLE.title, className)} {...props}>
      {children}
    </h2>
  );
}

export function ModalDialogDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn(DIALOG_STYLE.description, className)} {...props} />;
}
