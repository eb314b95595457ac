import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { soldProperties, type SoldProperty } from "#app/db/schema.ts";
import { atVersion, nextVersion } from "#app/models/version-guard.server.ts";
import type { SoldPropertyCardData } from "#app/content/content-types.ts";
import { escapeLike } from "#app/lib/blog-query.ts";
import { ADMIN_SOLD_PAGE_SIZE, type SoldPropertyInput } from "#app/lib/sold-property-schema.ts";

/** The picture of a sold home recorded without one. */
export const SOLD_PROPERTY_FALLBACK_IMAGE = "/images/homes/placeholder.svg";

/** A sold home as the gallery shows it, with its picture already chosen. */
export type SoldPropertyListing = SoldPropertyCardData & {
  mlsId: string;
  city: string;
  /** The closing date (YYYY-MM-DD); null when not recorded. */
  saleDate: string | null;
};

const listingColumns = {
  mlsId: soldProperties.mlsId,
  address: soldProperties.address,
  city: soldProperties.city,
  price: soldProperties.price,
  beds: soldProperties.beds,
  baths: soldProperties.baths,
  sqft: soldProperties.sqft,
  imageUrl: soldProperties.imageUrl,
  listingBrokerage: soldProperties.listingBrokerage,
  saleDate: soldProperties.saleDate,
};

const listing = ({ imageUrl, ...row }: Pick<SoldProperty, keyof typeof listingColumns>): SoldPropertyListing => ({
  ...row,
  image: imageUrl?.trim() || SOLD_PROPERTY_FALLBACK_IMAGE,
});

/** Spec §7: every sold property, most expensive first (MLS id breaks ties, so the order is stable). */
export async function listSoldProperties(db: Db): Promise<SoldPropertyListing[]> {
  const rows = await db.select(listingColumns).from(soldProperties).orderBy(desc(soldProperties.price), asc(soldProperties.mlsId));
  return rows.map(listing);
}

/** The home page's featured sales, in the agent's order (spec §9: six). */
export async function listHomeSoldProperties(db: Db): Promise<SoldPropertyListing[]> {
  const rows = await db.select(listingColumns).from(soldProperties).where(isNotNull(soldProperties.homePosition)).orderBy(asc(soldProperties.homePosition));
  return rows.map(listing);
}

/** The admin's list: newest sale first, searched by address, city or MLS id, 50 a page. */
export async function listSoldForAdmin(db: Db, { q, page }: { q: string; page: number }) {
  const pattern = `%${escapeLike(q)}%`;
  const where: SQL | undefined = q
    ? or(ilike(soldProperties.address, pattern), ilike(soldProperties.city, pattern), ilike(soldProperties.mlsId, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listingColumns, id: soldProperties.id, homePosition: soldProperties.homePosition })
      .from(soldProperties)
      .where(where)
      .orderBy(sql`${soldProperties.saleDate} DESC NULLS LAST`, desc(soldProperties.createdAt), asc(soldProperties.mlsId))
      .limit(ADMIN_SOLD_PAGE_SIZE)
      .offset((page - 1) * ADMIN_SOLD_PAGE_SIZE),
    db.select({ n: count() }).from(soldProperties).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function findSoldProperty(db: Db, id: string): Promise<SoldProperty | undefined> {
  return db
    .select()
    .from(soldProperties)
    .where(eq(soldProperties.id, id))
    .then((rows) => rows[0]);
}

export type SoldWriteResult = { ok: true; id: string } | { ok: false; reason: "mls-taken" | "home-position-taken" | "missing" | "conflict" };

/** The constraint a refused write ran into, as the form says it. */
function refusal(error: unknown): SoldWriteResult | null {
  const text = `${(error as { constraint?: string }).constraint ?? ""} ${(error as { cause?: { constraint?: string } }).cause?.constraint ?? ""} ${String(error)}`;
  if (text.includes("sold_properties_mls_id_unique")) return { ok: false, reason: "mls-taken" };
  if (text.includes("sold_properties_home_position_unique")) return { ok: false, reason: "home-position-taken" };
  return null;
}

const columnsOf = (input: SoldPropertyInput) => ({ ...input, imageUrl: input.imageUrl || null, saleDate: input.saleDate || null });

/** Adds a sold home; an MLS id or home page place another home has is refused, not an error. */
export async function createSoldProperty(db: Db, input: SoldPropertyInput): Promise<SoldWriteResult> {
  try {
    const [row] = await db.insert(soldProperties).values(columnsOf(input)).returning({ id: soldProperties.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
}

/** Saves a sold home's form; with `baseVersion`, only if no other save came since (decision 037). */
export async function updateSoldProperty(db: Db, id: string, input: SoldPropertyInput, baseVersion?: number): Promise<SoldWriteResult> {
  try {
    const [row] = await db
      .update(soldProperties)
      .set({ ...columnsOf(input), version: nextVersion(soldProperties.version) })
      .where(and(eq(soldProperties.id, id), atVersion(soldProperties.version, baseVersion)))
      .returning({ id: soldProperties.id });
    if (row) return { ok: true, id: row.id };
    return baseVersion !== undefined && (await findSoldProperty(db, id)) ? { ok: false, reason: "conflict" } : { ok: false, reason: "missing" };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
}

export async function deleteSoldProperty(db: Db, id: string): Promise<boolean> {
  return (await db.delete(soldProperties).where(eq(soldProperties.id, id)).returning({ id: soldProperties.id })).length > 0;
}

/**
 * An import row, by MLS number: created when no home has it, otherwise only the fields the file
 * has are written (photos, the home page place and anything the file lacks stay). Answers which.
 */
export async function upsertSoldByMlsId(db: Db, create: SoldPropertyInput, given: ReadonlyArray<keyof SoldPropertyInput>): Promise<"created" | "updated"> {
  const values = columnsOf(create);
  const set = Object.fromEntries(given.filter((field) => field !== "mlsId").map((field) => [field, values[field]]));
  const [row] = await db
    .insert(soldProperties)
    .values(values)
    .onConflictDoUpdate({ target: soldProperties.mlsId, set: { ...set, updatedAt: new Date(), version: nextVersion(soldProperties.version) } })
    .returning({ created: sql<boolean>`xmax = 0` });
  return row?.created ? "created" : "updated";
}

/** Which of these MLS numbers a sold home has already, in chunks that keep each query's parameters bounded. */
export async function existingMlsIds(db: Db, mlsIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(mlsIds.filter(Boolean))];
  const known = new Set<string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const found = await db
      .select({ mlsId: soldProperties.mlsId })
      .from(soldProperties)
      .where(inArray(soldProperties.mlsId, ids.slice(start, start + 1000)));
    for (const { mlsId } of found) known.add(mlsId);
  }
  return known;
}

/** A sold home by its MLS number, for its own page. */
export function findSoldPropertyByMlsId(db: Db, mlsId: string): Promise<SoldProperty | undefined> {
  return db
    .select()
    .from(soldProperties)
    .where(eq(soldProperties.mlsId, mlsId))
    .then((rows) => rows[0]);
}

/** Every sold home's MLS number and last change, for the sitemap. */
export function listSoldForSitemap(db: Db): Promise<Array<{ mlsId: string; updatedAt: Date }>> {
  return db.select({ mlsId: soldProperties.mlsId, updatedAt: soldProperties.updatedAt }).from(soldProperties).orderBy(asc(soldProperties.mlsId));
}
