import Papa from "papaparse";

/** One data row, keyed by column name; a cell missing at the end of a short line is "". */
export type CsvRow = Record<string, string>;

export type CsvParseResult = {
  /** Column names from the first line, trimmed and lower-cased, in file order. */
  columns: string[];
  rows: CsvRow[];
  /** Problems that make the file unreadable as a whole (an unclosed quote), one sentence each. */
  problems: string[];
};

/**
 * Spec §5 "CSV import": the first line names the columns; double quotes around cells are
 * honoured, so commas, quotes ("") and line breaks may sit inside a cell; blank lines (and lines
 * whose cells are all empty) are ignored; a byte-order mark is tolerated. Column names are trimmed
 * and lower-cased ("Title " reads as "title"); cells are kept exactly as written.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<Record<string, string | undefined>>(input, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const columns = (result.meta.fields ?? []).filter((column) => column !== "");
  const rows = result.data.map((record) => {
    const row: CsvRow = {};
    for (const column of columns) row[column] = record[column] ?? "";
    return row;
  });
  const problems = result.errors
    .filter((error) => error.type === "Quotes")
    .map((error) => `Line ${lineOf(input, error.index)}: a quoted cell is never closed.`);
  return { columns, rows, problems: [...new Set(problems)] };
}

function lineOf(text: string, index: number | undefined): number {
  if (index === undefined) return 1;
  return text.slice(0, index).split(/\r\n|\r|\n/).length;
}

/** A cell needs quotes when it holds a delimiter, a quote, a line break or edge whitespace. */
function needsQuotes(cell: string): boolean {
  return /[",\r\n]/.test(cell) || cell !== cell.trim();
}

function csvCell(cell: string): string {
  return needsQuotes(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * RFC 4180 text: a header line of `columns`, then one line per row with the cells in that order
 * (a missing cell is empty), quoted only when needed, lines ended by CRLF.
 */
export function toCsv(columns: readonly string[], rows: readonly Readonly<Record<string, string>>[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))];
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
