import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NeighborhoodCard } from "#app/content/content-types.ts";
import type { Database } from "#app/db/client.server.ts";
import { neighborhoods } from "#app/db/schema.ts";
import { formatPrice } from "#app/lib/format.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { MARKET_TOWNS, marketExportListings } from "#tests/support/market-export-fixture.ts";
import { testNeighborhood } from "#tests/support/market-fixtures.ts";
import { importListings } from "#tests/support/market-test-import.ts";
import { setListingChoice } from "#app/models/market-data.server.ts";
import { MARKET_MESSAGES } from "#app/lib/admin-paths.ts";
import { mediaUrl } from "#app/lib/media-keys.ts";
import { insertMediaVariants, mediaVariantExists } from "#app/models/media-files.server.ts";
import { findMediaUsages } from "#app/models/media-uses.server.ts";
import { handleMarketForm } from "./admin-market.server.ts";
import { marketReportsForSitemap, readGuideListings, readMarketReport, readMarketReportsIndex, readMarketSnapshot } from "./market-reports.server.ts";

const AS_OF = "2026-11-25";
const LISTINGS = marketExportListings({ count: 1_600, asOf: AS_OF });
const towns: NeighborhoodCard[] = MARKET_TOWNS.map(([name]) => ({ slug: name.toLowerCase(), name, description: "", image: "", heroImage: "" }));
const mlsName = "Canopy MLS";

/** The median computed the plain way: sorted, the middle one or the mean of the middle two. */
function plainMedian(values: number[]): number | null {
  const sorted = values.toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const half = sorted.length / 2;
  return Number.isInteger(half) ? (sorted[half - 1]! + sorted[half]!) / 2 : sorted[Math.floor(half)]!;
}

let database: Database;
let versionBefore: number;
beforeAll(async () => {
  database = await createTestDatabase();
  for (const { slug, name } of towns) await database.db.insert(neighborhoods).values(testNeighborhood(slug, name));
  versionBefore = Number((await readContentVersion(database.db)).version);
  await importListings(database.db, LISTINGS, { asOf: AS_OF });
});
afterAll(() => database.close());

describe("readMarketReport", () => {
  it("reports the last whole month with the medians of the export's own sales, and its source", async () => {
    const report = await readMarketReport(database.db, { slug: "davidson", month: undefined, towns, mlsName });
    expect(report).not.toBeNull();
    expect(report!.month).toBe("2026-10");
    const sales = LISTINGS.filter((listing) => listing.city === "Davidson" && listing.status === "Closed" && listing.closeDate?.startsWith("2026-10"));
    const figure = (key: string) => report!.figures.find((candidate) => candidate.key === key);
    expect(figure("closedSales")!.value).toBe(String(sales.length));
    expect(figure("medianSalePrice")!.value).toBe(formatPrice(plainMedian(sales.map((sale) => sale.closePrice!))!));
    expect(report!.sourceLine).toBe("Source: Canopy MLS, Davidson, November 2024–October 2026, as of November 25, 2026");
    expect(report!.charts.map((chart) => chart.id)).toEqual(["median-price", "sales-and-inventory", "days-on-market"]);
    expect(report!.months).toHaveLength(24);
    expect(report!.archive[0]).toBe("2026-10");
  });

  it("keeps each month's report at its own address, and has none for a month after the data or a town not shown", async () => {
    const september = await readMarketReport(database.db, { slug: "davidson", month: "2026-09", towns, mlsName });
    expect(september).toMatchObject({ month: "2026-09", latestMonth: "2026-10", last: "2026-09" });
    expect(await readMarketReport(database.db, { slug: "davidson", month: "2026-11", towns, mlsName })).toBeNull();
    expect(
      await readMarketReport(database.db, { slug: "davidson", month: undefined, towns: towns.filter((town) => town.slug !== "davidson"), mlsName }),
    ).toBeNull();
    expect(await readMarketReport(database.db, { slug: "nowhere", month: undefined, towns, mlsName })).toBeNull();
  });

  it("gives the guide's snapshot the same median and source line as the report", async () => {
    const snapshot = await readMarketSnapshot(database.db, { slug: "davidson", name: "Davidson", mlsName });
    const report = await readMarketReport(database.db, { slug: "davidson", month: undefined, towns, mlsName });
    const median = (figures: { key: string; value: string | null }[]) => figures.find((figure) => figure.key === "medianSalePrice")!.value;
    expect(median(snapshot!.figures)).toBe(median(report!.figures));
    expect(snapshot!.sourceLine).toBe("Source: Canopy MLS, Davidson, October 2026, as of November 25, 2026");
  });

  it("lists every town in the index and every report page in the sitemap, and an import changes the content version once", async () => {
    const index = await readMarketReportsIndex(database.db, { towns, mlsName });
    expect(index!.areas.map((area) => area.slug)).toEqual(towns.map((town) => town.slug));
    const pages = await marketReportsForSitemap(database.db, new Set(["davidson"]));
    expect(pages[0]).toMatchObject({ path: "/market-reports/davidson" });
    expect(pages.slice(1).every((page) => /^\/market-reports\/davidson\/\d{4}-\d{2}$/.test(page.path))).toBe(true);
    expect(Number((await readContentVersion(database.db)).version)).toBe(versionBefore + 1);
  });
});

