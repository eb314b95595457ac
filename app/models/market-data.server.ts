import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { marketAreaMonths, marketImports, marketListingChoices, marketUploadListings, marketUploads, mlsListings, neighborhoods } from "#app/db/schema.ts";
import { MARKET_IMPORT } from "#app/lib/market-import-rules.ts";
import type { ListingForFigures, MonthFigures } from "#app/lib/market-month-figures.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";

// The one writer of `market_uploads`, `market_upload_listings`, `market_imports`, `mls_listings`
// and `market_area_months` (issue 36, decision 052).

export type MarketImport = typeof marketImports.$inferSelect;

/** The latest import that is finished: an import under way is no page's yet. */
export async function latestMarketImport(db: Db): Promise<MarketImport | undefined> {
  const [row] = await db.select().from(marketImports).where(isNotNull(marketImports.finishedAt)).orderBy(desc(marketImports.createdAt)).limit(1);
  return row;
}

export type MarketUpload = typeof marketUploads.$inferSelect;

export async function createMarketUpload(db: Db, { fileName, uploadedBy }: { fileName: string; uploadedBy: string }): Promise<string> {
  const [row] = await db.insert(marketUploads).values({ fileName, uploadedBy }).returning({ id: marketUploads.id });
  return row!.id;
}

/** Marks an upload importable: its rows all staged, none with a problem. */
export async function completeMarketUpload(
  db: Db,
  id: string,
  { newestModifiedAt, listingCount }: { newestModifiedAt: string | null; listingCount: number },
): Promise<void> {
  await db.update(marketUploads).set({ complete: true, newestModifiedAt, listingCount }).where(eq(marketUploads.id, id));
}

/** An upload being imported: its import's record, and its rows still to merge. */
export type MarketImportRun = { importId: string; uploadId: string; asOf: string; listingCount: number };

const leaseFrom = (now: Date) => new Date(now.getTime() + MARKET_IMPORT.leaseMs);

/**
 * Takes an upload for its import, under a lease each batch renews: an importable upload starts its
 * import (a record without `finished_at`, which no page reads) when `start` is given; an upload
 * whose import stopped (its instance ended, or failed) is taken over once its lease has run out.
 * Undefined otherwise: imported already, gone, or running on another instance.
 */
export async function takeMarketUpload(
  db: Db,
  id: string,
  start: { asOf: string; exportedAt: (newestModifiedAt: string | null) => string; importedBy: string } | undefined,
  now = new Date(),
): Promise<MarketImportRun | undefined> {
  return db.transaction(async (tx) => {
    const [upload] = await tx.select().from(marketUploads).where(eq(marketUploads.id, id)).for("update");
    if (!upload) return undefined;
    if (upload.complete && start) {
      const [record] = await tx
        .insert(marketImports)
        .values({
          asOf: start.asOf,
          exportedAt: start.exportedAt(upload.newestModifiedAt),
          fileName: upload.fileName,
          importedBy: start.importedBy,
          added: 0,
          updated: 0,
          unchanged: 0,
          ms: 0,
        })
        .returning({ id: marketImports.id });
      await tx
        .update(marketUploads)
        .set({ complete: false, importId: record!.id, leaseUntil: leaseFrom(now) })
        .where(eq(marketUploads.id, id));
      return { importId: record!.id, uploadId: id, asOf: start.asOf, listingCount: upload.listingCount };
    }
    if (!upload.importId || (upload.leaseUntil && upload.leaseUntil > now)) return undefined;
    await tx
      .update(marketUploads)
      .set({ leaseUntil: leaseFrom(now) })
      .where(eq(marketUploads.id, id));
    const [record] = await tx.select({ asOf: marketImports.asOf }).from(marketImports).where(eq(marketImports.id, upload.importId));
    return { importId: upload.importId, uploadId: id, asOf: record!.asOf, listingCount: upload.listingCount };
  });
}

/** Imports that stopped before they finished, each with when its lease runs out. */
export async function stoppedMarketImports(db: Db): Promise<{ uploadId: string; leaseUntil: Date | null }[]> {
  return db.select({ uploadId: marketUploads.id, leaseUntil: marketUploads.leaseUntil }).from(marketUploads).where(isNotNull(marketUploads.importId));
}

/** Holds an import's lease on: its instance is still running it. */
export async function renewMarketUploadLease(db: Db, id: string): Promise<void> {
  await db
    .update(marketUploads)
    .set({ leaseUntil: leaseFrom(new Date()) })
    .where(eq(marketUploads.id, id));
}

