// The MLS export's thread (app/services/mls-export-reader.server.ts): a listings export of up to
// 100 MB is decoded, parsed and checked row by row here, and handed over in batches the server
// asks for one at a time, so neither the parse nor the handing over holds the event loop.
// Built as build/server/mls-export-worker.js (vite.render-worker.ts).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import Papa from "papaparse";
import { decodeCsvFile } from "#app/lib/csv.ts";
import { listingColumns, readListingRow } from "#app/lib/mls-listing-row.ts";
import { MARKET_IMPORT, MARKET_IMPORT_TOO_MANY_ROWS, type ExportMessage, type ExportRow } from "#app/lib/market-import-rules.ts";

const port = parentPort;
if (!port) throw new Error("mls-export.worker.ts runs only as a worker thread");
/** As the render thread's: reading a file gives way to the threads serving requests. */
const EXPORT_THREAD_NICENESS = 10;
try {
  setPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), EXPORT_THREAD_NICENESS);
} catch {
  // Not Linux, or not allowed: the file is read at the server's priority.
}

const { bytes, demand } = workerData as { bytes: Uint8Array; demand: Int32Array };

/** Sends a message, then waits until the server asks for the next one (demand 1) or says to stop (2). */
function send(message: ExportMessage): void {
  port!.postMessage(message);
  if (message.kind !== "rows") return;
  Atomics.wait(demand, 0, 0);
  if (Atomics.load(demand, 0) === 2) process.exit(0);
  Atomics.store(demand, 0, 0);
}

function read(): void {
  const decoded = decodeCsvFile(bytes);
  if ("problem" in decoded) return send({ kind: "file-problem", message: decoded.problem });
  const text = decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text;
  let header: string[] | undefined;
  let columnOf: Record<string, string> = {};
  let used: [name: string, index: number][] = [];
  let rowCount = 0;
  let batch: ExportRow[] = [];
  let stopped = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    step(result, parser) {
      if (stopped) return;
      const quoteError = result.errors.find((error) => error.type === "Quotes");
      if (quoteError) {
        stopped = true;
        parser.abort();
        return send({ kind: "file-problem", message: `Row ${rowCount + 1}: a quoted cell is never closed, so the rows after it cannot be read.` });
      }
      const cells = result.data;
      if (!header) {
        header = cells.map((cell) => cell.trim());
        const columns = listingColumns(header);
        if (columns.missing.length > 0) {
          stopped = true;
          parser.abort();
          return send({
            kind: "file-problem",
            message: `The file has no ${columns.missing.join(", ")} column${columns.missing.length > 1 ? "s" : ""}. Export the listings with the RESO Data Dictionary names, such as ListingId and StandardStatus, in the first line.`,
          });
        }
        columnOf = columns.columnOf;
        used = Object.values(columnOf).map((name) => [name, header!.indexOf(name)]);
        return send({ kind: "columns", ignored: columns.ignored });
      }
      rowCount += 1;
      if (rowCount > MARKET_IMPORT.maxRows) {
        stopped = true;
        parser.abort();
        return send({ kind: "file-problem", message: MARKET_IMPORT_TOO_MANY_ROWS });
      }
      const row: Record<string, string> = {};
      for (const [name, index] of used) row[name] = cells[index] ?? "";
      const read = readListingRow(row, columnOf);
      batch.push(
        "listing" in read
          ? { rowNumber: rowCount, listing: read.listing }
          : { rowNumber: rowCount, listingId: (row[columnOf.ListingId!] ?? "").trim().slice(0, 64), problems: read.problems },
      );
      if (batch.length === MARKET_IMPORT.rowsPerBatch) {
        send({ kind: "rows", rows: batch });
        batch = [];
      }
    },
  });
  if (stopped) return;
  if (!header) return send({ kind: "file-problem", message: "The file is empty: export the listings from the MLS as CSV and upload that file." });
  if (rowCount === 0) return send({ kind: "file-problem", message: "The file has no rows to import" });
  if (batch.length > 0) send({ kind: "rows", rows: batch });
  send({ kind: "end", rowCount });
}

read();
