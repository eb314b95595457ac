/**
 * Bundled photographs of sold homes by MLS id (spec §3): an entry here overrides the record's
 * image_url, so a better picture can ship with the site without editing the database.
 * Replace the paths with real photographs in public/images/homes/ as they arrive.
 */
export const soldPropertyImages: Readonly<Record<string, string>> = {
  // 18612 Peninsula Club Dr, Cornelius
  "4187203": "/images/homes/home-2.svg",
  // 4632 Island Point Rd, Denver
  "4190366": "/images/homes/home-8.svg",
  // 3811 Sharon Rd, Charlotte
  "4186693": "/images/homes/home-1.svg",
  // 1150 Lakeview Dr NE, Unit 204, Hickory
  "4161735": "/images/homes/home-6.svg",
};

/** Shown when a sold home has neither a bundled image nor an image_url. */
export const SOLD_PROPERTY_FALLBACK_IMAGE = "/images/homes/home-1.svg";

/** The picture of a sold home: the bundled one for its MLS id, else its image_url, else the fallback. */
export function soldPropertyImage(mlsId: string, imageUrl: string | null | undefined): string {
  return soldPropertyImages[mlsId] ?? (imageUrl?.trim() || SOLD_PROPERTY_FALLBACK_IMAGE);
}
