import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "#app/db/client.server.ts";
import { exportedAt, MARKET_IMPORT } from "#app/lib/market-import-rules.ts";
import { marketMonthFigures, shiftMonth } from "#app/lib/market-month-figures.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";
import { logger } from "#app/lib/logger.server.ts";
import {
  completeMarketUpload,
  createMarketUpload,
  deleteMarketUpload,
  finishMarketImport,
  releaseMarketUpload,
  renewMarketUploadLease,
  stoppedMarketImports,
  type MarketImportRun,
  latestMarketImport,
  listingsInArea,
  marketArea,
  marketAreas,
  mergeUploadBatch,
  replaceAreaMonths,
  staleMarketUploads,
  stageUploadListings,
  storedListingTimes,
  takeMarketUpload,
  type MarketArea,
} from "#app/models/market-data.server.ts";
import { startDrainingWorker, type DrainingWorker } from "#app/services/draining-worker.server.ts";
import { eventLoopSlices } from "#app/services/event-loop-slices.server.ts";
import { readMlsExport } from "#app/services/mls-export-reader.server.ts";

/** How far back each area's months go from the export's date: the reports chart 24 and compare with a year before. */
const MONTHS_KEPT = 36;

/** A listing as the preview shows it as an example of what the import does. */
export type ListingExample = { rowNumber: number; listingId: string; status: string; city: string; listPrice: number };

/** What an export would do, read and staged (decision 052); importable when no row has a problem. */
export type MarketPreview = {
  /** The staged upload to import; null when rows have problems (nothing can be imported). */
  uploadId: string | null;
  fileName: string;
  rowCount: number;
  counts: { new: number; changed: number; unchanged: number; invalid: number; repeated: number };
  invalidRows: { rowNumber: number; listingId: string; problems: string[] }[];
  examples: { new: ListingExample[]; changed: ListingExample[] };
  ignoredColumns: string[];
  /** The newest ModificationTimestamp's day: the "as of" date offered. */
  newestDay: string | null;
};

export type MarketImportResult = { importId: string; added: number; updated: number; unchanged: number; ms: number };

/** An area's 36 months to the export's date, computed from its stored listings. */
async function areaMonths(db: Db, area: MarketArea, asOf: string, between: () => Promise<void>) {
  const last = asOf.slice(0, 7);
  const listings = await listingsInArea(db, area, { pageSize: MARKET_IMPORT.rowsPerBatch, between });
  return marketMonthFigures(listings, shiftMonth(last, 1 - MONTHS_KEPT), last);
}

/**
 * An area's figures computed again after its guide's postal codes or subdivisions changed, in the
 * guide's save's transaction (whose write raises the content version), as of the latest import.
 */
export async function recomputeAreaMonths(db: Db, slug: string): Promise<void> {
  const [latest, area] = await Promise.all([latestMarketImport(db), marketArea(db, slug)]);
  if (latest && area) await replaceAreaMonths(db, area.slug, await areaMonths(db, area, latest.asOf, async () => {}));
}

const example = (rowNumber: number, listing: MlsListing): ListingExample => ({
  rowNumber,
  listingId: listing.listingId,
  status: listing.status,
  city: listing.city,
  listPrice: listing.listPrice,
});

/** Deletes uploads previewed more than a day ago and never imported. */
async function deleteStaleUploads(db: Db): Promise<void> {
  const turn = eventLoopSlices();
  for (const id of await staleMarketUploads(db, new Date(Date.now() - MARKET_IMPORT.uploadKeptMs))) await deleteMarketUpload(db, id, turn);
}

/**
 * Reads an MLS listings export (issue 36) on its own thread and stages its listings batch by
 * batch, each compared with the stored listing of its ListingId: new, changed (the export's row is
 * newer) or unchanged. A row with a problem is listed with its reasons, and then nothing can be
 * imported (an import is all or nothing); a ListingId repeated in the file keeps its newest row.
 * Answers the file's problem instead when it cannot be read as an export at all.
 */
