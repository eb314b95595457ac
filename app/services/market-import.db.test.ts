import { setImmediate as nextTurn } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { marketUploadListings, marketUploads, mlsListings, neighborhoods } from "#app/db/schema.ts";
import { marketMonthFigures } from "#app/lib/market-month-figures.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";
import { exportedAt, MARKET_IMPORT } from "#app/lib/market-import-rules.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import {
  latestMarketImport,
  mergeUploadBatch,
  readAreaMonthsBetween,
  releaseMarketUpload,
  takeMarketUpload,
  unfinishedMarketImports,
} from "#app/models/market-data.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { fileBytes, listingsCsv, testListing, testNeighborhood } from "#tests/support/market-fixtures.ts";
import { importListings } from "#tests/support/market-test-import.ts";
import { importMarketUpload, stageMarketExport, finishStoppedMarketImports } from "./market-import.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  for (const [slug, name] of [
    ["davidson", "Davidson"],
    ["cornelius", "Cornelius"],
  ] as const) {
    await database.db.insert(neighborhoods).values(testNeighborhood(slug, name));
  }
});
afterAll(() => database.close());

const importMarketListings = (db: Database["db"], { listings, asOf, fileName }: { listings: MlsListing[]; asOf: string; fileName: string }) =>
  importListings(db, listings, { asOf, fileName });

const listing = (listingId: string, overrides: Partial<MlsListing> = {}) =>
  testListing(listingId, { listedOn: "2026-06-10", livingArea: 3200, modifiedAt: "2026-10-01T12:00:00.000Z", ...overrides });

const closed = (id: string, closeDate: string, closePrice: number, more: Partial<MlsListing> = {}) =>
  listing(id, { status: "Closed", closeDate, closePrice, daysOnMarket: 40, ...more });

const first = [
  closed("D1", "2026-09-04", 950_000),
  closed("D2", "2026-09-18", 1_400_000, { waterfront: true, listPrice: 1_500_000 }),
  closed("D3", "2025-09-22", 800_000),
  listing("D4", { listedOn: "2026-09-01" }),
  listing("D5", { city: "DAVIDSON", waterfront: true }),
  closed("C1", "2026-09-10", 2_000_000, { city: "Cornelius" }),
  listing("M1", { city: "Mooresville" }),
];

describe("importMarketListings", () => {
  it("stores the listings and each area's months as the figures compute them from its city's listings", async () => {
    const result = await importMarketListings(database.db, { listings: first, asOf: "2026-10-31", fileName: "export.csv" });
    expect(result).toMatchObject({ added: 7, updated: 0, unchanged: 0 });
    expect(await latestMarketImport(database.db)).toMatchObject({ asOf: "2026-10-31", added: 7, fileName: "export.csv" });

    const davidson = await readAreaMonthsBetween(database.db, "davidson", "2000-01", "2100-12");
    const expected = marketMonthFigures(
      first.filter((item) => item.city.toLowerCase() === "davidson"),
      "2023-11",
      "2026-10",
    );
    expect(davidson).toHaveLength(expected.length);
    expect(davidson).toEqual(expect.arrayContaining(expected.map((row) => ({ ...row, areaSlug: "davidson" }))));
    expect(davidson.find((row) => row.segment === "all" && row.month === "2026-09")).toMatchObject({ closedSales: 2, medianSalePrice: 1_175_000 });
    expect((await readAreaMonthsBetween(database.db, "cornelius", "2000-01", "2100-12")).find((row) => row.month === "2026-09")).toMatchObject({
      closedSales: 1,
      medianSalePrice: 2_000_000,
    });
  });

  it("updates a listing by its ListingId when the export's row is newer, and never with an older one", async () => {
    const result = await importMarketListings(database.db, {
      listings: [
        closed("D4", "2026-10-20", 990_000, { listedOn: "2026-09-01", modifiedAt: "2026-10-21T09:00:00.000Z" }),
        listing("D1", { modifiedAt: "2026-01-01T00:00:00.000Z" }),
        first[2]!,
      ],
      asOf: "2026-10-31",
      fileName: "newer.csv",
    });
    expect(result).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    const stored = await database.db.select().from(mlsListings);
    expect(stored.find((row) => row.listingId === "D4")).toMatchObject({ status: "Closed", closePrice: 990_000 });
    expect(stored.find((row) => row.listingId === "D1")).toMatchObject({ status: "Closed", closePrice: 950_000 });
    const october = (await readAreaMonthsBetween(database.db, "davidson", "2000-01", "2100-12")).find(
      (row) => row.segment === "all" && row.month === "2026-10",
    );
    expect(october).toMatchObject({ closedSales: 1, medianSalePrice: 990_000 });
  });
});