/** Imports started and not finished (under way, or stopped and waiting to go on), oldest first. */
export async function unfinishedMarketImports(db: Db): Promise<Pick<MarketImport, "fileName" | "asOf" | "importedBy">[]> {
  return db
    .select({ fileName: marketImports.fileName, asOf: marketImports.asOf, importedBy: marketImports.importedBy })
    .from(marketImports)
    .where(isNull(marketImports.finishedAt))
    .orderBy(asc(marketImports.createdAt));
}

/** Gives up an import's lease (its instance is stopping), so the next start goes on with it at once. */
export async function releaseMarketUpload(db: Db, id: string): Promise<void> {
  await db.update(marketUploads).set({ leaseUntil: null }).where(eq(marketUploads.id, id));
}

/**
 * The import's record finished with its time and the count of listings it left unchanged, and its
 * upload deleted (its rows are all merged), in one step: from here its date and figures are the
 * pages', and the content version rises once. Answers the record, also when another instance
 * finished it first.
 */
export async function finishMarketImport(db: Db, run: MarketImportRun, ms: number): Promise<MarketImport> {
  return db.transaction(async (tx) => {
    const [finished] = await tx
      .update(marketImports)
      .set({
        finishedAt: sql`now()`,
        ms,
        unchanged: sql`greatest(${run.listingCount} - ${marketImports.added} - ${marketImports.updated}, 0)`,
      })
      .where(and(eq(marketImports.id, run.importId), isNull(marketImports.finishedAt)))
      .returning();
    await tx.delete(marketUploads).where(eq(marketUploads.id, run.uploadId));
    return finished ?? (await tx.select().from(marketImports).where(eq(marketImports.id, run.importId)))[0]!;
  });
}

/** Deletes an upload and its staged rows, in batches so no one statement holds the embedded database. */
export async function deleteMarketUpload(db: Db, id: string, between: () => Promise<void>): Promise<void> {
  for (;;) {
    const batch = db.select({ listingId: marketUploadListings.listingId }).from(marketUploadListings).where(eq(marketUploadListings.uploadId, id)).limit(2_000);
    const deleted = await db
      .delete(marketUploadListings)
      .where(and(eq(marketUploadListings.uploadId, id), inArray(marketUploadListings.listingId, batch)))
      .returning({ listingId: marketUploadListings.listingId });
    if (deleted.length === 0) break;
    await between();
  }
  await db.delete(marketUploads).where(eq(marketUploads.id, id));
}

/** Uploads created before `before` and never imported (an import under way keeps its upload). */
export async function staleMarketUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: marketUploads.id })
    .from(marketUploads)
    .where(and(lt(marketUploads.createdAt, before), isNull(marketUploads.importId)));
  return rows.map((row) => row.id);
}

/** Every listing column but the key, taken from the row being written. */
const fromExcluded = (columns: Record<string, { name: string }>, skip: string[]) =>
  Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => !skip.includes(field))
      .map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
  );

/** Stages a batch of an upload's listings (one row per ListingId: the newer ModificationTimestamp stays). */
export async function stageUploadListings(db: Db, uploadId: string, listings: readonly MlsListing[]): Promise<void> {
  if (listings.length === 0) return;
  await db
    .insert(marketUploadListings)
    .values(listings.map((listing) => ({ ...listing, uploadId })))
    .onConflictDoUpdate({
      target: [marketUploadListings.uploadId, marketUploadListings.listingId],
      set: fromExcluded(getTableColumns(marketUploadListings), ["uploadId", "listingId"]),
      setWhere: sql`excluded.modified_at > ${marketUploadListings.modifiedAt}`,
    });
}

/** The stored ModificationTimestamp (epoch ms) of each of these listings that is stored. */
export async function storedListingTimes(db: Db, listingIds: readonly string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: mlsListings.listingId, modifiedAt: mlsListings.modifiedAt })
    .from(mlsListings)
    .where(inArray(mlsListings.listingId, [...listingIds]));
  return new Map(rows.map((row) => [row.listingId, Date.parse(row.modifiedAt)]));
}

const LISTING_COLUMN_NAMES = Object.entries(getTableColumns(mlsListings))
  .filter(([field]) => field !== "importId")
  .map(([, column]) => column.name);
const LISTING_UPDATE = fromExcluded(getTableColumns(mlsListings), ["listingId"]);

/**
 * Merges the import's next `limit` staged listings (by ListingId) in a transaction of their own:
 * new ones are added, known ones updated where the staged row is newer (ModificationTimestamp), so
 * an older export never overwrites a newer one; the rows leave the upload, the record counts them
 * and the lease is renewed. Answers the batch's last ListingId, to go on after (null when no
 * staged rows were left after `after`). A run stopped between two
 * batches goes on from the rest, and a batch merged twice (two instances) changes and counts
 * nothing the second time.
 */
