import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated.ts";

/*
 * The public toaster's swipe (spec §9: swipe threshold 20 px, removal delay 200 ms), as the
 * admin's sonner has it: a toast in the bottom-right corner dragged right by 20 px or more is
 * dismissed, a shorter drag snaps back. A missing post's page shows the toast "Post not found".
 */

const MISSING_POST = "/the-lake-advisor/no-such-post";

async function shownToast(page: Page): Promise<Locator> {
  await gotoHydrated(page, MISSING_POST);
  const toast = page.locator("[data-toaster-region='toast']").filter({ hasText: "Post not found" });
  await expect(toast).toBeVisible();
  return toast;
}

async function centreOf(toast: Locator) {
  const box = await toast.boundingBox();
  if (!box) throw new Error("the toast has no box");
  // Left of centre, clear of the close button in the top-right corner.
  return { x: box.x + box.width / 3, y: box.y + box.height / 2 };
}

/** A finger on the touch screen: Chromium turns these into touch pointer events, as on a phone. */
async function touchDrag(page: Page, toast: Locator, distance: number, { lift = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const start = await centreOf(toast);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [start] });
  for (let step = 1; step <= 4; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: start.x + (distance * step) / 4, y: start.y }] });
  }
  if (lift) await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return cdp;
}

test.describe("at 390 px on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a toast swiped right by more than 20 px is dismissed", async ({ page }) => {
    const toast = await shownToast(page);
    await touchDrag(page, toast, 60);
    // Gone after the 200 ms removal delay, long before its 4000 ms would have run out.
    await expect(toast).toHaveCount(0, { timeout: 1000 });
  });

  test("a toast follows the finger and snaps back when dragged less than 20 px", async ({ page }) => {
    const toast = await shownToast(page);
    const cdp = await touchDrag(page, toast, 12, { lift: false });
    await expect(toast).toHaveCSS("transform", "matrix(1, 0, 0, 1, 12, 0)");
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // Released: a dismissal would have marked it at once.
    await expect(toast).toHaveCSS("transform", "none");
    await expect(toast).toBeVisible();
    await expect(toast).not.toHaveAttribute("data-removed");
  });
});

test.describe("at 1280 px with a mouse", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a toast dragged right by more than 20 px is dismissed; a click on it is not a swipe", async ({ page }) => {
    const toast = await shownToast(page);
    const start = await centreOf(toast);
    await page.mouse.click(start.x, start.y);
    // A swipe is judged when the pointer is released, so a dismissal would show at once.
    await expect(toast).not.toHaveAttribute("data-removed");
    await expect(toast).toBeVisible();
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40, start.y, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0, { timeout: 1000 });
  });
});
