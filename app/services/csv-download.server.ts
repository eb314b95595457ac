import { csvLines } from "#app/lib/csv.ts";
import { logger } from "#app/lib/logger.server.ts";

export type CsvColumn<Row> = [string, (row: Row) => string | number | null | undefined];

/**
 * Rows as a UTF-8 CSV download (with a byte-order mark, so spreadsheets read it as UTF-8) and a
 * header row, streamed a batch at a time so an export of any size holds one batch; every cell
 * goes through the one formula rule of `csvLines`.
 */
export function csvDownloadStream<Row>(columns: CsvColumn<Row>[], batches: AsyncGenerator<Row[]>, what: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLines([columns.map(([name]) => name)])}`));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(csvLines(next.value.map((row) => columns.map(([, value]) => value(row))))));
      } catch (error) {
        logger.error({ err: error }, `${what} export failed`);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The headers of a CSV download named `<name>-<today>.csv`. */
export function csvDownloadHeaders(name: string, cacheControl: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    "Cache-Control": cacheControl,
    "X-Robots-Tag": "noindex",
  };
}
