import { beforeAll, expect, it } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { EMPTY_SOLD_FILTERS } from "#app/lib/sold-filters.ts";
import { SoldGallery } from "./sold-gallery.tsx";

const home = (mlsId: string, city: string, price: number) => ({ mlsId, city, price, address: `${mlsId} Main St`, sqft: 3000, beds: 4, baths: 3, image: "/x.jpg", listingBrokerage: "Lakefront Luxury Group" });

beforeAll(() => import("./sold-gallery-element.ts"));

it("<sold-gallery> filters the cards as the visitor chooses, keeps the query in the URL, and clears", async () => {
  await mountWidget(
    <SoldGallery properties={[home("A1", "Davidson", 900_000), home("B2", "Cornelius", 2_500_000)]} cities={["Cornelius", "Davidson"]} filters={EMPTY_SOLD_FILTERS} />,
  );
  const cards = () => [...document.querySelectorAll<HTMLElement>('[data-sold-gallery="card"]')].filter((card) => !card.hidden).map((card) => card.dataset.mlsId);
  expect(cards()).toEqual(["A1", "B2"]);
  const city = document.querySelector<HTMLSelectElement>('select[name="city"]')!;
  city.value = "Davidson";
  city.dispatchEvent(new Event("input", { bubbles: true }));
  expect(cards()).toEqual(["A1"]);
  expect(location.search).toBe("?city=Davidson");
  document.querySelector<HTMLFormElement>('[data-sold-gallery="clear"]')!.dispatchEvent(new Event("submit", { cancelable: true }));
  expect(cards()).toEqual(["A1", "B2"]);
  expect(location.search).toBe("");
});
