import { FileUpIcon, UploadIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminBackLink, AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { ImportFileInput, useImportAnswer } from "#app/components/admin/import-file-input.tsx";
import { SaveStatus } from "#app/components/admin/save-answer.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_SOLD_IMPORT_PATH, ADMIN_SOLD_PATH } from "#app/lib/admin-paths.ts";
import { SOLD_IMPORT, SOLD_IMPORT_FIELDS } from "#app/lib/sold-import-columns.ts";
import type { SoldImportAnswer } from "#app/services/mls-import.server.ts";

const FORM_ID = "sold-import";

const ACTION_BADGE = { create: { tone: "green", label: "Add" }, update: { tone: "amber", label: "Update" } } as const;
const OUTCOME_BADGE = {
  created: { tone: "green", label: "Added" },
  updated: { tone: "green", label: "Updated" },
  failed: { tone: "red", label: "Not imported" },
} as const;

/** The rows of a preview or of the import's results: row number, MLS number, address, and what happens or happened. */
function RowTable({
  caption,
  rows,
}: {
  caption: string;
  rows: Array<{ rowNumber: number; mlsId: string; address: string; badge: { tone: "green" | "amber" | "red"; label: string }; problems: string[] }>;
}) {
  return (
    <div className="overflow-x-auto border border-line bg-white shadow-card">
      {/* A table from sm up; on a phone each row is a card. */}
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-[0.7rem] tracking-[0.14em] text-stone uppercase max-sm:hidden">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Row
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              MLS number
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Address
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Result
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr key={row.rowNumber} className="border-b border-line align-top last:border-0 max-sm:block max-sm:p-4">
              <td className="px-4 py-3 text-stone max-sm:inline max-sm:p-0">
                <span className="sm:hidden">Row </span>
                {row.rowNumber}
              </td>
              <td className="px-4 py-3 text-ink max-sm:inline max-sm:p-0 max-sm:pl-2">
                <span className="sm:hidden">· MLS </span>
                {row.mlsId || "—"}
              </td>
              <td className="px-4 py-3 text-ink max-sm:block max-sm:p-0 max-sm:pt-1">{row.address || "—"}</td>
              <td className="px-4 py-3 max-sm:block max-sm:p-0 max-sm:pt-2">
                <Badge tone={row.badge.tone}>{row.badge.label}</Badge>
                {row.problems.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5 text-destructive">
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/sold/import: an MLS export of sold homes, previewed row by row (added, updated by its MLS
 * number, or why not), then imported; every row's outcome is reported. Plain form posts, so it
 * works without JavaScript too.
 */
export function SoldImportScreen({ answer }: { answer: SoldImportAnswer | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ADMIN_SOLD_IMPORT_PATH;
  const saveAnswer = useImportAnswer(answer, FORM_ID);
  const required = Object.values(SOLD_IMPORT_FIELDS)
    .filter((field) => field.required)
    .map((field) => field.label);
  const optional = Object.values(SOLD_IMPORT_FIELDS)
    .filter((field) => !field.required)
    .map((field) => field.label);

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminBackLink to={ADMIN_SOLD_PATH}>All sold properties</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title="Import Sold Properties"
          status="A CSV export of your closed sales from the MLS: each row is added, or updates the home with its MLS number."
        />
      </div>
      <SaveStatus answer={saveAnswer} />
      <div className="mt-8 space-y-8">
        <AdminSection id="sold-import-file" title="1. Choose the file">
          <Form id={FORM_ID} method="post" action={ADMIN_SOLD_IMPORT_PATH} encType="multipart/form-data" className="space-y-4">
            <input type="hidden" name="intent" value="preview" />
            <ImportFileInput
              id="sold-import-file-input"
              hint={
                <>
                  Columns it needs: {required.join(", ")}; and if there: {optional.join(", ")}. Names as your MLS exports them (ListingId, ClosePrice,
                  ListOfficeName…) are understood. At most {SOLD_IMPORT.maxRows.toLocaleString("en-US")} rows and {SOLD_IMPORT.maxFileBytes / 1024 / 1024} MB.
                </>
              }
            />
            <Button type="submit" disabled={busy}>
              <FileUpIcon aria-hidden="true" />
              {busy ? "Reading..." : "Preview"}
            </Button>
          </Form>
        </AdminSection>

        {answer?.stage === "preview" ? (
          <AdminSection
            id="sold-import-preview"
            title="2. Check the rows"
            description={`${answer.fileName}: ${answer.importable} of ${answer.rows.length} rows can be imported.${answer.ignored.length ? ` Columns not used: ${answer.ignored.join(", ")}.` : ""}`}
          >
            <RowTable
              caption="Preview of the import"
              rows={answer.rows.map((row) => ({ ...row, badge: row.action ? ACTION_BADGE[row.action] : { tone: "red", label: "Will not be imported" } }))}
            />
            {/* Multipart, so the file's text is sent as it is (URL-encoding would triple a CSV's punctuation). */}
            <Form method="post" action={ADMIN_SOLD_IMPORT_PATH} encType="multipart/form-data">
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="fileName" value={answer.fileName} />
              <input type="hidden" name="csv" value={answer.csv} />
              <Button type="submit" disabled={busy || answer.importable === 0}>
                <UploadIcon aria-hidden="true" />
                {busy ? "Importing..." : `Import ${answer.importable} ${answer.importable === 1 ? "row" : "rows"}`}
              </Button>
            </Form>
          </AdminSection>
        ) : null}

        {answer?.stage === "done" ? (
          <AdminSection id="sold-import-results" title="Results" description={answer.message}>
            <RowTable caption="Results of the import" rows={answer.results.map((row) => ({ ...row, badge: OUTCOME_BADGE[row.outcome] }))} />
          </AdminSection>
        ) : null}
      </div>
    </div>
  );
}
