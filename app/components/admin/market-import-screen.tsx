import { FileUpIcon, UploadIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { MediaPicker } from "#app/components/admin/media-picker.tsx";
import { UploadImageButton } from "#app/components/admin/upload-image-button.tsx";
import { ImportFileInput, useImportAnswer } from "#app/components/admin/import-file-input.tsx";
import { SaveStatus } from "#app/components/admin/save-answer.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label } from "#app/components/ui/field.tsx";
import { ADMIN_MARKET_PATH, marketListingAnchor } from "#app/lib/admin-paths.ts";
import { formatNumber, formatPrice } from "#app/lib/format.ts";
import { GUIDE_LISTING_CARDS, MARKET_IMPORT, MARKET_IMPORT_TOO_LARGE } from "#app/lib/market-import-rules.ts";
import { dayName, MARKET_REPORT_PARAM } from "#app/lib/market-report.ts";
import { mediaSrcSet } from "#app/lib/media-keys.ts";
import { LISTING_COLUMNS } from "#app/lib/mls-listing-row.ts";
import type { MarketImport } from "#app/models/market-data.server.ts";
import type { MarketAnswer } from "#app/services/admin-market.server.ts";
import type { ListingExample, MarketPreview } from "#app/services/market-import.server.ts";
import type { AdminGuideListings, ListingCardView } from "#app/services/market-reports.server.ts";

const FORM_ID = "market-import";

/** A table of the preview's rows, a card per row on a phone. */
function PreviewTable({ caption, headings, rows }: { caption: string; headings: string[]; rows: { key: number; cells: ReactNode[] }[] }) {
  return (
    <div className="overflow-x-auto border border-line bg-white">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="px-4 pt-3 text-left text-sm font-semibold text-ink max-sm:block">{caption}</caption>
        <thead className="border-b border-line text-[0.7rem] tracking-[0.14em] text-stone uppercase max-sm:hidden">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line align-top last:border-0 max-sm:block max-sm:p-4">
              {row.cells.map((cell, index) => (
                <td key={headings[index]} className="px-4 py-3 text-ink max-sm:block max-sm:p-0 max-sm:pt-1">
                  <span className="font-semibold text-stone sm:hidden">{headings[index]}: </span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const exampleRows = (examples: ListingExample[]) =>
  examples.map((example) => ({
    key: example.rowNumber,
    cells: [example.rowNumber, example.listingId, example.status, example.city, formatPrice(example.listPrice)],
  }));

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

function PreviewSection({ preview, busy }: { preview: MarketPreview; busy: boolean }) {
  const { counts } = preview;
  const importable = counts.new + counts.changed + counts.unchanged;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <AdminSection
      id="market-import-preview"
      title="2. Check the rows"
      description={`${preview.fileName}: ${plural(preview.rowCount, "row", "rows")}.${preview.ignoredColumns.length ? ` Columns not used: ${preview.ignoredColumns.join(", ")}.` : ""}`}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {(
          [
            ["New", counts.new],
            ["Changed", counts.changed],
            ["Unchanged", counts.unchanged],
            ["With problems", counts.invalid],
            ["Repeated in the file", counts.repeated],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="border border-line bg-sand/40 px-4 py-3">
            <dt className="text-xs font-semibold tracking-[0.12em] text-stone uppercase">{label}</dt>
            <dd className="mt-1 text-2xl text-ink">{formatNumber(count)}</dd>
          </div>
        ))}
      </dl>
      {counts.repeated > 0 ? <p className="text-sm text-stone">A listing on several rows is imported once, from its most recently modified row.</p> : null}
      {counts.invalid > 0 ? (
        <>
          <p role="alert" className="border border-destructive/40 bg-[#fdf3f2] px-4 py-3 text-sm text-destructive">
            {plural(counts.invalid, "row has a problem", "rows have problems")}. Nothing is imported while any row has one: correct{" "}
            {counts.invalid === 1 ? "it" : "them"} in the file (or in the MLS) and preview the file again.
          </p>
          <PreviewTable
            caption={
              preview.invalidRows.length < counts.invalid ? `The first ${formatNumber(preview.invalidRows.length)} rows with problems` : "Rows with problems"
            }
            headings={["Row", "ListingId", "Problems"]}
            rows={preview.invalidRows.map((row) => ({
              key: row.rowNumber,
              cells: [
                row.rowNumber,
                row.listingId || "—",
                <ul key="problems" className="list-disc pl-5 text-destructive">
                  {row.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>,
              ],
            }))}
          />
        </>
      ) : null}
      {preview.examples.new.length > 0 ? (
        <PreviewTable
          caption={counts.new > preview.examples.new.length ? `The first ${preview.examples.new.length} new listings` : "New listings"}
          headings={["Row", "ListingId", "Status", "City", "List price"]}
          rows={exampleRows(preview.examples.new)}
        />
      ) : null}
      {preview.examples.changed.length > 0 ? (
        <PreviewTable
          caption={counts.changed > preview.examples.changed.length ? `The first ${preview.examples.changed.length} changed listings` : "Changed listings"}
          headings={["Row", "ListingId", "Status", "City", "List price"]}
          rows={exampleRows(preview.examples.changed)}
        />
      ) : null}
      {preview.uploadId ? (
        <Form method="post" action={ADMIN_MARKET_PATH} className="space-y-4">
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="uploadId" value={preview.uploadId} />
          <div className="max-w-xs">
            <Label htmlFor="market-as-of">Data as of</Label>
            <Input
              id="market-as-of"
              name="asOf"
              type="date"
              required
              max={today}
              defaultValue={preview.newestDay ?? today}
              aria-describedby="market-as-of-hint"
              className="mt-1.5"
            />
            <FieldHint id="market-as-of-hint">
              The day you took the export: shown as “as of” with every figure and listing. The file’s newest change is from{" "}
              {preview.newestDay ? dayName(preview.newestDay) : "no day"}.
            </FieldHint>
          </div>
          <Button type="submit" disabled={busy}>
            <UploadIcon aria-hidden="true" />
            {busy ? "Importing..." : `Import ${plural(importable, "listing", "listings")}`}
          </Button>
        </Form>
      ) : null}
    </AdminSection>
  );
}

/**
 * /admin/market: the MLS listings export (issue 36), read and previewed (new, changed, unchanged,
 * each problem row with its reasons), then imported as of the day it was taken; the figures of
 * every area are computed again. Plain form posts, so it works without JavaScript too.
 */
/** A card's Pin or Hide button (or its undoing), a form of its own so it works without JavaScript. */
function ChoiceButton({ listingId, intent, label, busy }: { listingId: string; intent: "pin" | "unpin" | "hide" | "show"; label: string; busy: boolean }) {
  return (
    <Form method="post" action={ADMIN_MARKET_PATH}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="listingId" value={listingId} />
      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`${label} ${listingId}`}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * A card's photo from the media library (the MLS's are never shown): uploaded there from here,
 * chosen in the library's dialog, or its address typed without JavaScript; saved or removed by a
 * post of its own.
 */
function ListingPhotoForm({ card, busy }: { card: ListingCardView; busy: boolean }) {
  const [url, setUrl] = useState(card.photoUrl ?? "");
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fill = (chosen: string) => {
    setUrl(chosen);
    setUploadError(null);
  };
  const fieldId = `${marketListingAnchor(card.listingId)}-photo`;
  return (
    <Form method="post" action={ADMIN_MARKET_PATH} className="flex basis-full flex-wrap items-end gap-2">
      <input type="hidden" name="listingId" value={card.listingId} />
      {card.photoUrl ? (
        <img src={card.photoUrl} srcSet={mediaSrcSet(card.photoUrl)} sizes="96px" alt="" width={96} height={64} className="h-16 w-24 object-cover" />
      ) : null}
      <span className="min-w-0 flex-1 basis-56">
        <Label htmlFor={fieldId}>
          Card photo<span className="sr-only"> for {card.label}</span>
        </Label>
        <Input id={fieldId} name="photoUrl" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="/media/…" inputMode="url" />
      </span>
      {/* Uploading and the library need JavaScript; without it the address is typed. */}
      <span className="contents noscript:hidden">
        <UploadImageButton
          label="Upload Photo"
          owner={card.label}
          fileLabel={`Upload card photo for ${card.label}`}
          size="md"
          onUploaded={fill}
          onFailed={setUploadError}
        />
        <MediaPicker label="Card photo" owner={card.label} size="md" onChoose={fill} />
      </span>
      <Button type="submit" name="intent" value="photo" variant="primary" disabled={busy} aria-label={`Save photo ${card.listingId}`}>
        Save Photo
      </Button>
      {uploadError ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {uploadError}
        </p>
      ) : null}
      {card.photoUrl ? (
        <Button type="submit" name="intent" value="remove-photo" variant="outline" disabled={busy} aria-label={`Remove photo ${card.listingId}`}>
          Remove Photo
        </Button>
      ) : null}
    </Form>
  );
}

/** Each town's Active listings as its guide shows them, to pin or hide; the first six not hidden are on the guide. */
function GuideListingsSection({ guides, stale, exportedAt, busy }: { guides: AdminGuideListings[]; stale: boolean; exportedAt: string; busy: boolean }) {
  return (
    <AdminSection
      id="market-guide-listings"
      title="The towns' reports and homes for sale"
      description={`Each guide shows its town's ${GUIDE_LISTING_CARDS} newest Active listings, pinned ones first; a hidden one is left out. A listing that is no longer Active in a newer export leaves its guide. “Email this report to subscribers” opens a new post with the town's latest month to check, then publish with “Email this post to subscribers” ticked.`}
    >
      {stale ? (
        <p role="alert" className="border border-amber-700/30 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {`The listing data was taken ${new Date(exportedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" })}, more than 12 hours ago: the MLS asks for listings to be refreshed at least that often. Import a new export.`}
        </p>
      ) : null}
      {guides.map((guide) => {
        const shown = new Set(
          guide.cards
            .filter((card) => !card.hidden)
            .slice(0, GUIDE_LISTING_CARDS)
            .map((card) => card.listingId),
        );
        return (
          <div key={guide.slug}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <h3 className="font-serif text-2xl text-ink">{guide.name}</h3>
              {guide.reported ? (
                <Link
                  to={`/admin/lake-advisor/new?${MARKET_REPORT_PARAM}=${guide.slug}`}
                  className="inline-block py-1.5 text-sm font-semibold text-lake underline underline-offset-2"
                >
                  Email this report to subscribers
                </Link>
              ) : null}
            </div>
            {guide.cards.length === 0 ? (
              <p className="mt-2 text-sm text-stone">No Active listings in {guide.name} in the latest export: the guide shows no homes for sale.</p>
            ) : (
              <ul className="mt-3 divide-y divide-line border-y border-line">
                {guide.cards.map((card) => (
                  <li key={card.listingId} id={marketListingAnchor(card.listingId)} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
                    <span className="min-w-0 flex-1 basis-64">
                      <span className="font-semibold text-ink">{card.label}</span>
                      <span className="block text-stone">{`${card.price} · MLS #${card.listingId} · ${card.office}`}</span>
                    </span>
                    <span className="flex flex-wrap gap-1.5">
                      {shown.has(card.listingId) ? <Badge tone="green">On the guide</Badge> : null}
                      {card.pinned ? <Badge tone="blue">Pinned</Badge> : null}
                      {card.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
                      {stale && shown.has(card.listingId) ? <Badge tone="amber">Data older than 12 hours</Badge> : null}
                    </span>
                    <span className="flex gap-2">
                      <ChoiceButton listingId={card.listingId} intent={card.pinned ? "unpin" : "pin"} label={card.pinned ? "Unpin" : "Pin"} busy={busy} />
                      <ChoiceButton listingId={card.listingId} intent={card.hidden ? "show" : "hide"} label={card.hidden ? "Show" : "Hide"} busy={busy} />
                    </span>
                    <ListingPhotoForm key={card.photoUrl ?? ""} card={card} busy={busy} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </AdminSection>
  );
}

export function MarketImportScreen({
  answer,
  latest,
  unfinished,
  guides,
  stale,
}: {
  answer: MarketAnswer | undefined;
  latest: MarketImport | undefined;
  unfinished: Pick<MarketImport, "fileName" | "asOf" | "importedBy">[];
  guides: AdminGuideListings[];
  stale: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ADMIN_MARKET_PATH;
  const saveAnswer = useImportAnswer(answer, FORM_ID);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const columns = LISTING_COLUMNS.map((names) => names.join(" or ")).join(", ");

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Market data"
        status={
          latest
            ? `Data as of ${dayName(latest.asOf)}, from ${latest.fileName} (imported by ${latest.importedBy}: ${formatNumber(latest.added)} added, ${formatNumber(latest.updated)} updated, ${formatNumber(latest.unchanged)} unchanged).`
            : "No MLS export imported yet: the market reports and the guides' figures appear once one is."
        }
      />
      <SaveStatus answer={saveAnswer} />
      {unfinished.map((under) => (
        <p key={`${under.fileName}|${under.asOf}`} className="mt-6 border border-line bg-sand px-4 py-3 text-sm text-ink">
          {`${under.fileName} (data as of ${dayName(under.asOf)}, imported by ${under.importedBy}) is being imported: the pages take its date and figures once it is done. An import stopped on the way (a restart) goes on by itself within a few minutes.`}
        </p>
      ))}
      <div className="mt-8 space-y-8">
        <AdminSection
          id="market-import-file"
          title="1. Choose the MLS export"
          description="A CSV export of listings from Canopy MLS, every status, in the RESO Data Dictionary's column names. Importing again updates each listing by its ListingId and keeps its latest change."
        >
          <Form
            id={FORM_ID}
            method="post"
            action={ADMIN_MARKET_PATH}
            encType="multipart/form-data"
            className="space-y-4"
            onSubmit={(event) => {
              const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
              if (file && file.size > MARKET_IMPORT.maxFileBytes) {
                event.preventDefault();
                setFileProblem(MARKET_IMPORT_TOO_LARGE);
              }
            }}
          >
            <input type="hidden" name="intent" value="preview" />
            <ImportFileInput
              id="market-import-file-input"
              hint={
                <>
                  Columns it needs: {columns}. Other columns are ignored and listed. At most {formatNumber(MARKET_IMPORT.maxRows)} rows and{" "}
                  {MARKET_IMPORT.maxFileBytes / 1024 / 1024} MB; a file of 100,000 listings takes about a minute to read.
                </>
              }
            />
            {fileProblem ? <FieldError id="market-import-file-problem">{fileProblem}</FieldError> : null}
            <Button type="submit" disabled={busy}>
              <FileUpIcon aria-hidden="true" />
              {busy && navigation.formEncType === "multipart/form-data" ? "Reading..." : "Preview"}
            </Button>
          </Form>
        </AdminSection>
        {answer?.stage === "preview" ? <PreviewSection preview={answer.preview} busy={busy} /> : null}
        {latest ? <GuideListingsSection guides={guides} stale={stale} exportedAt={latest.exportedAt} busy={busy} /> : null}
      </div>
    </div>
  );
}
