import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { soldProperties } from "#app/db/schema.ts";
import { SOLD_PROPERTY_FALLBACK_IMAGE, soldPropertyImages } from "#app/content/sold-property-images.ts";
import * as soldRoute from "#app/routes/site/sold-properties-page.tsx";
import { demoSoldProperties } from "#seed/demo-sold-properties.ts";
import { createTestDatabase } from "#tests/database.ts";
import { listSoldProperties } from "./sold-properties.server.ts";

let database: Database;

const mapped = Object.keys(soldPropertyImages);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(soldProperties).values([
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

  it("lets the bundled image map override image_url", async () => {
    expect(mapped.length).toBeGreaterThan(0);
    const list = await listSoldProperties(database.db);
    for (const mlsId of mapped) {
      const seeded = demoSoldProperties.find((property) => property.mlsId === mlsId);
      const listed = list.find((property) => property.mlsId === mlsId);
      expect(seeded, `map entry ${mlsId} names a seeded home`).toBeDefined();
      expect(soldPropertyImages[mlsId]).not.toBe(seeded?.imageUrl);
      expect(listed?.image).toBe(soldPropertyImages[mlsId]);
    }
    expect(list.find((property) => property.mlsId === "4187203")?.image).toBe("/images/homes/home-2.svg");
  });

  it("keeps image_url for homes without a bundled image, and falls back when there is none", async () => {
    const list = await listSoldProperties(database.db);
    const unmapped = list.find((property) => property.mlsId === "4172958");
    expect(unmapped?.image).toBe("/images/homes/home-5.svg");
    expect(list.find((property) => property.mlsId === "T-NOIMAGE")?.image).toBe(SOLD_PROPERTY_FALLBACK_IMAGE);
  });

  it("returns only what the gallery shows", async () => {
    const [first] = await listSoldProperties(database.db);
    expect(Object.keys(first ?? {}).sort()).toEqual(["address", "baths", "beds", "city", "image", "listingBrokerage", "mlsId", "price", "saleDate", "sqft"]);
  });
});

describe("the sold-properties route", () => {
  it("serves the list with distinct cities and a CDN cache header", async () => {
    const result = await soldRoute.loader({
      request: new Request("http://localhost/sold-properties"),
      params: {},
      context: { db: database.db } as AppLoadContext,
    } as Parameters<typeof soldRoute.loader>[0]);
    expect(result.init?.headers).toEqual({ "Cache-Control": "public, max-age=60, s-maxage=300" });
    expect(result.data.cities).toEqual(["Charlotte", "Cornelius", "Davidson", "Denver", "Hickory", "Huntersville", "Mooresville", "Troutman"]);
    expect(result.data.properties[0]?.price).toBe(3_120_000);
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
