import { expect, test } from "@playwright/test";

/** Issue 16: each sold home has its own page, linked from its card. */
test("a sold card's address opens the home's own page: photos, sale, facts, listing brokerage, disclaimer, inquiry and JSON-LD", async ({ page }) => {
  await page.goto("/sold-properties");
  await page.getByRole("article").filter({ hasText: "18612 Peninsula Club Dr" }).getByRole("link", { name: "18612 Peninsula Club Dr" }).click();
  await expect(page).toHaveURL("/sold-properties/4187203");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("18612 Peninsula Club Dr");
  await expect(page.getByText("$3,120,000")).toBeVisible();
  await expect(page.getByText(/^Sold · \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Details" })).toContainText("6 beds");
  await expect(page.getByText("Listing courtesy of Lakefront Luxury Group")).toBeVisible();
  await expect(page.getByText(/^Sold data: Canopy MLS, closings in \w+ \d{4}\./)).toContainText(
    "Properties may be listed or sold by various participants of the MLS.",
  );
  await expect(page.getByRole("img", { name: "18612 Peninsula Club Dr, Cornelius" })).toBeVisible();

  const listing = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "{}"))
      .find((data) => data["@type"] === "RealEstateListing"),
  );
  expect(listing).toMatchObject({
    name: "18612 Peninsula Club Dr, Cornelius",
    offers: { price: 3_120_000, priceCurrency: "USD" },
    about: { numberOfBedrooms: 6 },
  });

  // Issue 33: a closed sale is no listing to be interested in; the visitor asks about homes like it.
  await page.getByRole("button", { name: "Ask About Homes Like This: 18612 Peninsula Club Dr, Cornelius" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask About Homes Like This" });
  await expect(dialog).toContainText("18612 Peninsula Club Dr, Cornelius");
  await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue("I'd like to hear about homes like 18612 Peninsula Club Dr, Cornelius.");
});

test("the home page's sold cards link to the homes' pages, and an unknown MLS number is a 404", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("region", { name: "Recently Sold" }).getByRole("link", { name: "1847 Queens Rd W" }).click();
  await expect(page).toHaveURL("/sold-properties/4172958");
  const missing = await page.goto("/sold-properties/0000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sold Property Not Found" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Ask About Homes Like This opens the inquiry dialog about the home", async ({ page }) => {
    await page.goto("/sold-properties/4187203");
    await page.getByRole("button", { name: "Ask About Homes Like This: 18612 Peninsula Club Dr, Cornelius" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask About Homes Like This" });
    await expect(dialog).toContainText("18612 Peninsula Club Dr, Cornelius");
    await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue("I'd like to hear about homes like 18612 Peninsula Club Dr, Cornelius.");
  });
});
