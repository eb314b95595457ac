import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/admin.ts";

/**
 * Issue 33, point 6: with JavaScript off, every admin button either works as a form (it posts and
 * comes back with its message) or is replaced by a line saying it needs JavaScript; issue 34: the
 * document forms' list buttons are forms too.
 */

test.describe.configure({ mode: "parallel" });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** A signed-in browser context without JavaScript, signed in with it (as the admin tests do). */
async function withoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const signedIn = await browser.newContext({ baseURL });
  await signIn(await signedIn.newPage(), "/admin/lake-advisor");
  const storageState = await signedIn.storageState();
  await signedIn.close();
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState });
  return plain.newPage();
}

const logo = () =>
  sharp({ create: { width: 900, height: 300, channels: 3, background: "#1f3a4d" } })
    .png()
    .toBuffer();

const valuesOf = (fields: Locator) => fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("the post list's Delete works without JavaScript and comes back to the same view with its message", async ({ browser, baseURL }) => {
  const title = `No Script Delete ${Date.now()}`;
  const withScript = await browser.newContext({ baseURL });
  const editor = await withScript.newPage();
  await signIn(editor, "/admin/lake-advisor/new");
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await editor.getByRole("textbox", { name: "Excerpt", exact: true }).fill("A post to delete without JavaScript.");
  await editor.getByRole("textbox", { name: "Content (Markdown)" }).fill("Short-lived.");
  await editor.getByRole("button", { name: "Publish Post" }).click();
  await expect(editor).toHaveURL(/\/admin\/lake-advisor$/);
  await withScript.close();

  const page = await withoutJavaScript(browser, baseURL);
  const view = `/admin/lake-advisor?q=${encodeURIComponent("No Script Delete")}`;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(view);
    await expect(page.getByRole("listitem", { name: title })).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    await page.screenshot({ path: test.info().outputPath(`post-list-no-script-${viewport.width}.png`), fullPage: true });
  }
  await page
    .getByRole("listitem", { name: title })
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor\?q=No\+Script\+Delete&done=deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Post deleted successfully" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
  await page.context().close();
});

test("the media library's Delete works without JavaScript and says so", async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL);
  const name = `no-script-${Date.now()}.png`;
  await page.goto("/admin/media");
  const upload = page.getByRole("form", { name: "Upload an image" });
  await upload.getByLabel("Image to upload").setInputFiles({ name, mimeType: "image/png", buffer: await logo() });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  const card = page.getByRole("listitem", { name });
  await expect(card).toContainText("Not used");
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await noSidewaysScroll(page, viewport.width);
    await page.screenshot({ path: test.info().outputPath(`media-no-script-${viewport.width}.png`), fullPage: true });
  }
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image deleted" })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.context().close();
});

test("list items are added, moved and removed without JavaScript, and the form keeps what was typed (issue 34)", async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/settings");
    const offices = page.getByRole("group", { name: /^Office \d+$/ });
    const before = await offices.count();
    await page.getByRole("button", { name: "Add office" }).click();
    await expect(offices).toHaveCount(before + 1);
    await page
      .getByRole("group", { name: `Office ${before + 1}` })
      .getByLabel("Name")
      .fill("Cornelius");
    await page.getByRole("button", { name: `Move office ${before + 1} up` }).click();
    await expect(page.getByRole("group", { name: `Office ${before}` }).getByLabel("Name")).toHaveValue("Cornelius");
    await page.getByRole("button", { name: "Remove office Cornelius" }).click();
    await expect(offices).toHaveCount(before);
    await expect.poll(() => valuesOf(page.getByRole("textbox", { name: "Name", exact: true }))).not.toContain("Cornelius");
    await noSidewaysScroll(page, viewport.width);
    await page.screenshot({ path: test.info().outputPath(`settings-no-script-${viewport.width}.png`), fullPage: true });
  }

  // A sold home added with its gallery put together without JavaScript.
  await page.goto("/admin/sold/new");
  await page.getByLabel("MLS number").fill("NOJS-4410");
  await page.getByLabel("Address").fill("18 Without Script Ln");
  await page.getByLabel("City").fill("Cornelius");
  await page.getByLabel("Sale price").fill("1,480,000");
  await page.getByLabel("Listing brokerage").fill("Lakefront Luxury Group");
  await page.getByLabel("Beds").fill("4");
  await page.getByLabel("Baths").fill("3.5");
  await page.getByLabel("Square feet").fill("3900");
  for (const url of ["/images/sold/one.jpg", "/images/sold/two.jpg", "/images/sold/three.jpg"]) {
    await page.getByRole("button", { name: "Add gallery photo" }).click();
    await page
      .getByRole("textbox", { name: /^Gallery photo \d+$/ })
      .last()
      .fill(url);
  }
  await page.getByRole("button", { name: "Move gallery photo 3 up" }).click();
  await page.getByRole("button", { name: "Remove gallery photo 1" }).click();
  await expect.poll(() => valuesOf(page.getByRole("textbox", { name: /^Gallery photo \d+$/ }))).toEqual(["/images/sold/three.jpg", "/images/sold/two.jpg"]);
  await expect(page.getByLabel("Address")).toHaveValue("18 Without Script Ln");
  await page.getByRole("button", { name: "Add Sold Property" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Sold property added" })).toBeVisible();
  await expect.poll(() => valuesOf(page.getByRole("textbox", { name: /^Gallery photo \d+$/ }))).toEqual(["/images/sold/three.jpg", "/images/sold/two.jpg"]);
  await page.context().close();
});
