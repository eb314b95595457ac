import { MARKET_FIGURES_BASIS, type SnapshotFigure } from "#app/lib/market-snapshot-figures.ts";
import { MlsDisclaimer } from "#app/components/mls-disclaimer.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { marketDataSource } from "#app/lib/mls-data-source.ts";

/** Spec §2: rendered only when at least one of the three figures exists. */
export function MarketSnapshot({ name, figures }: { name: string; figures: SnapshotFigure[] }) {
  const settings = useSiteSettings();
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="snapshot-heading" className="render-near-viewport container-page py-20 sm:py-28">
      <SectionHeading id="snapshot-heading" eyebrow={`${name} by the numbers`} title="Market Snapshot" align="center" />
      <dl className="mx-auto mt-12 grid max-w-5xl divide-y divide-line border-y border-line sm:auto-cols-fr sm:grid-flow-col sm:divide-x sm:divide-y-0">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse items-center px-6 py-10 text-center">
            <dt className="mt-3 text-xs font-semibold tracking-[0.18em] text-stone uppercase">{figure.label}</dt>
            <dd className="font-serif text-5xl text-ink sm:text-6xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-center text-sm text-stone">{MARKET_FIGURES_BASIS}</p>
      <MlsDisclaimer source={marketDataSource(settings)} className="mx-auto mt-4 max-w-3xl text-center" />
    </section>
  );
}
