import { Link } from "react-router";
import { MARKET_FIGURES_BASIS, type SnapshotFigure } from "#app/lib/market-snapshot-figures.ts";
import { MlsDisclaimer } from "#app/components/mls-disclaimer.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { monthName } from "#app/lib/market-report.ts";
import { marketDataSource } from "#app/lib/mls-data-source.ts";
import type { MarketSnapshotView } from "#app/services/market-reports.server.ts";

function SnapshotFigures({ figures }: { figures: { label: string; value: string; note?: string | null }[] }) {
  return (
    <dl className="mx-auto mt-12 grid max-w-5xl divide-y divide-line border-y border-line sm:auto-cols-fr sm:grid-flow-col sm:divide-x sm:divide-y-0">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse items-center px-6 py-10 text-center">
          {figure.note ? <dd className="mt-2 text-sm text-stone">{figure.note}</dd> : null}
          <dt className="mt-3 text-xs font-semibold tracking-[0.18em] text-stone uppercase">{figure.label}</dt>
          <dd className="font-serif text-5xl text-ink sm:text-6xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The guide's figures (issue 36): its town's latest month from the MLS export, with their source
 * and a link to the whole report; before any import, the figures typed in the guide (spec §2),
 * shown only when at least one exists.
 */
export function MarketSnapshot({ name, figures, computed }: { name: string; figures: SnapshotFigure[]; computed: MarketSnapshotView | null }) {
  const settings = useSiteSettings();
  if (computed) {
    return (
      <section aria-labelledby="snapshot-heading" className="render-near-viewport container-page py-20 sm:py-28">
        <SectionHeading id="snapshot-heading" eyebrow={`${name} in ${monthName(computed.month)}`} title="Market Snapshot" align="center" />
        <SnapshotFigures
          figures={computed.figures.map((figure) => ({
            label: figure.label,
            value: figure.value ?? "—",
            note: figure.value === null ? figure.missing : figure.change,
          }))}
        />
        <MlsDisclaimer source={`${computed.sourceLine}.`} className="mx-auto mt-6 max-w-3xl text-center" />
        <p className="mt-6 text-center">
          <Link to={computed.reportPath} className="inline-block py-1.5 font-semibold text-lake underline underline-offset-2">
            The {name} market report, month by month
          </Link>
        </p>
      </section>
    );
  }
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="snapshot-heading" className="render-near-viewport container-page py-20 sm:py-28">
      <SectionHeading id="snapshot-heading" eyebrow={`${name} by the numbers`} title="Market Snapshot" align="center" />
      <SnapshotFigures figures={figures} />
      <p className="mt-6 text-center text-sm text-stone">{MARKET_FIGURES_BASIS}</p>
      <MlsDisclaimer source={marketDataSource(settings)} className="mx-auto mt-4 max-w-3xl text-center" />
    </section>
  );
}
