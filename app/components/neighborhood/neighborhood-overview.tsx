import type { ReactNode } from "react";
import { Compass, MapPin, TrendingUp, Waves } from "lucide-react";
import type { PrimeNeighborhood } from "#app/content/content-types.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { monthName } from "#app/lib/market-report.ts";
import { MARKET_FIGURES_BASIS } from "#app/lib/market-snapshot-figures.ts";
import { MLS_PARTICIPANTS_NOTICE } from "#app/lib/mls-data-source.ts";
import { cn } from "#app/lib/utils.ts";

export type OverviewData = {
  name: string;
  /** Already sanitised on the server (sanitizeHtml in app/lib/markdown.ts). */
  overviewHtml: string;
  history: string;
  marketDescription: string;
  primeNeighborhoods: PrimeNeighborhood[];
  locationDescription: string;
  distanceToCharlotte: number | null;
  distanceToLake: number | null;
  averageHomePrice: string | null;
  marketTrends: string | null;
  /** The town's median sale price from the MLS export (issue 36), shown instead of the typed average. */
  medianSalePrice: { value: string; month: string; sourceLine: string } | null;
};

type DistanceFigure = { value: string; label: string; icon: ReactNode };

/**
 * "22 miles" "to Charlotte" ("< 1 mile" under a mile). A distance of 0 means the town is at the
 * place itself: it reads `atPlace` ("On the water" "Lake Norman"), or is left out when there is
 * nothing to say (Charlotte is no distance from itself).
 */
function distanceFigure(distance: number | null, place: string, icon: ReactNode, atPlace?: string): DistanceFigure | null {
  if (distance === null) return null;
  if (distance === 0) return atPlace ? { value: atPlace, label: place, icon } : null;
  const value = distance < 1 ? "< 1 mile" : `${distance} ${distance === 1 ? "mile" : "miles"}`;
  return { value, label: `to ${place}`, icon };
}

function Distance({ value, label, icon }: DistanceFigure) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="pl-8 text-xs font-semibold tracking-[0.16em] text-stone uppercase">{label}</dt>
      <dd className="flex items-center gap-3 font-serif text-3xl text-ink">
        <span className="text-gold-dark">{icon}</span>
        {value}
      </dd>
    </div>
  );
}

/** Overview HTML, history, market, prime neighborhoods, location and average home price. */
export function NeighborhoodOverview({ data }: { data: OverviewData }) {
  const prime = data.primeNeighborhoods.map((entry) => (typeof entry === "string" ? { name: entry } : entry));
  const distances = [
    distanceFigure(data.distanceToCharlotte, "Charlotte", <Compass className="size-5" aria-hidden="true" />),
    distanceFigure(data.distanceToLake, "Lake Norman", <Waves className="size-5" aria-hidden="true" />, "On the water"),
  ].filter((figure) => figure !== null);
  return (
    <section aria-labelledby="overview-heading" className="container-page py-20 sm:py-28">
      <div className="grid gap-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-20">
        <div>
          <SectionHeading id="overview-heading" eyebrow="Overview" title={`Discover ${data.name}`} />
          <div
            className="prose-lake mt-8 sm:text-lg [&>p:first-child]:text-lg [&>p:first-child]:leading-relaxed [&>p:first-child]:text-ink sm:[&>p:first-child]:text-xl"
            dangerouslySetInnerHTML={{ __html: data.overviewHtml }}
          />

          {data.history ? (
            <>
              <h3 className="mt-14 text-3xl text-ink">History</h3>
              <p className="mt-4 leading-relaxed text-stone">{data.history}</p>
            </>
          ) : null}

          {data.marketDescription ? (
            <>
              <h3 className="mt-12 text-3xl text-ink">The Real Estate Market</h3>
              <p className="mt-4 leading-relaxed text-stone">{data.marketDescription}</p>
            </>
          ) : null}

          {prime.length > 0 ? (
            <>
              <h3 className="mt-12 text-3xl text-ink">Prime Neighborhoods</h3>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {prime.map((place, index) => (
                  <li key={index} className="border-l-2 border-gold bg-white px-5 py-4 shadow-card">
                    <p className="font-serif text-xl text-ink">{place.name}</p>
                    {place.description ? <p className="mt-1 text-sm leading-relaxed text-stone">{place.description}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start" aria-label={`${data.name} at a glance`}>
          {distances.length > 0 || data.locationDescription ? (
            <div className="bg-white p-7 shadow-card">
              <h3 className="flex items-center gap-2 text-2xl text-ink">
                <MapPin className="size-5 text-gold-dark" aria-hidden="true" /> Location
              </h3>
              {distances.length > 0 ? (
                <dl className={cn("mt-5 grid gap-5", data.locationDescription && "border-b border-line pb-5")}>
                  {distances.map((figure) => (
                    <Distance key={figure.label} {...figure} />
                  ))}
                </dl>
              ) : null}
              {data.locationDescription ? <p className="mt-5 text-sm leading-relaxed text-stone">{data.locationDescription}</p> : null}
            </div>
          ) : null}

          {data.medianSalePrice || data.averageHomePrice || data.marketTrends ? (
            <div className="bg-ink p-7 text-cream shadow-card">
              <h3 className="flex items-center gap-2 text-2xl text-cream">
                <TrendingUp className="size-5 text-gold" aria-hidden="true" />
                {data.medianSalePrice ? " Median Sale Price" : " Average Home Price"}
              </h3>
              {data.medianSalePrice ? (
                <>
                  <p className="mt-4 font-serif text-5xl text-gold-light">{data.medianSalePrice.value}</p>
                  <p className="mt-2 text-sm text-cream/80">{`Homes sold in ${monthName(data.medianSalePrice.month)}`}</p>
                  <p className="mt-2 text-xs leading-relaxed text-cream/80">{`${data.medianSalePrice.sourceLine}. ${MLS_PARTICIPANTS_NOTICE}`}</p>
                </>
              ) : data.averageHomePrice ? (
                <>
                  <p className="mt-4 font-serif text-5xl text-gold-light">{data.averageHomePrice}</p>
                  <p className="mt-2 text-sm text-cream/80">{MARKET_FIGURES_BASIS}</p>
                </>
              ) : null}
              {data.marketTrends ? (
                <>
                  <p className="mt-5 text-xs font-semibold tracking-[0.18em] text-gold uppercase">Market Trends</p>
                  <p className="mt-2 text-sm leading-relaxed text-cream/80">{data.marketTrends}</p>
                </>
              ) : null}
            </div>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
