import { expect, test, type Locator, type Page } from "@playwright/test";
import { MARKET_FIGURES_BASIS } from "../../app/lib/market-snapshot-figures.ts";

/** Issue 12, point 9: the demo content reads like one real agent's site. */

const soldCards = (page: Page) => page.getByRole("list", { name: "Sold properties" }).getByRole("article");
const region = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });
const dollars = (text: string) => Number(text.replace(/[^0-9]/g, ""));

/** Each card's picture (the stored URL) keyed by the address it shows. */
async function picturesByAddress(cards: Locator, address: (card: Locator) => Locator): Promise<Array<[string, string]>> {
  const pictures: Array<[string, string]> = [];
  for (const card of await cards.all()) {
    // textContent: a card far below the screen is not laid out yet (content-visibility), so it has no innerText.
    pictures.push([((await address(card).textContent()) ?? "").replace(/\s+/g, " ").trim(), (await card.getByRole("img").getAttribute("src")) ?? ""]);
  }
  return pictures;
}

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** "20 miles to Lake Norman": each figure of the Location box as it reads, figure then label. */
async function distances(page: Page): Promise<string[]> {
  const location = page.getByRole("complementary", { name: /at a glance$/ });
  return location
    .locator("dl > div")
    .evaluateAll((rows) => rows.map((row) => `${row.querySelector("dd")?.textContent?.trim()} ${row.querySelector("dt")?.textContent?.trim()}`));
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`demo content at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("every sold home in the gallery has its own picture, and the home page's sales show the same ones", async ({ page }) => {
      await page.goto("/sold-properties");
      await expect(soldCards(page)).toHaveCount(28);
      const gallery = await picturesByAddress(soldCards(page), (card) => card.locator("p.border-t"));
      expect(duplicates(gallery.map(([, src]) => src))).toEqual([]);

      await page.goto("/");
      const home = await picturesByAddress(page.getByRole("region", { name: "Recently Sold" }).getByRole("article"), (card) => card.locator("p.border-t"));
      expect(home).toHaveLength(6);
      for (const [address, src] of home) {
        expect(
          gallery.filter(([, shown]) => shown === src).map(([other]) => other),
          src,
        ).toEqual([address]);
      }
    });

    test("the three featured Lake Advisor posts each have their own picture", async ({ page }) => {
      await page.goto("/");
      const heroes = await page
        .getByRole("list", { name: "Featured articles" })
        .locator("img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
      expect(heroes).toHaveLength(3);
      expect(duplicates(heroes)).toEqual([]);
    });

    test("the blog's first page shows no picture twice", async ({ page }) => {
      await page.goto("/the-lake-advisor");
      const pictures = await page
        .getByRole("main")
        .locator("article img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
      expect(pictures.length).toBeGreaterThan(3);
      expect(duplicates(pictures)).toEqual([]);
    });

    test("Charlotte is not a distance from itself, and its average fits its homes for sale", async ({ page }) => {
      await page.goto("/neighborhood/charlotte");
      const figures = await distances(page);
      expect(figures).not.toContain("< 1 mile to Charlotte");
      expect(figures.filter((figure) => figure.endsWith("to Charlotte"))).toEqual([]);
      expect(figures).toContain("20 miles to Lake Norman");

      const listingPrices = (await region(page, "Homes for Sale").locator("article p.font-serif").allInnerTexts()).map(dollars);
      expect(listingPrices.length).toBeGreaterThan(0);
      const glance = page.getByRole("complementary", { name: /at a glance$/ });
      const average = glance.getByText(/^\$[\d,]+$/);
      await expect(average).toBeVisible();
      await expect(glance).toContainText(MARKET_FIGURES_BASIS);
      expect(dollars(await average.innerText())).toBeGreaterThanOrEqual(Math.min(...listingPrices));
      await expect(region(page, "Market Snapshot")).toContainText(await average.innerText());
    });

    test("a town on the lake reads as on the water, not as less than a mile from it", async ({ page }) => {
      await page.goto("/neighborhood/cornelius");
      const figures = await distances(page);
      expect(figures).toContain("20 miles to Charlotte");
      expect(figures.filter((figure) => figure.startsWith("<"))).toEqual([]);
    });

    test("every home for sale on the guides has its own picture, none a sold home's", async ({ page }) => {
      // Nine pages in one test: 24–36 s on a slow machine, against the default 30 s.
      test.slow();
      await page.goto("/sold-properties");
      const seen = new Map((await picturesByAddress(soldCards(page), (card) => card.locator("p.border-t"))).map(([address, src]) => [src, address]));
      for (const town of ["troutman", "hickory", "charlotte", "cornelius", "davidson", "denver", "huntersville", "mooresville"]) {
        await page.goto(`/neighborhood/${town}`);
        for (const [address, src] of await picturesByAddress(region(page, "Homes for Sale").getByRole("article"), (card) =>
          card.getByRole("heading", { level: 3 }),
        )) {
          expect(seen.get(src), `${address} shows ${src}`).toBeUndefined();
          seen.set(src, address);
        }
      }
    });
  });
}
