import { expect, test, type Page } from "@playwright/test";

const TOTAL = 28;

const cards = (page: Page) => page.getByRole("list", { name: "Sold properties" }).getByRole("article");
const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /propert(y|ies)$/ });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const select = (page: Page, name: "City" | "Price" | "Size" | "Beds" | "Baths" | "Sort by") => page.getByRole("combobox", { name, exact: true });
const filterBar = (page: Page) => page.getByRole("region", { name: "Filter properties" });

async function openGallery(page: Page, path = "/sold-properties") {
  await page.goto(path);
  // Filters run in the browser: wait until the page's scripts have loaded and hydrated.
  await page.waitForLoadState("networkidle");
}

const priceOf = (text: string) => Number(text.replace(/[^0-9]/g, ""));
const cardPrices = async (page: Page) => (await cards(page).locator("p.font-serif").allTextContents()).map(priceOf);
const cardAddresses = (page: Page) => cards(page).getByRole("link").allTextContents();

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
      await expect(select(page, "Price").locator("option")).toHaveText(["Any price", "Under $300K", "$300K-$500K", "$500K-$750K", "$750K-$1M", "$1M and up"]);
      await expect(select(page, "Size").locator("option")).toHaveText([
        "Any size",
        "Under 1,500 sq ft",
        "1,500-2,500 sq ft",
        "2,500-3,500 sq ft",
        "3,500-5,000 sq ft",
        "5,000 sq ft and up",
      ]);
      await expect(select(page, "Beds").locator("option")).toHaveText(["Any beds", "2+ beds", "3+ beds", "4+ beds", "5+ beds"]);
      await expect(select(page, "Baths").locator("option")).toHaveText(["Any baths", "2+ baths", "3+ baths", "4+ baths", "5+ baths"]);
      await expect(select(page, "Sort by").locator("option")).toHaveText(["Price: High to Low", "Price: Low to High", "Newest Sale"]);
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

    test("beds, baths and the order live in the URL, survive a reload, and the order outlasts Reset Filters", async ({ page }) => {
      await openGallery(page);
      const barHeight = async () => Math.round((await filterBar(page).boundingBox())?.height ?? 0);
      const heightBefore = await barHeight();

      await select(page, "Beds").selectOption({ label: "4+ beds" });
      await expect(resultCount(page)).toHaveText("18 properties");
      await select(page, "Baths").selectOption({ label: "4+ baths" });
      await expect(resultCount(page)).toHaveText("10 properties");
      await expect(page).toHaveURL(/[?&]beds=4&baths=4$/);
      for (const facts of await cards(page).getByRole("list", { name: "Details" }).allTextContents()) {
        const [beds, baths] = [/(\d+) beds/, /([\d.]+) baths/].map((pattern) => Number(pattern.exec(facts)?.[1]));
        expect(beds).toBeGreaterThanOrEqual(4);
        expect(baths).toBeGreaterThanOrEqual(4);
      }

      await select(page, "Sort by").selectOption({ label: "Newest Sale" });
      await expect(page).toHaveURL(/[?&]beds=4&baths=4&sort=newest$/);
      await expect(cards(page)).toHaveCount(10);
      expect((await cardAddresses(page)).slice(0, 3)).toEqual(["118 Chuckwood Rd", "1206 Concord Rd", "1865 Sunrise Cove Ln NE"]);

      await select(page, "Sort by").selectOption({ label: "Price: Low to High" });
      await expect(page).toHaveURL(/[?&]sort=price-asc$/);
      const prices = await cardPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const cheapestFirst = await cardAddresses(page);

      await page.reload();
      await expect(select(page, "Beds")).toHaveValue("4");
      await expect(select(page, "Baths")).toHaveValue("4");
      await expect(select(page, "Sort by")).toHaveValue("price-asc");
      expect(await cardAddresses(page)).toEqual(cheapestFirst);

      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Reset Filters" }).click();
      await expect(resultCount(page)).toHaveText(`${TOTAL} properties`);
      await expect(select(page, "Beds")).toHaveValue("");
      await expect(select(page, "Sort by")).toHaveValue("price-asc");
      await expect(page).toHaveURL(/\/sold-properties\?sort=price-asc$/);
      expect((await cardAddresses(page)).slice(0, 2)).toEqual(["1150 Lakeview Dr NE, Unit 204", "146 Wagner St"]);

      await select(page, "Sort by").selectOption({ label: "Price: High to Low" });
      await expect(page).toHaveURL(/\/sold-properties$/);
      await expect(cards(page).first()).toContainText("18612 Peninsula Club Dr");
      // Choosing never changes the bar's height: nothing under it moves.
      expect(await barHeight()).toBe(heightBefore);
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
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=300");
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
  await expect(page).toHaveURL(/\/sold-properties\?q=wagner&city=Troutman&price=&size=&beds=&baths=&sort=$/);
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

test("on a phone the filter bar stays two rows high, its dropdowns a row that scrolls sideways", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openGallery(page);
  const bar = await filterBar(page).boundingBox();
  expect(bar?.height).toBeLessThanOrEqual(125);
  // Three dropdowns fit and the fourth shows its edge, so there are plainly more.
  const left = async (name: "City" | "Beds" | "Baths") => (await select(page, name).boundingBox())?.x ?? 0;
  expect(await left("Beds")).toBeGreaterThan(350);
  expect(await left("Beds")).toBeLessThan(390);
  await select(page, "Baths").scrollIntoViewIfNeeded();
  await expect(select(page, "Baths")).toBeInViewport();
  expect(await left("City")).toBeLessThan(0);
  await select(page, "Baths").selectOption({ label: "3+ baths" });
  await expect(resultCount(page)).toHaveText("18 properties");
  expect((await filterBar(page).boundingBox())?.height).toBe(bar?.height);
  await context.close();
});

test("without scripts, Apply sends the beds, baths and order; the server renders them, and Reset Filters keeps the order", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/sold-properties");
  await select(page, "Beds").selectOption({ label: "5+ beds" });
  await select(page, "Sort by").selectOption({ label: "Newest Sale" });
  await filterBar(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/sold-properties\?q=&city=&price=&size=&beds=5&baths=&sort=newest$/);
  await expect(resultCount(page)).toHaveText("8 properties");
  await expect(cards(page)).toHaveCount(8);
  expect((await cardAddresses(page)).slice(0, 3)).toEqual(["1206 Concord Rd", "1865 Sunrise Cove Ln NE", "8735 Asbury Chapel Rd"]);

  // The order's own Apply, beside it, sends the filters too.
  await select(page, "Sort by").selectOption({ label: "Price: Low to High" });
  await page.getByRole("region", { name: "Recently Sold" }).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]beds=5&baths=&sort=price-asc$/);
  await expect(cards(page).first()).toContainText("$940,000");

  await page.getByRole("button", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL(/\/sold-properties\?sort=price-asc$/);
  await expect(cards(page)).toHaveCount(TOTAL);
  await expect(select(page, "Beds")).toHaveValue("");
  await expect(cards(page).first()).toContainText("1150 Lakeview Dr NE, Unit 204");
  await context.close();
});

