import type { SiteSettings } from "#app/content/content-types.ts";

/** The MLS's required words wherever its sold listings or statistics are shown. */
export const MLS_PARTICIPANTS_NOTICE = "Properties may be listed or sold by various participants of the MLS.";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "from March 2024 through October 2026" for the closing dates given (YYYY-MM-DD); null when none is recorded. */
export function saleDateRange(saleDates: ReadonlyArray<string | null>): string | null {
  const dates = saleDates.filter((date): date is string => date !== null).sort();
  if (dates.length === 0) return null;
  const [first, last] = [dates[0]!, dates.at(-1)!].map((date) => monthYear.format(new Date(`${date}T00:00:00Z`)));
  return first === last ? `in ${first}` : `from ${first} through ${last}`;
}

/** Where the sold homes shown come from and which closings they span. */
export function soldDataSource({ compliance }: SiteSettings, saleDates: ReadonlyArray<string | null>): string {
  const range = saleDateRange(saleDates);
  return `Sold data: ${compliance.mlsName}${range ? `, closings ${range}` : ""}.`;
}

/** Where a market snapshot's figures come from and the period they cover. */
export function marketDataSource({ compliance }: SiteSettings): string {
  return `Market figures: ${compliance.mlsName}, ${compliance.marketDataPeriod}.`;
}
