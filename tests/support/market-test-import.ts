import type { Db } from "#app/db/client.server.ts";
import type { MlsListing } from "#app/lib/mls-listing-row.ts";
import { importMarketUpload, stageMarketExport } from "#app/services/market-import.server.ts";
import { fileBytes, listingsCsv } from "./market-fixtures.ts";

/** The export of `listings` previewed (staged) and imported, as the admin's two steps do. */
export async function importListings(db: Db, listings: readonly MlsListing[], { asOf, fileName = "export.csv" }: { asOf: string; fileName?: string }) {
  const staged = await stageMarketExport(db, { file: fileBytes(listingsCsv(listings)), fileName, uploadedBy: "admin@lakefront.test" });
  if (!("preview" in staged) || !staged.preview.uploadId) throw new Error(`not importable: ${JSON.stringify(staged)}`);
  const result = await importMarketUpload(db, { uploadId: staged.preview.uploadId, asOf, importedBy: "admin@lakefront.test" });
  if (!result) throw new Error("the upload was not there to import");
  return result;
}
