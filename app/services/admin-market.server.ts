import type { Db } from "#app/db/client.server.ts";
import { MARKET_MESSAGES, marketImportMessage } from "#app/lib/admin-paths.ts";
import { MARKET_IMPORT, MARKET_IMPORT_TOO_LARGE } from "#app/lib/market-import-rules.ts";
import { parseListingDate } from "#app/lib/mls-listing-row.ts";
import { logger } from "#app/lib/logger.server.ts";
import { mediaKey, parseMediaUrl } from "#app/lib/media-keys.ts";
import { mediaVariantExists } from "#app/models/media-files.server.ts";
import { setListingChoice } from "#app/models/market-data.server.ts";
import { importMarketUpload, stageMarketExport, type MarketPreview } from "#app/services/market-import.server.ts";

export type MarketAnswer =
  { stage: "preview"; ok: true; preview: MarketPreview } | { stage: "done"; ok: true; message: string } | { stage: "error"; ok: false; message: string };

type Handled = { status: number; answer: MarketAnswer };

const refused = (message: string, status = 400): Handled => ({ status, answer: { stage: "error", ok: false, message } });

/** The export's date as given: a real day, not after today (a day's leeway for the time zones). */
function readAsOf(value: FormDataEntryValue | null): string | { problem: string } {
  if (typeof value !== "string" || value.trim() === "") return { problem: MARKET_MESSAGES.asOfMissing };
  const day = parseListingDate(value.trim());
  const latest = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (!day || day > latest || day < "2000-01-01") return { problem: MARKET_MESSAGES.asOfInvalid };
  return day;
}

/** Pin, unpin, hide or show a listing's card on its town's guide. */
const CHOICES = {
  pin: { pinned: true },
  unpin: { pinned: false },
  hide: { hidden: true },
  show: { hidden: false },
} as const;

/** A card's photo: an upload of the media library, as its URL (`/media/<id>/<width>.webp`) names a stored variant; never an address elsewhere. */
async function readListingPhoto(db: Db, value: FormDataEntryValue | null): Promise<string | { problem: string }> {
  const url = typeof value === "string" ? value.trim() : "";
  if (url === "") return { problem: MARKET_MESSAGES.photoMissing };
  const key = parseMediaUrl(url);
  if (!key || !(await mediaVariantExists(db, mediaKey(key)))) return { problem: MARKET_MESSAGES.photoNotUploaded };
  return url;
}

/**
 * /admin/market's posts (issue 36): `preview` reads the uploaded export and stages it, `import`
 * imports a staged upload as of the date given; the others set a listing card's choices and photo.
 * Nothing the browser kept is trusted: the import names the staged upload, which only the
 * server's preview wrote.
 */
export async function handleMarketForm(db: Db, form: FormData, administratorEmail: string): Promise<Handled> {
  try {
    const intent = form.get("intent");
    if (intent === "photo" || intent === "remove-photo") {
      const listingId = form.get("listingId");
      const photoUrl = intent === "photo" ? await readListingPhoto(db, form.get("photoUrl")) : null;
      if (photoUrl !== null && typeof photoUrl !== "string") return refused(photoUrl.problem);
      if (typeof listingId !== "string" || !(await setListingChoice(db, listingId, { photoUrl }))) return refused(MARKET_MESSAGES.noListing, 404);
      return { status: 200, answer: { stage: "done", ok: true, message: MARKET_MESSAGES[intent] } };
    }
    if (typeof intent === "string" && intent in CHOICES) {
      const listingId = form.get("listingId");
      const choice = CHOICES[intent as keyof typeof CHOICES];
      if (typeof listingId !== "string" || !(await setListingChoice(db, listingId, choice))) return refused(MARKET_MESSAGES.noListing, 404);
      return { status: 200, answer: { stage: "done", ok: true, message: MARKET_MESSAGES[intent as keyof typeof CHOICES] } };
    }
    if (form.get("intent") === "import") {
      const uploadId = form.get("uploadId");
      if (typeof uploadId !== "string" || !/^[0-9a-f-]{36}$/.test(uploadId)) return refused(MARKET_MESSAGES.gone, 409);
      const asOf = readAsOf(form.get("asOf"));
      if (typeof asOf !== "string") return refused(asOf.problem);
      const result = await importMarketUpload(db, { uploadId, asOf, importedBy: administratorEmail });
      if (!result) return refused(MARKET_MESSAGES.gone, 409);
      return { status: 200, answer: { stage: "done", ok: true, message: marketImportMessage(result) } };
    }
    const file = form.get("file");
    if (file === null || typeof file === "string" || file.size === 0) return refused(MARKET_MESSAGES.noFile);
    if (file.size > MARKET_IMPORT.maxFileBytes) return refused(MARKET_IMPORT_TOO_LARGE, 413);
    const staged = await stageMarketExport(db, { file: await file.arrayBuffer(), fileName: file.name.slice(0, 200), uploadedBy: administratorEmail });
    if ("problem" in staged) return refused(staged.problem);
    return { status: 200, answer: { stage: "preview", ok: true, preview: staged.preview } };
  } catch (error) {
    logger.error({ err: error, intent: form.get("intent") }, "market import request failed");
    return refused(form.get("intent") === "import" ? MARKET_MESSAGES.importStopped : MARKET_MESSAGES.failed, 500);
  }
}
