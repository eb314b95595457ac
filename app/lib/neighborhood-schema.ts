import { z } from "zod";
import type { FeaturedListing, KeyFeature, NamedDescription, PrimeNeighborhood, Restaurant, School, SchoolCategory } from "#app/content/content-types.ts";
import { SCHOOL_CATEGORY_LABELS } from "./schools.ts";
import { imageUrlField, textField } from "./site-settings-schema.ts";

/** A neighborhood guide's rules (spec §3), checked by the server on every save in /admin/neighborhoods. */

/** The icons a key feature can show (app/components/neighborhood/key-features.tsx draws them). */
export const FEATURE_ICON_NAMES = [
  "bike",
  "briefcase",
  "building-2",
  "coffee",
  "graduation-cap",
  "heart-handshake",
  "home",
  "house",
  "landmark",
  "map-pin",
  "mountain",
  "music",
  "sailboat",
  "ship",
  "shopping-bag",
  "sun",
  "trees",
  "waves",
] as const;

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];

/** The school form's Category choices: no category is a public school of the town's district. */
export const SCHOOL_CATEGORY_CHOICES: Array<[value: SchoolCategory | "", label: string]> = [
  ["", "Public (the town's district)"],
  ...(Object.entries(SCHOOL_CATEGORY_LABELS) as Array<[SchoolCategory, string]>),
];

export const NEIGHBORHOOD_LIMITS = {
  primeNeighborhoods: 20,
  keyFeatures: 12,
  featuredListings: 12,
  schools: 40,
  restaurants: 30,
  outdoorActivities: 20,
  localEvents: 20,
  marketPostalCodes: 30,
  marketSubdivisions: 60,
} as const;

export const NEIGHBORHOOD_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What adding a neighborhood asks for: its name and its address, /neighborhood/{slug}. */
export const newNeighborhoodSchema = z.object({
  name: textField("Name", 80),
  slug: textField("Slug", 60).regex(NEIGHBORHOOD_SLUG_PATTERN, { error: "Slug: lower-case letters, digits and single hyphens, like lake-wylie" }),
});

/** A figure that may be left empty (null), written as people write it: "1,250,000", "$640". */
const optionalNumber = (label: string, { min, max, whole }: { min: number; max: number; whole: boolean }) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/^\$/, "").replace(/,/g, ""))
    .refine(
      (value) =>
        value === "" || (Number.isFinite(Number(value)) && Number(value) >= min && Number(value) <= max && (!whole || Number.isInteger(Number(value)))),
      {
        error: `${label}: ${whole ? "a whole number" : "a number"} from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}, or empty`,
      },
    )
    .transform((value) => (value === "" ? null : Number(value)));

const requiredNumber = (label: string, { min, max, step }: { min: number; max: number; step: number }) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/,/g, ""))
    .refine((value) => value !== "", { error: `${label} is required` })
    .transform(Number)
    .refine((value) => Number.isFinite(value) && value >= min && value <= max && Math.abs(value / step - Math.round(value / step)) < 1e-9, {
      error: `${label}: a number from ${min} to ${max.toLocaleString("en-US")}${step < 1 ? ` in steps of ${step}` : ", whole"}`,
    });

/** An http(s) address a visitor follows; empty when optional. */
const webAddress = (label: string, { optional = false, httpsOnly = false } = {}) =>
  textField(label, 500, { optional }).refine(
    (value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || (!httpsOnly && url.protocol === "http:")) && url.hostname.includes(".");
      } catch {
        return false;
      }
    },
    { error: `${label}: enter a full address starting with ${httpsOnly ? "https://" : "https:// or http://"}` },
  );

const emptyAsNull = (value: string) => (value === "" ? null : value);

const list = <Item extends z.ZodType>(item: Item, max: number, what: string) =>
  z
    .array(item)
    .max(max, { error: `At most ${max} ${what}` })
    .default([]);

/** Names typed in one field, separated by commas: each kept once, in the order typed. */
const commaList = ({ max, what, each, rule }: { max: number; what: string; each: (item: string) => boolean; rule: string }) =>
  z
    .string()
    .default("")
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length <= max, { error: `At most ${max} ${what}` })
    .refine((items) => items.every(each), { error: `The ${what} must be separated by commas, ${rule}` });

const namedDescription = (what: string) =>
  z.object({
    name: textField(`${what} name`, 120),
    description: textField(`${what} description`, 1000, { multiline: true }),
  }) satisfies z.ZodType<NamedDescription>;

