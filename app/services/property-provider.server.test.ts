import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceMiles, fetchNearbyProperties, propertyQuerySchema, resoWebApiProvider } from "./property-provider.server.ts";

/** A local RESO Web API fixture: answers /Property with listings around Davidson. */
let server: http.Server;
let baseUrl: string;
const requests: Array<{ url: URL; authorization: string | undefined }> = [];
let status = 200;

const davidson = { latitude: 35.4993, longitude: -80.8487 };
const listing = (key: string, latitude: number, longitude: number, price: number | null) => ({
  ListingKey: key,
  UnparsedAddress: `${key} Lake Shore Dr`,
  City: "Davidson",
  ListPrice: price,
  BedroomsTotal: 4,
  BathroomsTotalInteger: 3,
  LivingArea: 3200,
  Latitude: latitude,
  Longitude: longitude,
  Media: [{ MediaURL: null }, { MediaURL: `https://photos.example/${key}.jpg` }],
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    requests.push({ url, authorization: req.headers.authorization });
    if (status !== 200) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        "@odata.count": 4,
        value: [
          listing("near", 35.5, -80.85, 1_250_000),
          listing("corner-of-box", davidson.latitude + 0.14, davidson.longitude + 0.17, 900_000),
          listing("no-price", 35.5, -80.85, null),
          { junk: true },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reso/odata`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("resoWebApiProvider", () => {
  it("asks for active listings in the bounding box, with the token, limit and count", async () => {
    await resoWebApiProvider(baseUrl, "secret-token")({ ...davidson, radius: 10, limit: 50 });
    const { url, authorization } = requests.at(-1)!;
    expect(url.pathname).toBe("/reso/odata/Property");
    expect(authorization).toBe("Bearer secret-token");
    expect(url.searchParams.get("$top")).toBe("50");
    expect(url.searchParams.get("$count")).toBe("true");
    const filter = url.searchParams.get("$filter")!;
    expect(filter).toContain("StandardStatus eq 'Active'");
    expect(filter).toMatch(/Latitude ge 35\.35\d+ and Latitude le 35\.64\d+/);
  });

  it("maps listings, drops unpriced and malformed ones, and trims to the radius", async () => {
    const result = await resoWebApiProvider(baseUrl, undefined)({ ...davidson, radius: 10, limit: 50 });
    expect(result.count).toBe(1);
    expect(result.properties).toEqual([
      {
        id: "near",
        address: "near Lake Shore Dr",
        city: "Davidson",
        price: 1_250_000,
        beds: 4,
        baths: 3,
        sqft: 3200,
        imageUrl: "https://photos.example/near.jpg",
        latitude: 35.5,
        longitude: -80.85,
      },
    ]);
    expect(requests.at(-1)!.authorization).toBeUndefined();
  });

  it("fails on an error answer, which fetchNearbyProperties turns into an empty list", async () => {
    status = 502;
    try {
      await expect(resoWebApiProvider(baseUrl, undefined)({ ...davidson, radius: 10, limit: 50 })).rejects.toThrow("502");
      expect(await fetchNearbyProperties({ ...davidson, radius: 10, limit: 50 }, resoWebApiProvider(baseUrl, undefined))).toEqual({
        properties: [],
        count: 0,
      });
    } finally {
      status = 200;
    }
  });
});

describe("helpers", () => {
  it("measures distance in miles", () => {
    expect(distanceMiles(davidson, { latitude: 35.2271, longitude: -80.8431 })).toBeCloseTo(18.8, 0);
  });

  it("validates the fetch-properties body", () => {
    expect(propertyQuerySchema.safeParse({ ...davidson, radius: 10, limit: 50 }).success).toBe(true);
    expect(propertyQuerySchema.safeParse({ ...davidson, radius: 10 }).success).toBe(false);
    expect(propertyQuerySchema.safeParse({ latitude: 120, longitude: 0, radius: 10, limit: 50 }).success).toBe(false);
  });
});
