import { asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { marketAreaMonths, marketImports, mlsListings, neighborhoods } from "#app/db/schema.ts";
import type { MonthFigures } from "#app/lib/market-month-figures.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";

// The one writer of `market_imports`, `mls_listings` and `market_area_months` (issue 36).

export type MarketImport = typeof marketImports.$inferSelect;

/** Starts an import's record; its counts are written when it is done (finishMarketImport). */
export async function startMarketImport(db: Db, { asOf, fileName, importedBy }: { asOf: string; fileName: string; importedBy: string }): Promise<string> {
  const [row] = await db
    .insert(marketImports)
    .values({ asOf, fileName, importedBy, added: 0, updated: 0, unchanged: 0, ms: 0 })
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

/** Every column but the key, from the row being written. */
const LISTING_UPDATE = Object.fromEntries(
  Object.entries(getTableColumns(mlsListings))
    .filter(([field]) => field !== "listingId")
    .map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
);

/**
 * Adds new listings and updates known ones, by ListingId, where the row is newer
 * (ModificationTimestamp) than the one stored: an older export never overwrites a newer one.
 * Answers how many were added and updated; the rest were unchanged.
 */
export async function upsertListings(db: Db, listings: readonly MlsListing[], importId: string): Promise<{ added: number; updated: number }> {
  if (listings.length === 0) return { added: 0, updated: 0 };
  const rows = listings.map((listing) => ({ ...listing, importId }));
  const written = await db
    .insert(mlsListings)
    .values(rows)
    .onConflictDoUpdate({
      target: mlsListings.listingId,
      set: LISTING_UPDATE,
      setWhere: sql`excluded.modified_at > ${mlsListings.modifiedAt}`,
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const added = written.filter((row) => row.inserted).length;
  return { added, updated: written.length - added };
}

/** The listings of a city (its name compared without case), as the figures read them. */
export async function listingsInCity(db: Db, city: string): Promise<MlsListing[]> {
  const rows = await db
    .select()
    .from(mlsListings)
    .where(sql`lower(${mlsListings.city}) = lower(${city})`);
  return rows.map(({ importId: _importId, ...listing }) => listing);
}

/** Every guide's slug and name: the areas figures are computed for. */
export async function marketAreas(db: Db): Promise<{ slug: string; name: string }[]> {
  return db.select({ slug: neighborhoods.slug, name: neighborhoods.name }).from(neighborhoods);
}

/** Replaces an area's monthly figures with `figures`. */
export async function replaceAreaMonths(db: Db, areaSlug: string, figures: readonly MonthFigures[]): Promise<void> {
  await db.delete(marketAreaMonths).where(eq(marketAreaMonths.areaSlug, areaSlug));
  for (let start = 0; start < figures.length; start += 500) {
    await db.insert(marketAreaMonths).values(figures.slice(start, start + 500).map((row) => ({ ...row, areaSlug })));
  }
}

/** An area's monthly figures, by segment, oldest first. */
export async function readAreaMonths(db: Db, areaSlug: string) {
  return db.select().from(marketAreaMonths).where(eq(marketAreaMonths.areaSlug, areaSlug)).orderBy(asc(marketAreaMonths.segment), asc(marketAreaMonths.month));
}
