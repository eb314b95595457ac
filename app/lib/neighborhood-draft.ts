/** A neighborhood guide as the admin's form holds it: every value as the text of its field. */

export type PrimeNeighborhoodDraft = { name: string; description: string };
export type KeyFeatureDraft = { icon: string; title: string; description: string };
export type FeaturedListingDraft = {
  imageUrl: string;
  price: string;
  address: string;
  beds: string;
  baths: string;
  sqft: string;
  lotSize: string;
  listingBrokerage: string;
  description: string;
};
export type SchoolDraft = { name: string; type: string; grades: string; url: string; category: string };
export type RestaurantDraft = { name: string; type: string; description: string; url: string };
export type NamedDescriptionDraft = { name: string; description: string };

export type NeighborhoodDraft = {
  name: string;
  tagline: string;
  heroImageUrl: string;
  cardDescription: string;
  cardImageUrl: string;
  hidden: boolean;
  overviewContent: string;
  history: string;
  marketDescription: string;
  primeNeighborhoods: PrimeNeighborhoodDraft[];
  locationDescription: string;
  distanceToCharlotte: string;
  distanceToLake: string;
  averageHomePrice: string;
  marketTrends: string;
  keyFeatures: KeyFeatureDraft[];
  featuredListings: FeaturedListingDraft[];
  schools: SchoolDraft[];
  schoolDistrictUrl: string;
  avgPrice: string;
  avgDaysOnMarket: string;
  pricePerSqft: string;
  restaurants: RestaurantDraft[];
  outdoorActivities: NamedDescriptionDraft[];
  localEvents: NamedDescriptionDraft[];
  boldtrailSearchUrl: string;
  /** Comma-separated, as typed. */
  marketPostalCodes: string;
  marketSubdivisions: string;
  mapCenterLat: string;
  mapCenterLng: string;
};

export const BLANK_ITEMS = {
  primeNeighborhoods: { name: "", description: "" },
  keyFeatures: { icon: "house", title: "", description: "" },
  featuredListings: { imageUrl: "", price: "", address: "", beds: "", baths: "", sqft: "", lotSize: "", listingBrokerage: "", description: "" },
  schools: { name: "", type: "", grades: "", url: "", category: "" },
  restaurants: { name: "", type: "", description: "", url: "" },
  outdoorActivities: { name: "", description: "" },
  localEvents: { name: "", description: "" },
} satisfies { [List in keyof NeighborhoodDraft]?: NeighborhoodDraft[List] extends Array<infer Item> ? Item : never };