export async function mergeUploadBatch(db: Db, run: MarketImportRun, { after, limit }: { after: string; limit: number }): Promise<string | null> {
  return db.transaction(async (tx) => {
    // From the last batch's ListingId on: the rows merged before are deleted, and an index scan
    // from the start would walk over all of them again until they are vacuumed.
    const fromCursor = and(eq(marketUploadListings.uploadId, run.uploadId), gt(marketUploadListings.listingId, after));
    const [next] = await tx
      .select({ listingId: marketUploadListings.listingId })
      .from(marketUploadListings)
      .where(fromCursor)
      .orderBy(asc(marketUploadListings.listingId))
      .offset(limit - 1)
      .limit(1);
    const last = next?.listingId ?? null;
    const inBatch = and(fromCursor, last === null ? undefined : lte(marketUploadListings.listingId, last));
    const columns = sql.raw(LISTING_COLUMN_NAMES.map((name) => `"${name}"`).join(", "));
    // The select's columns are in the table's order (insert … select names every column).
    const rows = await tx
      .insert(mlsListings)
      .select(sql`SELECT ${columns}, ${run.importId}::uuid FROM ${marketUploadListings} WHERE ${inBatch}`)
      .onConflictDoUpdate({ target: mlsListings.listingId, set: LISTING_UPDATE, setWhere: sql`excluded.modified_at > ${mlsListings.modifiedAt}` })
      .returning({ inserted: sql<boolean>`xmax = 0` });
    await tx.delete(marketUploadListings).where(inBatch);
    const added = rows.filter((row) => row.inserted).length;
    await tx
      .update(marketImports)
      .set({ added: sql`${marketImports.added} + ${added}`, updated: sql`${marketImports.updated} + ${rows.length - added}` })
      .where(eq(marketImports.id, run.importId));
    await renewMarketUploadLease(tx, run.uploadId);
    return last;
  });
}

/** A guide as an area of the MLS export: its name as a City, and its own postal codes and subdivisions. */
export type MarketArea = { slug: string; name: string; postalCodes: string[]; subdivisions: string[] };

/** A listing is the area's when its City is the area's name, or its postal code or subdivision is one of the area's (without case). */
function inArea({ name, postalCodes, subdivisions }: MarketArea) {
  return or(
    sql`lower(${mlsListings.city}) = lower(${name})`,
    postalCodes.length > 0 ? inArray(mlsListings.postalCode, postalCodes) : undefined,
    subdivisions.length > 0
      ? inArray(
          sql`lower(${mlsListings.subdivision})`,
          subdivisions.map((subdivision) => subdivision.toLowerCase()),
        )
      : undefined,
  );
}

/** The columns the figures read (ListingForFigures), and the key to page by. */
const FIGURE_COLUMNS = {
  listingId: mlsListings.listingId,
  status: mlsListings.status,
  listPrice: mlsListings.listPrice,
  closePrice: mlsListings.closePrice,
  closeDate: mlsListings.closeDate,
  listedOn: mlsListings.listedOn,
  daysOnMarket: mlsListings.daysOnMarket,
  livingArea: mlsListings.livingArea,
  waterfront: mlsListings.waterfront,
  modifiedAt: mlsListings.modifiedAt,
};

/**
 * The listings of an area as the figures read them, `pageSize` at a time by ListingId with
 * `between` awaited between pages: one statement for a town of 12,500 listings held the embedded
 * database for 0.5–1.6 s.
 */
export async function listingsInArea(
  db: Db,
  area: MarketArea,
  { pageSize, between }: { pageSize: number; between: () => Promise<void> },
): Promise<ListingForFigures[]> {
  const listings: ListingForFigures[] = [];
  for (let after = ""; ;) {
    const page = await db
      .select(FIGURE_COLUMNS)
      .from(mlsListings)
      .where(and(inArea(area), gt(mlsListings.listingId, after)))
      .orderBy(asc(mlsListings.listingId))
      .limit(pageSize);
    listings.push(...page);
    if (page.length < pageSize) return listings;
    after = page.at(-1)!.listingId;
    await between();
  }
}

const areaColumns = {
  slug: neighborhoods.slug,
  name: neighborhoods.name,
  postalCodes: neighborhoods.marketPostalCodes,
  subdivisions: neighborhoods.marketSubdivisions,
};

/** Every guide as an area: those figures are computed for. */
export async function marketAreas(db: Db): Promise<MarketArea[]> {
  return db.select(areaColumns).from(neighborhoods);
}

/** One guide as an area. */
export async function marketArea(db: Db, slug: string): Promise<MarketArea | undefined> {
  const [area] = await db.select(areaColumns).from(neighborhoods).where(eq(neighborhoods.slug, slug));
  return area;
}

