import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/admin.ts";

/**
 * Issue 33, point 6: with JavaScript off, every admin button either works as a form (it posts and
 * comes back with its message) or is replaced by a line saying it needs JavaScript.
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

test("list buttons that need JavaScript say so instead of doing nothing", async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL);
  const needs = (items: string) =>
    page.getByText(`Adding, moving and removing ${items} need JavaScript, which is off in this browser; the rest of the form saves without it.`);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/testimonials");
    await expect(needs("testimonials")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add testimonial" })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Move .* (up|down)$|^Remove / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save Testimonials" }).first()).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    await page.screenshot({ path: test.info().outputPath(`testimonials-no-script-${viewport.width}.png`), fullPage: true });

    await page.goto("/admin/sold/new");
    await expect(needs("gallery photos")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add gallery photo" })).toBeHidden();
    await noSidewaysScroll(page, viewport.width);
  }
  await page.context().close();
});
