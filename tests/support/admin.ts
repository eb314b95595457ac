import { expect, type Page } from "@playwright/test";

/** The administrator the browser-test server creates at start-up (playwright.config.ts). */
export const ADMIN_EMAIL = "admin@lakefront.test";
export const ADMIN_PASSWORD = "correct horse battery staple";

/** Signs in through the real form and waits until the page is at `redirectTo`. */
export async function signIn(page: Page, redirectTo = "/admin/lake-advisor") {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(redirectTo);
}
