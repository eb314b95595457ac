import { readFileSync } from "node:fs";
import { sql as rawSql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { neighborhoods, soldProperties } from "#app/db/schema.ts";
import * as soldRoute from "#app/routes/site/sold-properties-page.tsx";
import { EMPTY_SOLD_FILTERS, filterSoldProperties } from "#app/lib/sold-filters.ts";
import { demoSoldProperties } from "#seed/demo-sold-properties.ts";
import { createTestDatabase } from "#tests/database.ts";
import { listHomeSoldProperties, listSoldProperties, SOLD_PROPERTY_FALLBACK_IMAGE } from "./sold-properties.server.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(soldProperties)
    .values([
      ...demoSoldProperties,
      { mlsId: "T-NOIMAGE", address: "1 Empty Frame Ct", city: "Davidson", price: 410_000, beds: 3, baths: 2, sqft: 1900, imageUrl: null },
    ]);
});
afterAll(() => database.close());

describe("listSoldProperties", () => {
  it("returns every sold property, most expensive first", async () => {
    const list = await listSoldProperties(database.db);
    expect(list).toHaveLength(demoSoldProperties.length + 1);
    const prices = list.map((property) => property.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ mlsId: "4187203", address: "18612 Peninsula Club Dr", city: "Cornelius", price: 3_120_000 });
    expect(list.at(-1)?.price).toBe(245_000);
  });

  it("shows each home's own picture, and a placeholder for one recorded without", async () => {
    const list = await listSoldProperties(database.db);
    expect(list.find((property) => property.mlsId === "4187203")?.image).toBe("/images/homes/home-2.svg");
    expect(list.find((property) => property.mlsId === "T-NOIMAGE")?.image).toBe(SOLD_PROPERTY_FALLBACK_IMAGE);
  });

  it("gives the home page the featured sales in the agent's order", async () => {
    expect((await listHomeSoldProperties(database.db)).map((home) => home.mlsId)).toEqual(["4187203", "4172958", "4165417", "4190366", "4158829", "4176402"]);
  });

  it("returns only what the gallery shows", async () => {
    const [first] = await listSoldProperties(database.db);
    expect(Object.keys(first ?? {}).sort()).toEqual(["address", "baths", "beds", "city", "image", "listingBrokerage", "mlsId", "price", "saleDate", "sqft"]);
  });
});

describe("the sold-properties route", () => {
  const load = (query: string) =>
    soldRoute.loader({
      request: new Request(`http://localhost/sold-properties${query}`),
      params: {},
      context: { db: database.db } as AppLoadContext,
    } as Parameters<typeof soldRoute.loader>[0]);

  it("serves the list with distinct cities and a CDN cache header", async () => {
    const result = await load("");
    expect(result.init?.headers).toEqual({ "Cache-Control": "public, max-age=0, must-revalidate, s-maxage=300" });
    expect(result.data.cities).toEqual(["Charlotte", "Cornelius", "Davidson", "Denver", "Hickory", "Huntersville", "Mooresville", "Troutman"]);
    expect(result.data.properties[0]?.price).toBe(3_120_000);
  });

  it("orders the homes as the query asks: newest sale first, a home without a sale date last", async () => {
    const { data } = await load("?sort=newest");
    const dates = data.properties.map((home) => home.saleDate);
    expect(data.properties[0]).toMatchObject({ mlsId: "4177264", saleDate: "2026-10-03" });
    expect(data.properties.at(-1)).toMatchObject({ mlsId: "T-NOIMAGE", saleDate: null });
    const dated = dates.slice(0, -1) as string[];
    expect(dated).toEqual([...dated].sort().reverse());
  });

  it("orders the cheapest first when asked, and the most expensive first by default", async () => {
    const cheapest = (await load("?sort=price-asc")).data.properties.map((home) => home.price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect((await load("")).data.properties.map((home) => home.mlsId)).toEqual((await listSoldProperties(database.db)).map((home) => home.mlsId));
  });

  it("reads the beds and baths minimums, and the page shows the homes that have them in the order asked", async () => {
    const { data } = await load("?beds=5&baths=5&sort=newest&utm_source=mail");
    expect(data.filters).toEqual({ ...EMPTY_SOLD_FILTERS, beds: "5", baths: "5", sort: "newest" });
    expect(filterSoldProperties(data.properties, data.filters).map((home) => [home.mlsId, home.beds, home.baths, home.saleDate])).toEqual([
      ["4160372", 5, 5, "2025-08-07"],
      ["4186693", 5, 5.5, "2025-01-08"],
      ["4172958", 5, 5.5, "2024-10-05"],
      ["4187203", 6, 6.5, "2024-03-08"],
    ]);
  });

  it("ignores an order or a minimum it does not know, and serves the default page", async () => {
    const { data } = await load("?sort=price%20desc;drop%20table&beds=-1&baths=lots&beds=9");
    expect(data.filters).toEqual(EMPTY_SOLD_FILTERS);
    expect(data.properties[0]?.price).toBe(3_120_000);
  });

  it('shows "Error" and "Failed to load properties" when the database cannot be read', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const handler = createStaticHandler([
      {
        id: "sold",
        path: "/sold-properties",
        loader: (args) => soldRoute.loader({ ...args, params: {}, context: { db: broken.db } as AppLoadContext } as Parameters<typeof soldRoute.loader>[0]),
        Component: () => null,
        ErrorBoundary: soldRoute.ErrorBoundary,
      },
    ]);
    const context = await handler.query(new Request("http://localhost/sold-properties"));
    if (context instanceof Response) throw new Error("expected a render context");
    expect(context.statusCode).toBe(500);
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
    expect(html).toMatch(/<h1[^>]*>Error<\/h1>/);
    expect(html).toContain("Failed to load properties");
  });
});

