import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { SoldPropertyCard } from "#app/components/sold-property-card.tsx";
import { soldPropertyPath } from "#app/lib/sold-property-schema.ts";
import type { SoldPropertyCardData } from "#app/content/content-types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { filterSoldProperties, soldResultCount, type SoldFilterable, type SoldFilters } from "#app/lib/sold-filters.ts";
import { SOLD_CLEAR_FORM_ID, SoldFilterBar, SoldSortField } from "./sold-filter-bar.tsx";
import { soldCardData, soldGalleryNames as names } from "./sold-gallery-names.ts";

export type SoldGalleryProperty = SoldFilterable & SoldPropertyCardData;

/**
 * The filter bar, the result count, the order and the grid (or the empty state), filtered on the
 * server from the URL query so a shared link opens filtered; `properties` come in the order the
 * query asks. Every card is rendered, those filtered out `hidden` (their lazy photos never load),
 * each carrying what the filters and the order read: <sold-gallery> (sold-gallery-element.ts) shows,
 * hides and reorders them as the visitor filters.
 */
export function SoldGallery({ properties, cities, filters }: { properties: readonly SoldGalleryProperty[]; cities: readonly string[]; filters: SoldFilters }) {
  const settings = useSiteSettings();
  const shown = new Set(filterSoldProperties(properties, filters));

  return (
    // `contents` keeps the sticky bar's containing block the page, as if there were no wrapper.
    <sold-gallery>
      <SoldFilterBar filters={filters} cities={cities} />

      <section aria-labelledby="sold-results-heading" className="container-page py-12 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-5">
          <div>
            <p className="eyebrow">Closed with {settings.agent.firstName}</p>
            <h2 id="sold-results-heading" className="mt-2 text-4xl text-ink sm:text-5xl">
              Recently Sold
            </h2>
          </div>
          <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
            <p role="status" {...names.part("count")} className="text-sm font-semibold tracking-[0.16em] text-stone uppercase">
              {soldResultCount(shown.size)}
            </p>
            <SoldSortField sort={filters.sort} />
          </div>
        </div>

        <ul aria-label="Sold properties" {...names.part("list")} hidden={shown.size === 0} className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((property) => (
            <li key={property.mlsId} hidden={!shown.has(property)} {...names.part("card")} {...soldCardData(property)}>
              <SoldPropertyCard property={property} href={soldPropertyPath(property.mlsId)} />
            </li>
          ))}
        </ul>
        <div {...names.part("empty")} hidden={shown.size > 0} className="mx-auto mt-10 max-w-xl border border-line bg-white px-6 py-16 text-center shadow-card">
          <p className="font-serif text-3xl leading-snug text-ink">No properties found matching your criteria.</p>
          <p className="mt-3 text-sm text-stone">Try a broader price or size range, fewer beds or baths, or another town.</p>
          <Button type="submit" form={SOLD_CLEAR_FORM_ID} variant="primary" className="mt-8">
            Clear Filters
          </Button>
        </div>
      </section>
    </sold-gallery>
  );
}
