import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/admin.ts";
import { LINK_DESTINATION_MESSAGES } from "#app/lib/link-destination.ts";

/** Each test writes its own posts, so runs in parallel never meet. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const content = (page: Page) => page.getByRole("textbox", { name: "Content (Markdown)" });
const publishButton = (page: Page) => page.getByRole("button", { name: "Publish Post" });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function openEditor(page: Page, path = "/admin/lake-advisor/new") {
  await signIn(page, path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Fills what Publish requires. */
async function fillPublishable(page: Page, title: string, body = "Lake Norman has 520 miles of shoreline.") {
  await field(page, "Title").fill(title);
  await field(page, "Excerpt").fill(`Excerpt of ${title}.`);
  await content(page).fill(body);
}

/** Publishes a new post through the editor and returns its title and slug, back on the list. */
async function publishNewPost(page: Page, label: string) {
  const title = unique(label);
  await openEditor(page);
  await fillPublishable(page, title);
  await publishButton(page).click();
  await expect(toasts(page).getByText("Post published successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
  return { title, slug: slugOf(title) };
}

test.describe.configure({ mode: "parallel" });

test("journey: create, publish, see it public, edit, autosave, reload, delete", async ({ page, context }) => {
  test.setTimeout(60_000);
  const title = unique("Dock Permits Explained");
  const slug = slugOf(title);
  await signIn(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();
  await expect(field(page, "Author Name")).toHaveValue("Meredith Vance");

  await fillPublishable(page, title, "## Before you build\n\nEvery dock on Lake Norman needs a **Duke Energy** permit.");
  await page.getByRole("group", { name: "Suggested categories" }).getByRole("button", { name: "Real Estate Tips" }).click();
  await field(page, "Tags").fill("docks");
  await field(page, "Tags").press("Enter");
  await publishButton(page).click();

  const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Post published successfully!" });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
  const [publicPage] = await Promise.all([context.waitForEvent("page"), toast.getByRole("button", { name: "View Post" }).click()]);
  await publicPage.waitForLoadState();
  expect(new URL(publicPage.url()).pathname).toBe(`/the-lake-advisor/${slug}`);
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(publicPage.getByRole("heading", { name: "Before you build" })).toBeVisible();
  await expect(publicPage.getByText("Real Estate Tips").first()).toBeVisible();
  await publicPage.close();

  // Edit: typing is saved 3 s later without any click.
  const item = page.getByRole("listitem", { name: title });
  await expect(item.getByText("Published", { exact: true })).toBeVisible();
  await item.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Last saved" })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().includes("/edit.data") && response.request().method() === "POST");
  await content(page).press("ControlOrMeta+End");
  await content(page).pressSequentially("\n\nPermits take about six weeks.");
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(content(page)).toHaveValue(/Permits take about six weeks\.$/);

  // The public page (asked past the browser's cache, which may keep it for a minute) has the change.
  const publicAgain = await page.request.get(`/the-lake-advisor/${slug}`);
  expect(await publicAgain.text()).toContain("Permits take about six weeks.");

  // Delete it from the list.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
  await page
    .getByRole("listitem", { name: title })
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Post" }).click();
  await expect(toasts(page).getByText("Post deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
  const gone = await page.request.get(`/the-lake-advisor/${slug}`);
  expect(gone.status()).toBe(404);
});

test("typing into an existing post and waiting 3.5 s persists the change without a click", async ({ page }) => {
  const { title } = await publishNewPost(page, "Autosave Target");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  const excerpt = field(page, "Excerpt");
  // The autosave comes 3 s after the last change, without a click.
  const saved = page.waitForResponse((response) => response.request().method() !== "GET" && response.ok(), { timeout: 8_000 });
  await excerpt.fill("A new excerpt, typed and left alone.");
  await saved;
  await expect(page.getByRole("status").filter({ hasText: "Last saved" })).toBeVisible();
  await page.reload();
  await expect(field(page, "Excerpt")).toHaveValue("A new excerpt, typed and left alone.");
});

test("autosave never runs two saves at once and never loses a keystroke typed during a save", async ({ page }) => {
  test.setTimeout(45_000);
  // The page's clock runs on its own, and is moved on past the quiet period while a save is held.
  await page.clock.install();
  const { title } = await publishNewPost(page, "Slow Save");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  // The first save is held until the next quiet period has passed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let saves = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  await page.route("**/edit.data*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    saves++;
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    if (saves === 1) await released;
    const response = await route.fetch();
    inFlight--;
    await route.fulfill({ response });
  });
  await field(page, "SEO Title").fill("First");
  await expect(page.getByText("Saving...")).toBeVisible({ timeout: 5_000 });
  await field(page, "SEO Title").pressSequentially(" and second");
  await page.clock.runFor(4_000);
  await expect(page.getByText("Saving...")).toBeVisible();
  release();
  await expect.poll(() => saves, { timeout: 15_000 }).toBe(2);
  await expect.poll(() => inFlight, { timeout: 10_000 }).toBe(0);
  await expect(page.getByText("Saving...")).toHaveCount(0);
  expect(mostInFlight).toBe(1);
  await page.reload();
  await expect(field(page, "SEO Title")).toHaveValue("First and second");
});

test("Publish shows each validation message and a toast, and saves nothing", async ({ page }) => {
  await openEditor(page);
  await expect(page.getByRole("button", { name: "Save Draft" })).toBeDisabled();
  await expect(page.getByText("Not saved yet")).toBeVisible();
  await publishButton(page).click();
  await expect(toasts(page).getByText("Please fix validation errors")).toBeVisible();
  for (const message of ["Title is required", "Slug is required", "Excerpt is required", "Content is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, "Title")).toBeFocused();

  const title = unique("Half Written");
  await field(page, "Title").fill(title);
  await expect(page.getByText("Title is required")).toHaveCount(0);
  await expect(page.getByText("Slug is required")).toHaveCount(0);
  await publishButton(page).click();
  await expect(page.getByText("Excerpt is required")).toBeVisible();
  await expect(page.getByText("Content is required")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/lake-advisor\/new$/);
  const stored = await page.request.get(`/the-lake-advisor/${slugOf(title)}`);
  expect(stored.status()).toBe(404);
});

test("the slug follows the title, can be edited by hand, and retyping the title overwrites it", async ({ page }) => {
  await openEditor(page);
  await field(page, "Title").fill("Café Life on Lake Norman: 7 Spots!");
  await expect(field(page, "Slug")).toHaveValue("cafe-life-on-lake-norman-7-spots");
  await expect(page.getByText(/\/the-lake-advisor\/cafe-life-on-lake-norman-7-spots$/)).toBeVisible();
  await field(page, "Slug").fill("coffee-on-the-lake");
  await expect(page.getByText(/\/the-lake-advisor\/coffee-on-the-lake$/)).toBeVisible();
  await field(page, "Title").press("End");
  await field(page, "Title").pressSequentially(" More");
  await expect(field(page, "Slug")).toHaveValue("cafe-life-on-lake-norman-7-spots-more");
  await field(page, "Slug").fill("Not A Slug");
  await publishButton(page).click();
  await expect(page.getByText("Slug may use only lower-case letters, digits, hyphens and underscores")).toBeVisible();
});

test("a slug another post uses gives a clear message and keeps the user on the page", async ({ page }) => {
  await openEditor(page);
  await fillPublishable(page, unique("Another Why"));
  await field(page, "Slug").fill("why-lakefront");
  await publishButton(page).click();
  await expect(toasts(page).getByText("Error creating post")).toBeVisible();
  await expect(page.getByText("Another post already uses this slug. Choose a different one.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/lake-advisor\/new$/);
});

test("category and tag chips: trimmed, blank and duplicates ignored, Enter adds, chosen suggestions hidden", async ({ page }) => {
  await openEditor(page);
  const suggestions = page.getByRole("group", { name: "Suggested categories" });
  const chosen = page.getByRole("list", { name: "Chosen categories" });
  await expect(suggestions.getByRole("button")).toHaveCount(7);
  await suggestions.getByRole("button", { name: "Market Insights" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["Market Insights"]);
  await expect(suggestions.getByRole("button", { name: "Market Insights" })).toHaveCount(0);
  await expect(suggestions.getByRole("button")).toHaveCount(6);

  const categories = field(page, "Categories");
  await categories.fill("   ");
  await categories.press("Enter");
  await categories.fill("  Waterfront Living  ");
  await categories.press("Enter");
  await categories.fill("market insights");
  await categories.press("Enter");
  await expect(chosen.getByRole("listitem")).toHaveText(["Market Insights", "Waterfront Living"]);
  await expect(categories).toHaveValue("");

  await chosen.getByRole("button", { name: "Remove category Market Insights" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["Waterfront Living"]);
  await expect(suggestions.getByRole("button", { name: "Market Insights" })).toBeVisible();

  const tags = field(page, "Tags");
  await tags.fill(" docks ");
  await tags.press("Enter");
  await tags.fill("docks");
  await tags.press("Enter");
  await tags.fill("permits");
  await tags.press("Enter");
  await expect(page.getByRole("list", { name: "Chosen tags" }).getByRole("listitem")).toHaveText(["docks", "permits"]);
  // Enter in a chip field never publishes.
  await expect(page.getByText("Please fix validation errors")).toHaveCount(0);
});

test("the excerpt counts its characters and stops at 300", async ({ page }) => {
  await openEditor(page);
  await expect(page.getByText("0/300 characters")).toBeVisible();
  await field(page, "Excerpt").fill("Lake");
  await expect(page.getByText("4/300 characters")).toBeVisible();
  await field(page, "Excerpt").fill("x".repeat(320));
  await expect(field(page, "Excerpt")).toHaveValue("x".repeat(300));
  await expect(page.getByText("300/300 characters")).toBeVisible();
  await expect(field(page, "Excerpt")).toHaveAttribute("rows", "3");
  await expect(field(page, "SEO Description")).toHaveAttribute("rows", "3");
  await expect(content(page)).toHaveAttribute("rows", "20");
});

test("image and link dialogs insert only when complete; callouts and Preview render like the public page", async ({ page }) => {
  await openEditor(page);
  await content(page).fill("Intro paragraph.");

  await page.getByRole("button", { name: "Insert Image" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Insert Image" });
  const insertImage = imageDialog.getByRole("button", { name: "Insert" });
  await expect(insertImage).toBeDisabled();
  await imageDialog.getByLabel("Image URL").fill("/images/site/agent-portrait.svg");
  await expect(insertImage).toBeDisabled();
  await imageDialog.getByLabel("Alt Text").fill("Meredith on her dock");
  await expect(insertImage).toBeEnabled();
  await imageDialog.getByLabel("Alt Text").fill("   ");
  await expect(insertImage).toBeDisabled();
  await imageDialog.getByLabel("Alt Text").fill("Meredith on her dock");
  await insertImage.click();
  await expect(imageDialog).toBeHidden();
  await expect(content(page)).toHaveValue("Intro paragraph.\n\n![Meredith on her dock](/images/site/agent-portrait.svg)");

  // The link goes where the cursor is.
  await content(page).fill("See the permits page for details.");
  await content(page).evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(8, 20));
  await page.getByRole("button", { name: "Insert Link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Insert Link" });
  const insertLink = linkDialog.getByRole("button", { name: "Insert" });
  await expect(linkDialog.getByLabel("Link Text")).toHaveValue("permits page");
  await expect(insertLink).toBeDisabled();
  await linkDialog.getByLabel("Link Text").fill("");
  await linkDialog.getByLabel("URL", { exact: true }).fill("https://www.duke-energy.com/lake-services");
  await expect(insertLink).toBeDisabled();
  await linkDialog.getByLabel("Link Text").fill("shoreline permits");
  // A link the page would strip or break is refused with the reason (the content below is as before).
  const linkUrl = linkDialog.getByLabel("URL", { exact: true });
  await linkUrl.fill("javascript:alert(1)");
  await insertLink.click();
  await expect(linkUrl).toHaveAccessibleDescription(LINK_DESTINATION_MESSAGES.protocol("javascript"));
  await expect(linkUrl).toBeFocused();
  await linkUrl.fill("www.duke-energy.com/lake-services");
  await expect(linkUrl).toHaveAccessibleDescription(LINK_DESTINATION_MESSAGES.bareDomain("www.duke-energy.com/lake-services"));
  await linkUrl.fill("https://www.duke-energy.com/lake-services");
  await expect(linkUrl).toHaveAttribute("aria-invalid", "false");
  await expect(linkDialog.getByText(/would be removed|Start a web address/)).toHaveCount(0);
  await insertLink.click();
  await expect(content(page)).toHaveValue("See the [shoreline permits](https://www.duke-energy.com/lake-services) for details.");

  const afterLink = "See the [shoreline permits](https://www.duke-energy.com/lake-services)".length;
  expect(await content(page).evaluate((element: HTMLTextAreaElement) => element.selectionStart)).toBe(afterLink);
  await content(page).press("End");
  await page.getByRole("button", { name: "Warning Callout" }).click();
  await content(page).pressSequentially("Check the flood line.");
  await expect(content(page)).toHaveValue(/\n\n> \*\*WARNING\*\*\n> Check the flood line\.$/);
  await page.getByRole("button", { name: "Info Callout" }).click();
  await expect(content(page)).toHaveValue(/\n\n> \*\*INFO\*\*\n> $/);
  await content(page).pressSequentially("Docks need a permit.");
  await page.getByRole("button", { name: "Success Callout" }).click();
  await content(page).pressSequentially("Sold in a week.");

  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.getByRole("tabpanel", { name: "Preview" });
  await expect(preview.getByRole("link", { name: "shoreline permits" })).toHaveAttribute("href", "https://www.duke-energy.com/lake-services");
  await expect(preview.locator('blockquote[data-callout="warning"]')).toContainText("WARNING");
  await expect(preview.locator('blockquote[data-callout="warning"] svg')).toBeVisible();
  await expect(preview.locator('blockquote[data-callout="info"]')).toContainText("Docks need a permit.");
  await expect(preview.locator('blockquote[data-callout="success"]')).toContainText("SUCCESS");
  await page.getByRole("tab", { name: "Write" }).click();
  await expect(content(page)).toBeVisible();
});

test("a selection made just after a toolbar insertion stays where it was made", async ({ page }) => {
  await openEditor(page);
  await content(page).fill("Intro paragraph.");
  // The cursor after an insertion was once placed a frame later, over whatever was selected in
  // between (in CI, the text the next link was to be made of).
  const callout = await page.getByRole("button", { name: "Info Callout" }).elementHandle();
  const selection = await content(page).evaluate(async (textarea: HTMLTextAreaElement, button) => {
    (button as HTMLButtonElement).click();
    // React commits the insertion in a microtask; the browser's next frame comes after this task.
    for (let turn = 0; turn < 5 && !textarea.value.includes("INFO"); turn++) await Promise.resolve();
    textarea.setSelectionRange(0, 5);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [textarea.selectionStart, textarea.selectionEnd];
  }, callout);
  expect(selection).toEqual([0, 5]);
});

test("Preview sanitises HTML as the public page does", async ({ page }) => {
  await openEditor(page);
  await content(page).fill('## Heading\n\n<img src="x" onerror="window.__xss=1">\n\n[bad](javascript:alert(1))');
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.getByRole("tabpanel", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Heading" })).toBeVisible();
  await expect(preview.locator("[onerror]")).toHaveCount(0);
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test("hero image: URL, preview, focal point, remove, and upload through the upload endpoint", async ({ page }) => {
  await openEditor(page);
  await expect(page.getByText(/Focal Point/)).toHaveCount(0);
  const hero = field(page, "Hero Image");
  await hero.fill("/images/site/agent-portrait.svg");
  const preview = page.getByRole("button", { name: "Set the focal point: click on the image" });
  await expect(preview).toBeVisible();
  await expect(page.getByText("Focal Point: 50%, 50%")).toBeVisible();
  const box = (await preview.boundingBox())!;
  await preview.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(page.getByText("Focal Point: 25%, 75%")).toBeVisible();
  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(hero).toHaveValue("");
  await expect(preview).toHaveCount(0);

  // The upload endpoint is answered here so this test does not depend on the media store.
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/uploads", async (route) => {
    await answered;
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ url: "/media/uploaded-dock.webp", width: 1600, height: 900 }) });
  });
  await page.getByLabel("Hero image file").setInputFiles({ name: "dock.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") });
  await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  release();
  await expect(hero).toHaveValue("/media/uploaded-dock.webp");
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
});

test("a failed or refused hero upload is logged and leaves the field as it was", async ({ page }) => {
  await openEditor(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route("**/admin/uploads", (route) =>
    route.fulfill({ status: 415, contentType: "application/json", body: JSON.stringify({ error: "Only image files can be uploaded" }) }),
  );
  const hero = field(page, "Hero Image");
  await hero.fill("/images/site/agent-portrait.svg");
  await page.getByLabel("Hero image file").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("89504e47", "hex") });
  await expect.poll(() => errors.join("\n")).toContain("Only image files can be uploaded");
  await expect(hero).toHaveValue("/images/site/agent-portrait.svg");
  // A file that is not an image never leaves the browser.
  await page.getByLabel("Hero image file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect.poll(() => errors.join("\n")).toContain("Not an image: notes.txt");
  await expect(hero).toHaveValue("/images/site/agent-portrait.svg");
});

test("leaving with unsaved changes asks first", async ({ page }) => {
  await openEditor(page);
  await field(page, "Title").fill(unique("Unsaved Thoughts"));
  await page.getByRole("link", { name: "Cancel" }).click();
  const prompt = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Stay on this page" }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/lake-advisor\/new$/);
  await expect(field(page, "Title")).toHaveValue(/Unsaved Thoughts/);

  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog Administration" })).toBeVisible();

  // A reload asks the browser's own question.
  await page.getByRole("link", { name: "New Post" }).click();
  await field(page, "Title").click();
  await field(page, "Title").pressSequentially("Something");
  const dialog = page.waitForEvent("dialog");
  void page.reload().catch(() => undefined);
  const question = await dialog;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
});

test("Cancel with nothing changed goes straight back to the list", async ({ page }) => {
  await openEditor(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
});

test("a future publish date schedules the post; Save Changes keeps the date", async ({ page }) => {
  await openEditor(page);
  const title = unique("Spring Preview");
  await fillPublishable(page, title);
  await page.getByLabel("Publish Date").fill("2031-04-01T09:30");
  await publishButton(page).click();
  await expect(toasts(page).getByText("Post published successfully!")).toBeVisible();
  const item = page.getByRole("listitem", { name: title });
  await expect(item.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(item.getByText(/Scheduled for Apr 1, 2031/)).toBeVisible();
  expect((await page.request.get(`/the-lake-advisor/${slugOf(title)}`)).status()).toBe(404);

  await item.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Publish Date")).toHaveValue("2031-04-01T09:30");
  await page.getByLabel("Publish Date").fill("2020-01-01T09:30");
  await expect(page.getByText(/^Goes live Apr 1, 2031/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
  await field(page, "Excerpt").fill("Changed by Save Changes.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Last saved" })).toBeVisible();
  await page.reload();
  await expect(field(page, "Excerpt")).toHaveValue("Changed by Save Changes.");
  // Neither Save Changes nor autosave sets the publish date.
  await expect(page.getByLabel("Publish Date")).toHaveValue("2031-04-01T09:30");
});

test("an unknown or malformed post id shows Post not found", async ({ page }) => {
  await signIn(page);
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-post"]) {
    const response = await page.goto(`/admin/lake-advisor/${id}/edit`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to all posts" })).toBeVisible();
  }
});

test("uploads through the real endpoint: the hero and the image dialog take the uploaded image; a fake image is refused", async ({ page }) => {
  await openEditor(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1f5673" } })
    .jpeg()
    .toBuffer();

  const hero = field(page, "Hero Image");
  await page.getByLabel("Hero image file").setInputFiles({ name: "dock.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(hero).toHaveValue(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
  const preview = page.getByRole("img", { name: "Hero preview" });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Refused by the server (not an image, whatever its type says): logged, the field unchanged.
  const uploaded = await hero.inputValue();
  await page.getByLabel("Hero image file").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await expect.poll(() => errors.some((text) => text.startsWith("Hero image upload failed"))).toBe(true);
  await expect(hero).toHaveValue(uploaded);

  await page.getByRole("button", { name: "Insert Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert Image" });
  await dialog.getByLabel("Upload Image").setInputFiles({ name: "porch.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
  await dialog.getByLabel("Alt Text").fill("The porch");
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(content(page)).toHaveValue(/^!\[The porch\]\(\/media\/[0-9a-f-]{36}\/\d+\.webp\)$/);
});

/** The public page's status, asked past the browser's cache. */
const publicStatus = async (page: Page, slug: string) => (await page.request.get(`/the-lake-advisor/${slug}`)).status();

async function insertLink(page: Page, text: string, url: string) {
  await page.getByRole("button", { name: "Insert Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert Link" });
  await dialog.getByLabel("Link Text").fill(text);
  await dialog.getByLabel("URL", { exact: true }).fill(url);
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden();
  // The editor gives the focus back to the text, the cursor after what it inserted.
  await expect(content(page)).toBeFocused();
}

async function insertImage(page: Page, alt: string, url: string) {
  await page.getByRole("button", { name: "Insert Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert Image" });
  await dialog.getByLabel("Image URL").fill(url);
  await dialog.getByLabel("Alt Text").fill(alt);
  await dialog.getByLabel("Alt Text").press("Enter");
  await expect(dialog).toBeHidden();
  await expect(content(page)).toBeFocused();
}

test("Insert in the link and image dialogs, and Enter in a field, only insert: a filled-in new post is not published", async ({ page }) => {
  const title = unique("Inserted Not Published");
  await openEditor(page);
  await fillPublishable(page, title, "Docks need permits.");
  await insertLink(page, "Duke Energy", "https://www.duke-energy.com/");
  await insertImage(page, "A dock", "/images/site/agent-portrait.svg");
  await field(page, "Title").press("Enter");
  await field(page, "Excerpt").press("Enter");
  // Whatever those keys set off has been sent by the time the network is quiet.
  await page.waitForLoadState("networkidle");
  await expect(content(page)).toHaveValue("Docks need permits.[Duke Energy](https://www.duke-energy.com/)\n\n![A dock](/images/site/agent-portrait.svg)");
  await expect(page).toHaveURL(/\/admin\/lake-advisor\/new$/);
  await expect(toasts(page).getByText("Post published successfully!")).toHaveCount(0);
  await expect(toasts(page).getByText("Please fix validation errors")).toHaveCount(0);
  expect(await publicStatus(page, slugOf(title))).toBe(404);
});

test("Unpublish takes a live post down after a confirmation; the draft's dialogs and saves keep it a draft", async ({ page }) => {
  test.setTimeout(60_000);
  const { title, slug } = await publishNewPost(page, "Taken Down");
  const item = page.getByRole("listitem", { name: title });
  await expect(item).toContainText("Live · published");
  await item.getByRole("link", { name: `Edit ${title}` }).click();
  const bar = page.getByRole("region", { name: "Publishing" });
  await expect(bar.getByText("Published", { exact: true })).toBeVisible();
  await expect(bar.getByText("Live on the site: every save, autosave included, updates the public page.")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Publish Post" })).toHaveCount(0);

  await bar.getByRole("button", { name: "Unpublish" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Unpublish this post?" });
  await expect(confirm).toContainText(`/the-lake-advisor/${slug} will answer “Post not found”`);
  await confirm.getByRole("button", { name: "Keep It Published" }).click();
  await expect(confirm).toBeHidden();
  expect(await publicStatus(page, slug)).toBe(200);

  await bar.getByRole("button", { name: "Unpublish" }).click();
  await confirm.getByRole("button", { name: "Unpublish Post" }).click();
  await expect(toasts(page).getByText("Post unpublished")).toBeVisible();
  await expect(bar.getByText("Draft", { exact: true })).toBeVisible();
  await expect(bar.getByText("Unpublished: not on the site. Saves keep it private until you publish.")).toBeVisible();
  await expect(page.getByLabel("Publish Date")).toHaveValue("");
  expect(await publicStatus(page, slug)).toBe(404);

  // The dialogs of a draft insert, and Save Draft saves, without publishing it.
  await content(page).press("ControlOrMeta+End");
  await insertLink(page, "permit office", "https://www.duke-energy.com/");
  await insertImage(page, "The shoreline", "/images/site/agent-portrait.svg");
  await bar.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Last saved" })).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(toasts(page).getByText("Post published successfully!")).toHaveCount(0);
  expect(await publicStatus(page, slug)).toBe(404);
  await page.reload();
  await expect(content(page)).toHaveValue(/\[permit office\]\(https:\/\/www\.duke-energy\.com\/\)\n\n!\[The shoreline\]/);
  await expect(page.getByRole("region", { name: "Publishing" }).getByText("Draft", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(item.getByText("Draft", { exact: true })).toBeVisible();
  await expect(item).toContainText("Unpublished · edited");

  // Published again, it is back on the site.
  await item.getByRole("link", { name: `Edit ${title}` }).click();
  await publishButton(page).click();
  await expect(toasts(page).getByText("Post published successfully!")).toBeVisible();
  expect(await publicStatus(page, slug)).toBe(200);
});

test("a published post keeps its address when its title changes; a new slug is saved only once the move is confirmed", async ({ page }) => {
  test.setTimeout(75_000);
  const { title, slug } = await publishNewPost(page, "Fixed Address");
  await page
    .getByRole("listitem", { name: title })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  await expect(page.getByText("This post has been public, so its address stays when the title changes.")).toBeVisible();

  // A typo fix in the title, autosaved: the address stays, and the page shows the new title.
  const saved = () => page.waitForResponse((response) => response.url().includes("/edit.data") && response.request().method() === "POST");
  let autosaved = saved();
  await field(page, "Title").press("End");
  await field(page, "Title").pressSequentially(" Fixed");
  await expect(field(page, "Slug")).toHaveValue(slug);
  expect((await autosaved).status()).toBe(200);
  const renamed = await page.request.get(`/the-lake-advisor/${slug}`);
  expect(renamed.status()).toBe(200);
  expect(await renamed.text()).toContain(`${title} Fixed`);

  // A slug edited by hand is announced, and the autosave keeps the old address.
  autosaved = saved();
  await field(page, "Slug").fill(`${slug}-moved`);
  await expect(
    page.getByText(`This post has been public at /the-lake-advisor/${slug}. Saving a new slug moves it, and the old address will redirect to the new one.`),
  ).toBeVisible();
  expect((await autosaved).status()).toBe(200);
  expect(await publicStatus(page, slug)).toBe(200);
  expect(await publicStatus(page, `${slug}-moved`)).toBe(404);

  // Saving asks; "Keep Old Address" puts the slug back.
  await page.getByRole("button", { name: "Update Live Post" }).click();
  const ask = page.getByRole("alertdialog", { name: "Move this post to a new address?" });
  await expect(ask).toContainText(`/the-lake-advisor/${slug}-moved, and the old address will redirect to it: links people have shared keep working.`);
  await ask.getByRole("button", { name: "Keep Old Address" }).click();
  await expect(field(page, "Slug")).toHaveValue(slug);
  await expect(toasts(page).getByText("Live post updated")).toBeVisible();
  expect(await publicStatus(page, slug)).toBe(200);

  // "Move Post" moves it.
  await field(page, "Slug").fill(`${slug}-moved`);
  await page.getByRole("button", { name: "Update Live Post" }).click();
  await ask.getByRole("button", { name: "Move Post" }).click();
  await expect(toasts(page).getByText("Live post updated").nth(1)).toBeVisible();
  expect(await publicStatus(page, `${slug}-moved`)).toBe(200);
  // The old address redirects to the new one (decision 038).
  const old = await page.request.get(`/the-lake-advisor/${slug}`, { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, `/the-lake-advisor/${slug}-moved`]);
  await page.reload();
  await expect(field(page, "Slug")).toHaveValue(`${slug}-moved`);
});

test("control characters in a one-line field or the content are refused with a field message, and nothing is saved (issue 13)", async ({ page }) => {
  await openEditor(page);
  const title = unique("Bell Title");
  await fillPublishable(page, title, "Content with a bell \u0007 in it.");
  await field(page, "Title").fill(`${title}\u0007`);
  await field(page, "Author Name").fill("Meredith\u0001 Vance");
  await publishButton(page).click();
  await expect(toasts(page).getByText("Please fix validation errors")).toBeVisible();
  await expect(page.getByText("Remove the invisible control characters", { exact: true })).toHaveCount(3);
  await expect(page).toHaveURL(/\/admin\/lake-advisor\/new$/);
  expect((await page.request.get(`/the-lake-advisor/${slugOf(title)}`)).status()).toBe(404);

  await field(page, "Title").fill(title);
  await field(page, "Author Name").fill("Meredith Vance");
  await content(page).fill("Content without control characters.");
  await publishButton(page).click();
  await expect(toasts(page).getByText("Post published successfully!")).toBeVisible();
});
