import {
  EMPTY_SOLD_FILTERS,
  filterSoldProperties,
  serializeSoldFilters,
  soldResultCount,
  sortSoldProperties,
  SOLD_FILTER_PARAMS,
  type SoldFilterable,
  type SoldFilters,
} from "#app/lib/sold-filters.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { soldGalleryNames, type SoldGalleryPart } from "./sold-gallery-names.ts";

type Card = SoldFilterable & { element: HTMLElement };
type Control = HTMLInputElement | HTMLSelectElement;

const FILTER_KEYS = Object.keys(SOLD_FILTER_PARAMS) as (keyof SoldFilters)[];

/** A card's fields, from the data attributes soldCardData() gave it. */
function readCard(element: HTMLElement): Card {
  const { mlsId = "", address = "", city = "", price = "", sqft = "", beds = "", baths = "", saleDate = "" } = element.dataset;
  return { element, mlsId, address, city, price: Number(price), sqft: Number(sqft), beds: Number(beds), baths: Number(baths), saleDate: saleDate || null };
}

function control(form: HTMLFormElement, name: string): Control {
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) throw new Error(`no ${name} filter`);
  return element;
}

/**
 * <sold-gallery> (sold-gallery.tsx): the filters and the order applied in the browser as the
 * visitor types and chooses (spec §4). The server rendered every card, the ones filtered out
 * hidden, each with its filterable fields in data attributes; this shows, hides and reorders them
 * with the same sold-filters.ts the server uses, and keeps the query in the URL without adding
 * history entries.
 */
export class SoldGalleryElement extends WidgetElement<SoldGalleryPart> {
  protected readonly names = soldGalleryNames;

  protected start(): void {
    const form = this.findPart("filters", HTMLFormElement);
    const clearForm = this.findPart("clear", HTMLFormElement);
    const count = this.findPart("count", HTMLElement);
    const list = this.findPart("list", HTMLElement);
    const empty = this.findPart("empty", HTMLElement);
    const cards = this.findParts("card", HTMLElement).map(readCard);
    const controls = Object.fromEntries(FILTER_KEYS.map((key) => [key, control(form, SOLD_FILTER_PARAMS[key])])) as Record<keyof SoldFilters, Control>;

    // The controls only offer valid values, so they are the filters as they stand.
    const readFilters = () => Object.fromEntries(FILTER_KEYS.map((key) => [key, controls[key].value])) as SoldFilters;

    const apply = (filters: SoldFilters) => {
      const ordered = sortSoldProperties(cards, filters.sort);
      if (ordered.some((card, index) => list.children[index] !== card.element)) list.append(...ordered.map((card) => card.element));
      const shown = new Set(filterSoldProperties(cards, filters));
      for (const card of cards) card.element.hidden = !shown.has(card);
      list.hidden = shown.size === 0;
      empty.hidden = shown.size > 0;
      const text = soldResultCount(shown.size);
      if (count.textContent !== text) count.textContent = text;

      const query = serializeSoldFilters(filters, new URLSearchParams(location.search)).toString();
      const search = query ? `?${query}` : "";
      // Replacing, not pushing: Back leaves the page instead of stepping through filter changes.
      if (search !== location.search) history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
    };

    // The order's dropdown sits above the results, outside the form it belongs to.
    for (const changed of [form, controls.sort]) changed.addEventListener("input", () => apply(readFilters()));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      apply(readFilters());
    });
    clearForm.addEventListener("submit", (event) => {
      event.preventDefault();
      // Clearing the filters keeps the order the visitor chose.
      const cleared = { ...EMPTY_SOLD_FILTERS, sort: readFilters().sort };
      for (const key of FILTER_KEYS) controls[key].value = cleared[key];
      // The empty state's Clear Filters hides itself; a keyboard user carries on from the search box.
      const focusLost = event.submitter?.matches(":focus-visible") && empty.contains(event.submitter);
      apply(cleared);
      if (focusLost) controls.search.focus({ preventScroll: true });
    });

    // What was typed or restored before this script ran wins over the HTML the server filtered.
    apply(readFilters());
  }
}

defineWidget(soldGalleryNames.tag, SoldGalleryElement);
