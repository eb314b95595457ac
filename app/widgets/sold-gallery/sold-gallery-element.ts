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
import { SOLD_CARD_FIELDS, soldGalleryNames } from "./sold-gallery-names.ts";

type Part = (typeof soldGalleryNames.parts)[number];

type Card = SoldFilterable & { element: HTMLElement };

function readCard(element: HTMLElement): Card {
  const field = Object.fromEntries(SOLD_CARD_FIELDS.map((name) => [name, element.dataset[name] ?? ""])) as Record<(typeof SOLD_CARD_FIELDS)[number], string>;
  return {
    element,
    mlsId: field.mlsId,
    address: field.address,
    city: field.city,
    price: Number(field.price),
    sqft: Number(field.sqft),
    beds: Number(field.beds),
    baths: Number(field.baths),
    saleDate: field.saleDate || null,
  };
}

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement {
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) throw new Error(`sold filters without ${name}`);
  return element;
}

/**
 * <sold-gallery> (sold-gallery.tsx): the filters and the order applied in the browser as the
 * visitor types and chooses (spec §4). The server rendered every card, the ones filtered out
 * hidden, each with its filterable fields in data attributes; this shows, hides and reorders them
 * with the same sold-filters.ts the server uses, and keeps the query in the URL without adding
 * history entries.
 */
export class SoldGalleryElement extends WidgetElement<Part> {
  protected readonly names = soldGalleryNames;

  protected start(): void {
    const form = this.findPart("filters", HTMLFormElement);
    const clearForm = this.findPart("clear", HTMLFormElement);
    const count = this.findPart("count", HTMLElement);
    const list = this.findPart("list", HTMLElement);
    const empty = this.findPart("empty", HTMLElement);
    const cards = this.findParts("card", HTMLElement).map(readCard);
    const controls = Object.fromEntries(
      (Object.keys(SOLD_FILTER_PARAMS) as (keyof SoldFilters)[]).map((key) => [key, control(form, SOLD_FILTER_PARAMS[key])]),
    ) as Record<keyof SoldFilters, HTMLInputElement | HTMLSelectElement>;

    // The controls only offer valid values, so they are the filters as they stand.
    const readFilters = (): SoldFilters => ({
      search: controls.search.value,
      city: controls.city.value,
      price: controls.price.value,
      size: controls.size.value,
      beds: controls.beds.value,
      baths: controls.baths.value,
      sort: controls.sort.value as SoldFilters["sort"],
    });

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
      for (const key of Object.keys(controls) as (keyof SoldFilters)[]) controls[key].value = cleared[key];
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
