import { expect, test } from "@playwright/test";
import { siteSettingsSeed } from "../../app/content/site.ts";
import { PUBLIC_PAGES } from "../support/public-pages.ts";

/**
 * Issue 16: what North Carolina and the MLS require is on the page — the brokerage firm's name and
 * license in every footer and the contact dialog, the Equal Housing Opportunity logo and statement,
 * MLS disclaimers under sold homes and market statistics, and the listing brokerage on every card.
 */
const { firm, agent, compliance } = siteSettingsSeed;
const PARTICIPANTS = "Properties may be listed or sold by various participants of the MLS.";

for (const path of [...PUBLIC_PAGES, "/home-value"]) {
  test(`${path} names the firm with its license and carries the Equal Housing Opportunity logo and statement`, async ({ page }) => {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`${firm.name} · ${firm.licenseNumber} · ${agent.name}, ${agent.licenseNumber}`);
    await expect(footer.getByRole("img", { name: "Equal Housing Opportunity logo" })).toBeVisible();
    await expect(footer).toContainText(`Equal Housing Opportunity. ${compliance.equalHousingStatement}`);
  });
}

test("the contact dialog names the broker with her license and the firm with its license", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("button", { name: "CONTACT" }).click();
  await expect(page.getByRole("dialog", { name: `Work With ${agent.firstName}` })).toContainText(
    `${agent.name} · ${agent.licenseNumber}, ${firm.name} · ${firm.licenseNumber}`,
  );
});

test("/sold-properties carries the MLS disclaimer with its source and dates, and every card its listing brokerage", async ({ page }) => {
  await page.goto("/sold-properties");
  const disclaimer = page.getByText(/^Sold data: Canopy MLS, closings from \w+ \d{4} through \w+ \d{4}\./);
  await expect(disclaimer).toBeVisible();
  await expect(disclaimer).toContainText(compliance.mlsDisclaimer);
  await expect(disclaimer).toContainText(PARTICIPANTS);
  const cards = page.getByRole("article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(20);
  for (let index = 0; index < count; index += 1) await expect(cards.nth(index)).toContainText(/Listing courtesy of \S/);
});

test("every Market Snapshot carries the MLS disclaimer, and every home for sale its listing brokerage", async ({ page }) => {
  await page.goto("/neighborhood/davidson");
  const snapshot = page.getByRole("region", { name: "Market Snapshot" });
  await expect(snapshot).toContainText(`Market figures: Canopy MLS, ${compliance.marketDataPeriod}. ${compliance.mlsDisclaimer} ${PARTICIPANTS}`);
  const listings = page.getByRole("region", { name: "Homes for Sale" }).getByRole("article");
  await expect(listings.first()).toBeVisible();
  for (const listing of await listings.all()) await expect(listing).toContainText(/Listing courtesy of \S/);
});

test("the home page's sold cards name their listing brokerage, and carry the MLS disclaimer with the dates of their closings", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Recently Sold" });
  const sold = section.getByRole("article");
  await expect(sold.first()).toBeVisible();
  for (const card of await sold.all()) await expect(card).toContainText(/Listing courtesy of \S/);
  // The six featured closed between March 2024 and June 2026; the whole gallery's span is longer.
  await expect(
    section.getByText(`Sold data: ${compliance.mlsName}, closings from March 2024 through June 2026. ${compliance.mlsDisclaimer} ${PARTICIPANTS}`, {
      exact: true,
    }),
  ).toBeVisible();
});
