import { describe, expect, it } from "vitest";
import { listingColumns, parseListingDate, parseListingTimestamp, readListingRow } from "./mls-listing-row.ts";

const HEADER = [
  "ListingId",
  "StandardStatus",
  "ListPrice",
  "ClosePrice",
  "CloseDate",
  "OnMarketDate",
  "CumulativeDaysOnMarket",
  "LivingArea",
  "BedroomsTotal",
  "BathroomsTotalInteger",
  "City",
  "PostalCode",
  "SubdivisionName",
  "WaterfrontYN",
  "ListOfficeName",
  "ListAgentFullName",
  "ListAgentEmail",
  "ListAgentPreferredPhone",
  "ModificationTimestamp",
  "UnparsedAddress",
  "PublicRemarks",
];

const closed = {
  ListingId: "CAR4100001",
  StandardStatus: "Closed",
  ListPrice: "1,250,000",
  ClosePrice: "$1,200,000",
  CloseDate: "10/31/2026",
  OnMarketDate: "2026-08-15",
  CumulativeDaysOnMarket: "77",
  LivingArea: "4000",
  BedroomsTotal: "4",
  BathroomsTotalInteger: "5",
  City: "Davidson",
  PostalCode: "28036-1234",
  SubdivisionName: "The Peninsula",
  WaterfrontYN: "Y",
  ListOfficeName: "Lakefront Luxury Group",
  ListAgentFullName: "Meredith Vance",
  ListAgentEmail: "meredith@lakefrontnc.com",
  ListAgentPreferredPhone: "(704) 555-0142",
  ModificationTimestamp: "2026-11-01T09:30:00-04:00",
  UnparsedAddress: "18 Peninsula Dr, Davidson, NC 28036",
  PublicRemarks: "Deep water.",
};

describe("listingColumns", () => {
  it("takes either name of a pair, and lists what is missing and what is not used", () => {
    expect(listingColumns(HEADER)).toEqual({
      columnOf: expect.objectContaining({ ListingContractDate: "OnMarketDate", DaysOnMarket: "CumulativeDaysOnMarket", ListingId: "ListingId" }),
      missing: [],
      ignored: ["PublicRemarks"],
    });
    expect(listingColumns(["ListingId", "City"]).missing).toContain("ListingContractDate or OnMarketDate");
    // UnparsedAddress is read when there, and never missing.
    expect(listingColumns(HEADER).columnOf.UnparsedAddress).toBe("UnparsedAddress");
    expect(listingColumns(HEADER.filter((name) => name !== "UnparsedAddress")).missing).toEqual([]);
  });
});

describe("readListingRow", () => {
  const { columnOf } = listingColumns(HEADER);

  it("reads a closed sale, its amounts and dates as exports write them", () => {
    expect(readListingRow(closed, columnOf)).toEqual({
      listing: {
        listingId: "CAR4100001",
        address: "18 Peninsula Dr, Davidson, NC 28036",
        status: "Closed",
        listPrice: 1_250_000,
        closePrice: 1_200_000,
        closeDate: "2026-10-31",
        listedOn: "2026-08-15",
        daysOnMarket: 77,
        livingArea: 4000,
        bedrooms: 4,
        bathrooms: 5,
        city: "Davidson",
        postalCode: "28036",
        subdivision: "The Peninsula",
        waterfront: true,
        listOfficeName: "Lakefront Luxury Group",
        listAgentName: "Meredith Vance",
        listAgentEmail: "meredith@lakefrontnc.com",
        listAgentPhone: "(704) 555-0142",
        modifiedAt: "2026-11-01T13:30:00.000Z",
      },
    });
  });

  it("names each field that is wrong: a price of N/A, a date in another format, an unknown status, a Closed sale without its price", () => {
    const answer = readListingRow({ ...closed, ListPrice: "N/A", CloseDate: "31.10.2026", WaterfrontYN: "maybe" }, columnOf);
    expect(answer).toEqual({
      problems: [
        "ListPrice: “N/A” is not a price",
        "CloseDate: “31.10.2026” is not a date like 2026-10-31 or 10/31/2026",
        "WaterfrontYN: “maybe” is not Y or N",
      ],
    });
    expect(readListingRow({ ...closed, StandardStatus: "Sold" }, columnOf)).toEqual({
      problems: ["StandardStatus: “Sold” is not one of Active, Active Under Contract, Pending, Closed, Withdrawn, Expired, Canceled"],
    });
    expect(readListingRow({ ...closed, ClosePrice: "" }, columnOf)).toEqual({ problems: ["A Closed listing needs its ClosePrice and CloseDate"] });
    expect(readListingRow({ ...closed, ListingId: " " }, columnOf)).toEqual({ problems: ["ListingId is empty"] });
  });

  it("reads an active listing without its closing fields", () => {
    const answer = readListingRow({ ...closed, StandardStatus: "active under contract", ClosePrice: "", CloseDate: "", WaterfrontYN: "" }, columnOf);
    expect(answer).toMatchObject({ listing: { status: "Active Under Contract", closePrice: null, closeDate: null, waterfront: null } });
  });
});

describe("dates", () => {
  it("takes ISO and US dates of real days only", () => {
    expect(parseListingDate("2026-02-28")).toBe("2026-02-28");
    expect(parseListingDate("2/3/2026")).toBe("2026-02-03");
    expect(parseListingDate("2026-02-30")).toBeNull();
    expect(parseListingDate("2026/02/03")).toBeNull();
  });

  it("takes ISO timestamps, in UTC without a zone", () => {
    expect(parseListingTimestamp("2026-11-01 09:30:00")).toBe("2026-11-01T09:30:00.000Z");
    expect(parseListingTimestamp("2026-11-01T09:30:00.123+0000")).toBe("2026-11-01T09:30:00.000Z");
    expect(parseListingTimestamp("11/01/2026 9:30 AM")).toBeNull();
  });
});
