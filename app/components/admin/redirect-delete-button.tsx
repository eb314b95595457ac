import { Trash2Icon } from "lucide-react";
import { ConfirmedFormButton } from "#app/components/admin/confirmed-form-button.tsx";

/**
 * Deletes a redirect once the agent confirms it; without JavaScript the button posts at once.
 * `id` names the row on the list's page.
 */
export function RedirectDeleteButton({ action, fromPath, id, compact = false }: { action: string; fromPath: string; id?: string; compact?: boolean }) {
  return (
    <ConfirmedFormButton
      action={action}
      intent="delete"
      fields={id ? { id } : {}}
      buttonProps={{
        variant: compact ? "ghost" : "outline",
        size: compact ? "sm" : "md",
        "aria-label": compact ? `Delete the redirect from ${fromPath}` : undefined,
      }}
      dialog={{
        title: "Delete this redirect?",
        description: `Visitors and search engines asking for ${fromPath} will no longer be sent on; that address will answer “page not found” unless a page takes it.`,
        confirm: (
          <>
            <Trash2Icon aria-hidden="true" />
            Delete Redirect
          </>
        ),
      }}
    >
      <Trash2Icon aria-hidden="true" />
      <span className={compact ? "hidden sm:inline" : undefined}>Delete</span>
    </ConfirmedFormButton>
  );
}
