import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { siteSettingsSeed } from "../../app/content/site.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from "../support/admin.ts";
import { documentFormFields } from "../support/document-answer.ts";

/** Issue 16, point 2: the media library shows every upload and where it is used, fills any image field, and deletes what nothing uses. */
test.describe.configure({ mode: "serial" });

test.afterEach(async ({ playwright, baseURL }) => {
  // Back to the demo settings, so no other journey on this server meets the logo.
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await admin.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin/settings" } });
  expect((await admin.post("/admin/settings", { form: documentFormFields(siteSettingsSeed) })).status()).toBe(200);
  await admin.dispose();
});

const logo = () =>
  sharp({ create: { width: 900, height: 300, channels: 3, background: "#1f3a4d" } })
    .png()
    .toBuffer();

async function saveSettings(page: Page) {
  await page.getByRole("button", { name: "Save Settings" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
}

test("an upload is listed with where it is used, chosen in another field, and deleted once nothing uses it", async ({ page }) => {
  // Eleven pages and three saves in one journey, no timing asserted: a fresh-clone CI on a slow
  // machine finished every step at the default 30 s and timed out on the last check.
  test.slow();
  const name = `logo-${Date.now()}.png`;
  await signIn(page, "/admin/settings");
  const logoField = page.getByLabel("Logo image", { exact: true });
  await page.getByLabel("Upload logo image").setInputFiles({ name, mimeType: "image/png", buffer: await logo() });
  await expect(logoField).toHaveValue(/^\/media\/[0-9a-f-]{36}\/900\.webp$/);
  const url = await logoField.inputValue();
  await saveSettings(page);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
  const card = page.getByRole("listitem", { name });
  await expect(card).toContainText("900 × 300 px");
  await expect(card).toContainText("in 2 sizes");
  await expect(card.getByRole("link", { name: "Site settings" })).toHaveAttribute("href", "/admin/settings");
  await expect(card.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);

  // The post editor's hero image picks from the library too.
  await page.goto("/admin/lake-advisor/new");
  await page.getByRole("button", { name: "Choose from library for hero image" }).click();
  await page
    .getByRole("dialog", { name: "Media library" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await expect(page.getByRole("dialog", { name: "Media library" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Hero Image" })).toHaveValue(url);
  // The keyboard carries on from the button that opened the library, chosen or closed with Escape.
  const opener = page.getByRole("button", { name: "Choose from library for hero image" });
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Media library" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Media library" })).toHaveCount(0);
  await expect(opener).toBeFocused();
  // And so does the content's Insert Image dialog.
  await page.getByRole("button", { name: "Insert Image" }).click();
  const insertImage = page.getByRole("dialog", { name: "Insert Image" });
  await insertImage.getByRole("button", { name: "Choose from library for content image" }).click();
  await page
    .getByRole("dialog", { name: "Media library" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await expect(insertImage.getByLabel("Image URL")).toHaveValue(url);
  await insertImage.getByLabel("Alt Text").fill("Firm logo");
  await insertImage.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Content (Markdown)" })).toHaveValue(`![Firm logo](${url})`);

  // A sold home's new gallery photo, chosen from the library.
  await page.goto("/admin/sold");
  const home = page.getByRole("main").getByRole("listitem").first().getByRole("link");
  const address = (await home.textContent())!;
  await home.click();
  await page.getByRole("button", { name: "Add gallery photo" }).click();
  await page
    .getByRole("button", { name: /^Choose from library for gallery photo \d+$/ })
    .last()
    .click();
  const library = page.getByRole("dialog", { name: "Media library" });
  await expect(library.getByRole("list", { name: "Uploaded images" })).toBeVisible();
  await library.getByRole("button", { name: new RegExp(name) }).click();
  const gallery = page.getByRole("textbox", { name: /^Gallery photo \d+/ }).last();
  await expect(gallery).toHaveValue(url);
  await page.getByRole("button", { name: "Save Sold Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sold property saved" })).toBeVisible();
  const homePath = new URL(page.url()).pathname;

  await page.goto("/admin/media");
  await expect(card.getByRole("link", { name: "Site settings" })).toBeVisible();
  await expect(card.getByRole("link", { name: `Sold home: ${address}` })).toHaveAttribute("href", homePath);

  // Out of both fields: then nothing uses it.
  await page.goto(homePath);
  await page
    .getByRole("button", { name: /^Remove gallery photo \d+$/ })
    .last()
    .click();
  await page.getByRole("button", { name: "Save Sold Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sold property saved" })).toBeVisible();
  await page.goto("/admin/settings");
  await logoField.fill("");
  await saveSettings(page);

  await page.goto("/admin/media");
  await expect(card).toContainText("Not used");
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this image?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Delete Image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image deleted" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Image deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});

test("a delete is refused, with its message, when the image came into use after the page was shown", async ({ page, baseURL }) => {
  const name = `badge-${Date.now()}.png`;
  await signIn(page, "/admin/settings");
  await page.getByLabel("Upload certification badge image").setInputFiles({ name, mimeType: "image/png", buffer: await logo() });
  const badgeField = page.getByLabel("Certification badge image", { exact: true });
  await expect(badgeField).toHaveValue(/^\/media\/[0-9a-f-]{36}\/900\.webp$/);
  const url = await badgeField.inputValue();

  // Uploaded, not saved: the library shows it unused.
  await page.goto("/admin/media");
  const card = page.getByRole("listitem", { name });
  await expect(card).toContainText("Not used");

  // Meanwhile the settings are saved with it (another tab).
  const saved = await page.request.post("/admin/settings", {
    headers: { Origin: baseURL! },
    form: documentFormFields({ ...siteSettingsSeed, agent: { ...siteSettingsSeed.agent, certificationBadgeUrl: url } }),
  });
  expect(saved.status()).toBe(200);

  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "This image is in use, so it was not deleted" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Site settings" })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(200);
});

for (const javaScriptEnabled of [true, false]) {
  test(`the library's Upload adds an image${javaScriptEnabled ? "" : ", without JavaScript too"}; a file that is no image is refused with its reason`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await signIn(page, "/admin/media");
    const name = `dock-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}.png`;
    const upload = page.getByRole("form", { name: "Upload an image" });
    await upload.getByLabel("Image to upload").setInputFiles({ name, mimeType: "image/png", buffer: await logo() });
    await upload.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Image uploaded" })).toBeVisible();
    await expect(page.getByRole("listitem", { name })).toContainText("900 × 300 px");
    await expect(page.getByRole("listitem", { name })).toContainText("Not used");

    await upload.getByLabel("Image to upload").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await upload.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /Only image files can be uploaded|Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded|could not be read/ }),
    ).toBeVisible();
    await expect(page.getByRole("listitem", { name: "notes.png" })).toHaveCount(0);
    await context.close();
  });
}