describe("migration 0010 on a database seeded before it", () => {
  it("gives the demo homes the pictures the code once chose, keeps an agent's own picture, and features the same six on home", async () => {
    const older = await createTestDatabase();
    try {
      await older.db.insert(soldProperties).values([
        {
          mlsId: "4187203",
          address: "18612 Peninsula Club Dr",
          city: "Cornelius",
          price: 3_120_000,
          beds: 6,
          baths: 6.5,
          sqft: 6850,
          imageUrl: "/images/homes/home-1.svg",
        },
        {
          mlsId: "4186693",
          address: "3811 Sharon Rd",
          city: "Charlotte",
          price: 2_450_000,
          beds: 5,
          baths: 5.5,
          sqft: 5780,
          imageUrl: "/media/agent-photo/1200.webp",
        },
      ]);
      const sql = readFileSync(new URL("../../drizzle/0010_sold_property_pages.sql", import.meta.url), "utf8");
      for (const statement of sql.split("--> statement-breakpoint").filter((part) => part.includes("UPDATE"))) await older.db.execute(rawSql.raw(statement));
      const rows = await older.db.select().from(soldProperties).orderBy(soldProperties.mlsId);
      expect(rows.map((row) => [row.mlsId, row.imageUrl, row.homePosition, row.listingBrokerage, row.saleDate])).toEqual([
        ["4186693", "/media/agent-photo/1200.webp", null, "Lakefront Luxury Group", "2025-01-08"],
        ["4187203", "/images/homes/home-2.svg", 1, "Lakefront Luxury Group", "2024-03-08"],
      ]);
      await older.db.insert(neighborhoods).values({
        slug: "troutman",
        name: "Troutman",
        tagline: "t",
        heroImageUrl: "/x.svg",
        overviewContent: "<p>o</p>",
        history: "h",
        marketDescription: "m",
        locationDescription: "l",
        featuredListings: [
          { imageUrl: "/a.svg", price: "$1", address: "1947 Perth Road, Troutman, NC 28166", beds: 1, baths: 1, sqft: 1, lotSize: "1", description: "d" },
          { imageUrl: "/b.svg", price: "$2", address: "9 Agent Own Ln", beds: 1, baths: 1, sqft: 1, lotSize: "1", description: "d" },
        ],
      });
      for (const statement of sql.split("--> statement-breakpoint").filter((part) => part.includes('UPDATE "neighborhoods"')))
        await older.db.execute(rawSql.raw(statement));
      const [guide] = await older.db.select().from(neighborhoods);
      expect(guide!.featuredListings.map((listing) => listing.listingBrokerage)).toEqual(["Lakefront Luxury Group", undefined]);
    } finally {
      await older.close();
    }
  });
});
