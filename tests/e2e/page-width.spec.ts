import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated.ts";
import { EVERY_PUBLIC_ROUTE } from "../support/public-pages.ts";

/** Issue 33: no public page scrolls sideways, from the narrowest phone to a tablet. */
for (const path of EVERY_PUBLIC_ROUTE) {
  test(`${path} is no wider than the window at 320, 390 and 768 px`, async ({ page }) => {
    for (const width of [320, 390, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, path);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
        // A button or link wider than the window is cut off by a section that hides its overflow.
        tooWide: [...document.querySelectorAll("main a, main button")]
          .filter((element) => element.getBoundingClientRect().width > window.innerWidth)
          .map((element) => element.textContent?.trim()),
      }));
      expect(widths.page, `${path} at ${width} px`).toBeLessThanOrEqual(widths.window);
      expect(widths.tooWide, `${path} at ${width} px`).toEqual([]);
    }
  });
}

test.describe("on a phone", () => {
  // A phone lays out a page wider than its screen at the page's width, and zooms out to show it.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the phone bar's Contact button on /sold-properties is inside the screen and opens the contact dialog", async ({ page }) => {
    await gotoHydrated(page, "/sold-properties");
    const contact = page.getByRole("navigation", { name: "Call, text or contact" }).getByRole("button", { name: "Contact" });
    const box = await contact.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(await page.evaluate(() => window.visualViewport!.width));
    await contact.tap();
    await expect(page.getByRole("dialog", { name: "Work With Meredith" })).toBeVisible();
  });
});
