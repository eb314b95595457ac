import { TZDate } from "@date-fns/tz";
import { SITE_TIME_ZONE } from "./lead-status.ts";
import type { MlsListing } from "./mls-listing-row.ts";

/** The limits of an MLS listings export (issue 36): a whole market's export, read without holding the server. */
export const MARKET_IMPORT = {
  maxFileBytes: 100 * 1024 * 1024,
  maxRows: 200_000,
  /** Rows the export's thread hands over at a time, and the import merges per transaction. */
  rowsPerBatch: 1_000,
  /**
   * Listings the preview stages per statement, with a turn of the event loop between: the embedded
   * database runs a statement on the event loop, and 1,000 listings held it for about 80 ms.
   */
  rowsPerStatement: 250,
  /** Rows with problems listed on the preview; the count is always given. */
  listedProblemRows: 500,
  /** Listings of each kind shown on the preview as examples. */
  listedExamples: 20,
  /**
   * How long an instance holds an import it runs; each batch renews it. An import whose instance
   * stopped is taken over by another after it (at once after a clean shutdown).
   */
  leaseMs: 2 * 60_000,
  /** How often an instance looks for an import that stopped before it finished. */
  resumePollMs: 30_000,
  /** An upload previewed but not imported is deleted after this long. */
  uploadKeptMs: 24 * 60 * 60 * 1000,
} as const;

export const MARKET_IMPORT_TOO_LARGE = `The file is larger than ${MARKET_IMPORT.maxFileBytes / 1024 / 1024} MB. Export fewer listings at a time (for example one year, or a few towns) and import each file.`;
export const MARKET_IMPORT_TOO_MANY_ROWS = `The file has more than ${MARKET_IMPORT.maxRows.toLocaleString("en-US")} rows. Export fewer listings at a time and import each file.`;

/** A row of the export as its thread reads it: a listing, or why not. */
export type ExportRow = { rowNumber: number; listing: MlsListing } | { rowNumber: number; listingId: string; problems: string[] };

/** What the export's thread says, in order: its columns (or the file's problem), batches of rows, the end. */
export type ExportMessage =
  { kind: "file-problem"; message: string } | { kind: "columns"; ignored: string[] } | { kind: "rows"; rows: ExportRow[] } | { kind: "end"; rowCount: number };

/** IDX: listing data shown must be refreshed within 12 hours of the export it came from. */
export const LISTING_DATA_FRESH_MS = 12 * 60 * 60 * 1000;
/** Cards a guide shows by default: its town's newest Active listings, pinned ones first. */
export const GUIDE_LISTING_CARDS = 6;

/**
 * When an export was taken, as near as it says: its newest change when that falls on the "as of"
 * day (in Charlotte), otherwise the end of that day.
 */
export function exportedAt(asOf: string, newestModifiedAt: string | null): string {
  if (newestModifiedAt) {
    const local = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(new Date(newestModifiedAt));
    if (local === asOf) return new Date(newestModifiedAt).toISOString();
  }
  const [year, month, day] = asOf.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 23, 59, 59, SITE_TIME_ZONE).getTime()).toISOString();
}

/** Whether listing data taken at `exported` is older than IDX allows at `now`. */
export const listingDataStale = (exported: string, now: number) => now - Date.parse(exported) > LISTING_DATA_FRESH_MS;
