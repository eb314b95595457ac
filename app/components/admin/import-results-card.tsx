import { ClipboardCheckIcon, ExternalLinkIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ImportCard } from "#app/components/admin/import-card.tsx";
import { Badge, type Tone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { resultCounts, resultLinks, type ImportRunAnswer } from "#app/lib/import-screen-labels.ts";
import type { ImportOutcome } from "#app/lib/post-import-columns.ts";
import { cn } from "#app/lib/utils.ts";

const OUTCOME: Record<ImportOutcome, { label: string; tone: Tone }> = {
  created: { label: "Created", tone: "green" },
  updated: { label: "Updated", tone: "blue" },
  unchanged: { label: "Unchanged", tone: "neutral" },
  skipped: { label: "Skipped", tone: "amber" },
  failed: { label: "Failed", tone: "red" },
};

/** Rows listed at first; a large file's full list is one click away. */
const ROWS_SHOWN = 50;

function Count({ label, value, tone }: { label: string; value: number; tone?: "red" }) {
  return (
    <div className={cn("border border-line bg-cream px-5 py-4", tone === "red" && "border-destructive/30 bg-[#fdf0ee]")}>
      <dt className={cn("text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase", tone === "red" && "text-[#9a1d14]")}>{label}</dt>
      <dd className={cn("mt-1.5 text-3xl leading-none font-semibold text-ink tabular-nums", tone === "red" && "text-[#9a1d14]")}>{value}</dd>
    </div>
  );
}

/**
 * Spec §2 "Import Results": Created, Updated and Skipped counts (and Failed, which the spec's
 * system hid), then every row's real outcome with links to its post — the public page when it is
 * published, the editor always — and the reason a row was skipped or failed.
 */
export function ImportResultsCard({ result }: { result: ImportRunAnswer }) {
  const counts = resultCounts(result.summary);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? result.results : result.results.slice(0, ROWS_SHOWN);
  return (
    <ImportCard
      id="import-results-heading"
      title="Import Results"
      icon={<ClipboardCheckIcon />}
      description={
        result.summary.unchanged > 0 ? `${result.summary.unchanged} of the updated posts were already as the file says and were left untouched.` : undefined
      }
    >
      <dl className={cn("grid grid-cols-3 gap-3", counts.failed > 0 && "sm:grid-cols-4")}>
        <Count label="Created" value={counts.created} />
        <Count label="Updated" value={counts.updated} />
        <Count label="Skipped" value={counts.skipped} />
        {counts.failed > 0 ? <Count label="Failed" value={counts.failed} tone="red" /> : null}
      </dl>

      <ul aria-label="Imported rows" className="relative mt-6 max-h-[30rem] divide-y divide-line overflow-y-auto border border-line">
        {shown.map((row) => {
          const links = resultLinks(row);
          const outcome = OUTCOME[row.outcome];
          return (
            <li key={row.rowNumber} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span className="w-14 shrink-0 pt-0.5 text-xs font-semibold text-stone tabular-nums">Row {row.rowNumber}</span>
                <div className="min-w-0">
                  <p className="truncate text-sm text-ink">{row.title || <span className="text-stone italic">No title</span>}</p>
                  {row.slug && row.id ? <p className="truncate font-mono text-xs text-stone">/the-lake-advisor/{row.slug}</p> : null}
                  {row.error ? <p className={cn("mt-0.5 text-xs", row.outcome === "failed" ? "text-destructive" : "text-stone")}>{row.error}</p> : null}
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-3 pl-17 sm:pl-0">
                <Badge tone={outcome.tone}>{outcome.label}</Badge>
                {links.publicUrl ? (
                  <Link
                    to={links.publicUrl}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 text-xs font-semibold tracking-[0.1em] text-lake uppercase underline-offset-4 hover:underline"
                  >
                    View post
                    <span className="sr-only">: {row.title} (opens in a new tab)</span>
                    <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                  </Link>
                ) : null}
                {links.editUrl ? (
                  <Link
                    to={links.editUrl}
                    className="inline-flex items-center gap-1 text-xs font-semibold tracking-[0.1em] text-ink uppercase underline-offset-4 hover:underline"
                  >
                    <PencilIcon aria-hidden="true" className="size-3.5" />
                    Edit
                    <span className="sr-only">: {row.title}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {shown.length < result.results.length ? (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <p className="text-sm text-stone">
            Showing {shown.length} of {result.results.length} rows.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => setShowAll(true)}>
            Show all {result.results.length} rows
          </Button>
        </div>
      ) : null}
    </ImportCard>
  );
}
