import type { MlsListing } from "./mls-listing-row.ts";

/** The limits of an MLS listings export (issue 36): a whole market's export, read without holding the server. */
export const MARKET_IMPORT = {
  maxFileBytes: 100 * 1024 * 1024,
  maxRows: 200_000,
  /** Rows the export's thread hands over at a time, and the import writes per statement. */
  rowsPerBatch: 1_000,
  /** Rows with problems listed on the preview; the count is always given. */
  listedProblemRows: 500,
  /** Listings of each kind shown on the preview as examples. */
  listedExamples: 20,
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
