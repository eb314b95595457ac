import type { SoldPropertyCardData } from "#app/content/content-types.ts";

/**
 * The six closed sales featured on the home page (spec §9), in the spec's order. Static, as the
 * spec describes; each matches the sold_properties demo record with the same address and price.
 */
export const homeSoldProperties: SoldPropertyCardData[] = [
  { listingBrokerage: "Lakefront Luxury Group", address: "18612 Peninsula Club Dr", city: "Cornelius", price: 3120000, beds: 6, baths: 6.5, sqft: 6850, image: "/images/homes/home-2.svg" },
  { listingBrokerage: "Lakefront Luxury Group", address: "1847 Queens Rd W", city: "Charlotte", price: 1810000, beds: 5, baths: 5.5, sqft: 5120, image: "/images/homes/home-5.svg" },
  { listingBrokerage: "Carolina Shores Realty", address: "128 Bay Harbour Rd", city: "Mooresville", price: 1700000, beds: 5, baths: 4.5, sqft: 4820, image: "/images/homes/home-6.svg" },
  { listingBrokerage: "Lakefront Luxury Group", address: "4632 Island Point Rd", city: "Denver", price: 1525000, beds: 4, baths: 4.5, sqft: 4350, image: "/images/homes/home-1.svg" },
  { listingBrokerage: "Lakefront Luxury Group", address: "1206 Concord Rd", city: "Davidson", price: 1038253, beds: 5, baths: 4.5, sqft: 4020, image: "/images/homes/home-3.svg" },
  { listingBrokerage: "Carolina Shores Realty", address: "13724 Gilead Rd", city: "Huntersville", price: 575000, beds: 4, baths: 3, sqft: 2980, image: "/images/homes/home-4.svg" },
];
