import { expect, test } from "@playwright/test";
import { siteSettingsSeed } from "../../app/content/site.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone the menu collapses, holds every item and closes when a link is tapped", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.tap();

  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  for (const label of ["ABOUT", "NEIGHBORHOODS", "THE LAKE ADVISOR", "SOLD PROPERTIES"]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("button", { name: "SEARCH LAKE NORMAN" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "WORK WITH MEREDITH" })).toBeVisible();

  await menu.getByRole("link", { name: "THE LAKE ADVISOR" }).tap();
  await expect(page).toHaveURL("/the-lake-advisor");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "The Lake Advisor" })).toBeVisible();
});

test("the toggle's state and name change as the menu opens and closes, not a moment after", async ({ page }) => {
  await page.goto("/");
  // The script has started: it gives the toggle its state.
  await page.locator('[aria-controls="mobile-menu"][aria-expanded="false"]').waitFor({ state: "attached" });
  // Read in the same task as the click, as a screen reader reading then would: the state, and the
  // name's text that is shown (innerText leaves out what CSS hides).
  const stateRightAfterClick = () =>
    page.evaluate(() => {
      const toggle = document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;
      toggle.click();
      return [toggle.getAttribute("aria-expanded"), toggle.innerText.trim()];
    });
  const toggle = page.locator('[aria-controls="mobile-menu"]');
  expect(await stateRightAfterClick()).toEqual(["true", "Close menu"]);
  await expect(toggle).toHaveAccessibleName("Close menu");
  expect(await stateRightAfterClick()).toEqual(["false", "Open menu"]);
  await expect(toggle).toHaveAccessibleName("Open menu");
});

test("Escape closes the menu and gives focus back to its toggle", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
  await toggle.tap();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "ABOUT" }).focus();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  const closedToggle = page.getByRole("button", { name: "Open menu" });
  await expect(closedToggle).toHaveAttribute("aria-expanded", "false");
  await expect(closedToggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
});

test("without JavaScript the menu opens, holds every item, leads to its pages and closes on a tap outside", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  for (const label of ["ABOUT", "NEIGHBORHOODS", "THE LAKE ADVISOR", "SOLD PROPERTIES"]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  // Below the header, not over it.
  const header = await page.locator("header").first().boundingBox();
  expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  // A tap outside (on the header beside the logo, where nothing else answers it) closes it; so does Escape.
  await page.mouse.click(300, 40);
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).tap();
  await menu.getByRole("link", { name: "SOLD PROPERTIES" }).click();
  await expect(page).toHaveURL("/sold-properties");
  await context.close();
});

test("SEARCH LAKE NORMAN opens the narrow property search in a large modal", async ({ page }) => {
  await page.goto("/about");
  const searchFrame = page.locator("dialog#search-dialog iframe");
  await expect(searchFrame).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "SEARCH LAKE NORMAN" }).tap();

  const modal = page.getByRole("dialog", { name: "Search Lake Norman" });
  await expect(modal).toBeVisible();
  // Focus on the modal itself, not in the cross-origin frame where Escape would not reach it.
  await expect(modal).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  const frame = modal.locator("iframe");
  // The menu is a small screen's, so it opens the search page made for small screens (spec §2).
  await expect(frame).toHaveAttribute("src", siteSettingsSeed.propertySearch.embedUrl);
  await expect(frame).toHaveAttribute("title", "Lake Norman property search");
  const box = await modal.boundingBox();
  expect(box!.width).toBeGreaterThan(390 * 0.9);
  expect(box!.height).toBeGreaterThan(844 * 0.85);
  await modal.getByRole("button", { name: "Close" }).tap();
  await expect(modal).toBeHidden();
  // The frame exists only while the modal is open; focus is back on the menu's toggle.
  await expect(searchFrame).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("WORK WITH MEREDITH in the mobile menu opens the contact dialog", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "WORK WITH MEREDITH" }).tap();
  await expect(page.getByRole("dialog", { name: "Work With Meredith" })).toBeVisible();
});

test("the footer stays readable on a phone, without sideways scrolling", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(page.locator("footer").getByRole("button", { name: "CONTACT" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
