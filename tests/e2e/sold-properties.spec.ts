import { expect, test, type Page } from "@playwright/test";

const TOTAL = 28;

const cards = (page: Page) => page.getByRole("list", { name: "Sold properties" }).getByRole("article");
const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /propert(y|ies)$/ });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const select = (page: Page, name: "City" | "Price" | "Size") => page.getByRole("combobox", { name, exact: true });

async function openGallery(page: Page, path = "/sold-properties") {
  await page.goto(path);
  // Filters run in the browser: wait until the page's scripts have loaded and hydrated.
  await page.waitForLoadState("networkidle");
}

const priceOf = (text: string) => Number(text.replace(/[^0-9]/g, ""));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`sold properties at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("lists every closed sale, most expensive first, with its bundled photo", async ({ page }) => {
      await openGallery(page);
      await expect(page.getByRole("heading", { level: 1, name: "Sold Properties" })).toBeVisible();
      await expect(page.getByText("Over $7 million sold in year one")).toBeVisible();
      await expect(resultCount(page)).toHaveText(`${TOTAL} properties`);
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect(page.getByRole("list", { name: "Sold properties" }).getByText("Closed", { exact: true })).toHaveCount(TOTAL);

      const first = cards(page).first();
      await expect(first).toContainText("$3,120,000");
      await expect(first).toContainText("18612 Peninsula Club Dr");
      // The MLS-id image map overrides the record's image_url (home-1).
      await expect(first.getByRole("img")).toHaveAttribute("src", "/images/homes/home-2.svg");

      const prices = (await cards(page).locator("p.font-serif").allTextContents()).map(priceOf);
      expect(prices).toHaveLength(TOTAL);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    test("search matches address, city or MLS id and lives in the URL", async ({ page }) => {
      await openGallery(page);

      await searchBox(page).fill("QUEENS rd");
      await expect(resultCount(page)).toHaveText("1 property");
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText("1847 Queens Rd W");
      await expect(page).toHaveURL(/[?&]q=QUEENS\+rd(&|$)/);

      await searchBox(page).fill("4161735");
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText("1150 Lakeview Dr NE, Unit 204");

      await searchBox(page).fill("troutman");
      await expect(resultCount(page)).toHaveText("3 properties");
      for (const card of await cards(page).all()) await expect(card).toContainText("Troutman");

      await page.reload();
      await expect(searchBox(page)).toHaveValue("troutman");
      await expect(resultCount(page)).toHaveText("3 properties");

      await page.getByRole("button", { name: "Reset Filters" }).click();
      await expect(resultCount(page)).toHaveText(`${TOTAL} properties`);
      await expect(searchBox(page)).toHaveValue("");
      await expect(page).toHaveURL(/\/sold-properties$/);
    });

    test("city, price and size filters combine, survive a reload and reset", async ({ page }) => {
      await openGallery(page);

      await select(page, "City").selectOption("Charlotte");
      await expect(resultCount(page)).toHaveText("4 properties");
      await expect(cards(page).first()).toContainText("3811 Sharon Rd");
      await expect(page).toHaveURL(/[?&]city=Charlotte(&|$)/);

      await select(page, "Price").selectOption({ label: "$750K-$1M" });
      await expect(resultCount(page)).toHaveText("1 property");
      await expect(cards(page).first()).toContainText("3216 Colony Rd");
      await expect(page).toHaveURL(/[?&]price=750k-1m(&|$)/);

      await page.reload();
      await expect(select(page, "City")).toHaveValue("Charlotte");
      await expect(select(page, "Price")).toHaveValue("750k-1m");
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText("3216 Colony Rd");

      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Reset Filters" }).click();
      await expect(resultCount(page)).toHaveText(`${TOTAL} properties`);
      await expect(select(page, "City")).toHaveValue("");
      await expect(select(page, "Price")).toHaveValue("");
      await expect(page).toHaveURL(/\/sold-properties$/);

      await select(page, "Size").selectOption({ label: "5,000 sq ft and up" });
      await expect(resultCount(page)).toHaveText("4 properties");
      await expect(page).toHaveURL(/[?&]size=5000-plus(&|$)/);
      await expect(cards(page).first()).toContainText("$3,120,000");

      await select(page, "Price").selectOption({ label: "Under $300K" });
      await select(page, "Size").selectOption({ label: "Under 1,500 sq ft" });
      await expect(resultCount(page)).toHaveText("3 properties");
      await expect(cards(page)).toContainText(["147 Mecklynn Rd", "146 Wagner St", "1150 Lakeview Dr NE, Unit 204"]);
    });

    test("the dropdowns offer exactly the spec's buckets", async ({ page }) => {
      await openGallery(page);
      await expect(select(page, "Price").locator("option")).toHaveText([
        "Any price",
        "Under $300K",
        "$300K-$500K",
        "$500K-$750K",
        "$750K-$1M",
        "$1M and up",
      ]);
      await expect(select(page, "Size").locator("option")).toHaveText([
        "Any size",
        "Under 1,500 sq ft",
        "1,500-2,500 sq ft",
        "2,500-3,500 sq ft",
        "3,500-5,000 sq ft",
        "5,000 sq ft and up",
      ]);
      await expect(select(page, "City").locator("option")).toHaveText([
        "All cities",
        "Charlotte",
        "Cornelius",
        "Davidson",
        "Denver",
        "Hickory",
        "Huntersville",
        "Mooresville",
        "Troutman",
      ]);
    });

    test("no match shows the empty message and Clear Filters brings everything back", async ({ page }) => {
      await openGallery(page);
      await select(page, "City").selectOption("Hickory");
      await select(page, "Size").selectOption({ label: "5,000 sq ft and up" });
      await expect(page.getByText("No properties found matching your criteria.", { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(resultCount(page)).toHaveText("0 properties");

      await page.getByRole("button", { name: "Clear Filters" }).click();
      await expect(page.getByText("No properties found matching your criteria.")).toBeHidden();
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect(select(page, "City")).toHaveValue("");
      await expect(select(page, "Size")).toHaveValue("");
      await expect(page).toHaveURL(/\/sold-properties$/);
    });

    test("Enter in the search box filters in place, and Clear Filters from the keyboard returns to the search box", async ({ page }) => {
      await openGallery(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await searchBox(page).fill("no such street");
      await searchBox(page).press("Enter");
      await expect(page.getByText("No properties found matching your criteria.", { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/[?&]q=no\+such\+street(&|$)/);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

      await page.getByRole("button", { name: "Clear Filters" }).focus();
      await page.keyboard.press("Enter");
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect(searchBox(page)).toBeFocused();
      await expect(searchBox(page)).toHaveValue("");
      await expect(page).toHaveURL(/\/sold-properties$/);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    });

    test("the photos of filtered-out cards are not loaded until they are shown", async ({ page }) => {
      await openGallery(page, "/sold-properties?q=wagner");
      await expect(cards(page)).toHaveCount(1);
      const photoLoaded = (address: string) =>
        page.evaluate((alt) => {
          const image = [...document.images].find((img) => img.alt.startsWith(alt));
          return Boolean(image?.complete && image.naturalWidth > 0);
        }, address);

      // Had it not been hidden, the most expensive home would be the first card, on screen with this one.
      await cards(page).first().scrollIntoViewIfNeeded();
      await expect.poll(() => photoLoaded("146 Wagner St")).toBe(true);
      await page.waitForLoadState("networkidle");
      expect(await photoLoaded("18612 Peninsula Club Dr")).toBe(false);

      await searchBox(page).fill("peninsula");
      await expect(cards(page)).toHaveCount(1);
      await cards(page).first().scrollIntoViewIfNeeded();
      await expect.poll(() => photoLoaded("18612 Peninsula Club Dr")).toBe(true);
    });

    test("a shared link opens filtered; unknown values are ignored", async ({ page }) => {
      await openGallery(page, "/sold-properties?q=wagner&size=under-1500");
      await expect(searchBox(page)).toHaveValue("wagner");
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText("146 Wagner St");

      await openGallery(page, "/sold-properties?price=bogus&city=Atlantis");
      await expect(select(page, "Price")).toHaveValue("");
      await expect(select(page, "City")).toHaveValue("");
      await expect(cards(page)).toHaveCount(TOTAL);
    });

    test("filtering keeps the scroll position, the filter bar in view and the history clean", async ({ page }) => {
      await openGallery(page, "/about");
      await openGallery(page);
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

      // The sticky bar stays right under the 80px header.
      const bar = page.getByRole("region", { name: "Filter properties" });
      await expect(bar).toBeInViewport();
      expect(Math.round((await bar.boundingBox())?.y ?? -1)).toBe(80);

      await select(page, "Price").selectOption({ label: "$1M and up" });
      await expect(resultCount(page)).toHaveText("8 properties");
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await select(page, "City").selectOption("Charlotte");
      await expect(resultCount(page)).toHaveText("2 properties");

      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  });
}

test("the server renders the filtered list and lets a CDN cache it", async ({ request, browser }) => {
  const response = await request.get("/sold-properties?city=Troutman&price=under-300k");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300");
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  expect(html).toContain("1 property");
  expect(html).toContain("146 Wagner St");

  // The other cards are in the HTML for the filters to show, hidden: a visitor without scripts sees one.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sold-properties?city=Troutman&price=under-300k");
  await expect(resultCount(page)).toHaveText("1 property");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("146 Wagner St");
  await expect(page.getByText("18612 Peninsula Club Dr")).toBeHidden();
  await context.close();
});

test("without scripts the filter bar is a form: submitting filters, Clear Filters and Reset Filters start over", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sold-properties");
  await expect(cards(page)).toHaveCount(TOTAL);

  await select(page, "City").selectOption("Troutman");
  await searchBox(page).fill("wagner");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/sold-properties\?q=wagner&city=Troutman&price=&size=$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("146 Wagner St");

  await select(page, "Size").selectOption({ label: "5,000 sq ft and up" });
  await searchBox(page).press("Enter");
  await expect(page.getByText("No properties found matching your criteria.", { exact: true })).toBeVisible();
  await expect(resultCount(page)).toHaveText("0 properties");
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/sold-properties\??$/);
  await expect(cards(page)).toHaveCount(TOTAL);
  await expect(searchBox(page)).toHaveValue("");
  await expect(select(page, "Size")).toHaveValue("");

  await page.goto("/sold-properties?city=Hickory");
  await expect(cards(page)).not.toHaveCount(TOTAL);
  await page.getByRole("button", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL(/\/sold-properties\??$/);
  await expect(cards(page)).toHaveCount(TOTAL);
  await context.close();
});