export async function stageMarketExport(
  db: Db,
  { file, fileName, uploadedBy }: { file: ArrayBuffer; fileName: string; uploadedBy: string },
): Promise<{ preview: MarketPreview } | { problem: string }> {
  await deleteStaleUploads(db);
  const uploadId = await createMarketUpload(db, { fileName, uploadedBy });
  const preview: MarketPreview = {
    uploadId,
    fileName,
    rowCount: 0,
    counts: { new: 0, changed: 0, unchanged: 0, invalid: 0, repeated: 0 },
    invalidRows: [],
    examples: { new: [], changed: [] },
    ignoredColumns: [],
    newestDay: null,
  };
  /** Each ListingId seen, with the ModificationTimestamp (epoch ms) of the row kept. */
  const seen = new Map<string, number>();
  let newest = "";
  const discard = () => deleteMarketUpload(db, uploadId, eventLoopSlices());
  try {
    for await (const message of readMlsExport(file)) {
      if (message.kind === "file-problem") {
        await discard();
        return { problem: message.message };
      }
      if (message.kind === "columns") preview.ignoredColumns = message.ignored;
      if (message.kind === "end") preview.rowCount = message.rowCount;
      if (message.kind !== "rows") continue;
      const staged = new Map<string, MlsListing>();
      const firstSeen: { rowNumber: number; listing: MlsListing }[] = [];
      for (const row of message.rows) {
        if (!("listing" in row)) {
          preview.counts.invalid += 1;
          if (preview.invalidRows.length < MARKET_IMPORT.listedProblemRows) preview.invalidRows.push(row);
          continue;
        }
        const { listing } = row;
        const time = Date.parse(listing.modifiedAt);
        if (listing.modifiedAt > newest) newest = listing.modifiedAt;
        const kept = seen.get(listing.listingId);
        if (kept !== undefined) {
          preview.counts.repeated += 1;
          if (time <= kept) continue;
        } else {
          firstSeen.push(row);
        }
        seen.set(listing.listingId, time);
        staged.set(listing.listingId, listing);
      }
      const stored = await storedListingTimes(
        db,
        firstSeen.map((row) => row.listing.listingId),
      );
      for (const { rowNumber, listing } of firstSeen) {
        const storedTime = stored.get(listing.listingId);
        const kind = storedTime === undefined ? "new" : storedTime < Date.parse(listing.modifiedAt) ? "changed" : "unchanged";
        preview.counts[kind] += 1;
        if (kind !== "unchanged" && preview.examples[kind].length < MARKET_IMPORT.listedExamples) preview.examples[kind].push(example(rowNumber, listing));
      }
      if (preview.counts.invalid > 0) continue;
      const rows = [...staged.values()];
      for (let start = 0; start < rows.length; start += MARKET_IMPORT.rowsPerStatement) {
        await stageUploadListings(db, uploadId, rows.slice(start, start + MARKET_IMPORT.rowsPerStatement));
        await nextTurn();
      }
    }
    preview.newestDay = newest === "" ? null : newest.slice(0, 10);
    if (preview.counts.invalid > 0) {
      await discard();
      return { preview: { ...preview, uploadId: null } };
    }
    await completeMarketUpload(db, uploadId, { newestModifiedAt: newest === "" ? null : newest, listingCount: seen.size });
    return { preview };
  } catch (error) {
    await discard().catch((cleanup: unknown) => logger.warn({ err: cleanup }, "could not delete a failed market upload"));
    throw error;
  }
}

/**
 * Imports a staged upload as of the date given (decision 052): its listings merged a thousand at
 * a time, each batch a transaction of its own with a turn of the event loop between, so no request
 * waits for more than a batch; then each area's 36 months, an area per transaction; then the
 * import's record finished, which is when its date and figures become the pages' (the content
 * version rises once). Nothing is lost if it stops on the way: the rows not yet merged stay staged
 * and the next start goes on from them (startMarketImportResume). Null when the upload is not
 * there to import (imported already, expired, or being imported by another instance).
 */
export async function importMarketUpload(
  db: Db,
  { uploadId, asOf, importedBy }: { uploadId: string; asOf: string; importedBy: string },
): Promise<MarketImportResult | null> {
  const started = performance.now();
  const run = await takeMarketUpload(db, uploadId, { asOf, importedBy, exportedAt: (newest) => exportedAt(asOf, newest) });
  return run ? runMarketImport(db, run, { started }) : null;
}

/** Goes on with a taken import until it is finished; null when `stopped` says to stop first (its lease is given up). */
async function runMarketImport(
  db: Db,
  run: MarketImportRun,
  { started = performance.now(), stopped = () => false }: { started?: number; stopped?: () => boolean } = {},
): Promise<MarketImportResult | null> {
  const turn = eventLoopSlices();
  for (let after: string | null = ""; after !== null;) {
    await turn();
    if (stopped()) return releaseMarketUpload(db, run.uploadId).then(() => null);
    after = await mergeUploadBatch(db, run, { after, limit: MARKET_IMPORT.rowsPerBatch });
  }
  // Months to the later export's date when another import finished while this one was stopped.
  const latest = await latestMarketImport(db);
  const asOf = latest && latest.asOf > run.asOf ? latest.asOf : run.asOf;
  for (const area of await marketAreas(db)) {
    await turn();
    if (stopped()) return releaseMarketUpload(db, run.uploadId).then(() => null);
    // Read, then computed with the database free, then written in a transaction of its own.
    const months = await areaMonths(db, area, asOf, turn);
    await db.transaction(async (tx) => {
      await replaceAreaMonths(tx, area.slug, months);
      await renewMarketUploadLease(tx, run.uploadId);
    });
  }
  const record = await finishMarketImport(db, run, Math.round(performance.now() - started));
  return { importId: record.id, added: record.added, updated: record.updated, unchanged: record.unchanged, ms: record.ms };
}

/**
 * One look for the imports that stopped before they finished (a crash, a shutdown, a failure on
 * the way): each whose lease has run out is taken and finished, unless `stop` aborts first (its
 * lease is given up between batches). Answers how many it finished.
 */
export async function finishStoppedMarketImports(db: Db, stop: AbortSignal): Promise<number> {
  let finished = 0;
  for (const { uploadId, leaseUntil } of await stoppedMarketImports(db)) {
    if (stop.aborted) break;
    if (leaseUntil && leaseUntil.getTime() > Date.now()) continue;
    const run = await takeMarketUpload(db, uploadId, undefined);
    const result = run ? await runMarketImport(db, run, { stopped: () => stop.aborted }) : null;
    if (!result) continue;
    logger.info({ importId: result.importId, added: result.added, updated: result.updated }, "a stopped market import is finished");
    finished += 1;
  }
  return finished;
}

/** finishStoppedMarketImports at the start, then every `pollIntervalMs`, until stopped. */
export function startMarketImportResume(db: Db, pollIntervalMs: number = MARKET_IMPORT.resumePollMs): DrainingWorker {
  return startDrainingWorker((stop) => finishStoppedMarketImports(db, stop), {
    batchSize: 1,
    pollIntervalMs,
    failure: "a stopped market import could not go on yet; it is tried again",
  });
}
