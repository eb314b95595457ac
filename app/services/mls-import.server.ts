import type { Db } from "#app/db/client.server.ts";
import { decodeCsvFile } from "#app/lib/csv.ts";
import { logger } from "#app/lib/logger.server.ts";
import {
  SOLD_IMPORT,
  SOLD_IMPORT_FIELDS,
  SOLD_IMPORT_TOO_LARGE,
  soldImportColumns,
  soldImportValues,
  type SoldImportField,
} from "#app/lib/sold-import-columns.ts";
import { soldPropertySchema, type SoldPropertyInput } from "#app/lib/sold-property-schema.ts";
import { existingMlsIds, upsertSoldByMlsId } from "#app/models/sold-properties.server.ts";
import { parseCsvOffThread } from "#app/services/render-thread.server.ts";

/*
 * The import of an MLS export of sold homes (issue 16), as the posts' import: a preview of every
 * row (added, updated, or why not), then the import of the rows that can be, each row's outcome
 * reported. The file's text goes back with the preview and is read and checked again on import,
 * so nothing the browser kept is trusted.
 */

export type SoldImportRowView = { rowNumber: number; mlsId: string; address: string; action: "create" | "update" | null; problems: string[] };
export type SoldImportOutcome = { rowNumber: number; mlsId: string; address: string; outcome: "created" | "updated" | "failed"; problems: string[] };

export type SoldImportAnswer =
  | { stage: "preview"; ok: true; csv: string; fileName: string; rows: SoldImportRowView[]; ignored: string[]; importable: number }
  | { stage: "done"; ok: true; message: string; results: SoldImportOutcome[] }
  | { stage: "error"; ok: false; message: string };

const rowSchema = soldPropertySchema.omit({ photos: true, homePosition: true });

type CheckedRow = { rowNumber: number; mlsId: string; address: string; problems: string[]; home?: SoldPropertyInput; given: SoldImportField[] };

class ImportProblem extends Error {}

/** The file's text: the uploaded file on preview, the text the preview gave back on import. */
async function csvText(form: FormData): Promise<{ text: string; fileName: string }> {
  const file = form.get("file");
  const kept = form.get("csv");
  if (typeof kept === "string" && kept !== "") {
    if (kept.length > SOLD_IMPORT.maxFileBytes) throw new ImportProblem(SOLD_IMPORT_TOO_LARGE);
    return { text: kept, fileName: String(form.get("fileName") ?? "") };
  }
  if (file === null || typeof file === "string" || file.size === 0) throw new ImportProblem("Choose the CSV file of your MLS export");
  if (file.size > SOLD_IMPORT.maxFileBytes) throw new ImportProblem(SOLD_IMPORT_TOO_LARGE);
  const decoded = decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
  if ("problem" in decoded) throw new ImportProblem(decoded.problem);
  return { text: decoded.text, fileName: file.name.slice(0, 200) };
}

/** Every row checked against the rules of the admin's form, and against the file's other rows. */
async function checkRows(text: string): Promise<{ rows: CheckedRow[]; ignored: string[] }> {
  const parsed = await parseCsvOffThread(text);
  if (parsed.problems.length > 0) throw new ImportProblem(parsed.problems.join(" "));
  const { columnOf, missing, ignored } = soldImportColumns(parsed.columns);
  if (missing.length > 0) throw new ImportProblem(`The file has no column for the ${missing.join(", ")}. Its first line must name the columns.`);
  if (parsed.rows.length === 0) throw new ImportProblem("The file has no rows to import");
  if (parsed.rows.length > SOLD_IMPORT.maxRows)
    throw new ImportProblem(`The file has ${parsed.rows.length} rows; at most ${SOLD_IMPORT.maxRows} can be imported at once`);
  const firstRowOf = new Map<string, number>();
  const rows = parsed.rows.map((cells, index): CheckedRow => {
    const rowNumber = index + 1;
    const values = soldImportValues(cells, columnOf);
    // An empty optional cell leaves the stored value alone: MLS exports often leave remarks or photos out.
    const given = (Object.keys(values) as SoldImportField[]).filter((field) => SOLD_IMPORT_FIELDS[field].required || (values[field] ?? "").trim() !== "");
    const base = { rowNumber, mlsId: (values.mlsId ?? "").trim(), address: (values.address ?? "").trim(), given };
    const checked = rowSchema.safeParse({ lotSize: "", saleDate: "", description: "", imageUrl: "", ...values });
    const problems = checked.success ? [] : [...new Set(checked.error.issues.map((issue) => issue.message))];
    const earlier = firstRowOf.get(base.mlsId);
    if (base.mlsId && earlier !== undefined) problems.push(`MLS number ${base.mlsId} is also on row ${earlier}`);
    else if (base.mlsId) firstRowOf.set(base.mlsId, rowNumber);
    return checked.success && problems.length === 0 ? { ...base, problems, home: { ...checked.data, photos: [], homePosition: null } } : { ...base, problems };
  });
  return { rows, ignored };
}

export async function previewSoldImport(db: Db, form: FormData): Promise<{ status: number; answer: SoldImportAnswer }> {
  try {
    const { text, fileName } = await csvText(form);
    const { rows, ignored } = await checkRows(text);
    const known = await existingMlsIds(
      db,
      rows.map((row) => row.mlsId),
    );
    const views = rows.map(({ rowNumber, mlsId, address, problems, home }) => ({
      rowNumber,
      mlsId,
      address,
      problems,
      action: home ? (known.has(mlsId) ? ("update" as const) : ("create" as const)) : null,
    }));
    return {
      status: 200,
      answer: { stage: "preview", ok: true, csv: text, fileName, rows: views, ignored, importable: views.filter((row) => row.action).length },
    };
  } catch (error) {
    if (error instanceof ImportProblem) return { status: 400, answer: { stage: "error", ok: false, message: error.message } };
    throw error;
  }
}

/** "28 imported (25 added, 3 updated); 2 not imported" */
export function soldImportSummary(results: readonly SoldImportOutcome[]): string {
  const count = (outcome: SoldImportOutcome["outcome"]) => results.filter((row) => row.outcome === outcome).length;
  const [created, updated, failed] = [count("created"), count("updated"), count("failed")];
  return `${created + updated} imported (${created} added, ${updated} updated); ${failed} not imported`;
}

export async function runSoldImport(db: Db, form: FormData): Promise<{ status: number; answer: SoldImportAnswer }> {
  try {
    const { rows } = await checkRows((await csvText(form)).text);
    const results: SoldImportOutcome[] = [];
    for (const { rowNumber, mlsId, address, problems, home, given } of rows) {
      if (!home) {
        results.push({ rowNumber, mlsId, address, outcome: "failed", problems });
        continue;
      }
      try {
        const outcome = await upsertSoldByMlsId(db, home, given);
        results.push({ rowNumber, mlsId, address, outcome, problems: [] });
      } catch (error) {
        logger.error({ err: error, rowNumber }, "sold import row failed");
        results.push({ rowNumber, mlsId, address, outcome: "failed", problems: ["The row could not be saved. Please try again."] });
      }
    }
    return { status: 200, answer: { stage: "done", ok: true, message: soldImportSummary(results), results } };
  } catch (error) {
    if (error instanceof ImportProblem) return { status: 400, answer: { stage: "error", ok: false, message: error.message } };
    throw error;
  }
}