const CORNELIUS = { slug: "cornelius", name: "Cornelius", postalCodes: [], subdivisions: [] };

describe("readGuideListings", () => {
  it("shows a town's six newest Active listings, pinned first and hidden ones left out, each with its firm and agent's contact", async () => {
    // Newest on the market first; of those listed the same day, the most recently changed.
    const active = LISTINGS.filter((listing) => listing.city === "Cornelius" && listing.status === "Active").toSorted(
      (a, b) => (b.listedOn ?? "").localeCompare(a.listedOn ?? "") || b.modifiedAt.localeCompare(a.modifiedAt),
    );
    const before = await readGuideListings(database.db, CORNELIUS);
    expect(before!.asOf).toBe(AS_OF);
    expect(before!.cards.map((card) => card.listingId)).toEqual(active.slice(0, 6).map((listing) => listing.listingId));
    expect(before!.cards[0]).toMatchObject({ label: active[0]!.address, office: active[0]!.listOfficeName, agentName: active[0]!.listAgentName });

    await setListingChoice(database.db, active[8]!.listingId, { pinned: true });
    await setListingChoice(database.db, active[0]!.listingId, { hidden: true });
    const after = await readGuideListings(database.db, CORNELIUS);
    expect(after!.cards.map((card) => card.listingId)).toEqual([active[8]!.listingId, ...active.slice(1, 6).map((listing) => listing.listingId)]);
    expect(await setListingChoice(database.db, "NOT-A-LISTING", { pinned: true })).toBe(false);
  });
});

describe("a card's photo", () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return handleMarketForm(database.db, body, "agent@lakefront.test");
  };

  it("is an upload of the media library, listed there as the card's, never an address elsewhere; removed, the card has none again", async () => {
    const listing = (await readGuideListings(database.db, CORNELIUS))!.cards[0]!;
    const id = "0b7e2f1c-58a4-4c1e-9a55-3f3f6c1d2e90";
    await insertMediaVariants(database.db, [
      { key: `${id}/960.webp`, contentType: "image/webp", width: 960, height: 640, byteSize: 10, bytes: Buffer.alloc(10), originalName: "dock.jpg" },
    ]);
    const photoUrl = mediaUrl({ id, width: 960 });
    const card = async () => (await readGuideListings(database.db, CORNELIUS))!.cards.find((shown) => shown.listingId === listing.listingId);
    expect(await mediaVariantExists(database.db, `${id}/960.webp`)).toBe(true);

    for (const [given, message] of [
      ["", MARKET_MESSAGES.photoMissing],
      ["https://photos.mls.example/123.jpg", MARKET_MESSAGES.photoNotUploaded],
      [mediaUrl({ id, width: 480 }), MARKET_MESSAGES.photoNotUploaded],
      ["/media/../secrets/960.webp", MARKET_MESSAGES.photoNotUploaded],
    ]) {
      expect((await form({ intent: "photo", listingId: listing.listingId, photoUrl: given! })).answer).toEqual({ stage: "error", ok: false, message });
    }
    expect((await card())?.photoUrl).toBeNull();
    expect((await form({ intent: "photo", listingId: "NOT-A-LISTING", photoUrl })).status).toBe(404);

    expect((await form({ intent: "photo", listingId: listing.listingId, photoUrl })).answer).toMatchObject({ ok: true, message: MARKET_MESSAGES.photo });
    expect((await card())?.photoUrl).toBe(photoUrl);
    expect((await findMediaUsages(database.db, [id])).get(id)).toEqual([{ kind: "listing", ref: listing.listingId, label: listing.label }]);

    expect((await form({ intent: "remove-photo", listingId: listing.listingId })).answer).toMatchObject({ ok: true, message: MARKET_MESSAGES["remove-photo"] });
    expect((await card())?.photoUrl).toBeNull();
    expect((await findMediaUsages(database.db, [id])).get(id)).toEqual([]);
  });
});
