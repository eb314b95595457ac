import { describe, expect, it } from "vitest";
import { demoSoldProperties } from "#seed/demo-sold-properties.ts";
import { homeSoldProperties } from "./home-sold.ts";
import { soldPropertyImage } from "./sold-property-images.ts";

describe("home page sold cards", () => {
  it("are the six sales of spec §9, in its order", () => {
    expect(homeSoldProperties.map((sold) => sold.price)).toEqual([3120000, 1810000, 1700000, 1525000, 1038253, 575000]);
  });

  it("each match a sold property of the gallery, so View All shows the same homes", () => {
    for (const sold of homeSoldProperties) {
      const record = demoSoldProperties.find((candidate) => candidate.address === sold.address);
      expect(record, sold.address).toMatchObject({
        city: sold.city,
        price: sold.price,
        beds: sold.beds,
        baths: sold.baths,
        sqft: sold.sqft,
      });
      expect(soldPropertyImage(record!.mlsId, record!.imageUrl), sold.address).toBe(sold.image);
    }
  });
});
