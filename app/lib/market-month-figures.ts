import type { MlsListing } from "./mls-listing-row.ts";

/** What the figures read of a listing. */
export type ListingForFigures = Pick<
  MlsListing,
  "status" | "listPrice" | "closePrice" | "closeDate" | "listedOn" | "daysOnMarket" | "livingArea" | "waterfront" | "modifiedAt"
>;

/**
 * An area's figures per month (issue 36), computed from the listings of its MLS export: the
 * sales closed in the month, the listings that came on the market in it, and those for sale at
 * its end (definitions: docs/decisions/052-market-figures-from-mls-exports.md).
 */

/** All listings, and waterfront and the rest apart where an area has both. */
export const MARKET_SEGMENTS = ["all", "waterfront", "other"] as const;
export type MarketSegment = (typeof MARKET_SEGMENTS)[number];

export type MonthFigures = {
  /** YYYY-MM */
  month: string;
  segment: MarketSegment;
  closedSales: number;
  medianSalePrice: number | null;
  medianPricePerSqft: number | null;
  medianDaysOnMarket: number | null;
  /** The median of each sale's close price over its list price. */
  saleToListRatio: number | null;
  newListings: number;
  activeAtMonthEnd: number;
  /**
   * Listings for sale at the month's end over the average month's closed sales of the 12 months
   * to it (fewer at the start of the data); null without a sale in them.
   */
  monthsOfInventory: number | null;
};

/** The middle value (the mean of the two middle values of an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const monthOf = (date: string) => date.slice(0, 7);

/** The month `count` months after `month` (before, for a negative count), YYYY-MM. */
export function shiftMonth(month: string, count: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The months from `first` to `last` (YYYY-MM), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard++) {
    const current = `${year}-${String(month).padStart(2, "0")}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * When a listing left the market: its close date, or for a withdrawn, expired or canceled one
 * the date of its last change (the export has no date of its own for that); null while on it.
 */
function offMarketOn(listing: ListingForFigures): string | null {
  if (listing.status === "Closed") return listing.closeDate;
  if (listing.status === "Withdrawn" || listing.status === "Expired" || listing.status === "Canceled") return listing.modifiedAt.slice(0, 10);
  return null;
}

const lastDayOf = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

function segmentFigures(listings: readonly ListingForFigures[], months: readonly string[], segment: MarketSegment): MonthFigures[] {
  const closedIn = new Map<string, ListingForFigures[]>();
  const listedIn = new Map<string, number>();
  for (const listing of listings) {
    if (listing.status === "Closed" && listing.closeDate) {
      const month = monthOf(listing.closeDate);
      const sales = closedIn.get(month) ?? [];
      sales.push(listing);
      closedIn.set(month, sales);
    }
    if (listing.listedOn) listedIn.set(monthOf(listing.listedOn), (listedIn.get(monthOf(listing.listedOn)) ?? 0) + 1);
  }
  return months.map((month, index) => {
    const closed = closedIn.get(month) ?? [];
    const end = lastDayOf(month);
    let activeAtMonthEnd = 0;
    for (const listing of listings) {
      if (!listing.listedOn || listing.listedOn > end) continue;
      const off = offMarketOn(listing);
      if (off === null || off > end) activeAtMonthEnd++;
    }
    const trailing = months.slice(Math.max(0, index - 11), index + 1);
    const trailingSales = trailing.reduce((sum, earlier) => sum + (closedIn.get(earlier)?.length ?? 0), 0);
    return {
      month,
      segment,
      closedSales: closed.length,
      medianSalePrice: median(closed.map((listing) => listing.closePrice!)),
      medianPricePerSqft: median(closed.filter((listing) => listing.livingArea).map((listing) => listing.closePrice! / listing.livingArea!)),
      medianDaysOnMarket: median(closed.flatMap((listing) => (listing.daysOnMarket === null ? [] : [listing.daysOnMarket]))),
      saleToListRatio: median(closed.map((listing) => listing.closePrice! / listing.listPrice)),
      newListings: listedIn.get(month) ?? 0,
      activeAtMonthEnd,
      monthsOfInventory: trailingSales > 0 ? activeAtMonthEnd / (trailingSales / trailing.length) : null,
    };
  });
}

/**
 * An area's figures for each month from `first` to `last` (YYYY-MM): for all its listings, and
 * for waterfront and the rest apart when it has both.
 */
export function marketMonthFigures(listings: readonly ListingForFigures[], first: string, last: string): MonthFigures[] {
  const months = monthsBetween(first, last);
  const figures = segmentFigures(listings, months, "all");
  const waterfront = listings.filter((listing) => listing.waterfront === true);
  const other = listings.filter((listing) => listing.waterfront !== true);
  if (waterfront.length > 0 && other.length > 0) {
    figures.push(...segmentFigures(waterfront, months, "waterfront"), ...segmentFigures(other, months, "other"));
  }
  return figures;
}