export const neighborhoodGuideSchema = z.object({
  name: textField("Name", 80),
  tagline: textField("Tagline", 200),
  heroImageUrl: imageUrlField("Hero image"),
  cardDescription: textField("Card description", 300),
  cardImageUrl: imageUrlField("Card image", { optional: true }),
  hidden: z
    .string()
    .optional()
    .transform((value) => value === "yes"),
  overviewContent: textField("Overview", 20_000, { multiline: true }),
  history: textField("History", 5000, { multiline: true, optional: true }),
  marketDescription: textField("Market description", 5000, { multiline: true, optional: true }),
  primeNeighborhoods: list(
    z
      .object({
        name: textField("Prime neighborhood name", 120),
        description: textField("Prime neighborhood description", 1000, { multiline: true, optional: true }),
      })
      .transform(({ name, description }): PrimeNeighborhood => (description ? { name, description } : name)),
    NEIGHBORHOOD_LIMITS.primeNeighborhoods,
    "prime neighborhoods",
  ),
  locationDescription: textField("Location description", 5000, { multiline: true, optional: true }),
  distanceToCharlotte: optionalNumber("Miles to Charlotte", { min: 0, max: 500, whole: false }),
  distanceToLake: optionalNumber("Miles to Lake Norman", { min: 0, max: 500, whole: false }),
  averageHomePrice: textField("Average home price", 60, { optional: true }).transform(emptyAsNull),
  marketTrends: textField("Market trends", 5000, { multiline: true, optional: true }).transform(emptyAsNull),
  keyFeatures: list(
    z.object({
      icon: z.enum(FEATURE_ICON_NAMES, { error: "Icon: choose one from the list" }),
      title: textField("Feature title", 120),
      description: textField("Feature description", 1000, { multiline: true }),
    }) satisfies z.ZodType<KeyFeature>,
    NEIGHBORHOOD_LIMITS.keyFeatures,
    "key features",
  ),
  featuredListings: list(
    z.object({
      imageUrl: imageUrlField("Listing photo"),
      price: textField("Price", 40),
      address: textField("Address", 200),
      beds: requiredNumber("Beds", { min: 0, max: 50, step: 1 }),
      baths: requiredNumber("Baths", { min: 0, max: 50, step: 0.5 }),
      sqft: requiredNumber("Square feet", { min: 1, max: 100_000, step: 1 }),
      lotSize: textField("Lot size", 40, { optional: true }),
      listingBrokerage: textField("Listing brokerage", 160),
      description: textField("Listing description", 2000, { multiline: true }),
    }) satisfies z.ZodType<FeaturedListing>,
    NEIGHBORHOOD_LIMITS.featuredListings,
    "featured listings",
  ).superRefine((listings, context) => {
    // The inquiry dialog names the listing by its address, so two listings cannot share one.
    const addresses = listings.map((listing) => listing.address.toLowerCase());
    for (const [index, address] of addresses.entries()) {
      if (addresses.indexOf(address) < index) context.addIssue({ code: "custom", path: [index, "address"], message: "Another listing has this address" });
    }
  }),
  schools: list(
    z
      .object({
        name: textField("School name", 160),
        type: textField("School type", 80),
        grades: textField("Grades", 40),
        url: webAddress("School website", { optional: true }),
        category: z.enum(["", "charter", "other_district", "private"], { error: "Category: choose one from the list" }).default(""),
      })
      .transform(({ category, ...school }): School => (category ? { ...school, category } : school)),
    NEIGHBORHOOD_LIMITS.schools,
    "schools",
  ),
  schoolDistrictUrl: webAddress("School district website", { optional: true }).transform(emptyAsNull),
  avgPrice: optionalNumber("Average price", { min: 0, max: 1_000_000_000, whole: true }),
  avgDaysOnMarket: optionalNumber("Average days on market", { min: 0, max: 3650, whole: true }),
  pricePerSqft: optionalNumber("Price per square foot", { min: 0, max: 100_000, whole: true }),
  restaurants: list(
    z.object({
      name: textField("Restaurant name", 120),
      type: textField("Restaurant type", 80),
      description: textField("Restaurant description", 1000, { multiline: true }),
      url: webAddress("Restaurant website", { optional: true }),
    }) satisfies z.ZodType<Restaurant>,
    NEIGHBORHOOD_LIMITS.restaurants,
    "restaurants",
  ),
  outdoorActivities: list(namedDescription("Activity"), NEIGHBORHOOD_LIMITS.outdoorActivities, "outdoor activities"),
  localEvents: list(namedDescription("Event"), NEIGHBORHOOD_LIMITS.localEvents, "local events"),
  boldtrailSearchUrl: webAddress("Property search address", { optional: true, httpsOnly: true }).transform(emptyAsNull),
  marketPostalCodes: commaList({
    max: NEIGHBORHOOD_LIMITS.marketPostalCodes,
    what: "postal codes",
    each: (code) => /^\d{5}$/.test(code),
    rule: "five digits each, such as 28036",
  }),
  marketSubdivisions: commaList({
    max: NEIGHBORHOOD_LIMITS.marketSubdivisions,
    what: "subdivisions",
    each: (name) => name.length <= 120,
    rule: "at most 120 characters each",
  }),
  mapCenterLat: optionalNumber("Map center latitude", { min: -90, max: 90, whole: false }),
  mapCenterLng: optionalNumber("Map center longitude", { min: -180, max: 180, whole: false }),
});

export type NeighborhoodGuideInput = z.output<typeof neighborhoodGuideSchema>;
