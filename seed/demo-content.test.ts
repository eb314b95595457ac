import { describe, expect, it } from "vitest";
import { imageVariants } from "#app/content/image-variants.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { FeaturedListing } from "#app/content/content-types.ts";
import { formatPrice } from "#app/lib/format.ts";
import { demoNeighborhoods } from "./demo-neighborhoods.ts";
import { demoPosts } from "./demo-posts.ts";
import { demoSoldProperties } from "./demo-sold-properties.ts";

/** Each value that occurs more than once, with the keys it occurs under. */
function shared(entries: Array<[key: string, value: string]>): Record<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const [key, value] of entries) byValue.set(value, [...(byValue.get(value) ?? []), key]);
  return Object.fromEntries([...byValue].filter(([, keys]) => keys.length > 1));
}

const soldPictures = demoSoldProperties.map((home): [string, string] => [`${home.address}, ${home.city}`, home.imageUrl ?? ""]);

/** Every "Homes for Sale" card of the demo guides. */
const listings: Array<[town: string, listing: FeaturedListing]> = demoNeighborhoods.flatMap((town) =>
  (town.featuredListings ?? []).map((listing): [string, FeaturedListing] => [town.slug, listing]),
);
const listingPictures = listings.map(([, listing]): [string, string] => [listing.address, listing.imageUrl]);

const priceOf = (listing: FeaturedListing) => Number(listing.price.replace(/[$,]/g, ""));

describe("demo pictures", () => {
  it("give every sold home its own picture", () => {
    expect(soldPictures).toHaveLength(28);
    expect(shared(soldPictures)).toEqual({});
  });

  it("feature on the home page the six sales of spec §9, in its order", () => {
    const featured = demoSoldProperties.filter((home) => home.homePosition != null).sort((a, b) => a.homePosition! - b.homePosition!);
    expect(featured.map((home) => home.price)).toEqual([3120000, 1810000, 1700000, 1525000, 1038253, 575000]);
  });

  it("give every home for sale its own picture, none of them a sold home's", () => {
    expect(shared(listingPictures)).toEqual({});
    expect(shared([...soldPictures, ...listingPictures])).toEqual({});
  });

  it("give each featured post its own hero", () => {
    const featured = siteSettingsSeed.featuredPostSlugs.map((slug): [string, string] => [slug, demoPosts.find((post) => post.slug === slug)!.heroImageUrl]);
    expect(shared(featured)).toEqual({});
  });

  it("give every post its own hero", () => {
    expect(shared(demoPosts.map((post) => [post.slug, post.heroImageUrl]))).toEqual({});
  });

  it("all have WebP renderings", () => {
    const urls = [...soldPictures, ...listingPictures].map(([, url]) => url).concat(demoPosts.map((post) => post.heroImageUrl));
    for (const url of urls) expect(imageVariants[url], url).toBeDefined();
  });
});

describe("each town's market figures", () => {
  for (const town of demoNeighborhoods) {
    const homes = listings.filter(([slug]) => slug === town.slug).map(([, listing]) => listing);
    const prices = homes.map(priceOf);
    const perSqft = homes.map((listing) => priceOf(listing) / listing.sqft);
    const sizes = homes.map((listing) => listing.sqft);

    it(`${town.slug}: the average home price is the snapshot's average price`, () => {
      expect(town.averageHomePrice).toBe(formatPrice(town.avgPrice!));
    });

    it(`${town.slug}: the average price, price per square foot and the size they imply fit its homes for sale`, () => {
      expect(town.avgPrice, "average price").toBeGreaterThanOrEqual(Math.min(...prices));
      expect(town.avgPrice, "average price").toBeLessThanOrEqual(Math.max(...prices));
      expect(town.pricePerSqft, "price per square foot").toBeGreaterThanOrEqual(Math.floor(Math.min(...perSqft)));
      expect(town.pricePerSqft, "price per square foot").toBeLessThanOrEqual(Math.ceil(Math.max(...perSqft)));
      const impliedSqft = town.avgPrice! / town.pricePerSqft!;
      expect(impliedSqft, "average price / price per square foot").toBeGreaterThanOrEqual(Math.min(...sizes));
      expect(impliedSqft, "average price / price per square foot").toBeLessThanOrEqual(Math.max(...sizes));
    });

    it(`${town.slug}: is no distance from Charlotte only if it is Charlotte`, () => {
      expect(town.distanceToCharlotte === 0, `${town.distanceToCharlotte} miles`).toBe(town.slug === "charlotte");
    });
  }
});
