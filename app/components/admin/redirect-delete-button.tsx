import { Trash2Icon } from "lucide-react";
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
 * Deletes a redirect once the agent confirms it. The button posts its form, so it works without
 * JavaScript; with it, the post waits for the confirmation. `id` names the row on the list's page.
 */
export function RedirectDeleteButton({ action, fromPath, id, compact = false }: { action: string; fromPath: string; id?: string; compact?: boolean }) {
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
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <Button
          type="submit"
          name="intent"
          value="delete"
          variant={compact ? "ghost" : "outline"}
          size={compact ? "sm" : "md"}
          aria-label={compact ? `Delete the redirect from ${fromPath}` : undefined}
        >
          <Trash2Icon aria-hidden="true" />
          <span className={compact ? "hidden sm:inline" : undefined}>Delete</span>
        </Button>
      </Form>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this redirect?</AlertDialogTitle>
          <AlertDialogDescription>
            Visitors and search engines asking for {fromPath} will no longer be sent on; that address will answer “page not found” unless a page takes it.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive hover:bg-ink"
              onClick={() => void submit({ intent: "delete", ...(id && { id }) }, { method: "post", action, preventScrollReset: true })}
            >
              <Trash2Icon aria-hidden="true" />
              Delete Redirect
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
