import { expect, test } from "@playwright/test";

test("the privacy policy and terms are complete", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy & Terms of Use" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Terms of Use" })).toBeVisible();
  await expect(page.getByText("Effective date: October 1, 2025")).toBeVisible();
  await expect(page.getByText(/not directed at children under 13/)).toBeVisible();
  await expect(page.getByText(/governed by the laws of Iredell County, NC/)).toBeVisible();
  // Issue 37: what the site counts, that no cookie is used for it, and why GPC and DNT need nothing.
  await expect(page.getByRole("heading", { level: 3, name: "Visitor statistics, without cookies" })).toBeVisible();
  await expect(page.getByText(/No cookie, local storage or third-party service is used for any of this/)).toBeVisible();
  await expect(page.getByText(/Global Privacy Control or Do Not Track signal needs no special handling/)).toBeVisible();

  const hero = page.locator("section img").first();
  await expect(hero).toHaveAttribute("src", "/images/site/privacy-hero.svg");
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const contact = page.locator("article address");
  await expect(contact).toContainText("Meredith Vance");
  await expect(contact.getByRole("link", { name: "(704) 555-0142" })).toBeVisible();
  await expect(contact.getByRole("link", { name: "hello@lakefrontnc.com" })).toBeVisible();
});
