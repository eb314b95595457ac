import type { NewNeighborhood } from "#app/db/schema.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";

/** An active Davidson listing, as read from an MLS export; `overrides` make it what a test needs. */
export function testListing(listingId: string, overrides: Partial<MlsListing> = {}): MlsListing {
  return {
    listingId,
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
