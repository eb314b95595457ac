/*
 * The shapes of the site's content: what a neighborhood guide, a listing and an image are made of.
 * Content is the bottom layer, so the database schema, the libraries and the components all take
 * these types from here.
 */

export type PrimeNeighborhood = string | { name: string; description?: string };
export type KeyFeature = { icon: string; title: string; description: string };
export type FeaturedListing = {
  imageUrl: string;
  price: string;
  address: string;
  beds: number;
  baths: number;
  sqft: number;
  lotSize: string;
  description: string;
};
export type SchoolCategory = "charter" | "other_district" | "private";
export type School = {
  name: string;
  type: string;
  grades: string;
  url: string;
  category?: SchoolCategory;
};
export type Restaurant = { name: string; type: string; description: string; url: string };
export type NamedDescription = { name: string; description: string };

export type ImageVariantEntry = {
  /** Intrinsic size of the original, in CSS pixels. */
  width: number;
  height: number;
  /** Widths of the WebP renderings, ascending. */
  widths: readonly number[];
  /** Widths of the phone crops (HERO_PHONE_CROPS), for a picture that opens a page. */
  heroCrops?: readonly number[];
};

export type ImageVariantManifest = Readonly<Record<string, ImageVariantEntry>>;

export type SoldPropertyCardData = {
  address: string;
  city?: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  image: string;
};
