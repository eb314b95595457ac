import { formatNumber, formatPrice } from "#app/lib/format.ts";

export type MarketSnapshotValues = {
  avgPrice: number | null;
  avgDaysOnMarket: number | null;
  pricePerSqft: number | null;
};

export type SnapshotFigure = { label: string; value: string };

/**
 * What a guide's average home price and market snapshot describe: the agent's market, the top
 * of each town's (seed/demo-neighborhoods.ts), not every home sold there.
 */
export const MARKET_FIGURES_BASIS = "Luxury homes sold in the past 12 months";

/**
 * Spec §2 Market Snapshot: the figures that exist, in the order average price, average days on
 * market, price per square foot. An empty list means the section is not shown.
 */
export function marketSnapshotFigures({ avgPrice, avgDaysOnMarket, pricePerSqft }: MarketSnapshotValues): SnapshotFigure[] {
  const figures: SnapshotFigure[] = [];
  if (avgPrice !== null) figures.push({ label: "Average Price", value: formatPrice(avgPrice) });
  if (avgDaysOnMarket !== null) figures.push({ label: "Average Days on Market", value: formatNumber(avgDaysOnMarket) });
  if (pricePerSqft !== null) figures.push({ label: "Price per Square Foot", value: formatPrice(pricePerSqft) });
  return figures;
}
