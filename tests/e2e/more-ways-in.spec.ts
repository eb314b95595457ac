import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated.ts";

/** Issue 15 point 8: more ways for a visitor to reach the agent. */

const bar = (page: Page) => page.getByRole("navigation", { name: "Call, text or contact" });

for (const javaScript of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });

    test("a bar at the bottom calls, texts or opens the contact dialog, steps aside for dialogs and never covers the page", async ({ page }) => {
      await (javaScript ? gotoHydrated(page, "/about") : page.goto("/about"));
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+17045550142");
      await expect(bar(page).getByRole("link", { name: "Text" })).toHaveAttribute("href", "sms:+17045550142");
      const box = await bar(page).boundingBox();
      expect(box!.y + box!.height).toBe(844);

      // The end of the page scrolls clear of the bar. Sections drawn as they near the viewport take
      // their real height then, so the end is scrolled to until it stays put.
      await page.keyboard.press("End");
      const last = page.getByRole("contentinfo").getByText(/All rights reserved/);
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const text = await last.boundingBox();
        expect(text!.y + text!.height).toBeLessThanOrEqual(box!.y);
      }).toPass();

      await bar(page).getByRole("button", { name: "Contact" }).click();
      const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
      await expect(dialog).toBeVisible();
      await expect(bar(page)).toBeHidden();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(bar(page)).toBeVisible();
    });
  });
}

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("there is no bar: the header has the contact button and the footer the phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(bar(page)).toBeHidden();
  });

  test("the blog list and every post end with the newsletter form and a visible link to the RSS feed", async ({ page }) => {
    await gotoHydrated(page, "/the-lake-advisor");
    const listNewsletter = page.getByRole("region", { name: /in your inbox/ });
    await expect(listNewsletter.getByRole("form", { name: "Newsletter sign-up" })).toBeVisible();
    await expect(listNewsletter.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/the-lake-advisor/rss.xml");

    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/the-lake-advisor\/[a-z0-9-]+$/);
    const postNewsletter = page.getByRole("region", { name: /in your inbox/ });
    await expect(postNewsletter.getByRole("form", { name: "Newsletter sign-up" })).toBeVisible();
    const rss = postNewsletter.getByRole("link", { name: "RSS feed" });
    await expect(rss).toBeVisible();
    const feed = await page.request.get((await rss.getAttribute("href"))!);
    expect(feed.headers()["content-type"]).toContain("xml");
  });
});
