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
  latestMarketImport,
  listingsInArea,
  marketArea,
  marketAreas,
  mergeUploadListings,
  replaceAreaMonths,
  staleMarketUploads,
  stageUploadListings,
  startMarketImport,
  storedListingTimes,
  takeMarketUpload,
  type MarketArea,
} from "#app/models/market-data.server.ts";
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

/** An area's 36 months to the export's date computed again from its stored listings. */
async function computeAreaMonths(db: Db, area: MarketArea, asOf: string): Promise<void> {
  const last = asOf.slice(0, 7);
  await replaceAreaMonths(db, area.slug, marketMonthFigures(await listingsInArea(db, area), shiftMonth(last, 1 - MONTHS_KEPT), last));
}

/**
 * An area's figures computed again after its guide's postal codes or subdivisions changed, in the
 * guide's save's transaction (whose write raises the content version), as of the latest import.
 */
export async function recomputeAreaMonths(db: Db, slug: string): Promise<void> {
  const [latest, area] = await Promise.all([latestMarketImport(db), marketArea(db, slug)]);
  if (latest && area) await computeAreaMonths(db, area, latest.asOf);
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
 * Imports a staged upload as of the export's date, all or nothing: in one transaction each
 * listing is added or updated by ListingId (the latest ModificationTimestamp wins), in batches
 * with a turn of the event loop between, then every area's monthly figures are computed again
 * from the stored listings, so pages read figures and never the listings. Answers null when the
 * upload is not there to import (expired, or imported already).
 */
export async function importMarketUpload(
  db: Db,
  { uploadId, asOf, importedBy }: { uploadId: string; asOf: string; importedBy: string },
): Promise<MarketImportResult | null> {
  const started = performance.now();
  const turn = eventLoopSlices();
  const result = await db.transaction(async (tx) => {
    const upload = await takeMarketUpload(tx, uploadId);
    if (!upload) return null;
    const importId = await startMarketImport(tx, { asOf, exportedAt: exportedAt(asOf, upload.newestModifiedAt), fileName: upload.fileName, importedBy });
    let added = 0;
    let updated = 0;
    for (let after = ""; ;) {
      await turn();
      // A thousand at a time: on the embedded database other queries wait for the whole transaction
      // whatever its statements' size, so the fewer, larger statements end it sooner.
      const merged = await mergeUploadListings(tx, { uploadId, importId, after, limit: MARKET_IMPORT.rowsPerBatch });
      added += merged.added;
      updated += merged.updated;
      if (merged.last === null) break;
      after = merged.last;
    }
    for (const area of await marketAreas(tx)) {
      await turn();
      await computeAreaMonths(tx, area, asOf);
    }
    const ms = Math.round(performance.now() - started);
    const counts = { added, updated, unchanged: upload.listingCount - added - updated, ms };
    await finishMarketImport(tx, importId, counts);
    return { importId, ...counts };
  });
  if (result) {
    deleteMarketUpload(db, uploadId, eventLoopSlices()).catch((error: unknown) => logger.warn({ err: error }, "could not delete an imported market upload"));
  }
  return result;
}
