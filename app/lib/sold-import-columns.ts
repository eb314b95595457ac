import type { CsvRow } from "./csv.ts";

/**
 * An MLS export's columns as sold homes (issue 16): each field is found under the names MLS
 * exports give it (RESO names such as ClosePrice, or the names of a spreadsheet such as "Sold
 * Price"), compared without case, spaces or punctuation.
 */

export const SOLD_IMPORT = { maxRows: 2_000, maxFileBytes: 2 * 1024 * 1024 } as const;
export const SOLD_IMPORT_TOO_LARGE = `The file is larger than ${SOLD_IMPORT.maxFileBytes / 1024 / 1024} MB`;

export const SOLD_IMPORT_FIELDS = {
  mlsId: { label: "MLS number", names: ["mls_id", "mls #", "mls number", "mls", "listing id", "listingid", "listing key"], required: true },
  address: { label: "address", names: ["address", "street address", "unparsed address", "full address"], required: true },
  city: { label: "city", names: ["city"], required: true },
  price: { label: "sale price", names: ["price", "sold price", "sale price", "close price", "closeprice"], required: true },
  beds: { label: "beds", names: ["beds", "bedrooms", "bedrooms total", "bedroomstotal", "br"], required: true },
  baths: {
    label: "baths",
    names: ["baths", "bathrooms", "bathrooms total", "bathroomstotalinteger", "bathrooms total decimal", "total baths"],
    required: true,
  },
  sqft: { label: "square feet", names: ["sqft", "sq ft", "square feet", "living area", "livingarea", "heated sqft"], required: true },
  listingBrokerage: { label: "listing brokerage", names: ["listing brokerage", "list office name", "listofficename", "listing office"], required: true },
  saleDate: { label: "sale date", names: ["sale date", "sold date", "close date", "closedate"], required: false },
  lotSize: { label: "lot size", names: ["lot size", "lotsize", "lot size area", "lot size acres", "lotsizeacres", "acres"], required: false },
  description: { label: "description", names: ["description", "public remarks", "publicremarks", "remarks"], required: false },
  imageUrl: { label: "photo", names: ["image_url", "photo", "photo url", "image"], required: false },
} as const;

export type SoldImportField = keyof typeof SOLD_IMPORT_FIELDS;

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Which column holds each field, the required fields no column holds, and the columns left unused. */
export function soldImportColumns(columns: readonly string[]): { columnOf: Partial<Record<SoldImportField, string>>; missing: string[]; ignored: string[] } {
  const columnOf: Partial<Record<SoldImportField, string>> = {};
  for (const [field, { names }] of Object.entries(SOLD_IMPORT_FIELDS) as [SoldImportField, (typeof SOLD_IMPORT_FIELDS)[SoldImportField]][]) {
    const wanted = new Set(names.map(key));
    const column = columns.find((name) => wanted.has(key(name)));
    if (column !== undefined) columnOf[field] = column;
  }
  const used = new Set(Object.values(columnOf));
  return {
    columnOf,
    missing: (Object.keys(SOLD_IMPORT_FIELDS) as SoldImportField[])
      .filter((field) => SOLD_IMPORT_FIELDS[field].required && !columnOf[field])
      .map((field) => SOLD_IMPORT_FIELDS[field].label),
    ignored: columns.filter((name) => !used.has(name)),
  };
}

/** A row's values under the form's field names, for the fields the file has. */
export function soldImportValues(row: CsvRow, columnOf: Partial<Record<SoldImportField, string>>): Partial<Record<SoldImportField, string>> {
  const values: Partial<Record<SoldImportField, string>> = {};
  for (const [field, column] of Object.entries(columnOf) as [SoldImportField, string][]) values[field] = row[column] ?? "";
  return values;
}
