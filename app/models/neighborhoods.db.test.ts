import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { neighborhoods, type NewNeighborhood } from "#app/db/schema.ts";
import type { FeaturedListing } from "#app/content/content-types.ts";
import { createTestDatabase } from "#tests/database.ts";
import {
  createNeighborhood,
  readPublicTowns,
  findNeighborhoodBySlug,
  findNeighborhoodGuide,
  listNeighborhoodsForAdmin,
  moveNeighborhood,
  setNeighborhoodHidden,
} from "./neighborhoods.server.ts";

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
    town("huntersville", {
      featuredListings: [listing("1 Record Lane, Huntersville")],
      mapCenterLat: 35.41,
      mapCenterLng: -80.84,
      position: 1,
      cardDescription: "Card huntersville",
      cardImageUrl: "/images/neighborhoods/huntersville.svg",
    }),
    town("charlotte", { featuredListings: [], position: 2 }),
    town("davidson", { featuredListings: [listing("2 Record Lane, Davidson")], position: 3 }),
    town("troutman", { featuredListings: [listing("3 Record Lane, Troutman")], position: 4 }),
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

  it("gives a guide its own listings as recorded", async () => {
    const guide = await findNeighborhoodGuide(database.db, "huntersville");
    expect(guide!.featuredListings).toEqual([listing("1 Record Lane, Huntersville")]);
  });

  it("lists the visible towns' cards in the agent's order, the hero picture standing in for a missing card picture", async () => {
    const cards = (await readPublicTowns(database.db)).cards;
    expect(cards.map((card) => card.slug)).toEqual(["huntersville", "charlotte", "davidson", "troutman"]);
    expect(cards[0]).toEqual({
      slug: "huntersville",
      name: "Huntersville",
      description: "Card huntersville",
      image: "/images/neighborhoods/huntersville.svg",
      heroImage: "/images/neighborhoods/huntersville-scene.svg",
    });
    expect(cards[1]!.image).toBe("/images/neighborhoods/charlotte-scene.svg");
  });

  it("gives the visible towns' search frames' origins once each, for the CSP", async () => {
    await database.db
      .update(neighborhoods)
      .set({ boldtrailSearchUrl: "https://search.example.com/embed?city=A" })
      .where(sql`${neighborhoods.slug} in ('huntersville', 'charlotte')`);
    await database.db
      .update(neighborhoods)
      .set({ boldtrailSearchUrl: "javascript:alert(1)" })
      .where(sql`${neighborhoods.slug} = 'davidson'`);
    const towns = await readPublicTowns(database.db);
    expect(towns.frameOrigins).toEqual(["https://search.example.com"]);
    expect(towns.cards.map((card) => card.slug)).toEqual(["huntersville", "charlotte", "davidson", "troutman"]);
  });

  it("adds a guide last and hidden, refuses a taken slug, and shows it once made visible", async () => {
    expect(await createNeighborhood(database.db, { slug: "lake-wylie", name: "Lake Wylie" })).toBe(true);
    expect(await createNeighborhood(database.db, { slug: "lake-wylie", name: "Another" })).toBe(false);
    expect((await listNeighborhoodsForAdmin(database.db)).map((row) => [row.slug, row.hidden])).toEqual([
      ["huntersville", false],
      ["charlotte", false],
      ["davidson", false],
      ["troutman", false],
      ["lake-wylie", true],
    ]);
    expect(await findNeighborhoodGuide(database.db, "lake-wylie")).toBeUndefined();
    expect((await readPublicTowns(database.db)).cards.map((card) => card.slug)).not.toContain("lake-wylie");

    await setNeighborhoodHidden(database.db, "lake-wylie", false);
    expect(await findNeighborhoodGuide(database.db, "lake-wylie")).toMatchObject({ name: "Lake Wylie" });
    await setNeighborhoodHidden(database.db, "troutman", true);
    expect(await findNeighborhoodGuide(database.db, "troutman")).toBeUndefined();
    expect((await readPublicTowns(database.db)).cards.map((card) => card.slug)).toEqual(["huntersville", "charlotte", "davidson", "lake-wylie"]);
    await setNeighborhoodHidden(database.db, "troutman", false);
  });

  it("moves a guide one place, and not past either end", async () => {
    expect(await moveNeighborhood(database.db, "charlotte", "up")).toBe(true);
    expect(await moveNeighborhood(database.db, "charlotte", "up")).toBe(false);
    expect(await moveNeighborhood(database.db, "lake-wylie", "down")).toBe(false);
    expect(await moveNeighborhood(database.db, "atlantis", "down")).toBe(false);
    expect((await listNeighborhoodsForAdmin(database.db)).map((row) => row.slug)).toEqual(["charlotte", "huntersville", "davidson", "troutman", "lake-wylie"]);
  });
});

describe("migration 0011 on a database seeded before it", () => {
  it("gives the guides the cards and order the code once held, and the listings it once appended, once", async () => {
    const older = await createTestDatabase();
    try {
      await older.db
        .insert(neighborhoods)
        .values([town("charlotte", { featuredListings: [listing("9 Agent Own Lane, Charlotte")] }), town("davidson"), town("troutman")]);
      const migration = readFileSync(new URL("../../drizzle/0011_neighborhoods_admin.sql", import.meta.url), "utf8");
      const updates = migration.split("--> statement-breakpoint").filter((part) => part.includes("UPDATE"));
      for (let run = 0; run < 2; run++) for (const statement of updates) await older.db.execute(sql.raw(statement));
      const cards = (await readPublicTowns(older.db)).cards;
      expect(cards.map((card) => [card.slug, card.image])).toEqual([
        ["troutman", "/images/neighborhoods/troutman.svg"],
        ["charlotte", "/images/neighborhoods/charlotte.svg"],
        ["davidson", "/images/neighborhoods/davidson.svg"],
      ]);
      expect(cards[0]!.description).toBe("Quiet country roads and Lake Norman State Park at the lake's northern tip.");
      const charlotte = await findNeighborhoodGuide(older.db, "charlotte");
      expect(charlotte!.featuredListings.map((each) => each.address)).toEqual([
        "9 Agent Own Lane, Charlotte",
        "2301 Hopedale Avenue, Charlotte, NC 28207",
        "1120 Dilworth Crescent Row, Charlotte, NC 28203",
        "4615 Old Course Drive, Charlotte, NC 28277",
      ]);
      expect((await findNeighborhoodGuide(older.db, "davidson"))!.featuredListings.map((each) => each.listingBrokerage)).toEqual(["Lakefront Luxury Group"]);
      expect((await findNeighborhoodGuide(older.db, "troutman"))!.featuredListings).toEqual([]);
    } finally {
      await older.close();
    }
  });
});
