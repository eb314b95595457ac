import type { HomeBrief } from "./home-variations.ts";

/**
 * How each generated picture of a home looks, by the URL the content names it with: the sold
 * homes of app/content/sold-property-images.ts and the homes for sale of seed/demo-neighborhoods.ts and
 * app/content/neighborhood-listings.ts. The size comes from the home's own record; `seed` picks
 * another light, palette and composition for the same brief.
 */
export type HomeLook = Omit<HomeBrief, "sqft"> & { seed?: string };

export const homeLooks: Readonly<Record<string, HomeLook>> = {
  // Sold homes, by MLS id
  "/images/homes/sold/4186693.svg": { style: "tudor", setting: "lawn" },
  "/images/homes/sold/4160372.svg": { style: "farmhouse", setting: "lawn" },
  "/images/homes/sold/4184451.svg": { style: "shingle", setting: "lake" },
  "/images/homes/sold/4188120.svg": { style: "colonial", setting: "lawn", masonry: true },
  "/images/homes/sold/4173840.svg": { style: "craftsman", setting: "lake" },
  "/images/homes/sold/4159736.svg": { style: "ranch", setting: "lawn", masonry: true },
  "/images/homes/sold/4169604.svg": { style: "farmhouse", setting: "woods" },
  "/images/homes/sold/4181077.svg": { style: "craftsman", setting: "lawn" },
  "/images/homes/sold/4174618.svg": { style: "colonial", setting: "lawn" },
  "/images/homes/sold/4166935.svg": { style: "ranch", setting: "woods" },
  "/images/homes/sold/4171189.svg": { style: "craftsman", setting: "woods" },
  "/images/homes/sold/4167748.svg": { style: "townhomes", setting: "lake" },
  "/images/homes/sold/4182506.svg": { style: "cottage", setting: "lawn" },
  "/images/homes/sold/4185527.svg": { style: "colonial", setting: "woods" },
  "/images/homes/sold/4162284.svg": { style: "ranch", setting: "lawn" },
  "/images/homes/sold/4170519.svg": { style: "craftsman", setting: "lawn" },
  "/images/homes/sold/4168842.svg": { style: "farmhouse", setting: "woods" },
  "/images/homes/sold/4178830.svg": { style: "ranch", setting: "lawn" },
  "/images/homes/sold/4183310.svg": { style: "cottage", setting: "lawn", extras: ["porch"] },
  "/images/homes/sold/4161735.svg": { style: "condo", setting: "lake" },

  // Homes for sale, by town and address
  "/images/homes/listings/troutman-1947-perth-road.svg": { style: "modern", setting: "lake" },
  "/images/homes/listings/troutman-618-murdock-road.svg": { style: "farmhouse", setting: "lawn", extras: ["farm"] },
  "/images/homes/listings/hickory-2490-arbor-way-ne.svg": { style: "shingle", setting: "lake" },
  "/images/homes/listings/hickory-531-4th-avenue-nw.svg": { style: "colonial", setting: "lawn" },
  "/images/homes/listings/hickory-1640-country-club-road-nw.svg": { style: "ranch", setting: "woods" },
  "/images/homes/listings/charlotte-1440-queens-road-west.svg": { style: "colonial", setting: "lawn", masonry: true },
  "/images/homes/listings/charlotte-820-colville-road.svg": { style: "tudor", setting: "lawn", masonry: true },
  "/images/homes/listings/charlotte-6212-quail-hollow-road.svg": { style: "estate", setting: "woods", masonry: true },
  "/images/homes/listings/charlotte-2301-hopedale-avenue.svg": { style: "mediterranean", setting: "lawn" },
  "/images/homes/listings/charlotte-1120-dilworth-crescent-row.svg": { style: "townhomes", setting: "street" },
  "/images/homes/listings/charlotte-4615-old-course-drive.svg": { style: "craftsman", setting: "lawn" },
  "/images/homes/listings/cornelius-18620-peninsula-club-drive.svg": { style: "shingle", setting: "lake" },
  "/images/homes/listings/cornelius-19012-jetton-road.svg": { style: "modern", setting: "lake" },
  "/images/homes/listings/cornelius-20430-bethel-church-road.svg": { style: "farmhouse", setting: "lawn" },
  "/images/homes/listings/davidson-543-concord-road.svg": { style: "colonial", setting: "lawn", extras: ["porch"] },
  "/images/homes/listings/davidson-18317-river-ford-drive.svg": { style: "estate", setting: "lawn" },
  "/images/homes/listings/davidson-214-north-main-street.svg": { style: "craftsman", setting: "lawn" },
  "/images/homes/listings/denver-7318-mariners-pointe-lane.svg": { style: "mediterranean", setting: "lake" },
  "/images/homes/listings/denver-3146-tradition-oaks-drive.svg": { style: "ranch", setting: "lawn" },
  "/images/homes/listings/denver-2760-vineyard-cove-drive.svg": { style: "farmhouse", setting: "woods" },
  "/images/homes/listings/huntersville-14907-lakeview-pointe-lane.svg": { style: "craftsman", setting: "lake" },
  "/images/homes/listings/huntersville-9625-skybrook-falls-drive.svg": { style: "colonial", setting: "lawn", masonry: true },
  "/images/homes/listings/huntersville-16524-flying-jib-road.svg": { style: "modern", setting: "pool" },
  "/images/homes/listings/mooresville-127-windward-pointe-drive.svg": { style: "estate", setting: "lake" },
  "/images/homes/listings/mooresville-180-bayberry-creek-circle.svg": { style: "shingle", setting: "lake", seed: "bayberry-evening" },
  "/images/homes/listings/mooresville-244-mallard-head-drive.svg": { style: "colonial", setting: "lawn" },
};
