import { eq } from "drizzle-orm";
import { fixedNeighborhoodListings } from "#app/content/neighborhood-listings.ts";
import type { Db } from "#app/db/client.server.ts";
import { neighborhoods, type Neighborhood } from "#app/db/schema.ts";

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
  mapCenterLat: neighborhoods.mapCenterLat,
  mapCenterLng: neighborhoods.mapCenterLng,
};

export type NeighborhoodGuide = Omit<Neighborhood, "createdAt" | "updatedAt">;

/**
 * One neighborhood guide by slug (spec §7: at most one), with the listings fixed in the page
 * appended to the record's featured listings (spec §3).
 */
export async function findNeighborhoodGuide(db: Db, slug: string): Promise<NeighborhoodGuide | undefined> {
  const [row] = await db.select(pageColumns).from(neighborhoods).where(eq(neighborhoods.slug, slug)).limit(1);
  if (!row) return undefined;
  const fixed = fixedNeighborhoodListings[row.slug] ?? [];
  return { ...row, featuredListings: [...row.featuredListings, ...fixed] };
}
