import { AlertTriangleIcon, CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { ImportStatusBadge } from "#app/components/admin/import-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { IMPORT_ACTION_LABELS, type PreviewRowView } from "#app/lib/import-screen-labels.ts";
import { IMPORT_ACTIONS, type ImportAction } from "#app/lib/post-import-columns.ts";
import { cn } from "#app/lib/utils.ts";

function actionHint(action: ImportAction, row: PreviewRowView): string {
  switch (action) {
    case "create":
      return row.exists
        ? `A post already has the slug "${row.slug}", so the new post gets the next free slug ("${row.slug}-2", …).`
        : "Adds a new post with this row's content.";
    case "update":
      return row.exists
        ? `Replaces the post at "${row.slug}" with this row's content.`
        : "No post has this slug yet: an update fails unless an earlier row of the file creates it.";
    case "skip":
      return "Leaves this row out of the import.";
  }
}

/**
 * Spec §2: a row's errors and warnings and the choice Create New / Update Existing / Skip.
 * Rows with errors are skipped at import, so their choice is shown but cannot be changed.
 */
export function ImportRowDialog({
  row,
  action,
  onActionChange,
  onOpenChange,
  onCloseAutoFocus,
}: {
  row: PreviewRowView | null;
  action: ImportAction;
  onActionChange: (action: ImportAction) => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const hasErrors = row !== null && row.errors.length > 0;
  return (
    <Dialog open={row !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        {row ? (
          <>
            <div className="flex flex-wrap items-center gap-3 pr-8">
              <DialogTitle>Row {row.rowNumber}</DialogTitle>
              <ImportStatusBadge status={row.status} />
            </div>
            <DialogDescription>
              {row.title ? <span className="font-semibold text-ink">{row.title}</span> : <span className="italic">No title</span>}
              {row.slug ? (
                <>
                  {" "}
                  · <span className="font-mono text-xs">{row.slug}</span>
                </>
              ) : null}
            </DialogDescription>

            <div className="mt-6 space-y-4">
              <RowMessages title="Errors" messages={row.errors} icon={XCircleIcon} tone="error" />
              <RowMessages title="Warnings" messages={row.warnings} icon={AlertTriangleIcon} tone="warning" />
              {row.errors.length === 0 && row.warnings.length === 0 ? (
                <p className="flex items-center gap-2 border-l-4 border-[#3f7d5a] bg-[#e8f2ec] px-4 py-3 text-sm text-[#2c5c41]">
                  <CheckCircle2Icon aria-hidden="true" className="size-4" />
                  This row has no errors or warnings.
                </p>
              ) : null}
            </div>

            <fieldset className="mt-7" disabled={hasErrors}>
              <legend className="text-xs font-semibold tracking-[0.12em] text-ink uppercase">Action</legend>
              {hasErrors ? <p className="mt-1 text-sm text-stone">Rows with errors are skipped at import. Fix the file and upload it again.</p> : null}
              <div className="mt-3 space-y-2">
                {IMPORT_ACTIONS.map((choice) => {
                  const id = `import-row-${row.rowNumber}-${choice}`;
                  const checked = action === choice;
                  return (
                    <label
                      key={choice}
                      htmlFor={id}
                      className={cn(
                        "flex cursor-pointer items-start gap-3 border bg-white px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold",
                        checked ? "border-ink" : "border-line hover:border-stone/50",
                        hasErrors && "cursor-not-allowed opacity-60",
                      )}
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`import-row-${row.rowNumber}-action`}
                        value={choice}
                        checked={checked}
                        onChange={() => onActionChange(choice)}
                        aria-describedby={`${id}-hint`}
                        className="mt-1 size-4 shrink-0 accent-ink focus-visible:outline-none"
                      />
                      <span>
                        <span className="block text-sm font-semibold text-ink">{IMPORT_ACTION_LABELS[choice]}</span>
                        <span id={`${id}-hint`} className="mt-0.5 block text-xs leading-relaxed text-stone">
                          {actionHint(choice, row)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>

            <div className="mt-7 flex justify-end">
              <DialogClose asChild>
                <Button variant="primary">Done</Button>
              </DialogClose>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const MESSAGE_TONES = {
  error: { box: "border-destructive bg-[#fdf0ee]", text: "text-[#9a1d14]" },
  warning: { box: "border-[#b7791f] bg-[#fdf3dc]", text: "text-[#7a4b05]" },
} as const;

/** One row's errors or warnings, as a titled list; nothing when there are none. */
function RowMessages({
  title,
  messages,
  icon: Icon,
  tone,
}: {
  title: string;
  messages: readonly string[];
  icon: typeof XCircleIcon;
  tone: keyof typeof MESSAGE_TONES;
}) {
  if (messages.length === 0) return null;
  const colors = MESSAGE_TONES[tone];
  return (
    <div className={`border-l-4 px-4 py-3 ${colors.box}`}>
      <h3 className={`flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.12em] uppercase ${colors.text}`}>
        <Icon aria-hidden="true" className="size-4" />
        {title}
      </h3>
      <ul aria-label={title} className={`mt-2 list-disc space-y-1 pl-5 text-sm ${colors.text}`}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
