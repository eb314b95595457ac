import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { DIALOG_STYLE } from "#app/lib/ui-styles.ts";
import { cn } from "#app/lib/utils.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn("fixed inset-0 z-50 data-[state=open]:animate-in", DIALOG_STYLE.backdrop)} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          DIALOG_STYLE.panel,
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className={DIALOG_STYLE.close} aria-label="Close">
          <XIcon className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn(DIALOG_STYLE.title, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn(DIALOG_STYLE.description, className)} {...props} />;
}

/**
 * The form of a dialog. React bubbles events along the component tree, through the dialog's
 * portal, so a dialog opened from inside another form (the post editor) would also submit that
 * form: its submit stops here (issue 12).
 */
export function DialogForm({ onSubmit, ...props }: Omit<React.ComponentProps<"form">, "onSubmit"> & { onSubmit: () => void }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
      {...props}
    />
  );
}
