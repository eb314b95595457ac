import type { Db } from "#app/db/client.server.ts";
import { marketMonthFigures } from "#app/lib/market-month-figures.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";
import { finishMarketImport, listingsInCity, marketAreas, replaceAreaMonths, startMarketImport, upsertListings } from "#app/models/market-data.server.ts";
import { eventLoopSlices } from "#app/services/event-loop-slices.server.ts";

/** Listings written per statement; the event loop gets a turn between them (a transaction on the embedded database gives none). */
const LISTING_BATCH = 500;
/** How far back each area's months go from the export's date: the reports chart 24 and compare with a year before. */
const MONTHS_KEPT = 36;

export type MarketImportResult = { importId: string; added: number; updated: number; unchanged: number; ms: number };

const monthsBefore = (month: string, count: number) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

/**
 * Imports checked listings (issue 36) as of the export's date, all or nothing: in one
 * transaction each listing is added or updated by ListingId (the latest ModificationTimestamp
 * wins), then every area's monthly figures are computed again from the stored listings, so pages
 * read figures and never the listings.
 */
export async function importMarketListings(
  db: Db,
  { listings, asOf, fileName, importedBy }: { listings: readonly MlsListing[]; asOf: string; fileName: string; importedBy: string },
): Promise<MarketImportResult> {
  const started = performance.now();
  const turn = eventLoopSlices();
  return db.transaction(async (tx) => {
    const importId = await startMarketImport(tx, { asOf, fileName, importedBy });
    let added = 0;
    let updated = 0;
    for (let start = 0; start < listings.length; start += LISTING_BATCH) {
      await turn();
      const written = await upsertListings(tx, listings.slice(start, start + LISTING_BATCH), importId);
      added += written.added;
      updated += written.updated;
    }
    const last = asOf.slice(0, 7);
    const first = monthsBefore(last, MONTHS_KEPT - 1);
    for (const area of await marketAreas(tx)) {
      await turn();
      await replaceAreaMonths(tx, area.slug, marketMonthFigures(await listingsInCity(tx, area.name), first, last));
    }
    const result = { importId, added, updated, unchanged: listings.length - added - updated, ms: Math.round(performance.now() - started) };
    await finishMarketImport(tx, importId, { added, updated, unchanged: result.unchanged, ms: result.ms });
    return result;
  });
}