describe("an import that stops on the way", () => {
  const asOf = "2026-11-20";
  const importedBy = "admin@lakefront.test";
  /** 2,400 sales in Davidson: three batches of a thousand. */
  const sales = (prefix: string) =>
    Array.from({ length: 2_400 }, (_, index) =>
      closed(`${prefix}${String(index).padStart(4, "0")}`, `2026-${String((index % 10) + 1).padStart(2, "0")}-15`, 500_000 + index * 1_000, {
        modifiedAt: "2026-11-19T12:00:00.000Z",
      }),
    );
  const version = async () => Number((await readContentVersion(database.db)).version);

  /** Previews the file and starts its import, which merges one batch and stops, as when its instance is killed. */
  async function importStoppedAfterOneBatch(listings: MlsListing[], fileName: string) {
    const staged = await stageMarketExport(database.db, { file: fileBytes(listingsCsv(listings)), fileName, uploadedBy: importedBy });
    const uploadId = ("preview" in staged && staged.preview.uploadId) || "";
    const run = await takeMarketUpload(database.db, uploadId, { asOf, importedBy, exportedAt: (newest) => exportedAt(asOf, newest) });
    expect(await mergeUploadBatch(database.db, run!, { after: "", limit: MARKET_IMPORT.rowsPerBatch })).not.toBeNull();
    return { uploadId };
  }

  it("lets other requests' queries run between its batches: one sent while it runs is answered before it ends", async () => {
    const staged = await stageMarketExport(database.db, { file: fileBytes(listingsCsv(sales("Q"))), fileName: "busy.csv", uploadedBy: importedBy });
    const uploadId = ("preview" in staged && staged.preview.uploadId) || "";
    const answered: string[] = [];
    const importing = importMarketUpload(database.db, { uploadId, asOf, importedBy }).then(() => answered.push("import"));
    await nextTurn();
    await database.db
      .select()
      .from(neighborhoods)
      .limit(1)
      .then(() => answered.push("a visitor's query"));
    await importing;
    expect(answered).toEqual(["a visitor's query", "import"]);
  });

  it("changes no page until it is finished, and the next instance finishes it once its lease has run out, with the counts and figures of one whole run", async () => {
    const listings = sales("S");
    const latestBefore = await latestMarketImport(database.db);
    const versionBefore = await version();
    const { uploadId } = await importStoppedAfterOneBatch(listings, "stopped.csv");

    // A thousand listings are in, but no page takes the import's date or figures, and nothing is lost.
    expect(await latestMarketImport(database.db)).toEqual(latestBefore);
    expect(await version()).toBe(versionBefore);
    // The admin says it is under way.
    expect(await unfinishedMarketImports(database.db)).toEqual([{ fileName: "stopped.csv", asOf, importedBy }]);
    expect(await database.db.$count(marketUploadListings, eq(marketUploadListings.uploadId, uploadId))).toBe(1_400);
    // Its lease holds it: pressing Import again, or another instance, does nothing yet.
    expect(await importMarketUpload(database.db, { uploadId, asOf, importedBy })).toBeNull();
    expect(await takeMarketUpload(database.db, uploadId, undefined)).toBeUndefined();

    const later = new Date(Date.now() + MARKET_IMPORT.leaseMs + 1_000);
    expect(await takeMarketUpload(database.db, uploadId, undefined, later)).toMatchObject({ uploadId, asOf, listingCount: 2_400 });
    await releaseMarketUpload(database.db, uploadId);
    expect(await finishStoppedMarketImports(database.db, new AbortController().signal)).toBe(1);
    expect((await latestMarketImport(database.db))?.fileName).toBe("stopped.csv");

    expect(await latestMarketImport(database.db)).toMatchObject({ asOf, added: 2_400, updated: 0, unchanged: 0 });
    expect(await unfinishedMarketImports(database.db)).toEqual([]);
    expect(await version()).toBe(versionBefore + 1);
    expect(await database.db.$count(marketUploads, eq(marketUploads.id, uploadId))).toBe(0);
    const stored = await database.db.select().from(mlsListings);
    expect(stored.filter((row) => row.listingId.startsWith("S"))).toHaveLength(2_400);
    const davidson = await readAreaMonthsBetween(database.db, "davidson", "2000-01", "2100-12");
    const expected = marketMonthFigures(
      stored.filter((row) => row.city.toLowerCase() === "davidson"),
      "2023-12",
      "2026-11",
    );
    expect(davidson).toEqual(expect.arrayContaining(expected.map((row) => ({ ...row, areaSlug: "davidson" }))));
    expect(davidson.find((row) => row.segment === "all" && row.month === "2026-03")?.closedSales).toBe(
      stored.filter((row) => row.city.toLowerCase() === "davidson" && row.closeDate?.startsWith("2026-03")).length,
    );
  });

  it("is finished once when two instances go on with it at the same time: each listing added and counted once", async () => {
    const versionBefore = await version();
    const { uploadId } = await importStoppedAfterOneBatch(sales("T"), "two-instances.csv");
    await releaseMarketUpload(database.db, uploadId);
    const finished = await Promise.all([0, 1].map(() => finishStoppedMarketImports(database.db, new AbortController().signal)));
    expect(finished.toSorted()).toEqual([0, 1]);
    expect((await latestMarketImport(database.db))?.fileName).toBe("two-instances.csv");
    expect(await latestMarketImport(database.db)).toMatchObject({ added: 2_400, updated: 0, unchanged: 0 });
    expect(await database.db.$count(mlsListings, sql`${mlsListings.listingId} LIKE 'T%'`)).toBe(2_400);
    expect(await version()).toBe(versionBefore + 1);
  });
});

