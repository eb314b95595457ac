import { ChevronDown, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { SOLD_FILTER_PARAMS, SOLD_PROPERTIES_PATH, SOLD_SORTS, type SoldFilters, type SoldSort } from "#app/lib/sold-filters.ts";
import { SOLD_FILTER_LABELS, SOLD_MIN_BATHS, SOLD_MIN_BEDS, SOLD_PRICE_FILTERS, SOLD_SIZE_FILTERS } from "#app/lib/constants.ts";
import { cn } from "#app/lib/utils.ts";
import { soldGalleryNames } from "./sold-gallery-names.ts";

/** The filters' GET form; the order's dropdown, above the results, belongs to it too. */
const SOLD_FILTERS_FORM_ID = "sold-filters";

/**
 * The GET form that Reset Filters and the empty state's Clear Filters submit: without scripts it
 * opens the unfiltered page in the same order, with them the sold-gallery island clears in place.
 */
export const SOLD_CLEAR_FORM_ID = "sold-clear-filters";

const labelClass = "sr-only xl:not-sr-only xl:mb-1.5 xl:block xl:text-[0.65rem] xl:font-semibold xl:tracking-[0.2em] xl:text-stone xl:uppercase";
const controlClass =
  "h-11 w-full border border-line bg-white text-sm text-ink shadow-[inset_0_1px_0_rgb(15_42_61/0.03)] transition-colors hover:border-gold focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold";
const selectClass = cn(controlClass, "cursor-pointer appearance-none truncate pr-7 pl-3");
/** A select whose first option ("All cities", "Any price"…) is not chosen is an active filter: gold. */
const activeSelectClass = "not-has-[option:first-child:checked]:border-gold/70 not-has-[option:first-child:checked]:bg-gold-light/40";
/** Choosing applies at once with scripts; without them this button sends the form. */
const noScriptApplyClass = "hidden h-11 px-3 text-[0.65rem] tracking-[0.12em] noscript:inline-flex xl:px-5 xl:text-xs xl:tracking-[0.14em]";

function SelectChevron() {
  return <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gold-dark" aria-hidden="true" />;
}

function SelectField({ id, name, label, value, children }: { id: string; name: string; label: string; value: string; children: ReactNode }) {
  return (
    // Below xl the dropdowns are a row that scrolls sideways, so the bar stays two rows high on a phone.
    <div className="min-w-0 shrink-0 grow basis-[6.75rem]">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <select id={id} name={name} defaultValue={value} className={cn(selectClass, activeSelectClass)}>
          {children}
        </select>
        <SelectChevron />
      </div>
    </div>
  );
}

/**
 * The sticky bar under the site header: search, city, price, size, beds and baths, and Reset
 * Filters. It is a plain GET form, so it filters (on submit) before and without scripts; the
 * sold-gallery island filters as the visitor types and chooses.
 */
export function SoldFilterBar({ filters, cities }: { filters: SoldFilters; cities: readonly string[] }) {
  return (
    <section
      aria-label="Filter properties"
      className="sticky top-20 z-30 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85"
    >
      <form
        id={SOLD_FILTERS_FORM_ID}
        role="search"
        method="get"
        action={SOLD_PROPERTIES_PATH}
        {...soldGalleryNames.part("filters")}
        className="container-page flex flex-col gap-2 py-3 xl:grid xl:grid-cols-[minmax(0,1.8fr)_repeat(3,minmax(0,1.1fr))_repeat(2,minmax(0,0.9fr))_auto] xl:items-end xl:gap-4 xl:py-5"
      >
        <div className="flex items-end gap-2 xl:contents">
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
          <div className="flex gap-2 xl:order-last">
            <Button type="submit" className={noScriptApplyClass}>
              Apply
            </Button>
            <Button
              type="submit"
              form={SOLD_CLEAR_FORM_ID}
              variant="outline"
              className="h-11 px-3 text-[0.65rem] tracking-[0.12em] xl:px-5 xl:text-xs xl:tracking-[0.14em]"
            >
              Reset Filters
            </Button>
          </div>
        </div>
        {/*
          Edge to edge on a phone, so a dropdown cut by the screen's edge shows there are more; room for the focus outline.
          Positioned, so it clips the labels hidden off screen (sr-only is absolute) instead of the page scrolling sideways to them.
        */}
        <div className="relative -mx-5 -my-0.5 flex gap-2 overflow-x-auto px-5 py-0.5 [scrollbar-width:none] sm:-mx-8 sm:px-8 xl:contents">
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
                {SOLD_FILTER_LABELS[bucket.value]}
              </option>
            ))}
          </SelectField>
          <SelectField id="sold-size" name={SOLD_FILTER_PARAMS.size} label="Size" value={filters.size}>
            <option value="">Any size</option>
            {SOLD_SIZE_FILTERS.map((bucket) => (
              <option key={bucket.value} value={bucket.value}>
                {SOLD_FILTER_LABELS[bucket.value]}
              </option>
            ))}
          </SelectField>
          <SelectField id="sold-beds" name={SOLD_FILTER_PARAMS.beds} label="Beds" value={filters.beds}>
            <option value="">Any beds</option>
            {SOLD_MIN_BEDS.map((beds) => (
              <option key={beds} value={beds}>
                {beds}+ beds
              </option>
            ))}
          </SelectField>
          <SelectField id="sold-baths" name={SOLD_FILTER_PARAMS.baths} label="Baths" value={filters.baths}>
            <option value="">Any baths</option>
            {SOLD_MIN_BATHS.map((baths) => (
              <option key={baths} value={baths}>
                {baths}+ baths
              </option>
            ))}
          </SelectField>
        </div>
      </form>
      <form id={SOLD_CLEAR_FORM_ID} method="get" action={SOLD_PROPERTIES_PATH} {...soldGalleryNames.part("clear")} hidden>
        {filters.sort ? <input type="hidden" name={SOLD_FILTER_PARAMS.sort} value={filters.sort} /> : null}
      </form>
    </section>
  );
}

/** The order of the results, beside their count; part of the filters' form. */
export function SoldSortField({ sort }: { sort: SoldSort }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sold-sort" className="text-[0.65rem] font-semibold tracking-[0.2em] text-stone uppercase">
        Sort by
      </label>
      <div className="relative">
        <select id="sold-sort" form={SOLD_FILTERS_FORM_ID} name={SOLD_FILTER_PARAMS.sort} defaultValue={sort} className={selectClass}>
          {SOLD_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
      <Button type="submit" form={SOLD_FILTERS_FORM_ID} className={noScriptApplyClass}>
        Apply
      </Button>
    </div>
  );
}
