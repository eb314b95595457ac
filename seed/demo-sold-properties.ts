import type { NewSoldProperty } from "#app/db/schema.ts";

/**
 * Demo "recently sold" listings for Meredith Vance (fictional data).
 *
 * Covers all eight towns, every price bucket (<$300k, $300k–$499k,
 * $500k–$749k, $750k–$999k, $1M+) and every size bucket (<1,500, 1,500–2,499,
 * 2,500–3,499, 3,500–4,999, 5,000+ sq ft) with at least two homes each.
 * The first six sale prices below are also featured on the home page.
 * Each home's picture is its image_url, or the bundled picture that
 * app/content/sold-property-images.ts maps its MLS id to: every home has its own.
 */
export const demoSoldProperties: NewSoldProperty[] = [
  // Featured on the home page
  { mlsId: "4187203", address: "18612 Peninsula Club Dr", city: "Cornelius", price: 3120000, beds: 6, baths: 6.5, sqft: 6850, imageUrl: "/images/homes/home-2.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2024-03-08", homePosition: 1, lotSize: "1.12 acres", description: "A gated Peninsula estate on a wide-water point lot, with a covered two-slip dock, a resort pool and a main-level primary suite facing the sunset.\n\nStaged and launched with a film and a twilight open house, it drew three offers in its first weekend." },
  { mlsId: "4172958", address: "1847 Queens Rd W", city: "Charlotte", price: 1810000, beds: 5, baths: 5.5, sqft: 5120, imageUrl: "/images/homes/home-5.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2024-10-05", homePosition: 2, lotSize: "0.64 acres", description: "A 1920s Myers Park Colonial under century-old oaks, restored with a chef's kitchen, a paneled library and a carriage house studio." },
  { mlsId: "4165417", address: "128 Bay Harbour Rd", city: "Mooresville", price: 1700000, beds: 5, baths: 4.5, sqft: 4820, imageUrl: "/images/homes/home-6.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2025-05-04", homePosition: 3, lotSize: "0.71 acres", description: "Deep, year-round water on a quiet Mooresville cove, with a boathouse, a lakeside fire pit and an open great room built for gatherings." },
  { mlsId: "4190366", address: "4632 Island Point Rd", city: "Denver", price: 1525000, beds: 4, baths: 4.5, sqft: 4350, imageUrl: "/images/homes/home-1.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2025-12-01", homePosition: 4, lotSize: "0.88 acres", description: "An Island Point retreat on the Denver shore with big-lake views, a new seawall and a lower level that opens straight onto the lawn." },
  { mlsId: "4158829", address: "1206 Concord Rd", city: "Davidson", price: 1038253, beds: 5, baths: 4.5, sqft: 4020, imageUrl: "/images/homes/home-3.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2026-06-30", homePosition: 5, lotSize: "0.45 acres", description: "A Davidson classic a short walk from Main Street and the college, with a wraparound porch, a renovated kitchen and a private garden." },
  { mlsId: "4176402", address: "13724 Gilead Rd", city: "Huntersville", price: 575000, beds: 4, baths: 3, sqft: 2980, imageUrl: "/images/homes/home-4.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2024-06-11", homePosition: 6, lotSize: "0.38 acres", description: "A bright Huntersville home on a cul-de-sac near the greenway, with a screened porch, a fenced yard and a first-floor guest suite." },

  // $1,000,000 and up
  { mlsId: "4186693", address: "3811 Sharon Rd", city: "Charlotte", price: 2450000, beds: 5, baths: 5.5, sqft: 5780, imageUrl: "/images/homes/sold/4186693.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2025-01-08" },
  { mlsId: "4160372", address: "8735 Asbury Chapel Rd", city: "Huntersville", price: 1265000, beds: 5, baths: 5, sqft: 5040, imageUrl: "/images/homes/sold/4160372.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2025-08-07" },
  { mlsId: "4184451", address: "1865 Sunrise Cove Ln NE", city: "Hickory", price: 1185000, beds: 5, baths: 4.5, sqft: 4480, imageUrl: "/images/homes/sold/4184451.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2026-03-06" },

  // $750,000 – $999,999
  { mlsId: "4177264", address: "118 Chuckwood Rd", city: "Mooresville", price: 975000, beds: 4, baths: 4, sqft: 3880, imageUrl: "/images/homes/home-7.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2026-10-03" },
  { mlsId: "4188120", address: "18920 River Falls Dr", city: "Davidson", price: 940000, beds: 5, baths: 4, sqft: 3380, imageUrl: "/images/homes/sold/4188120.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2024-09-14" },
  { mlsId: "4173840", address: "19407 Jetton Rd", city: "Cornelius", price: 865000, beds: 4, baths: 3.5, sqft: 3420, imageUrl: "/images/homes/sold/4173840.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2025-04-13" },
  { mlsId: "4159736", address: "3216 Colony Rd", city: "Charlotte", price: 815000, beds: 3, baths: 3.5, sqft: 2610, imageUrl: "/images/homes/sold/4159736.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2025-11-10" },
  { mlsId: "4169604", address: "2981 Burton Ln", city: "Denver", price: 765000, beds: 4, baths: 3.5, sqft: 3240, imageUrl: "/images/homes/sold/4169604.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2026-06-09" },

  // $500,000 – $749,999
  { mlsId: "4181077", address: "514 Lorimer Rd", city: "Davidson", price: 719000, beds: 4, baths: 3.5, sqft: 2740, imageUrl: "/images/homes/sold/4181077.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2024-05-21" },
  { mlsId: "4174618", address: "152 Morrison Plantation Pkwy", city: "Mooresville", price: 689000, beds: 4, baths: 3.5, sqft: 3150, imageUrl: "/images/homes/sold/4174618.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2024-12-18" },
  { mlsId: "4166935", address: "7261 Webbs Chapel Church Rd", city: "Denver", price: 640000, beds: 4, baths: 3, sqft: 2860, imageUrl: "/images/homes/sold/4166935.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2025-07-17" },
  { mlsId: "4171189", address: "182 Perth Rd", city: "Troutman", price: 548000, beds: 4, baths: 3, sqft: 2560, imageUrl: "/images/homes/sold/4171189.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2026-02-13" },
  { mlsId: "4167748", address: "20406 Harborside Dr", city: "Cornelius", price: 535000, beds: 3, baths: 2.5, sqft: 2050, imageUrl: "/images/homes/sold/4167748.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2026-09-12" },

  // $300,000 – $499,999
  { mlsId: "4182506", address: "212 South St", city: "Davidson", price: 485000, beds: 2, baths: 2, sqft: 1380, imageUrl: "/images/homes/sold/4182506.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2024-08-24" },
  { mlsId: "4185527", address: "9614 Caldwell Depot Rd", city: "Huntersville", price: 465000, beds: 4, baths: 2.5, sqft: 2410, imageUrl: "/images/homes/sold/4185527.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2025-03-23" },
  { mlsId: "4162284", address: "3871 Optimist Club Rd", city: "Denver", price: 449000, beds: 3, baths: 2.5, sqft: 2180, imageUrl: "/images/homes/sold/4162284.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2025-10-20" },
  { mlsId: "4170519", address: "1248 9th St Ln NE", city: "Hickory", price: 415000, beds: 3, baths: 2, sqft: 2260, imageUrl: "/images/homes/sold/4170519.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2026-05-19" },
  { mlsId: "4179951", address: "2310 Selwyn Ave, Unit 3", city: "Charlotte", price: 412000, beds: 2, baths: 2, sqft: 1340, imageUrl: "/images/homes/home-8.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2024-04-30" },
  { mlsId: "4168842", address: "128 Weathers Creek Rd", city: "Troutman", price: 389000, beds: 3, baths: 2.5, sqft: 1920, imageUrl: "/images/homes/sold/4168842.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2024-11-27" },

  // Under $300,000
  { mlsId: "4178830", address: "147 Mecklynn Rd", city: "Mooresville", price: 299000, beds: 3, baths: 2.5, sqft: 1480, imageUrl: "/images/homes/sold/4178830.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2025-06-26" },
  { mlsId: "4183310", address: "146 Wagner St", city: "Troutman", price: 289900, beds: 3, baths: 2.5, sqft: 1460, imageUrl: "/images/homes/sold/4183310.svg", listingBrokerage: "Carolina Shores Realty", saleDate: "2026-01-23" },
  { mlsId: "4161735", address: "1150 Lakeview Dr NE, Unit 204", city: "Hickory", price: 245000, beds: 2, baths: 2, sqft: 1120, imageUrl: "/images/homes/sold/4161735.svg", listingBrokerage: "Lakefront Luxury Group", saleDate: "2026-08-22" },
];
