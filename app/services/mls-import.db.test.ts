import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { soldProperties } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { previewSoldImport, runSoldImport } from "./mls-import.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(soldProperties).values({
    mlsId: "5000001",
    address: "1 Old Address",
    city: "Davidson",
    price: 900_000,
    beds: 4,
    baths: 3,
    sqft: 3000,
    photos: ["/images/homes/home-3.svg"],
    homePosition: 2,
  });
});
afterAll(() => database.close());

const HEADER = "ListingId,UnparsedAddress,City,ClosePrice,BedroomsTotal,BathroomsTotalInteger,LivingArea,ListOfficeName,CloseDate,AgentPhone";

/**
 * A 30-row MLS export: rows 7, 19 and 23 are bad (a price that is no number, a missing address, a
 * closing on a day no calendar has); row 1 updates a home there is.
 */
function mlsExport(): string {
  const lines = Array.from({ length: 30 }, (_, index) => {
    const row = index + 1;
    const mls = String(5_000_001 + index);
    const address = row === 19 ? "" : `${100 + row} Lakeshore Dr`;
    const price = row === 7 ? "call agent" : `"$${(700_000 + row * 10_000).toLocaleString("en-US")}"`;
    return `${mls},${address},Cornelius,${price},4,3.5,3200,Lakefront Luxury Group,${row === 23 ? "13/45/2026" : `10/${(row % 28) + 1}/2025`},704-555-0100`;
  });
  return [HEADER, ...lines].join("\n");
}

const post = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("the MLS import of sold homes", () => {
  it("previews every row: added, updated by its MLS number, or why not, and the columns it does not use", async () => {
    const { status, answer } = await previewSoldImport(database.db, post({ file: new File([mlsExport()], "closed-sales.csv", { type: "text/csv" }) }));
    expect(status).toBe(200);
    if (answer.stage !== "preview") throw new Error(answer.stage);
    expect(answer.importable).toBe(27);
    expect(answer.rows[0]).toMatchObject({ rowNumber: 1, mlsId: "5000001", action: "update" });
    expect(answer.rows[1]).toMatchObject({ action: "create" });
    expect(answer.rows[6]).toMatchObject({ rowNumber: 7, action: null, problems: ["Sale price: a number from 1 to 1,000,000,000, whole"] });
    expect(answer.rows[18]).toMatchObject({ rowNumber: 19, action: null, problems: ["Address is required"] });
    expect(answer.rows[22]).toMatchObject({ rowNumber: 23, action: null, problems: ["Sale date: a real date, like 11/20/2025 or 2025-11-20"] });
    expect(answer.ignored).toEqual(["agentphone"]);
    expect(await database.db.select().from(soldProperties)).toHaveLength(1);
  });

  it("imports the 27 good rows, reports the 3 others, and keeps what the file has no column for", async () => {
    const { answer } = await runSoldImport(database.db, post({ intent: "import", csv: mlsExport(), fileName: "closed-sales.csv" }));
    if (answer.stage !== "done") throw new Error(answer.stage);
    expect(answer.message).toBe("27 imported (26 added, 1 updated); 3 not imported");
    expect(answer.results.filter((row) => row.outcome === "failed").map((row) => row.rowNumber)).toEqual([7, 19, 23]);
    expect(await database.db.select().from(soldProperties)).toHaveLength(27);
    const [updated] = await database.db.select().from(soldProperties).where(eq(soldProperties.mlsId, "5000001"));
    expect(updated).toMatchObject({
      address: "101 Lakeshore Dr",
      price: 710_000,
      baths: 3.5,
      saleDate: "2025-10-02",
      listingBrokerage: "Lakefront Luxury Group",
      homePosition: 2,
    });
    expect(updated!.photos).toEqual(["/images/homes/home-3.svg"]);
  });

  it("refuses a file without the columns it needs, and the same MLS number twice, with a clear message", async () => {
    const { answer } = await previewSoldImport(database.db, post({ file: new File(["mls_id,address\n1,2"], "x.csv") }));
    expect(answer).toEqual({
      stage: "error",
      ok: false,
      message: "The file has no column for the city, sale price, beds, baths, square feet, listing brokerage. Its first line must name the columns.",
    });
    const twice = `${HEADER}\n7000001,1 A St,Davidson,500000,3,2,2000,Firm,,\n7000001,2 B St,Davidson,600000,3,2,2000,Firm,,`;
    const { answer: preview } = await previewSoldImport(database.db, post({ csv: twice }));
    if (preview.stage !== "preview") throw new Error(preview.stage);
    expect(preview.rows[1]).toMatchObject({ action: null, problems: ["MLS number 7000001 is also on row 1"] });
  });

  it("leaves a stored photo, description or sale date alone when the file's cell for it is empty", async () => {
    await database.db
      .update(soldProperties)
      .set({ imageUrl: "/media/agent-own/1200.webp", description: "Her own words.", saleDate: "2025-10-02" })
      .where(eq(soldProperties.mlsId, "5000002"));
    const csv = `${HEADER.replace(",AgentPhone", ",PublicRemarks,Photo")}\n5000002,102 Lakeshore Dr,Cornelius,725000,4,3.5,3200,Lakefront Luxury Group,,,`;
    const { answer } = await runSoldImport(database.db, post({ intent: "import", csv }));
    expect(answer).toMatchObject({ stage: "done", message: "1 imported (0 added, 1 updated); 0 not imported" });
    const [kept] = await database.db.select().from(soldProperties).where(eq(soldProperties.mlsId, "5000002"));
    expect(kept).toMatchObject({ price: 725_000, imageUrl: "/media/agent-own/1200.webp", description: "Her own words.", saleDate: "2025-10-02" });
  });
});
