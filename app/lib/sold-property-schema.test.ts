import { describe, expect, it } from "vitest";
import { soldPropertySchema } from "./sold-property-schema.ts";

const home = (saleDate: string) => ({
  mlsId: "5000001",
  address: "1 Lakeshore Dr",
  city: "Cornelius",
  price: "1,250,000",
  beds: "4",
  baths: "3.5",
  sqft: "5,200",
  saleDate,
  listingBrokerage: "Lakefront Luxury Group",
  lotSize: "",
  description: "",
  imageUrl: "",
});

const saleDateOf = (saleDate: string) => {
  const result = soldPropertySchema.safeParse(home(saleDate));
  return result.success
    ? { value: result.data.saleDate }
    : { errors: result.error.issues.filter((issue) => issue.path[0] === "saleDate").map((issue) => issue.message) };
};

describe("a sold home's sale date", () => {
  it("reads a date as the agent writes it, ISO or US, and an MLS timestamp", () => {
    expect(saleDateOf("2026-10-02")).toEqual({ value: "2026-10-02" });
    expect(saleDateOf(" 11/20/2025 ")).toEqual({ value: "2025-11-20" });
    expect(saleDateOf("3/7/2025")).toEqual({ value: "2025-03-07" });
    expect(saleDateOf("2025-10-02T14:00:00Z")).toEqual({ value: "2025-10-02" });
    expect(saleDateOf("")).toEqual({ value: "" });
  });

  it("answers an impossible date with the field's message instead of throwing", () => {
    for (const impossible of ["2026-13-01", "2025-02-30", "13/45/2026", "2/29/2025", "0000-00-00", "next week"]) {
      expect(saleDateOf(impossible), impossible).toEqual({ errors: ["Sale date: a real date, like 11/20/2025 or 2025-11-20"] });
    }
  });

  it("refuses a sale that has not closed yet", () => {
    expect(saleDateOf("12/31/2099")).toEqual({ errors: ["Sale date: a sale that has closed, not a future date"] });
  });
});