test("with scripts the Apply buttons are not shown: choosing applies at once", async ({ page }) => {
  await openGallery(page);
  const applyButtons = page.locator("button").filter({ hasText: /^Apply$/ });
  await expect(applyButtons).toHaveCount(2);
  for (const apply of await applyButtons.all()) await expect(apply).toBeHidden();
});

test("the page cache keeps each order and each beds and baths choice apart, and ignores tracking", async ({ request }) => {
  /** What the server sent: the first card shown (by MLS number), the count, and whether it came from the cache. */
  const served = async (query: string) => {
    const response = await request.get(`/sold-properties${query}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // A hidden card's element starts with `hidden`; a shown one with its part name.
    return {
      cache: response.headers()["x-cache"],
      first: /<li data-sold-gallery="card" data-mls-id="([^"]+)"/.exec(html)?.[1],
      count: /(\d+) propert(?:y|ies)</.exec(html)?.[1],
    };
  };
  const [peninsulaClub, chuckwood, lakeview, concord] = ["4187203", "4177264", "4161735", "4158829"];
  expect(await served("")).toMatchObject({ first: peninsulaClub, count: String(TOTAL) });
  expect(await served("?sort=newest")).toMatchObject({ first: chuckwood, count: String(TOTAL) });
  expect(await served("?sort=price-asc")).toMatchObject({ first: lakeview });
  expect(await served("?beds=5&sort=newest")).toMatchObject({ first: concord, count: "8" });
  expect(await served("?baths=5")).toMatchObject({ first: peninsulaClub, count: "4" });
  expect(await served("?sort=newest&utm_source=newsletter")).toMatchObject({ cache: "HIT", first: chuckwood });
  expect(await served("?sort=bogus&beds=lots")).toMatchObject({ first: peninsulaClub, count: String(TOTAL) });
});

test("the cards draw their beds, baths and size icons from the page's one set of symbols", async ({ page, request }) => {
  await openGallery(page);
  await expect(page.locator('symbol[id^="property-fact-"]')).toHaveCount(3);
  const icons = cards(page).locator('ul[aria-label="Details"] svg');
  await expect(icons).toHaveCount(TOTAL * 3);
  // Each icon is a reference, drawn at 16 px, to a symbol the page holds (decision 046).
  const drawn = await icons.evaluateAll((svgs) =>
    svgs.map((svg) => ({
      symbol: document.querySelector(svg.querySelector("use")?.getAttribute("href") ?? "#none")?.tagName ?? null,
      paths: svg.querySelectorAll("path").length,
      size: `${svg.getBoundingClientRect().width}x${svg.getBoundingClientRect().height}`,
    })),
  );
  expect(new Set(drawn.map(({ symbol, paths }) => `${symbol} ${paths}`))).toEqual(new Set(["symbol 0"]));
  expect(drawn[0]!.size).toBe("16x16");
  // The gallery's markup stays well under the 142 KB it was with a copy of each icon per card.
  expect((await (await request.get("/sold-properties")).body()).length).toBeLessThan(120 * 1024);
});