/**
 * Replaces an area's monthly figures from the first month of `figures` on; earlier months stay as
 * they were last computed, so a monthly report keeps its page once it leaves the window.
 */
export async function replaceAreaMonths(db: Db, areaSlug: string, figures: readonly MonthFigures[]): Promise<void> {
  const first = figures.reduce((earliest, row) => (row.month < earliest ? row.month : earliest), "9999-12");
  await db.delete(marketAreaMonths).where(and(eq(marketAreaMonths.areaSlug, areaSlug), gte(marketAreaMonths.month, first)));
  for (let start = 0; start < figures.length; start += 500) {
    await db.insert(marketAreaMonths).values(figures.slice(start, start + 500).map((row) => ({ ...row, areaSlug })));
  }
}

/** An area's figures for the months from `first` to `last`, every segment. */
export async function readAreaMonthsBetween(db: Db, areaSlug: string, first: string, last: string) {
  return db
    .select()
    .from(marketAreaMonths)
    .where(and(eq(marketAreaMonths.areaSlug, areaSlug), gte(marketAreaMonths.month, first), lte(marketAreaMonths.month, last)))
    .orderBy(asc(marketAreaMonths.month));
}

/** Every area's figures (all listings) in each of `months`: the reports' index. */
export async function readAllAreasMonths(db: Db, months: string[]) {
  return db
    .select()
    .from(marketAreaMonths)
    .where(and(eq(marketAreaMonths.segment, "all"), inArray(marketAreaMonths.month, months)));
}

/**
 * The months with market activity (a sale, a new listing or one for sale) of each area (or of
 * `areaSlug`), up to `last`: the monthly reports that have a page.
 */
export async function reportedMonths(db: Db, last: string, areaSlug?: string): Promise<{ areaSlug: string; month: string }[]> {
  return db
    .select({ areaSlug: marketAreaMonths.areaSlug, month: marketAreaMonths.month })
    .from(marketAreaMonths)
    .where(
      and(
        areaSlug === undefined ? undefined : eq(marketAreaMonths.areaSlug, areaSlug),
        eq(marketAreaMonths.segment, "all"),
        lte(marketAreaMonths.month, last),
        sql`(${marketAreaMonths.closedSales} > 0 OR ${marketAreaMonths.newListings} > 0 OR ${marketAreaMonths.activeAtMonthEnd} > 0)`,
      ),
    )
    .orderBy(asc(marketAreaMonths.areaSlug), desc(marketAreaMonths.month));
}

export type ListingCardRow = Omit<typeof mlsListings.$inferSelect, "importId"> & { pinned: boolean; hidden: boolean; photoUrl: string | null };

const cardColumns = () => {
  const { importId: _importId, ...listing } = getTableColumns(mlsListings);
  return {
    ...listing,
    pinned: sql<boolean>`coalesce(${marketListingChoices.pinned}, false)`,
    hidden: sql<boolean>`coalesce(${marketListingChoices.hidden}, false)`,
    photoUrl: marketListingChoices.photoUrl,
  };
};

/**
 * An area's Active listings with the agent's choices, pinned first, then the newest on the market;
 * hidden ones only when `withHidden` (the admin's list). At most `limit`.
 */
export async function activeListingsInArea(db: Db, area: MarketArea, { limit, withHidden }: { limit: number; withHidden: boolean }): Promise<ListingCardRow[]> {
  return db
    .select(cardColumns())
    .from(mlsListings)
    .leftJoin(marketListingChoices, eq(marketListingChoices.listingId, mlsListings.listingId))
    .where(and(inArea(area), eq(mlsListings.status, "Active"), withHidden ? undefined : sql`coalesce(${marketListingChoices.hidden}, false) = false`))
    .orderBy(sql`coalesce(${marketListingChoices.pinned}, false) desc`, sql`${mlsListings.listedOn} desc nulls last`, desc(mlsListings.modifiedAt))
    .limit(limit);
}

/** Sets the agent's choices for a listing's card; false when there is no such listing. */
export async function setListingChoice(
  db: Db,
  listingId: string,
  choice: Partial<{ pinned: boolean; hidden: boolean; photoUrl: string | null }>,
): Promise<boolean> {
  const [listing] = await db.select({ listingId: mlsListings.listingId }).from(mlsListings).where(eq(mlsListings.listingId, listingId));
  if (!listing) return false;
  await db
    .insert(marketListingChoices)
    .values({ listingId, ...choice })
    .onConflictDoUpdate({ target: marketListingChoices.listingId, set: { ...choice, updatedAt: new Date() } });
  return true;
}
