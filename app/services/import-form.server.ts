import type { Db } from "#app/db/client.server.ts";
import { IMPORT } from "#app/lib/constants.ts";
import { decodeCsvFile, type CsvRow } from "#app/lib/csv.ts";
import { csvFileProblem, importActionsSchema, type ImportAnswer, type PreviewRowView } from "#app/lib/import-screen-labels.ts";
import { checkImportColumns, importCompleteMessage, importRowStatus, summarizeImport, type ImportAction } from "#app/lib/post-import-columns.ts";
import { logger } from "#app/lib/logger.server.ts";
import { previewImport, runImport, type ImportOptions } from "#app/services/post-import.server.ts";
import { parseCsvOffThread } from "#app/services/render-thread.server.ts";

/**
 * The import screen's action (spec §2 "Import screen", issue 6): the browser posts the CSV file
 * itself, once to preview it and once to import it with the chosen action per row. The server
 * parses and validates the file each time, so nothing the browser parsed is trusted.
 */

type Handled = { status: number; answer: ImportAnswer };

class FormProblem extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** The rows of the posted file, numbered from 1; refuses a file the import cannot read as a whole. */
async function readRows(
  form: FormData,
): Promise<{ fileName: string; rows: { rowNumber: number; cells: CsvRow; extraCells: number }[]; ignoredColumns: string[] }> {
  const file = form.get("file");
  if (file === null || typeof file === "string") throw new FormProblem("Choose a CSV file to import");
  const problem = csvFileProblem(file);
  if (problem) throw new FormProblem(problem, file.size > IMPORT.maxFileBytes ? 413 : 400);
  const decoded = decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
  if ("problem" in decoded) throw new FormProblem(decoded.problem);
  const parsed = await parseCsvOffThread(decoded.text);
  if (parsed.problems.length > 0) throw new FormProblem(parsed.problems.join(" "));
  const { missing, unknown } = checkImportColumns(parsed.columns);
  if (missing.length > 0) {
    const names = missing.join(" and ");
    throw new FormProblem(
      `The file has no ${names} column${missing.length > 1 ? "s" : ""}. Its first line must name the columns: download the template to see them.`,
    );
  }
  if (parsed.rows.length === 0) throw new FormProblem("The file has no rows to import");
  if (parsed.rows.length > IMPORT.maxRows) {
    throw new FormProblem(`The file has ${parsed.rows.length} rows; at most ${IMPORT.maxRows} can be imported at once`);
  }
  return {
    fileName: file.name,
    rows: parsed.rows.map((cells, index) => ({ rowNumber: index + 1, cells, extraCells: parsed.extraCells[index] ?? 0 })),
    ignoredColumns: unknown,
  };
}

/** The action chosen for each row number (the form's `actions` field). */
function readActions(form: FormData): Map<number, ImportAction> {
  const field = form.get("actions");
  if (typeof field !== "string" || field === "") return new Map();
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    throw new FormProblem("The rows' actions could not be read");
  }
  const actions = importActionsSchema.safeParse(json);
  if (!actions.success) throw new FormProblem("The rows' actions could not be read");
  return new Map(actions.data.map(({ rowNumber, action }) => [rowNumber, action]));
}

/** Handles one post of the import form: `intent` preview or import, `file`, and for import `actions`. */
export async function handleImportForm(db: Db, form: FormData, options: ImportOptions = {}): Promise<Handled> {
  const rawRequestId = form.get("requestId");
  const requestId = typeof rawRequestId === "string" && rawRequestId.length <= 100 ? rawRequestId : undefined;
  const withId = <T extends ImportAnswer>(answer: T): T => (requestId === undefined ? answer : { ...answer, requestId });
  const intent = form.get("intent");
  try {
    if (intent !== "preview" && intent !== "import") throw new FormProblem("Unknown request");
    const { fileName, rows, ignoredColumns } = await readRows(form);
    if (intent === "preview") {
      const preview = await previewImport(db, rows, options);
      const views: PreviewRowView[] = preview.map((row) => ({
        rowNumber: row.rowNumber,
        title: row.data.title,
        slug: row.data.slug,
        status: importRowStatus(row),
        errors: row.errors,
        warnings: row.warnings,
        exists: row.existingPostId !== null,
        defaultAction: row.defaultAction,
      }));
      return { status: 200, answer: withId({ ok: true, intent, fileName, rows: views, ignoredColumns }) };
    }
    const actions = readActions(form);
    const results = await runImport(
      db,
      rows.map((row) => ({ ...row, action: actions.get(row.rowNumber) })),
      options,
    );
    const summary = summarizeImport(results);
    return { status: 200, answer: withId({ ok: true, intent, results, summary, message: importCompleteMessage(summary) }) };
  } catch (error) {
    if (error instanceof FormProblem) return { status: error.status, answer: withId({ ok: false, error: error.message }) };
    logger.error({ err: error, intent }, "import request failed");
    return {
      status: 500,
      answer: withId({ ok: false, error: "The file could not be processed. Please try again; rows already imported are kept." }),
    };
  }
}
