import { beforeAll, beforeEach, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { EMPTY_SOLD_FILTERS } from "#app/lib/sold-filters.ts";
import { SoldGallery } from "./sold-gallery.tsx";

const home = (mlsId: string, city: string, price: number, { beds = 4, baths = 3, saleDate = null as string | null } = {}) => ({
  mlsId,
  city,
  price,
  address: `${mlsId} Main St`,
  sqft: 3000,
  beds,
  baths,
  saleDate,
  image: "/x.jpg",
  listingBrokerage: "Lakefront Luxury Group",
});

beforeAll(() => import("./sold-gallery-element.ts"));
beforeEach(() => history.replaceState(null, "", "/sold-properties"));

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-sold-gallery="card"]')].filter((card) => !card.hidden).map((card) => card.dataset.mlsId);
const choose = (name: string, value: string) => {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event("input", { bubbles: true }));
};
const clear = () => document.querySelector<HTMLFormElement>('[data-sold-gallery="clear"]')!.dispatchEvent(new Event("submit", { cancelable: true }));

it("<sold-gallery> filters the cards as the visitor chooses, keeps the query in the URL, and clears", async () => {
  await mountWidget(
    <SoldGallery
      properties={[home("B2", "Cornelius", 2_500_000), home("A1", "Davidson", 900_000)]}
      cities={["Cornelius", "Davidson"]}
      filters={EMPTY_SOLD_FILTERS}
    />,
  );
  expect(cards()).toEqual(["B2", "A1"]);
  choose("city", "Davidson");
  expect(cards()).toEqual(["A1"]);
  expect(location.search).toBe("?city=Davidson");
  clear();
  expect(cards()).toEqual(["B2", "A1"]);
  expect(location.search).toBe("");
});

it("<sold-gallery> filters by beds and baths, reorders the cards by the order chosen above them, and keeps that order when the filters clear", async () => {
  const properties = [
    home("P1", "Davidson", 2_000_000, { beds: 5, baths: 4.5, saleDate: "2024-05-01" }),
    home("P2", "Davidson", 1_000_000, { beds: 3, baths: 2.5, saleDate: null }),
    home("P3", "Davidson", 500_000, { beds: 4, baths: 3, saleDate: "2025-09-30" }),
  ];
  await mountWidget(<SoldGallery properties={properties} cities={["Davidson"]} filters={EMPTY_SOLD_FILTERS} />);
  const order = () => [...document.querySelectorAll<HTMLElement>('[data-sold-gallery="card"]')].map((card) => card.dataset.mlsId);
  const count = () => document.querySelector('[data-sold-gallery="count"]')!.textContent;

  choose("beds", "4");
  expect(cards()).toEqual(["P1", "P3"]);
  choose("baths", "4");
  expect(cards()).toEqual(["P1"]);
  expect(count()).toBe("1 property");
  expect(location.search).toBe("?beds=4&baths=4");

  // The order's dropdown is outside the filters' form, and belongs to it.
  expect(document.querySelector<HTMLSelectElement>('select[name="sort"]')!.form).toBe(document.querySelector('[data-sold-gallery="filters"]'));
  choose("sort", "newest");
  expect(order()).toEqual(["P3", "P1", "P2"]);
  expect(location.search).toBe("?beds=4&baths=4&sort=newest");
  choose("sort", "price-asc");
  expect(order()).toEqual(["P3", "P2", "P1"]);

  clear();
  expect(cards()).toEqual(["P3", "P2", "P1"]);
  expect(document.querySelector<HTMLSelectElement>('select[name="beds"]')!.value).toBe("");
  expect(location.search).toBe("?sort=price-asc");
  choose("sort", "");
  expect(order()).toEqual(["P1", "P2", "P3"]);
  expect(location.search).toBe("");
});

it("<SoldGallery> renders the query's view: its cards in the order given, those filtered out hidden, the order chosen, and a Reset Filters that keeps it", () => {
  const properties = [home("N1", "Denver", 700_000, { baths: 3, saleDate: "2026-01-02" }), home("N2", "Denver", 900_000, { baths: 2, saleDate: "2025-01-02" })];
  const template = document.createElement("template");
  template.innerHTML = renderToStaticMarkup(
    <SoldGallery properties={properties} cities={["Denver"]} filters={{ ...EMPTY_SOLD_FILTERS, baths: "3", sort: "newest" }} />,
  );
  const markup = template.content;
  expect([...markup.querySelectorAll<HTMLElement>('[data-sold-gallery="card"]')].map((card) => [card.dataset.mlsId, card.hidden])).toEqual([
    ["N1", false],
    ["N2", true],
  ]);
  expect(markup.querySelector('select[name="baths"] option[selected]')?.getAttribute("value")).toBe("3");
  expect(markup.querySelector('select[name="sort"] option[selected]')?.getAttribute("value")).toBe("newest");
  // Without scripts, Reset Filters opens the unfiltered page in the same order.
  expect(markup.querySelector<HTMLInputElement>('[data-sold-gallery="clear"] input[name="sort"]')?.value).toBe("newest");
});
