import { describe, expect, it } from "vitest";
import { soldImportColumns, soldImportValues } from "./sold-import-columns.ts";

describe("an MLS export's columns", () => {
  it("are found under the names MLS exports give them, whatever their case and punctuation", () => {
    const columns = [
      "listingid",
      "unparsedaddress",
      "city",
      "closeprice",
      "bedroomstotal",
      "bathroomstotalinteger",
      "livingarea",
      "listofficename",
      "closedate",
      "agent phone",
    ];
    const { columnOf, missing, ignored } = soldImportColumns(columns);
    expect(columnOf).toMatchObject({
      mlsId: "listingid",
      address: "unparsedaddress",
      price: "closeprice",
      saleDate: "closedate",
      listingBrokerage: "listofficename",
    });
    expect(missing).toEqual([]);
    expect(ignored).toEqual(["agent phone"]);
    expect(soldImportColumns(["mls #", "sold price", "sq ft"]).columnOf).toMatchObject({ mlsId: "mls #", price: "sold price", sqft: "sq ft" });
  });

  it("name the required fields no column holds", () => {
    expect(soldImportColumns(["mls_id", "address", "city", "price"]).missing).toEqual(["beds", "baths", "square feet", "listing brokerage"]);
  });

  it("give a row's values under the form's names, as written (the sold home's rules read the dates)", () => {
    const { columnOf } = soldImportColumns(["mls_id", "close date"]);
    expect(soldImportValues({ mls_id: "4187203", "close date": "10/2/2026" }, columnOf)).toEqual({ mlsId: "4187203", saleDate: "10/2/2026" });
  });
});
