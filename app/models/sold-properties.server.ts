import { asc, desc } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { soldProperties } from "#app/db/schema.ts";
import { soldPropertyImage } from "#app/content/sold-property-images.ts";

/** A sold home as the gallery shows it, with its picture already chosen. */
export type SoldPropertyListing = {
  mlsId: string;
  address: string;
  city: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  image: string;
  listingBrokerage: string;
  /** The closing date (YYYY-MM-DD); null when not recorded. */
  saleDate: string | null;
};


/** Spec §7: every sold property, most expensive first (MLS id breaks ties, so the order is stable). */
export async function listSoldProperties(db: Db): Promise<SoldPropertyListing[]> {
  const rows = await db
    .select({
      mlsId: soldProperties.mlsId,
      address: soldProperties.address,
      city: soldProperties.city,
      price: soldProperties.price,
      beds: soldProperties.beds,
      baths: soldProperties.baths,
      sqft: soldProperties.sqft,
      imageUrl: soldProperties.imageUrl,
      listingBrokerage: soldProperties.listingBrokerage,
      saleDate: soldProperties.saleDate,
    })
    .from(soldProperties)
    .orderBy(desc(soldProperties.price), asc(soldProperties.mlsId));
  return rows.map(({ imageUrl, ...row }) => ({ ...row, image: soldPropertyImage(row.mlsId, imageUrl) }));
}
