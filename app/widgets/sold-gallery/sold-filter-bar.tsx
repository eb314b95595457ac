import { ChevronDown, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { SOLD_FILTER_PARAMS, SOLD_PROPERTIES_PATH, type SoldFilters } from "#app/lib/sold-filters.ts";
import { SOLD_PRICE_FILTERS, SOLD_SIZE_FILTERS } from "#app/lib/constants.ts";
import { cn } from "#app/lib/utils.ts";
import { soldGalleryNames } from "./sold-gallery-names.ts";

/**
 * The empty GET form that Reset Filters and the empty state's Clear Filters submit: without
 * scripts it opens the unfiltered page, with them the sold-gallery island clears in place.
 */
export const SOLD_CLEAR_FORM_ID = "sold-clear-filters";

const labelClass = "sr-only md:not-sr-only md:mb-1.5 md:block md:text-[0.65rem] md:font-semibold md:tracking-[0.2em] md:text-stone md:uppercase";
const controlClass =
  "h-11 w-full border border-line bg-white text-sm text-ink shadow-[inset_0_1px_0_rgb(15_42_61/0.03)] transition-colors hover:border-gold focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold";
/** A select whose first option ("All cities", "Any price"…) is not chosen is an active filter: gold. */
const activeSelectClass = "not-has-[option:first-child:checked]:border-gold/70 not-has-[option:first-child:checked]:bg-gold-light/40";

function SelectField({ id, name, label, value, children }: { id: string; name: string; label: string; value: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <select id={id} name={name} defaultValue={value} className={cn(controlClass, activeSelectClass, "cursor-pointer appearance-none truncate pr-8 pl-3")}>
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gold-dark" aria-hidden="true" />
      </div>
    </div>
  );
}

/**
 * The sticky bar under the site header: search, city, price and size, and Reset Filters. It is a
 * plain GET form, so it filters (on submit) before and without scripts; the sold-gallery island
 * filters as the visitor types and chooses.
 */
export function SoldFilterBar({ filters, cities }: { filters: SoldFilters; cities: readonly string[] }) {
  return (
    <section aria-label="Filter properties" className="sticky top-20 z-30 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <form
        role="search"
        method="get"
        action={SOLD_PROPERTIES_PATH}
        {...soldGalleryNames.part("filters")}
        className="container-page grid grid-cols-3 gap-2 py-3 md:grid-cols-[minmax(0,2.2fr)_repeat(3,minmax(0,1fr))_auto] md:items-end md:gap-4 md:py-5"
      >
        <div className="col-span-3 flex items-end gap-2 md:contents">
          <div className="min-w-0 flex-1">
            <label htmlFor="sold-search" className={labelClass}>
              Search
            </label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gold-dark" aria-hidden="true" />
              <input
                id="sold-search"
                type="search"
                name={SOLD_FILTER_PARAMS.search}
                defaultValue={filters.search}
                placeholder="Address, city or MLS #"
                autoComplete="off"
                className={cn(controlClass, "pr-3 pl-9 placeholder:text-stone/70")}
              />
            </div>
          </div>
          <Button
            type="submit"
            form={SOLD_CLEAR_FORM_ID}
            variant="outline"
            className="h-11 px-3 text-[0.65rem] tracking-[0.12em] md:order-last md:px-5 md:text-xs md:tracking-[0.14em]"
          >
            Reset Filters
          </Button>
        </div>
        <SelectField id="sold-city" name={SOLD_FILTER_PARAMS.city} label="City" value={filters.city}>
          <option value="">All cities</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </SelectField>
        <SelectField id="sold-price" name={SOLD_FILTER_PARAMS.price} label="Price" value={filters.price}>
          <option value="">Any price</option>
          {SOLD_PRICE_FILTERS.map((bucket) => (
            <option key={bucket.value} value={bucket.value}>
              {bucket.label}
            </option>
          ))}
        </SelectField>
        <SelectField id="sold-size" name={SOLD_FILTER_PARAMS.size} label="Size" value={filters.size}>
          <option value="">Any size</option>
          {SOLD_SIZE_FILTERS.map((bucket) => (
            <option key={bucket.value} value={bucket.value}>
              {bucket.label}
            </option>
          ))}
        </SelectField>
      </form>
      <form id={SOLD_CLEAR_FORM_ID} method="get" action={SOLD_PROPERTIES_PATH} {...soldGalleryNames.part("clear")} hidden />
    </section>
  );
}
