import { expect, test } from "@playwright/test";

/** A seeded post with a link to Duke Energy and a WARNING callout (seed/demo-posts.ts). */
const DOCK_POST = "/the-lake-advisor/buying-a-lake-home-with-a-dock-duke-energy-permits";
const DUKE_LAKES = "https://www.duke-energy.com/community/lakes";
/** Seeded posts with each type of callout, all written in the emoji form. */
const CALLOUT_POSTS = [
  { type: "info", path: "/the-lake-advisor/what-drives-waterfront-home-prices-lake-norman" },
  { type: "warning", path: DOCK_POST },
  { type: "success", path: "/the-lake-advisor/staging-a-lake-home-to-sell" },
] as const;
const EMOJI = /\p{Extended_Pictographic}|\uFE0F/u;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`A post's content at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("a link that leaves the site opens in a new tab without the opener; the post stays open", async ({ page, context }) => {
      await context.route(`${DUKE_LAKES}*`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Duke Energy lakes</title>" }));
      await page.goto(DOCK_POST);
      const duke = page.locator("article.prose-lake").getByRole("link", { name: "Duke Energy lakes page" });
      await expect(duke).toHaveAttribute("href", DUKE_LAKES);
      await expect(duke).toHaveAttribute("target", "_blank");
      await expect(duke).toHaveAttribute("rel", "noopener noreferrer");

      const [popup] = await Promise.all([page.waitForEvent("popup"), duke.click()]);
      await expect(popup).toHaveURL(DUKE_LAKES);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect(page).toHaveURL(DOCK_POST);
    });

    test("callouts show an SVG icon and the upper-cased type, and no emoji", async ({ page }) => {
      for (const { type, path } of CALLOUT_POSTS) {
        await page.goto(path);
        const callout = page.locator(`article.prose-lake blockquote[data-callout="${type}"]`).first();
        const icon = callout.locator("svg");
        await expect(icon).toBeVisible();
        await expect(icon).toHaveAttribute("aria-hidden", "true");
        const label = callout.locator("strong").first();
        await expect(label).toHaveText(type.toUpperCase());
        const text = await callout.textContent();
        expect(text).toMatch(new RegExp(`^\\s*${type.toUpperCase()}\\b`));
        expect(text).not.toMatch(EMOJI);

        // The icon sits before the label, on its line, and the text stays inside the callout.
        const [iconBox, labelBox, calloutBox] = await Promise.all([icon.boundingBox(), label.boundingBox(), callout.boundingBox()]);
        expect(iconBox!.x + iconBox!.width).toBeLessThanOrEqual(labelBox!.x);
        expect(Math.abs(iconBox!.y + iconBox!.height / 2 - (labelBox!.y + labelBox!.height / 2))).toBeLessThan(4);
        expect(labelBox!.x).toBeGreaterThan(calloutBox!.x);
      }
    });
  });
}

test("the feed's posts carry the same new-tab links and emoji-free callouts", async ({ request }) => {
  const feed = await (await request.get("/the-lake-advisor/rss.xml")).text();
  expect(feed).toContain(`<a href="${DUKE_LAKES}" target="_blank" rel="noopener noreferrer">Duke Energy lakes page</a>`);
  expect(feed).toContain('<blockquote data-callout="warning">');
  expect(feed).not.toMatch(EMOJI);
});
