import { z } from "zod";
import type { CsvRow } from "./csv.ts";

/**
 * A listing from the MLS's export in RESO Data Dictionary names (issue 36): each row checked on
 * its own, with a reason per field a person can act on; nothing is guessed.
 */

export const LISTING_STATUSES = ["Active", "Active Under Contract", "Pending", "Closed", "Withdrawn", "Expired", "Canceled"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The columns an export must have: each entry is one column, or alternatives of which one will do. */
export const LISTING_COLUMNS = [
  ["ListingId"],
  ["StandardStatus"],
  ["ListPrice"],
  ["ClosePrice"],
  ["CloseDate"],
  ["ListingContractDate", "OnMarketDate"],
  ["DaysOnMarket", "CumulativeDaysOnMarket"],
  ["LivingArea"],
  ["BedroomsTotal"],
  ["BathroomsTotalInteger"],
  ["City"],
  ["PostalCode"],
  ["SubdivisionName"],
  ["WaterfrontYN"],
  ["ListOfficeName"],
  ["ListAgentFullName"],
  ["ListAgentEmail"],
  ["ListAgentPreferredPhone"],
  ["ModificationTimestamp"],
] as const;

export type MlsListing = {
  listingId: string;
  /** The street address (UnparsedAddress), when the export has it. */
  address: string | null;
  status: ListingStatus;
  listPrice: number;
  closePrice: number | null;
  /** YYYY-MM-DD */
  closeDate: string | null;
  /** When it came on the market (ListingContractDate, else OnMarketDate), YYYY-MM-DD. */
  listedOn: string | null;
  daysOnMarket: number | null;
  livingArea: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  city: string;
  postalCode: string | null;
  subdivision: string | null;
  waterfront: boolean | null;
  listOfficeName: string;
  listAgentName: string | null;
  listAgentEmail: string | null;
  listAgentPhone: string | null;
  /** ISO 8601, UTC. */
  modifiedAt: string;
};

/** Columns read when the export has them: the street address a card shows. */
export const OPTIONAL_LISTING_COLUMNS = ["UnparsedAddress"] as const;

/** Which column each field is read from, and what the export lacks or has besides. */
export type ListingColumns = { columnOf: Record<string, string>; missing: string[]; ignored: string[] };

/** The export's header matched to the RESO names (exactly, as the Data Dictionary spells them). */
export function listingColumns(header: readonly string[]): ListingColumns {
  const present = new Set(header);
  const columnOf: Record<string, string> = {};
  const missing: string[] = [];
  for (const names of LISTING_COLUMNS) {
    const found = names.find((name) => present.has(name));
    if (found) columnOf[names[0]] = found;
    else missing.push(names.join(" or "));
  }
  for (const name of OPTIONAL_LISTING_COLUMNS) if (present.has(name)) columnOf[name] = name;
  const used = new Set(Object.values(columnOf));
  return { columnOf, missing, ignored: header.filter((name) => !used.has(name)) };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A date as MLS exports write it, 2026-10-31 or 10/31/2026, as YYYY-MM-DD; null when it is neither or no such day. */
export function parseListingDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DATE.exec(text);
  if (us) return calendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

/** An ISO 8601 timestamp (without a zone, UTC) as an ISO string; null otherwise. */
export function parseListingTimestamp(text: string): string | null {
  const match = ISO_TIMESTAMP.exec(text);
  if (!match) return null;
  const day = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!day || Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59) return null;
  const zone = match[7] ?? "Z";
  const parsed = new Date(`${day}T${match[4]}:${match[5]}:${match[6] ?? "00"}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** A number as exports write it: digits, with thousands separators, a dollar sign or decimals; null otherwise. */
function parseAmount(text: string): number | null {
  const plain = text.replace(/^\$/, "").replaceAll(",", "");
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

/** A price or an area: an amount above zero. */
function positiveAmount(text: string): number | null {
  const value = parseAmount(text);
  return value !== null && value > 0 ? value : null;
}

const YES = new Set(["y", "yes", "true", "1"]);
const NO = new Set(["n", "no", "false", "0"]);
const email = z.string().email();

/** A listing read from one row, or each field's problem. */
export function readListingRow(row: CsvRow, columnOf: Record<string, string>): { listing: MlsListing } | { problems: string[] } {
  const problems: string[] = [];
  const cell = (field: string) => (row[columnOf[field] ?? ""] ?? "").trim();
  const optional = <T>(field: string, parse: (text: string) => T | null, what: string): T | null => {
    const text = cell(field);
    if (text === "") return null;
    const value = parse(text);
    if (value === null) problems.push(`${columnOf[field] ?? field}: “${text.slice(0, 40)}” is not ${what}`);
    return value;
  };
  const required = <T>(field: string, parse: (text: string) => T | null, what: string): T | null => {
    if (cell(field) === "") {
      problems.push(`${columnOf[field] ?? field} is empty`);
      return null;
    }
    return optional(field, parse, what);
  };
  const short = (limit: number) => (text: string) => (text.length <= limit ? text : null);
  const count = (text: string) => {
    const value = parseAmount(text);
    return value !== null && Number.isInteger(value) ? value : null;
  };

  const listingId = required("ListingId", short(64), "a listing number of at most 64 characters");
  const address = optional("UnparsedAddress", short(200), "an address of at most 200 characters");
  const status = required(
    "StandardStatus",
    (text) => LISTING_STATUSES.find((name) => name.toLowerCase() === text.toLowerCase()) ?? null,
    `one of ${LISTING_STATUSES.join(", ")}`,
  );
  const listPrice = required("ListPrice", positiveAmount, "a price");
  const closePrice = optional("ClosePrice", positiveAmount, "a price");
  const closeDate = optional("CloseDate", parseListingDate, "a date like 2026-10-31 or 10/31/2026");
  const listedOn = optional("ListingContractDate", parseListingDate, "a date like 2026-10-31 or 10/31/2026");
  const daysOnMarket = optional("DaysOnMarket", count, "a whole number of days");
  const livingArea = optional("LivingArea", positiveAmount, "an area in square feet");
  const bedrooms = optional("BedroomsTotal", count, "a whole number");
  const bathrooms = optional("BathroomsTotalInteger", count, "a whole number");
  const city = required("City", short(80), "a city of at most 80 characters");
  const postalCode = optional("PostalCode", (text) => (/^\d{5}(-\d{4})?$/.test(text) ? text.slice(0, 5) : null), "a ZIP code");
  const subdivision = optional("SubdivisionName", short(120), "a subdivision of at most 120 characters");
  const waterfront = optional("WaterfrontYN", (text) => (YES.has(text.toLowerCase()) ? true : NO.has(text.toLowerCase()) ? false : null), "Y or N");
  const listOfficeName = required("ListOfficeName", short(160), "a firm name of at most 160 characters");
  const listAgentName = optional("ListAgentFullName", short(120), "a name of at most 120 characters");
  const listAgentEmail = optional("ListAgentEmail", (text) => (text.length <= 254 && email.safeParse(text).success ? text : null), "an e-mail address");
  const listAgentPhone = optional("ListAgentPreferredPhone", (text) => (/^[\d\s()+.-]{7,25}$/.test(text) ? text : null), "a phone number");
  const modifiedAt = required("ModificationTimestamp", parseListingTimestamp, "a timestamp like 2026-10-31T14:05:00Z");
  if (status === "Closed" && (closePrice === null || closeDate === null) && !problems.some((problem) => /ClosePrice|CloseDate/.test(problem))) {
    problems.push("A Closed listing needs its ClosePrice and CloseDate");
  }
  if (problems.length > 0 || !listingId || !status || !listPrice || !city || !listOfficeName || !modifiedAt) return { problems };
  return {
    listing: {
      listingId,
      address,
      status,
      listPrice,
      closePrice,
      closeDate,
      listedOn,
      daysOnMarket,
      livingArea,
      bedrooms,
      bathrooms,
      city,
      postalCode,
      subdivision,
      waterfront,
      listOfficeName,
      listAgentName,
      listAgentEmail,
      listAgentPhone,
      modifiedAt,
    },
  };
}
