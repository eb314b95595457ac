import { and, asc, eq, sql } from "drizzle-orm";
import type { NeighborhoodCard } from "#app/content/content-types.ts";
import type { Db } from "#app/db/client.server.ts";
import { neighborhoods, type Neighborhood } from "#app/db/schema.ts";
import { atVersion, nextVersion } from "#app/models/version-guard.server.ts";
import type { NeighborhoodGuideInput } from "#app/lib/neighborhood-schema.ts";

export async function findNeighborhoodBySlug(db: Db, slug: string): Promise<Neighborhood | undefined> {
  const [row] = await db.select().from(neighborhoods).where(eq(neighborhoods.slug, slug)).limit(1);
  return row;
}

/** The columns a neighborhood guide renders (spec §3), without bookkeeping. */
const pageColumns = {
  slug: neighborhoods.slug,
  name: neighborhoods.name,
  tagline: neighborhoods.tagline,
  heroImageUrl: neighborhoods.heroImageUrl,
  overviewContent: neighborhoods.overviewContent,
  history: neighborhoods.history,
  marketDescription: neighborhoods.marketDescription,
  primeNeighborhoods: neighborhoods.primeNeighborhoods,
  locationDescription: neighborhoods.locationDescription,
  distanceToCharlotte: neighborhoods.distanceToCharlotte,
  distanceToLake: neighborhoods.distanceToLake,
  averageHomePrice: neighborhoods.averageHomePrice,
  marketTrends: neighborhoods.marketTrends,
  keyFeatures: neighborhoods.keyFeatures,
  featuredListings: neighborhoods.featuredListings,
  schools: neighborhoods.schools,
  schoolDistrictUrl: neighborhoods.schoolDistrictUrl,
  avgPrice: neighborhoods.avgPrice,
  avgDaysOnMarket: neighborhoods.avgDaysOnMarket,
  pricePerSqft: neighborhoods.pricePerSqft,
  restaurants: neighborhoods.restaurants,
  outdoorActivities: neighborhoods.outdoorActivities,
  localEvents: neighborhoods.localEvents,
  boldtrailSearchUrl: neighborhoods.boldtrailSearchUrl,
  marketPostalCodes: neighborhoods.marketPostalCodes,
  marketSubdivisions: neighborhoods.marketSubdivisions,
  mapCenterLat: neighborhoods.mapCenterLat,
  mapCenterLng: neighborhoods.mapCenterLng,
};

export type NeighborhoodGuide = Omit<
  Neighborhood,
  "createdAt" | "updatedAt" | "cardDescription" | "cardImageUrl" | "position" | "hidden" | "version" | "overviewMarkdown"
>;

/** One neighborhood guide by slug (spec §7: at most one); a hidden guide is not found. */
export async function findNeighborhoodGuide(db: Db, slug: string): Promise<NeighborhoodGuide | undefined> {
  const [row] = await db
    .select(pageColumns)
    .from(neighborhoods)
    .where(and(eq(neighborhoods.slug, slug), eq(neighborhoods.hidden, false)))
    .limit(1);
  return row;
}

const inOrder = [asc(neighborhoods.position), asc(neighborhoods.name)] as const;

const cardColumns = {
  slug: neighborhoods.slug,
  name: neighborhoods.name,
  description: neighborhoods.cardDescription,
  image: sql<string>`coalesce(nullif(${neighborhoods.cardImageUrl}, ''), ${neighborhoods.heroImageUrl})`,
  heroImage: neighborhoods.heroImageUrl,
};

/**
 * What every public page needs of the visible towns, in the agent's order (the home grid, the index,
 * the footer, the sitemap): their cards, and the origins their search frames load from (the CSP's
 * frame-src).
 */
export type PublicTowns = { cards: NeighborhoodCard[]; frameOrigins: string[] };

export async function readPublicTowns(db: Db): Promise<PublicTowns> {
  const rows = await db
    .select({ ...cardColumns, searchUrl: neighborhoods.boldtrailSearchUrl })
    .from(neighborhoods)
    .where(eq(neighborhoods.hidden, false))
    .orderBy(...inOrder);
  const origins = rows.flatMap(({ searchUrl }) =>
    searchUrl && URL.canParse(searchUrl) && searchUrl.startsWith("https://") ? [new URL(searchUrl).origin] : [],
  );
  return { cards: rows.map(({ searchUrl: _searchUrl, ...card }) => card), frameOrigins: [...new Set(origins)] };
}

export type AdminNeighborhoodRow = Pick<Neighborhood, "slug" | "name" | "hidden">;

/** Every guide, hidden ones too, in the agent's order. */
export function listNeighborhoodsForAdmin(db: Db): Promise<AdminNeighborhoodRow[]> {
  return db
    .select({ slug: neighborhoods.slug, name: neighborhoods.name, hidden: neighborhoods.hidden })
    .from(neighborhoods)
    .orderBy(...inOrder);
}

/**
 * A new guide with its name and slug, last in the order and hidden until the agent has written it.
 * Returns false when the slug is taken.
 */
export async function createNeighborhood(db: Db, { slug, name }: { slug: string; name: string }): Promise<boolean> {
  const inserted = await db
    .insert(neighborhoods)
    .values({
      slug,
      name,
      tagline: "",
      heroImageUrl: "",
      overviewContent: "",
      history: "",
      marketDescription: "",
      locationDescription: "",
      hidden: true,
      position: sql`(SELECT coalesce(max(${neighborhoods.position}), 0) + 1 FROM ${neighborhoods})`,
    })
    .onConflictDoNothing()
    .returning({ slug: neighborhoods.slug });
  return inserted.length > 0;
}

/**
 * The whole guide as the admin's form saved it; with `baseVersion`, only if no other edit came
 * since (decision 037).
 */
export async function saveNeighborhood(
  db: Db,
  slug: string,
  guide: NeighborhoodGuideInput & { overviewContent: string; overviewMarkdown: string },
  baseVersion?: number,
): Promise<"saved" | "missing" | "conflict"> {
  const updated = await db
    .update(neighborhoods)
    .set({ ...guide, updatedAt: new Date(), version: nextVersion(neighborhoods.version) })
    .where(and(eq(neighborhoods.slug, slug), atVersion(neighborhoods.version, baseVersion)))
    .returning({ slug: neighborhoods.slug });
  if (updated.length > 0) return "saved";
  return baseVersion !== undefined && (await findNeighborhoodBySlug(db, slug)) ? "conflict" : "missing";
}

export async function setNeighborhoodHidden(db: Db, slug: string, hidden: boolean): Promise<boolean> {
  const updated = await db
    .update(neighborhoods)
    .set({ hidden, updatedAt: new Date(), version: nextVersion(neighborhoods.version) })
    .where(eq(neighborhoods.slug, slug))
    .returning({ slug: neighborhoods.slug });
  return updated.length > 0;
}

/** Moves a guide one place up or down, numbering the whole list again so ties cannot stick. */
export async function moveNeighborhood(db: Db, slug: string, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${neighborhoods} FOR UPDATE`);
    const order = (
      await tx
        .select({ slug: neighborhoods.slug })
        .from(neighborhoods)
        .orderBy(...inOrder)
    ).map((row) => row.slug);
    const from = order.indexOf(slug);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return false;
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, each] of order.entries()) {
      await tx
        .update(neighborhoods)
        .set({ position: index + 1 })
        .where(eq(neighborhoods.slug, each));
    }
    return true;
  });
}
