import type { ReactNode } from "react";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * A button that posts its form once the agent confirms in a dialog: without JavaScript it posts
 * at once (a plain form); with it, the post waits for the dialog's confirming button.
 */
export function ConfirmedFormButton({
  action,
  intent,
  fields = {},
  children,
  buttonProps,
  dialog,
}: {
  action: string;
  intent: string;
  /** Hidden fields posted with the intent, such as the row's id. */
  fields?: Record<string, string>;
  /** The button's content. */
  children: ReactNode;
  buttonProps?: Omit<React.ComponentProps<typeof Button>, "type" | "name" | "value" | "children">;
  dialog: { title: string; description: ReactNode; confirm: ReactNode; keep?: string };
}) {
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  return (
    <>
      <Form
        method="post"
        action={action}
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="intent" value={intent} {...buttonProps}>
          {children}
        </Button>
      </Form>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>{dialog.title}</AlertDialogTitle>
          <AlertDialogDescription>{dialog.description}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{dialog.keep ?? "Cancel"}</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive hover:bg-ink"
              onClick={() => void submit({ intent, ...fields }, { method: "post", action, preventScrollReset: true })}
            >
              {dialog.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
