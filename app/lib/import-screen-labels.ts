import { z } from "zod";
import { IMPORT } from "#app/lib/constants.ts";
import { IMPORT_ACTIONS, type ImportAction, type ImportRowResult, type ImportRowStatus, type ImportSummary } from "#app/lib/post-import-columns.ts";

/**
 * The import screen's rules that hold in the browser and on the server alike: labels and toasts
 * of spec §2 and §8, what the preview carries per row, which action each row takes, where a
 * result links, and what the scraper's answer means for the administrator.
 */

/** Spec §2: the Action dialog's choices. */
export const IMPORT_ACTION_LABELS: Record<ImportAction, string> = {
  create: "Create New",
  update: "Update Existing",
  skip: "Skip",
};

/** Spec §2: the preview's Status badge. */
export const IMPORT_STATUS_LABELS: Record<ImportRowStatus, string> = {
  errors: "Errors",
  warnings: "Warnings",
  valid: "Valid",
};

/** Spec §8's toasts of the import and the scraper. */
export const IMPORT_TOASTS = { complete: "Import Complete", failed: "Import failed" } as const;
export const SCRAPE_TOASTS = { complete: "Scraping complete", downloaded: "CSV downloaded", failed: "Scraping failed" } as const;

/** The import form carries the file plus its intent and one action per row: this much beyond the file. */
export const IMPORT_FORM_OVERHEAD_BYTES = 256 * 1024;
/** The largest request the import path accepts (server/request-chain.ts raises the body limit to this). */
export const IMPORT_REQUEST_MAX_BYTES = IMPORT.maxFileBytes + IMPORT_FORM_OVERHEAD_BYTES;
export const IMPORT_FILE_TOO_LARGE = `The file is larger than ${IMPORT.maxFileBytes / 1024 / 1024} MB`;

/** One row of the preview table, as the server judged it. */
export type PreviewRowView = {
  rowNumber: number;
  title: string;
  slug: string;
  status: ImportRowStatus;
  errors: string[];
  warnings: string[];
  /** Whether a post already has this slug. */
  exists: boolean;
  /** Spec §4: update when a post with the slug exists, otherwise create. */
  defaultAction: Exclude<ImportAction, "skip">;
};

/** The import route's answers: a preview of the file, the outcome of an import, or why neither. */
export type ImportPreviewAnswer = {
  requestId?: string;
  ok: true;
  intent: "preview";
  fileName: string;
  rows: PreviewRowView[];
  /** Columns of the file the import does not know, ignored. */
  ignoredColumns: string[];
};

export type ImportRunAnswer = {
  requestId?: string;
  ok: true;
  intent: "import";
  results: ImportRowResult[];
  summary: ImportSummary;
  /** "Created: n, Updated: n, Skipped: n" (spec §8), with ", Failed: n" when rows failed. */
  message: string;
};

export type ImportErrorAnswer = { requestId?: string; ok: false; error: string };

/** The import route, whose action previews and runs an import. */
export const IMPORT_ACTION_PATH = "/admin/lake-advisor/import";

export type ImportAnswer = ImportPreviewAnswer | ImportRunAnswer | ImportErrorAnswer;

export type ChosenActions = ReadonlyMap<number, ImportAction>;

/**
 * The action of each row for a (new) preview: its default, except that a row the administrator
 * chose to skip stays skipped when the same file is previewed again (after an import).
 */
export function actionsForPreview(rows: readonly PreviewRowView[], previous?: ChosenActions): Map<number, ImportAction> {
  return new Map(rows.map((row) => [row.rowNumber, previous?.get(row.rowNumber) === "skip" ? "skip" : row.defaultAction]));
}

/** What the row will do at import: rows with errors are always skipped (spec §4). */
export function effectiveAction(row: Pick<PreviewRowView, "rowNumber" | "status" | "defaultAction">, chosen: ChosenActions): ImportAction {
  if (row.status === "errors") return "skip";
  return chosen.get(row.rowNumber) ?? row.defaultAction;
}

export type ImportPlan = { create: number; update: number; skip: number };

/** How many rows the Import Posts button will create, update and skip. */
export function importPlan(rows: readonly PreviewRowView[], chosen: ChosenActions): ImportPlan {
  const plan: ImportPlan = { create: 0, update: 0, skip: 0 };
  for (const row of rows) plan[effectiveAction(row, chosen)] += 1;
  return plan;
}

/** The form field with every row's action: what the administrator saw is what runs. */
export const importActionsSchema = z.array(z.object({ rowNumber: z.number().int().positive(), action: z.enum(IMPORT_ACTIONS) })).max(IMPORT.maxRows);

export function importActionsField(rows: readonly PreviewRowView[], chosen: ChosenActions): string {
  return JSON.stringify(rows.map((row) => ({ rowNumber: row.rowNumber, action: effectiveAction(row, chosen) })));
}

/** The results card's counts; Updated includes rows already as the file says, like the toast. */
export function resultCounts(summary: ImportSummary): { created: number; updated: number; skipped: number; failed: number } {
  return { created: summary.created, updated: summary.updated + summary.unchanged, skipped: summary.skipped, failed: summary.failed };
}

/** A result's links: the public page when the post is published, the editor for every post. */
export function resultLinks(result: Pick<ImportRowResult, "id" | "slug" | "published">): { publicUrl?: string; editUrl?: string } {
  if (!result.id) return {};
  return {
    ...(result.published ? { publicUrl: `/the-lake-advisor/${result.slug}` } : {}),
    editUrl: `/admin/lake-advisor/${result.id}/edit`,
  };
}

/** A file the import can take: a .csv of at most IMPORT.maxFileBytes; otherwise why not. */
export function csvFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return "Only .csv files can be imported";
  if (file.size > IMPORT.maxFileBytes) return IMPORT_FILE_TOO_LARGE;
  if (file.size === 0) return "The file is empty";
  return null;
}

export type ScrapeFailureView = { url: string; error: string };

/**
 * The toast after a scrape (spec §8): "Scraping complete" / "CSV downloaded" when at least one
 * post came back (the CSV is then downloaded), otherwise the destructive "Scraping failed" with
 * the error text.
 */
export function scrapeToast(answer: { posts: readonly unknown[]; failures: readonly ScrapeFailureView[] }): {
  kind: "success" | "error";
  title: string;
  description: string;
} {
  if (answer.posts.length > 0) return { kind: "success", title: SCRAPE_TOASTS.complete, description: SCRAPE_TOASTS.downloaded };
  const [first] = answer.failures;
  const description =
    answer.failures.length === 1 && first
      ? first.error
      : answer.failures.length > 1
        ? answer.failures.map((failure) => `${failure.url}: ${failure.error}`).join("; ")
        : "No post was found at these addresses";
  return { kind: "error", title: SCRAPE_TOASTS.failed, description };
}
