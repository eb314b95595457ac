import { test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "../support/accessibility.ts";
import { EVERY_PUBLIC_ROUTE } from "../support/public-pages.ts";

// axe-core's WCAG 2.2 A and AA rules, Label in Name included, on a page of every public route, as a phone and a desktop show it.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of EVERY_PUBLIC_ROUTE) {
      test(`${path} passes axe-core's WCAG 2.2 A and AA rules`, async ({ page }) => {
        await page.goto(path);
        await expectNoAccessibilityViolations(page);
      });
    }
  });
}
