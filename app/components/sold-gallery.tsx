import { site } from "#app/content/site.ts";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { SoldFilterBar } from "#app/components/sold-filter-bar.tsx";
import { SoldPropertyCard, type SoldPropertyCardData } from "#app/components/sold-property-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  EMPTY_SOLD_FILTERS,
  filterSoldProperties,
  parseSoldFilters,
  serializeSoldFilters,
  soldResultCount,
  SOLD_FILTER_PARAMS,
  type SoldFilterable,
  type SoldFilters,
} from "#app/lib/sold-filters.ts";

export type SoldGalleryProperty = SoldFilterable & SoldPropertyCardData;

/** Marks the history entries the filter bar writes, so they are told apart from other navigations. */
const OWN_UPDATE = { soldFilters: true } as const;
function isOwnUpdate(state: unknown): boolean {
  return typeof state === "object" && state !== null && "soldFilters" in state;
}

/**
 * The filter bar, the result count and the grid (or the empty state). The filters are read from
 * the URL query on the server and in the browser alike, so a filtered link renders filtered HTML.
 */
export function SoldGallery({ properties, cities }: { properties: readonly SoldGalleryProperty[]; cities: readonly string[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseSoldFilters(searchParams, cities);

  // The search box keeps its own text so typing never waits for the URL. It takes the URL's text
  // again when someone else changes the query (a link to this page, back and forward).
  const location = useLocation();
  const urlSearch = searchParams.get(SOLD_FILTER_PARAMS.search) ?? "";
  const [search, setSearch] = useState(urlSearch);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    if (!isOwnUpdate(location.state)) setSearch(urlSearch);
  }

  const applied: SoldFilters = { ...filters, search };
  const results = filterSoldProperties(properties, applied);

  const update = (next: SoldFilters) => {
    setSearchParams(serializeSoldFilters(next, searchParams), { replace: true, preventScrollReset: true, state: OWN_UPDATE });
  };
  const reset = () => {
    setSearch("");
    update(EMPTY_SOLD_FILTERS);
  };

  return (
    <>
      <SoldFilterBar
        search={search}
        filters={filters}
        cities={cities}
        onSearchChange={(value) => {
          setSearch(value);
          update({ ...filters, search: value });
        }}
        onFilterChange={(change) => update({ ...applied, ...change })}
        onReset={reset}
      />

      <section aria-labelledby="sold-results-heading" className="container-page py-12 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-5">
          <div>
            <p className="eyebrow">Closed with {site.agent.firstName}</p>
            <h2 id="sold-results-heading" className="mt-2 text-4xl text-ink sm:text-5xl">
              Recently Sold
            </h2>
          </div>
          <p role="status" className="text-sm font-semibold tracking-[0.16em] text-stone uppercase">
            {soldResultCount(results.length)}
          </p>
        </div>

        {results.length > 0 ? (
          <ul aria-label="Sold properties" className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((property) => (
              <li key={property.mlsId}>
                <SoldPropertyCard property={property} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto mt-10 max-w-xl border border-line bg-white px-6 py-16 text-center shadow-card">
            <p className="font-serif text-3xl leading-snug text-ink">No properties found matching your criteria.</p>
            <p className="mt-3 text-sm text-stone">Try a broader price or size range, or another town.</p>
            <Button type="button" variant="primary" onClick={reset} className="mt-8">
              Clear Filters
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
