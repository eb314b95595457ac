import type { NewNeighborhood } from "#app/db/schema.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";

/** An active Davidson listing, as read from an MLS export; `overrides` make it what a test needs. */
export function testListing(listingId: string, overrides: Partial<MlsListing> = {}): MlsListing {
  return {
    listingId,
    address: null,
    status: "Active",
    listPrice: 1_000_000,
    closePrice: null,
    closeDate: null,
    listedOn: "2026-01-10",
    daysOnMarket: null,
    livingArea: 3000,
    bedrooms: 4,
    bathrooms: 3,
    city: "Davidson",
    postalCode: "28036",
    subdivision: null,
    waterfront: false,
    listOfficeName: "Lakefront Luxury Group",
    listAgentName: null,
    listAgentEmail: null,
    listAgentPhone: null,
    modifiedAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A guide's row with only what the table requires, named `name`. */
export function testNeighborhood(slug: string, name: string, fields: Partial<NewNeighborhood> = {}): NewNeighborhood {
  return {
    slug,
    name,
    tagline: "",
    heroImageUrl: "/images/neighborhoods/davidson.webp",
    overviewContent: "<p>Overview</p>",
    history: "",
    marketDescription: "",
    locationDescription: "",
    ...fields,
  };
}

/** The RESO columns of an export, in the order listingsCsv() writes them. */
const EXPORT_COLUMNS: [string, (listing: MlsListing) => string | number | boolean | null][] = [
  ["ListingId", (listing) => listing.listingId],
  ["StandardStatus", (listing) => listing.status],
  ["ListPrice", (listing) => listing.listPrice],
  ["ClosePrice", (listing) => listing.closePrice],
  ["CloseDate", (listing) => listing.closeDate],
  ["ListingContractDate", (listing) => listing.listedOn],
  ["DaysOnMarket", (listing) => listing.daysOnMarket],
  ["LivingArea", (listing) => listing.livingArea],
  ["BedroomsTotal", (listing) => listing.bedrooms],
  ["BathroomsTotalInteger", (listing) => listing.bathrooms],
  ["City", (listing) => listing.city],
  ["PostalCode", (listing) => listing.postalCode],
  ["SubdivisionName", (listing) => listing.subdivision],
  ["WaterfrontYN", (listing) => (listing.waterfront === null ? null : listing.waterfront ? "Y" : "N")],
  ["ListOfficeName", (listing) => listing.listOfficeName],
  ["ListAgentFullName", (listing) => listing.listAgentName],
  ["ListAgentEmail", (listing) => listing.listAgentEmail],
  ["ListAgentPreferredPhone", (listing) => listing.listAgentPhone],
  ["ModificationTimestamp", (listing) => listing.modifiedAt],
  ["UnparsedAddress", (listing) => listing.address],
];

/** An MLS export of `listings` in RESO names, as the MLS writes it (with one column the import ignores). */
export function listingsCsv(listings: readonly MlsListing[]): string {
  const quote = (value: string | number | boolean | null) => {
    const text = value === null ? "" : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [[...EXPORT_COLUMNS.map(([name]) => name), "PublicRemarks"].join(",")];
  for (const listing of listings) lines.push([...EXPORT_COLUMNS.map(([, value]) => quote(value(listing))), quote("Lake views, dock")].join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The bytes of a file, as an upload gives them to the import. */
export function fileBytes(text: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
