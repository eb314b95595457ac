import { ChevronDownIcon } from "lucide-react";
import { memo, useState } from "react";
import { ImportStatusBadge } from "#app/components/admin/import-card.tsx";
import { ImportRowDialog } from "#app/components/admin/import-row-dialog.tsx";
import { effectiveAction, IMPORT_ACTION_LABELS, type ChosenActions, type PreviewRowView } from "#app/lib/import-screen-labels.ts";
import type { ImportAction } from "#app/lib/post-import-columns.ts";
import { cn } from "#app/lib/utils.ts";

const ACTION_STYLE: Record<ImportAction, string> = {
  create: "border-ink/30 text-ink",
  update: "border-lake/40 text-lake",
  skip: "border-line text-stone",
};

/**
 * Spec §2's preview table: Row, Title, Slug, Status badge, and an Action button opening the
 * row's dialog. Below sm each row is a card (number, title, slug, then badge and button side by
 * side), so a phone shows every column without scrolling sideways. Memoised: a file
 * may hold 2,000 rows, and only new rows or actions change it (a surrounding disabled fieldset
 * locks its buttons during an import without rendering it again).
 */
export const ImportPreviewTable = memo(function ImportPreviewTable({
  rows,
  actions,
  onActionChange,
}: {
  rows: readonly PreviewRowView[];
  actions: ChosenActions;
  onActionChange: (rowNumber: number, action: ImportAction) => void;
}) {
  const [openRow, setOpenRow] = useState<number | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const open = rows.find((row) => row.rowNumber === openRow) ?? null;

  return (
    <>
      <div className="relative max-h-[34rem] overflow-auto border border-line" tabIndex={0} role="region" aria-label="Preview of the file's rows">
        <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[44rem]">
          <caption className="sr-only">Rows of the file, their status and the action each will take</caption>
          <thead className="sticky top-0 z-10 bg-sand text-[0.7rem] font-semibold tracking-[0.12em] text-ink uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="w-16 px-4 py-3">
                Row
              </th>
              <th scope="col" className="px-4 py-3">
                Title
              </th>
              <th scope="col" className="px-4 py-3">
                Slug
              </th>
              <th scope="col" className="w-32 px-4 py-3">
                Status
              </th>
              <th scope="col" className="w-48 px-4 py-3">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line bg-white max-sm:block">
            {rows.map((row) => {
              const action = effectiveAction(row, actions);
              return (
                <tr
                  key={row.rowNumber}
                  className={cn(
                    "align-middle max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3",
                    action === "skip" && "bg-cream/60",
                  )}
                >
                  <td className="px-4 py-3 font-semibold text-stone tabular-nums max-sm:col-span-2 max-sm:p-0 max-sm:text-[0.7rem] max-sm:tracking-[0.12em] max-sm:uppercase">
                    <span className="sm:hidden">Row </span>
                    {row.rowNumber}
                  </td>
                  <td className="max-w-[20rem] min-w-[11rem] px-4 py-3 max-sm:col-span-2 max-sm:max-w-none max-sm:min-w-0 max-sm:p-0">
                    {row.title ? (
                      <span className={cn("line-clamp-2 text-ink", action === "skip" && "text-stone")}>{row.title}</span>
                    ) : (
                      <span className="text-stone italic">No title</span>
                    )}
                  </td>
                  <td className="max-w-[16rem] px-4 py-3 max-sm:col-span-2 max-sm:max-w-none max-sm:p-0">
                    {row.slug ? (
                      <span className="block truncate font-mono text-xs text-stone" title={row.slug}>
                        {row.slug}
                      </span>
                    ) : (
                      <span className="text-stone italic">No slug</span>
                    )}
                  </td>
                  <td className="px-4 py-3 max-sm:p-0 max-sm:pt-1">
                    <ImportStatusBadge status={row.status} />
                  </td>
                  <td className="px-4 py-3 max-sm:p-0 max-sm:pt-1">
                    <button
                      type="button"
                      id={`import-row-action-${row.rowNumber}`}
                      onClick={() => {
                        setOpenRow(row.rowNumber);
                        setReturnTo(row.rowNumber);
                      }}
                      className={cn(
                        "inline-flex h-9 w-full cursor-pointer items-center justify-between gap-2 border bg-white px-3 text-[0.7rem] font-semibold tracking-[0.1em] whitespace-nowrap uppercase transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60",
                        ACTION_STYLE[action],
                      )}
                    >
                      <span>
                        <span className="sr-only">Row {row.rowNumber} action: </span>
                        {IMPORT_ACTION_LABELS[action]}
                      </span>
                      <ChevronDownIcon aria-hidden="true" className="size-3.5 shrink-0" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ImportRowDialog
        row={open}
        action={open ? effectiveAction(open, actions) : "skip"}
        onActionChange={(action) => {
          if (open) onActionChange(open.rowNumber, action);
        }}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenRow(null);
        }}
        onCloseAutoFocus={(event) => {
          // Back to the row's Action button, which opened the dialog.
          const button = returnTo === null ? null : document.getElementById(`import-row-action-${returnTo}`);
          if (button) {
            event.preventDefault();
            button.focus();
          }
        }}
      />
    </>
  );
});
