import { DownloadIcon, FileSpreadsheetIcon, UploadIcon } from "lucide-react";
import { useId, useRef, type ChangeEvent } from "react";
import { ImportCard } from "#app/components/admin/import-card.tsx";
import { downloadTextFile } from "#app/components/admin/import-download.ts";
import { ImportPreviewTable } from "#app/components/admin/import-preview-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { IMPORT, IMPORT_TEMPLATE_FILENAME } from "#app/lib/constants.ts";
import { importPlan, type ChosenActions, type ImportPreviewAnswer } from "#app/lib/import-screen-labels.ts";
import { IMPORT_COLUMNS, importTemplateCsv, type ImportAction } from "#app/lib/post-import-columns.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Spec §2 "CSV Import": a .csv upload, Download Template, the preview table with an Action
 * dialog per row, and Import Posts ("Importing..."). The file is previewed on the server as soon
 * as it is chosen, so the default actions know which slugs already have a post.
 */
export function ImportCsvCard({
  preview,
  actions,
  problem,
  busy,
  onFile,
  onActionChange,
  onImport,
}: {
  preview: ImportPreviewAnswer | null;
  actions: ChosenActions;
  problem: string | null;
  busy: "previewing" | "importing" | null;
  onFile: (file: File | null) => void;
  onActionChange: (rowNumber: number, action: ImportAction) => void;
  onImport: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const plan = preview ? importPlan(preview.rows, actions) : null;
  const counts = preview
    ? {
        valid: preview.rows.filter((row) => row.status === "valid").length,
        warnings: preview.rows.filter((row) => row.status === "warnings").length,
        errors: preview.rows.filter((row) => row.status === "errors").length,
      }
    : null;
  const toImport = plan ? plan.create + plan.update : 0;

  return (
    <ImportCard
      id="csv-import-heading"
      title="CSV Import"
      icon={<FileSpreadsheetIcon />}
      description={
        <>
          Upload a .csv file whose first line names the columns ({IMPORT_COLUMNS.length} in all, as in the template). Quoted cells may hold commas and line
          breaks; categories and tags are comma-separated. Up to {IMPORT.maxRows.toLocaleString("en-US")} rows and {IMPORT.maxFileBytes / 1024 / 1024} MB per
          file.
        </>
      }
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-xs font-semibold tracking-[0.12em] text-ink uppercase">
            CSV file
          </label>
          <input
            ref={input}
            id={inputId}
            name="file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy !== null}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full max-w-xl cursor-pointer border border-dashed border-stone/40 bg-cream px-3 py-3 text-sm text-stone transition-colors file:mr-4 file:cursor-pointer file:border-0 file:bg-ink file:px-4 file:py-2 file:text-[0.7rem] file:font-semibold file:tracking-[0.14em] file:text-cream file:uppercase hover:border-lake hover:file:bg-lake focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-wait disabled:opacity-70 aria-[invalid=true]:border-destructive"
          />
        </div>
        <Button type="button" variant="outline" onClick={() => downloadTextFile(IMPORT_TEMPLATE_FILENAME, importTemplateCsv())}>
          <DownloadIcon aria-hidden="true" />
          Download Template
        </Button>
      </div>

      <div aria-live="polite" className="mt-4 text-sm">
        {busy === "previewing" ? <p className="text-stone">Reading the file...</p> : null}
        {problem ? (
          <p id={`${inputId}-problem`} role="alert" className="border-l-4 border-destructive bg-[#fdf0ee] px-4 py-3 text-[#9a1d14]">
            {problem}
          </p>
        ) : null}
      </div>

      {preview && counts && plan ? (
        <div className="mt-2">
          <div className="mb-3 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
            <p className="text-sm text-ink">
              <span className="font-semibold">{preview.fileName}</span>
              <span className="text-stone">
                {" "}
                · {plural(preview.rows.length, "row", "rows")}: {counts.valid} valid, {counts.warnings} with warnings, {counts.errors} with errors
              </span>
            </p>
            {preview.ignoredColumns.length > 0 ? <p className="text-xs text-stone">Ignored columns: {preview.ignoredColumns.join(", ")}</p> : null}
          </div>
          <fieldset disabled={busy !== null} className="min-w-0">
            <legend className="sr-only">Rows and their actions</legend>
            <ImportPreviewTable rows={preview.rows} actions={actions} onActionChange={onActionChange} />
          </fieldset>
          <div className="mt-5 flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-stone">
              {plural(plan.create, "new post", "new posts")}, {plural(plan.update, "update", "updates")}, {plural(plan.skip, "row", "rows")} skipped.
            </p>
            <Button type="button" variant="gold" size="lg" disabled={busy !== null || toImport === 0} onClick={onImport}>
              <UploadIcon aria-hidden="true" />
              {busy === "importing" ? "Importing..." : "Import Posts"}
            </Button>
          </div>
        </div>
      ) : null}
    </ImportCard>
  );
}
