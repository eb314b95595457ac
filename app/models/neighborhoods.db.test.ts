import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedNeighborhoodListings } from "#app/content/neighborhood-listings.ts";
import type { Database } from "#app/db/client.server.ts";
import { neighborhoods, type NewNeighborhood } from "#app/db/schema.ts";
import type { FeaturedListing } from "#app/content/content-types.ts";
import { createTestDatabase } from "#tests/database.ts";
import { findNeighborhoodBySlug, findNeighborhoodGuide } from "./neighborhoods.server.ts";

let database: Database;

const listing = (address: string): FeaturedListing => ({
  imageUrl: "/images/homes/home-1.svg",
  price: "$1,000,000",
  address,
  beds: 4,
  baths: 3.5,
  sqft: 3200,
  lotSize: "0.5 acres",
  description: "A home.",
});

const town = (slug: string, extra: Partial<NewNeighborhood> = {}): NewNeighborhood => ({
  slug,
  name: slug[0]!.toUpperCase() + slug.slice(1),
  tagline: `Life in ${slug}`,
  heroImageUrl: `/images/neighborhoods/${slug}-scene.svg`,
  overviewContent: "<p>Overview</p>",
  history: "History",
  marketDescription: "Market",
  locationDescription: "Location",
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(neighborhoods).values([
    town("huntersville", { featuredListings: [listing("1 Record Lane, Huntersville")], mapCenterLat: 35.41, mapCenterLng: -80.84 }),
    town("charlotte", { featuredListings: [] }),
    town("davidson", { featuredListings: [listing("2 Record Lane, Davidson")] }),
    town("troutman", { featuredListings: [listing("3 Record Lane, Troutman")] }),
  ]);
});
afterAll(() => database.close());

describe("neighborhoods", () => {
  it("finds one record by slug, or nothing", async () => {
    expect(await findNeighborhoodBySlug(database.db, "troutman")).toMatchObject({ slug: "troutman", name: "Troutman" });
    expect(await findNeighborhoodBySlug(database.db, "atlantis")).toBeUndefined();
    expect(await findNeighborhoodGuide(database.db, "atlantis")).toBeUndefined();
  });

  it("gives a guide its columns with defaults, without bookkeeping", async () => {
    const guide = await findNeighborhoodGuide(database.db, "troutman");
    expect(guide).toMatchObject({
      slug: "troutman",
      tagline: "Life in troutman",
      primeNeighborhoods: [],
      keyFeatures: [],
      schools: [],
      restaurants: [],
      outdoorActivities: [],
      localEvents: [],
      avgPrice: null,
      mapCenterLat: null,
      boldtrailSearchUrl: null,
    });
    expect(guide).not.toHaveProperty("createdAt");
    expect(guide).not.toHaveProperty("updatedAt");
  });

  it.each(["huntersville", "charlotte", "davidson"])("appends the fixed listings for %s after the record's own", async (slug) => {
    const record = await findNeighborhoodBySlug(database.db, slug);
    const guide = await findNeighborhoodGuide(database.db, slug);
    const fixed = fixedNeighborhoodListings[slug] ?? [];
    expect(fixed.length).toBeGreaterThan(0);
    expect(guide!.featuredListings).toEqual([...record!.featuredListings, ...fixed]);
  });

  it("leaves the other towns' listings as recorded", async () => {
    const guide = await findNeighborhoodGuide(database.db, "troutman");
    expect(guide!.featuredListings).toEqual([listing("3 Record Lane, Troutman")]);
  });

  it("does not write the fixed listings into the record", async () => {
    await findNeighborhoodGuide(database.db, "huntersville");
    const record = await findNeighborhoodBySlug(database.db, "huntersville");
    expect(record!.featuredListings).toEqual([listing("1 Record Lane, Huntersville")]);
  });
});
