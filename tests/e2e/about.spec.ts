import { expect, test, type Page } from "@playwright/test";
import { startHeldPageProxy } from "../support/held-page-proxy.ts";
import { gotoHydrated } from "../support/hydrated.ts";
import { siteSettingsSeed } from "../../app/content/site.ts";

const QUOTES = [
  "Meredith staged our Peninsula home herself",
  "Relocating from Chicago, we knew nothing about Lake Norman",
  "Her negotiating was calm, precise and relentless",
  "After thirty years in our Myers Park home",
  "We interviewed four agents",
];

async function openAbout(page: Page) {
  await gotoHydrated(page, "/about");
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`about at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("tells Meredith's story with the three value blocks, credentials and sales claims", async ({ page }) => {
      await openAbout(page);
      await expect(page).toHaveTitle("About Meredith Vance | Lakefront");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Meredith Vance");
      await expect(main.getByRole("img", { name: "Portrait of Meredith Vance" })).toBeVisible();

      const values = page.getByRole("region", { name: "How Meredith Works" });
      await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Communication", "You Matter", "Results That Count"]);

      const record = page.getByRole("region", { name: "Results From Day One" });
      await expect(record.getByText("Over $7 million sold in year one", { exact: true })).toBeVisible();
      await expect(record.getByText("Over $17 million sold in the first nine months of year two", { exact: true })).toBeVisible();
      for (const stat of siteSettingsSeed.homeStats) await expect(record.getByText(stat.value, { exact: true })).toBeVisible();

      const credentials = page.getByRole("region", { name: "Credentials" });
      await expect(credentials.getByText(siteSettingsSeed.agent.certification)).toBeVisible();
      await expect(credentials.getByText("25+ years of experience")).toBeVisible();
      await expect(credentials.getByText(siteSettingsSeed.firm.name, { exact: true })).toBeVisible();
    });

    test("the five-testimonial carousel starts at the second and wraps both ways", async ({ page }) => {
      await openAbout(page);
      const carousel = page.getByRole("region", { name: "Client testimonials" });
      const quote = (index: number) => carousel.getByText(QUOTES[index]!);
      await expect(carousel.getByRole("button", { name: /^Show testimonial/ })).toHaveCount(5);

      await expect(quote(1)).toBeVisible();
      await expect(quote(0)).toBeHidden();
      await expect(carousel.getByRole("group", { name: "2 of 5" })).toBeVisible();
      await expect(carousel.getByRole("button", { name: "Show testimonial 2", exact: true })).toHaveAttribute("aria-current", "true");

      const previous = carousel.getByRole("button", { name: "Previous testimonial" });
      await previous.click();
      await expect(quote(0)).toBeVisible();
      await previous.click();
      await expect(quote(4)).toBeVisible();
      await carousel.getByRole("button", { name: "Next testimonial" }).click();
      await expect(quote(0)).toBeVisible();
      await carousel.getByRole("button", { name: "Show testimonial 4", exact: true }).click();
      await expect(quote(3)).toBeVisible();
      await expect(quote(0)).toBeHidden();
    });

    test("the call to action opens the Work With Meredith dialog", async ({ page }) => {
      await openAbout(page);
      const button = page.getByRole("region", { name: "Start With a Conversation" }).getByRole("button", { name: "Work With Meredith" });
      const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
      await button.click();
      await expect(dialog).toBeVisible();
    });
  });
}

test.describe("a tap while the page is arriving", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Issue 33: a tap on an opener that arrived before its dialog was lost. The page stops short of
  // the phone bar (and the dialog, where it came after it) until the tap is made.
  test("the call to action tapped before the rest of the page has arrived opens the dialog", async ({ page, baseURL }) => {
    const proxy = await startHeldPageProxy(baseURL!, "/about", '<nav aria-label="Call, text or contact"');
    try {
      await page.goto(`${proxy.origin}/about`, { waitUntil: "commit" });
      const button = page.getByRole("region", { name: "Start With a Conversation" }).getByRole("button", { name: "Work With Meredith" });
      await button.click();
      proxy.release();
      await expect(page.getByRole("dialog", { name: "Work With Meredith" })).toBeVisible();
    } finally {
      await proxy.close();
    }
  });
});

test.describe("about before its script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the carousel's second testimonial, so nothing shifts when the script starts", async ({ page }) => {
    await page.goto("/about");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await expect(carousel.getByText(QUOTES[1]!)).toBeVisible();
    await expect(carousel.getByText(QUOTES[0]!)).toBeHidden();
    await expect(carousel.getByRole("button", { name: "Show testimonial 2", exact: true })).toHaveAttribute("aria-current", "true");
  });
});
