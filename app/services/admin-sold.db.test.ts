import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { soldProperties } from "#app/db/schema.ts";
import { SOLD_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE } from "#app/lib/base-version.ts";
import { findSoldProperty } from "#app/models/sold-properties.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { readAnswer } from "#tests/support/document-answer.ts";
import { saveSoldForm as saveSoldFormAnswer } from "./admin-sold.server.ts";

/** The service's answer as the administrator reads it. */
const saveSoldForm = async (...args: Parameters<typeof saveSoldFormAnswer>) => {
  const { status, answer } = await saveSoldFormAnswer(...args);
  return { status, answer: readAnswer(answer) };
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const home = {
  mlsId: "6100001",
  address: "412 Harbor Point Ln",
  city: "Mooresville",
  price: "$1,450,000",
  beds: "5",
  baths: "4.5",
  sqft: "4,380",
  lotSize: "0.8 acres",
  saleDate: "2026-09-18",
  listingBrokerage: "Lakefront Luxury Group",
  description: "Deep water and a two-slip dock.",
  imageUrl: "/images/homes/home-3.svg",
  "photos[0]": "/images/homes/home-4.svg",
  homePosition: "",
};

describe("the sold home form", () => {
  it("adds a home from what the agent typed, numbers as people write them", async () => {
    const { status, answer } = await saveSoldForm(database.db, form(home));
    expect(status).toBe(201);
    expect(answer).toMatchObject({ ok: true, message: SOLD_MESSAGES.created });
    const [stored] = await database.db.select().from(soldProperties);
    expect(stored).toMatchObject({
      mlsId: "6100001",
      price: 1_450_000,
      sqft: 4380,
      baths: 4.5,
      saleDate: "2026-09-18",
      photos: ["/images/homes/home-4.svg"],
      homePosition: null,
    });
  });

  it("refuses an MLS number or a home page place another home has, and bad values, beside their fields, changing nothing", async () => {
    expect((await saveSoldForm(database.db, form(home))).answer).toMatchObject({ ok: false, errors: { mlsId: SOLD_MESSAGES.mlsTaken } });
    await saveSoldForm(database.db, form({ ...home, mlsId: "6100002", homePosition: "1" }));
    expect((await saveSoldForm(database.db, form({ ...home, mlsId: "6100003", homePosition: "1" }))).answer).toMatchObject({
      ok: false,
      errors: { homePosition: SOLD_MESSAGES.homePositionTaken },
    });
    const { answer } = await saveSoldForm(
      database.db,
      form({ ...home, mlsId: "6100004", price: "a lot", baths: "4.25", saleDate: "2999-01-01", imageUrl: "http://example.com/x.jpg", listingBrokerage: "" }),
    );
    expect(answer).toMatchObject({
      ok: false,
      errors: {
        price: "Sale price: a number from 1 to 1,000,000,000, whole",
        baths: "Baths: a number from 0 to 50 in steps of 0.5",
        saleDate: "Sale date: a sale that has closed, not a future date",
        imageUrl: "Photo: enter a path on this site (starting with /) or an address starting with https://",
        listingBrokerage: "Listing brokerage is required",
      },
    });
    expect(await database.db.select().from(soldProperties)).toHaveLength(2);
  });

  it("answers an impossible sale date beside its field, keeping the form, and reads a US date", async () => {
    const impossible = await saveSoldForm(database.db, form({ ...home, mlsId: "6100005", saleDate: "2026-13-01" }));
    expect(impossible).toMatchObject({ status: 400, answer: { ok: false, errors: { saleDate: "Sale date: a real date, like 11/20/2025 or 2025-11-20" } } });
    expect(await saveSoldForm(database.db, form({ ...home, mlsId: "6100005", saleDate: "11/20/2025" }))).toMatchObject({ status: 201 });
    expect((await database.db.select().from(soldProperties)).find((row) => row.mlsId === "6100005")).toMatchObject({ saleDate: "2025-11-20" });
  });

  it("refuses a save based on a version another save has replaced, until it overwrites knowingly (decision 037)", async () => {
    const added = await saveSoldForm(database.db, form({ ...home, mlsId: "6100099", address: "1 Two Tabs Ct" }));
    const id = added.answer.id;
    if (!added.answer.ok || !id) throw new Error("setup");
    const first = await saveSoldForm(database.db, form({ ...home, mlsId: "6100099", address: "1 First Tab Ct", baseVersion: "1" }), id);
    expect(first.status).toBe(200);
    const second = await saveSoldForm(database.db, form({ ...home, mlsId: "6100099", address: "1 Second Tab Ct", baseVersion: "1" }), id);
    expect(second).toMatchObject({
      status: 409,
      answer: { ok: false, message: VERSION_CONFLICT_MESSAGE, conflict: true, values: { address: "1 Second Tab Ct" } },
    });
    expect((await findSoldProperty(database.db, id))!.address).toBe("1 First Tab Ct");
    const overwrite = await saveSoldForm(database.db, form({ ...home, mlsId: "6100099", address: "1 Second Tab Ct", baseVersion: "1", overwrite: "1" }), id);
    expect(overwrite.status).toBe(200);
    expect(await findSoldProperty(database.db, id)).toMatchObject({ address: "1 Second Tab Ct", version: 3 });
  });
});
