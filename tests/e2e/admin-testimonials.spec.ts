import { expect, test, type Page } from "@playwright/test";
import { demoTestimonials } from "../../app/content/demo-testimonials.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from "../support/admin.ts";

/** Issue 16: the agent adds, edits, deletes and reorders testimonials, and picks those on home and on About. */
test.describe.configure({ mode: "serial" });

test.afterEach(async ({ playwright, baseURL }) => {
  // Back to the demo testimonials, so no other journey on this server meets these edits.
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await admin.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin/testimonials" } });
  const form: Record<string, string> = {};
  demoTestimonials.forEach((item, index) => {
    Object.assign(form, {
      [`testimonials[${index}].author`]: item.author,
      [`testimonials[${index}].quote`]: item.quote,
      [`testimonials[${index}].details`]: item.details,
      [`testimonials[${index}].imageUrl`]: item.image,
      [`testimonials[${index}].onAbout`]: "on",
      ...(index < 3 ? { [`testimonials[${index}].onHome`]: "on" } : {}),
    });
  });
  expect((await admin.post("/admin/testimonials", { form })).status()).toBe(200);
  await admin.dispose();
});

const authorsOn = async (page: Page, path: string, band: string) => {
  // A fresh address each time: the browser may keep a public page for a minute (Cache-Control).
  await page.goto(`${path}?visit=${Date.now()}`);
  return page.getByRole("region", { name: band }).locator("figcaption > span > :first-child").allTextContents();
};

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Testimonials" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Testimonials saved" })).toBeVisible();
}

test("reordered testimonials show in the new order on home", async ({ page }) => {
  expect(await authorsOn(page, "/", "What Clients Say")).toEqual(["Caroline & James Whitfield", "David Okafor", "Elena & Marcus Reyes"]);
  await signIn(page, "/admin/testimonials");
  await page.getByRole("button", { name: "Move testimonial from Elena & Marcus Reyes up" }).click();
  await save(page);
  expect(await authorsOn(page, "/", "What Clients Say")).toEqual(["Caroline & James Whitfield", "Elena & Marcus Reyes", "David Okafor"]);
});

test("testimonials are added, chosen for home or About, and deleted", async ({ page }) => {
  await signIn(page, "/admin/testimonials");
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await expect(page.getByRole("region", { name: "6. New testimonial" })).toBeVisible();
  const added = page.getByRole("region", { name: /^6\. / });
  await added.getByLabel("Author").fill("Grace Liu");
  await added.getByLabel("Details").fill("Bought in Cornelius");
  await added.getByLabel("Quote").fill("She found us the cove we had been dreaming of.");
  await added.getByLabel("Show on home").check();
  await page.getByRole("region", { name: "4. Patricia Hale" }).getByLabel("Show on About").uncheck();
  await page.getByRole("button", { name: "Remove testimonial from Tom & Renée Gallagher" }).click();
  await save(page);

  expect(await authorsOn(page, "/", "What Clients Say")).toEqual(["Caroline & James Whitfield", "David Okafor", "Elena & Marcus Reyes", "Grace Liu"]);
  expect(await authorsOn(page, "/about", "In Their Words")).toEqual(["Caroline & James Whitfield", "David Okafor", "Elena & Marcus Reyes", "Grace Liu"]);
  await expect(page.getByText("She found us the cove we had been dreaming of.", { exact: false })).toBeAttached();
});

test("a testimonial without its quote or with a foreign image address is refused, and nothing changes", async ({ page }) => {
  await signIn(page, "/admin/testimonials");
  const first = page.getByRole("region", { name: "1. Caroline & James Whitfield" });
  await first.getByLabel("Quote").fill("  ");
  await first.getByRole("textbox", { name: "Image", exact: true }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save Testimonials" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Please fix the highlighted fields" })).toBeVisible();
  await expect(first.getByText("Quote is required")).toBeVisible();
  await expect(first.getByText("Image: enter a path on this site (starting with /) or an address starting with https://")).toBeVisible();
  await expect(first.getByLabel("Quote")).toBeFocused();
  expect(await authorsOn(page, "/", "What Clients Say")).toEqual(["Caroline & James Whitfield", "David Okafor", "Elena & Marcus Reyes"]);
});

test("an image still uploading when its testimonial is moved fills that testimonial, not the one now in its place", async ({ page }) => {
  await signIn(page, "/admin/testimonials");
  // The upload answers only once the testimonial has moved.
  let answerUpload!: () => void;
  const moved = new Promise<void>((resolve) => (answerUpload = resolve));
  await page.route("**/admin/uploads", async (route) => {
    await moved;
    await route.fulfill({ json: { url: "/media/okafor-portrait/480.webp", width: 480, height: 480 } });
  });
  const image = (region: string) => page.getByRole("region", { name: region }).getByRole("textbox", { name: "Image", exact: true });
  const whitfieldImage = await image("1. Caroline & James Whitfield").inputValue();

  await page
    .getByRole("region", { name: "2. David Okafor" })
    .getByLabel("Upload image")
    .setInputFiles({ name: "okafor.png", mimeType: "image/png", buffer: Buffer.from("not read: the upload is answered by the test") });
  await expect(page.getByRole("region", { name: "2. David Okafor" }).getByText("Uploading...")).toBeVisible();
  await page.getByRole("button", { name: "Move testimonial from David Okafor up" }).click();
  await expect(page.getByRole("region", { name: "1. David Okafor" })).toBeVisible();
  answerUpload();

  await expect(image("1. David Okafor")).toHaveValue("/media/okafor-portrait/480.webp");
  await expect(image("2. Caroline & James Whitfield")).toHaveValue(whitfieldImage);
  await expect(page.getByRole("region", { name: "1. David Okafor" }).getByText("Upload image")).toBeVisible();
});
