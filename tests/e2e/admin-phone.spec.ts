import { expect, test } from "@playwright/test";
import { signIn } from "../support/admin.ts";

/** Issue 33, point 7: on a phone, the admin's header and navigation leave two thirds of the screen to the page. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of ["/admin", "/admin/lake-advisor", "/admin/leads", "/admin/settings", "/admin/media"]) {
  test(`the admin's header takes at most a third of a phone's screen on ${path}`, async ({ page }) => {
    await signIn(page, path);
    const header = page.getByRole("banner");
    const box = await header.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844 / 3);
    // Every section and the way out stay on screen.
    for (const name of ["Home", "Blog", "Leads", "Settings", "Account"])
      await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
    // The brand and the account's controls share one line without overlapping.
    const brand = await page.getByRole("link", { name: /, admin home$/ }).boundingBox();
    const viewSite = await page.getByRole("banner").getByRole("link", { name: "View site" }).boundingBox();
    expect(brand!.x + brand!.width).toBeLessThanOrEqual(viewSite!.x);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });
}
