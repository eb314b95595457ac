import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { marketAreaMonths, marketImports, marketListingChoices, marketUploadListings, marketUploads, mlsListings, neighborhoods } from "#app/db/schema.ts";
import type { MonthFigures } from "#app/lib/market-month-figures.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";

// The one writer of `market_uploads`, `market_upload_listings`, `market_imports`, `mls_listings`
// and `market_area_months` (issue 36, decision 052).

export type MarketImport = typeof marketImports.$inferSelect;

/** Starts an import's record; its counts are written when it is done (finishMarketImport). */
export async function startMarketImport(
  db: Db,
  { asOf, exportedAt, fileName, importedBy }: { asOf: string; exportedAt: string; fileName: string; importedBy: string },
): Promise<string> {
  const [row] = await db
    .insert(marketImports)
    .values({ asOf, exportedAt, fileName, importedBy, added: 0, updated: 0, unchanged: 0, ms: 0 })
    .returning({ id: marketImports.id });
  return row!.id;
}

export async function finishMarketImport(db: Db, id: string, counts: { added: number; updated: number; unchanged: number; ms: number }): Promise<void> {
  await db.update(marketImports).set(counts).where(eq(marketImports.id, id));
}

export async function latestMarketImport(db: Db): Promise<MarketImport | undefined> {
  const [row] = await db.select().from(marketImports).orderBy(desc(marketImports.createdAt)).limit(1);
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

/** Takes an importable upload for its import (once: a second import of it finds nothing). */
export async function takeMarketUpload(db: Db, id: string): Promise<MarketUpload | undefined> {
  const [row] = await db
    .update(marketUploads)
    .set({ complete: false })
    .where(and(eq(marketUploads.id, id), eq(marketUploads.complete, true)))
    .returning();
  return row;
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

/** Uploads created before `before` (previewed and never imported). */
export async function staleMarketUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db.select({ id: marketUploads.id }).from(marketUploads).where(lt(marketUploads.createdAt, before));
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
 * Writes the next `limit` staged listings (by ListingId, after `after`) to the listings: new ones
 * are added, known ones updated where the staged row is newer (ModificationTimestamp), so an older
 * export never overwrites a newer one. Answers the last ListingId taken (null when none were left)
 * and how many were added and updated.
 */
export async function mergeUploadListings(
  db: Db,
  { uploadId, importId, after, limit }: { uploadId: string; importId: string; after: string; limit: number },
): Promise<{ last: string | null; added: number; updated: number }> {
  const batch = await db
    .select({ listingId: marketUploadListings.listingId })
    .from(marketUploadListings)
    .where(and(eq(marketUploadListings.uploadId, uploadId), sql`${marketUploadListings.listingId} > ${after}`))
    .orderBy(asc(marketUploadListings.listingId))
    .offset(limit - 1)
    .limit(1);
  const last = batch[0]?.listingId ?? null;
  const columns = sql.raw(LISTING_COLUMN_NAMES.map((name) => `"${name}"`).join(", "));
  const upTo = last === null ? sql`` : sql`AND listing_id <= ${last}`;
  // The select's columns are in the table's order (insert … select names every column).
  const rows = await db
    .insert(mlsListings)
    .select(sql`SELECT ${columns}, ${importId}::uuid FROM ${marketUploadListings} WHERE upload_id = ${uploadId} AND listing_id > ${after} ${upTo}`)
    .onConflictDoUpdate({ target: mlsListings.listingId, set: LISTING_UPDATE, setWhere: sql`excluded.modified_at > ${mlsListings.modifiedAt}` })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const added = rows.filter((row) => row.inserted).length;
  return { last, added, updated: rows.length - added };
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

/** The listings of an area, as the figures read them. */
export async function listingsInArea(db: Db, area: MarketArea): Promise<MlsListing[]> {
  const rows = await db.select().from(mlsListings).where(inArea(area));
  return rows.map(({ importId: _importId, ...listing }) => listing);
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
