import Papa from "papaparse";

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const SAVE_AS_UTF8 = 'Save it from your spreadsheet as "CSV UTF-8" and upload it again.';
/** Bytes of the start of a file looked at for NUL bytes, which text files do not have. */
const SNIFF_BYTES = 4096;

/**
 * A CSV file's bytes as text, or a sentence saying why the file is not UTF-8 text: UTF-16
 * (with a byte-order mark, or without one but with the NUL byte of every other position),
 * binary data (a share of NUL bytes), or another encoding such as Latin-1 / Windows-1252. Read
 * strictly, so a wrong encoding is named instead of turning into replacement characters.
 */
export function decodeCsvFile(bytes: Uint8Array): { text: string } | { problem: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: `The file is saved as UTF-16 text, not UTF-8. ${SAVE_AS_UTF8}` };
  }
  const sample = bytes.subarray(0, SNIFF_BYTES);
  let nulsAtOdd = 0;
  let nulsAtEven = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) nulsAtEven++;
      else nulsAtOdd++;
    }
  }
  const half = sample.length / 2;
  const utf16 = (zeros: number, others: number) => zeros >= half * 0.9 && others <= half * 0.1;
  if (half >= 2 && (utf16(nulsAtOdd, nulsAtEven) || utf16(nulsAtEven, nulsAtOdd))) {
    return { problem: `The file is saved as UTF-16 text, not UTF-8. ${SAVE_AS_UTF8}` };
  }
  const nuls = nulsAtOdd + nulsAtEven;
  const binary = { problem: "The file is not a CSV text file (it holds binary data). Save or export it as CSV and upload that file." };
  if (nuls > 8 && nuls > sample.length / 100) return binary;
  try {
    return { text: UTF8.decode(bytes) };
  } catch {
    if (nuls > 0) return binary;
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const line = lenient.slice(0, lenient.indexOf("\ufffd")).split(/\r\n|\r|\n/).length;
    return {
      problem: `The file is not UTF-8 text (line ${line} has a character in another encoding, such as Latin-1 or Windows-1252). ${SAVE_AS_UTF8}`,
    };
  }
}

/** One data row, keyed by column name; a cell missing at the end of a short line is "". */
export type CsvRow = Record<string, string>;

export type CsvParseResult = {
  /** Column names from the first line, trimmed and lower-cased, in file order. */
  columns: string[];
  rows: CsvRow[];
  /** For each row (same index), how many non-empty cells it has beyond the header's columns. */
  extraCells: number[];
  /** Problems that make the file unreadable as a whole (an unclosed quote), one sentence each. */
  problems: string[];
};

/**
 * Spec §5 "CSV import": the first line names the columns; double quotes around cells are
 * honoured, so commas, quotes ("") and line breaks may sit inside a cell; blank lines (and lines
 * whose cells are all empty) are ignored; a byte-order mark is tolerated. Column names are trimmed
 * and lower-cased ("Title " reads as "title"); cells are kept exactly as written, except the
 * quote that toCsv() puts before a would-be formula, which is taken off again (restoreCell).
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<Record<string, string | string[] | undefined>>(input, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => restoreCell(header).trim().toLowerCase(),
  });
  const columns = (result.meta.fields ?? []).filter((column) => column !== "");
  const rows: CsvRow[] = [];
  const extraCells: number[] = [];
  for (const record of result.data) {
    const row: CsvRow = {};
    for (const column of columns) {
      const cell = record[column];
      row[column] = typeof cell === "string" ? restoreCell(cell) : "";
    }
    rows.push(row);
    const extra = record.__parsed_extra;
    extraCells.push(Array.isArray(extra) ? extra.filter((cell) => cell.trim() !== "").length : 0);
  }
  const problems = result.errors
    .filter((error) => error.type === "Quotes")
    .map((error) => `Line ${lineOf(input, error.index)}: a quoted cell is never closed.`);
  return { columns, rows, extraCells, problems: [...new Set(problems)] };
}

function lineOf(text: string, index: number | undefined): number {
  if (index === undefined) return 1;
  return text.slice(0, index).split(/\r\n|\r|\n/).length;
}

/**
 * The one formula rule of every CSV the site writes (OWASP's CSV injection defence): a cell a
 * spreadsheet would run as a formula (it begins with =, +, -, @, tab or carriage return) is written
 * with a leading single quote, which spreadsheets show as text. A cell that already begins with a
 * quote gets one too, so that restoreCell() can tell our quote from the author's and every cell
 * reads back exactly as it was. Papa's own `escapeFormulae: true` would miss a cell that goes on
 * past a line break (its pattern ends with `.*$` without the s flag), and a message may be several lines.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

/** A cell read back from a file the site wrote: one leading quote goes when the next character needed it. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** RFC 4180 lines (Papa.unparse) of `rows`, each cell neutralised against formulas, quoted only when needed, each line ended by CRLF. */
export function csvLines(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return (
    Papa.unparse(
      rows.map((row) => row.map((cell) => cell ?? "")),
      { newline: "\r\n", escapeFormulae: FORMULA_START },
    ) + "\r\n"
  );
}

/**
 * A header line of `columns`, then one line per row with the cells in that order (a missing cell
 * is empty), by csvLines(). parseCsv() reads it back exactly.
 */
export function toCsv(columns: readonly string[], rows: readonly Readonly<Record<string, string>>[]): string {
  return csvLines([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))]);
}
