/**
 * Bundled photographs of sold homes by MLS id (spec §3): an entry here overrides the record's
 * image_url, so a better picture can ship with the site without editing the database. Every demo
 * sale has a picture of its own: those below, or the record's own image_url where it is already
 * unique (seed/demo-sold-properties.ts). Being code, the map also reaches databases seeded before the
 * pictures existed. Replace the paths with real photographs in public/images/homes/ as they arrive.
 */
export const soldPropertyImages: Readonly<Record<string, string>> = {
  // 18612 Peninsula Club Dr, Cornelius
  "4187203": "/images/homes/home-2.svg",
  // 3811 Sharon Rd, Charlotte
  "4186693": "/images/homes/sold/4186693.svg",
  // 8735 Asbury Chapel Rd, Huntersville
  "4160372": "/images/homes/sold/4160372.svg",
  // 1865 Sunrise Cove Ln NE, Hickory
  "4184451": "/images/homes/sold/4184451.svg",
  // 18920 River Falls Dr, Davidson
  "4188120": "/images/homes/sold/4188120.svg",
  // 19407 Jetton Rd, Cornelius
  "4173840": "/images/homes/sold/4173840.svg",
  // 3216 Colony Rd, Charlotte
  "4159736": "/images/homes/sold/4159736.svg",
  // 2981 Burton Ln, Denver
  "4169604": "/images/homes/sold/4169604.svg",
  // 514 Lorimer Rd, Davidson
  "4181077": "/images/homes/sold/4181077.svg",
  // 152 Morrison Plantation Pkwy, Mooresville
  "4174618": "/images/homes/sold/4174618.svg",
  // 7261 Webbs Chapel Church Rd, Denver
  "4166935": "/images/homes/sold/4166935.svg",
  // 182 Perth Rd, Troutman
  "4171189": "/images/homes/sold/4171189.svg",
  // 20406 Harborside Dr, Cornelius
  "4167748": "/images/homes/sold/4167748.svg",
  // 212 South St, Davidson
  "4182506": "/images/homes/sold/4182506.svg",
  // 9614 Caldwell Depot Rd, Huntersville
  "4185527": "/images/homes/sold/4185527.svg",
  // 3871 Optimist Club Rd, Denver
  "4162284": "/images/homes/sold/4162284.svg",
  // 1248 9th St Ln NE, Hickory
  "4170519": "/images/homes/sold/4170519.svg",
  // 128 Weathers Creek Rd, Troutman
  "4168842": "/images/homes/sold/4168842.svg",
  // 147 Mecklynn Rd, Mooresville
  "4178830": "/images/homes/sold/4178830.svg",
  // 146 Wagner St, Troutman
  "4183310": "/images/homes/sold/4183310.svg",
  // 1150 Lakeview Dr NE, Unit 204, Hickory
  "4161735": "/images/homes/sold/4161735.svg",
};

/** Shown when a sold home has neither a bundled image nor an image_url. */
export const SOLD_PROPERTY_FALLBACK_IMAGE = "/images/homes/placeholder.svg";

/** The picture of a sold home: the bundled one for its MLS id, else its image_url, else the fallback. */
export function soldPropertyImage(mlsId: string, imageUrl: string | null | undefined): string {
  return soldPropertyImages[mlsId] ?? (imageUrl?.trim() || SOLD_PROPERTY_FALLBACK_IMAGE);
}
