import { z } from "zod";
import { imageUrlField, textField } from "./site-settings-schema.ts";

/** A sold home's rules, for the admin's form and each row of an MLS import alike. */

export const SOLD_LIMITS = { photos: 24, homePositions: 6 } as const;

export const ADMIN_SOLD_PAGE_SIZE = 50;

/** A number as people write it: "1,250,000", "$1,250,000", "4.5". */
const number = (label: string, { min, max, step }: { min: number; max: number; step: number }) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => (typeof value === "number" ? value : value.trim().replace(/^\$/, "").replace(/,/g, "")))
    .refine((value) => value !== "", { error: `${label} is required` })
    .transform(Number)
    .refine((value) => Number.isFinite(value) && value >= min && value <= max && Math.abs(value / step - Math.round(value / step)) < 1e-9, {
      error: `${label}: a number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}${step < 1 ? ` in steps of ${step}` : ", whole"}`,
    });

/**
 * A sale date as the agent or an MLS export writes it — 11/20/2025, 2025-11-20 or an MLS
 * timestamp — as YYYY-MM-DD, or the text as written for the rules to refuse.
 */
function isoDate(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`;
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
}

/** Whether YYYY-MM-DD names a day the calendar has (not 2026-13-01 or 2025-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** YYYY-MM-DD of a real day, not after today; empty when not recorded. */
const saleDate = z
  .string()
  .trim()
  .transform(isoDate)
  .refine((value) => value === "" || isCalendarDay(value), { error: "Sale date: a real date, like 11/20/2025 or 2025-11-20", abort: true })
  .refine((value) => value === "" || value <= new Date().toISOString().slice(0, 10), { error: "Sale date: a sale that has closed, not a future date" });

export const soldPropertySchema = z.object({
  mlsId: textField("MLS number", 40).regex(/^[A-Za-z0-9-]+$/, { error: "MLS number: letters, digits and hyphens only" }),
  address: textField("Address", 200),
  city: textField("City", 80),
  price: number("Sale price", { min: 1, max: 1_000_000_000, step: 1 }),
  beds: number("Beds", { min: 0, max: 50, step: 1 }),
  baths: number("Baths", { min: 0, max: 50, step: 0.5 }),
  sqft: number("Square feet", { min: 1, max: 100_000, step: 1 }),
  lotSize: textField("Lot size", 40, { optional: true }),
  saleDate,
  listingBrokerage: textField("Listing brokerage", 160),
  description: textField("Description", 5000, { multiline: true, optional: true }),
  imageUrl: imageUrlField("Photo", { optional: true }),
  photos: z
    .array(imageUrlField("Gallery photo"))
    .max(SOLD_LIMITS.photos, { error: `At most ${SOLD_LIMITS.photos} gallery photos` })
    .default([]),
  homePosition: z
    .union([z.literal(""), z.coerce.number().int().min(1).max(SOLD_LIMITS.homePositions)], {
      error: `Home page: a place from 1 to ${SOLD_LIMITS.homePositions}, or none`,
    })
    .transform((value) => (value === "" ? null : value))
    .default(null),
});

export type SoldPropertyInput = z.output<typeof soldPropertySchema>;

/** A sold home's own public page. */
export const soldPropertyPath = (mlsId: string) => `/sold-properties/${encodeURIComponent(mlsId)}`;