describe("stageMarketExport", () => {
  const preview = async (text: string | Uint8Array) => {
    const bytes = typeof text === "string" ? fileBytes(text) : text.slice().buffer;
    return stageMarketExport(database.db, { file: bytes, fileName: "export.csv", uploadedBy: "admin@lakefront.test" });
  };
  const stagedRows = async () => (await database.db.select().from(marketUploadListings)).length;

  it("counts each row new, changed or unchanged against the stored listings, and keeps a repeated ListingId's newest row", async () => {
    const staged = await preview(
      listingsCsv([
        listing("N1"),
        listing("D4", { status: "Closed", closePrice: 1, closeDate: "2026-10-20", modifiedAt: "2026-11-20T00:00:00.000Z" }),
        listing("D2", { modifiedAt: "2026-01-01T00:00:00.000Z" }),
        listing("N1", { listPrice: 1_250_000, modifiedAt: "2026-11-25T08:30:00.000Z" }),
      ]),
    );
    if (!("preview" in staged)) throw new Error(staged.problem);
    expect(staged.preview).toMatchObject({
      rowCount: 4,
      counts: { new: 1, changed: 1, unchanged: 1, invalid: 0, repeated: 1 },
      ignoredColumns: ["PublicRemarks"],
      newestDay: "2026-11-25",
      examples: { new: [{ rowNumber: 1, listingId: "N1" }], changed: [{ rowNumber: 2, listingId: "D4" }] },
    });
    expect(staged.preview.uploadId).not.toBeNull();
    const kept = await database.db.select().from(marketUploadListings).where(eq(marketUploadListings.listingId, "N1"));
    expect(kept).toMatchObject([{ listPrice: 1_250_000 }]);
    const imported = await importMarketUpload(database.db, { uploadId: staged.preview.uploadId!, asOf: "2026-11-25", importedBy: "admin@lakefront.test" });
    expect(imported).toMatchObject({ added: 1, updated: 1, unchanged: 1 });
    // The same preview imported again (a second click, another instance) does nothing.
    expect(await importMarketUpload(database.db, { uploadId: staged.preview.uploadId!, asOf: "2026-11-25", importedBy: "admin@lakefront.test" })).toBeNull();
    await vi.waitFor(async () => expect(await stagedRows()).toBe(0));
  });

  it("lists every row's problems and keeps nothing to import when any row has one", async () => {
    const text = listingsCsv([listing("G1"), listing("G2"), listing("G3")])
      .replace("G2,Active,1000000", "G2,Active,N/A")
      .replace("2026-06-10", "June 10 2026");
    const staged = await preview(text);
    if (!("preview" in staged)) throw new Error(staged.problem);
    expect(staged.preview.uploadId).toBeNull();
    expect(staged.preview.counts).toMatchObject({ invalid: 2, new: 1 });
    expect(staged.preview.invalidRows).toEqual([
      { rowNumber: 1, listingId: "G1", problems: ["ListingContractDate: “June 10 2026” is not a date like 2026-10-31 or 10/31/2026"] },
      { rowNumber: 2, listingId: "G2", problems: ["ListPrice: “N/A” is not a price"] },
    ]);
    expect(await stagedRows()).toBe(0);
    expect((await database.db.select().from(marketUploads)).filter((upload) => upload.complete)).toEqual([]);
  });

  it.each([
    [
      "a file without the RESO columns",
      "Address,Price\n1 Main St,500000\n",
      /^The file has no ListingId, StandardStatus, .* columns\. Export the listings with the RESO Data Dictionary names/,
    ],
    ["a spreadsheet saved as .xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(200).fill(0)]), /^The file is not a CSV text file/],
    ["a file with only its header", `${listingsCsv([]).trim()}\n`, /^The file has no rows to import$/],
    ["an unclosed quote", listingsCsv([listing("Q1")]).replace("Lake views", '"Lake views'), /a quoted cell is never closed/],
  ])("refuses %s with one message and stages nothing", async (_name, file, message) => {
    const staged = await preview(file);
    expect(staged).toEqual({ problem: expect.stringMatching(message) });
    expect(await database.db.select().from(marketUploads)).toEqual([]);
  });
});
