import { expect, test, type Page } from "@playwright/test";
import { REDIRECT_MESSAGES } from "#app/lib/admin-paths.ts";
import { signIn } from "../support/admin.ts";

/** Each test writes its own paths and posts, so runs in parallel never meet. */
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const row = (page: Page, fromPath: string) => page.getByRole("list", { name: "Redirects" }).getByRole("listitem").filter({ hasText: fromPath });

/** What the server answers for `path`, without following it. */
async function answerOf(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

async function add(page: Page, fromPath: string, toPath: string) {
  await field(page, "From").fill(fromPath);
  await field(page, "To").fill(toPath);
  await page.getByRole("button", { name: "Add Redirect" }).click();
}

test.describe.configure({ mode: "parallel" });

test("changing a published post's slug in the editor makes the old address answer 301 to the new one", async ({ page }) => {
  test.setTimeout(60_000);
  // A title that is its own slug.
  const slug = unique("moving-post");
  const title = slug;
  await signIn(page, "/admin/lake-advisor/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await field(page, "Title").fill(title);
  await field(page, "Excerpt").fill("An excerpt.");
  await page.getByRole("textbox", { name: "Content (Markdown)" }).fill("Lake Norman has 520 miles of shoreline.");
  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(toasts(page).getByText("Post published successfully!")).toBeVisible();

  await page
    .getByRole("listitem", { name: title })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await field(page, "Slug").fill(`${slug}-new`);
  await page.getByRole("button", { name: "Update Live Post" }).click();
  await page.getByRole("alertdialog", { name: "Move this post to a new address?" }).getByRole("button", { name: "Move Post" }).click();
  await expect(toasts(page).getByText("Live post updated")).toBeVisible();

  expect(await answerOf(page, `/the-lake-advisor/${slug}?utm_source=mail`)).toEqual({ status: 301, location: `/the-lake-advisor/${slug}-new?utm_source=mail` });
  await page.goto(`/the-lake-advisor/${slug}`);
  await expect(page).toHaveURL(`/the-lake-advisor/${slug}-new`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The redirect is listed, marked as the slug change's.
  await page.goto(`/admin/redirects?q=${slug}`);
  await expect(row(page, `/the-lake-advisor/${slug}`)).toContainText("From a slug change");
});

test("a redirect added is told once its form is empty again, so nothing typed after the message is wiped", async ({ page }) => {
  const from = `/${unique("told-once")}`;
  await signIn(page, "/admin/redirects");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The page's data, read again after the save, is held back: as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/redirects\.data/, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/redirects.data"));
  await add(page, from, "/about");
  expect((await saved).status()).toBe(201);
  // Saved, but the form has not started again yet: it still says it is saving, and nothing says "added".
  await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
  await expect(toasts(page).getByText(REDIRECT_MESSAGES.created)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: REDIRECT_MESSAGES.created })).toHaveCount(0);
  release();
  await expect(toasts(page).getByText(REDIRECT_MESSAGES.created)).toBeVisible();
  await expect(field(page, "From")).toHaveValue("");
  // What the agent types once told is what the next save sends.
  await add(page, `${from}-next`, "/about");
  await expect(row(page, `${from}-next`)).toBeVisible();
  expect(await answerOf(page, `${from}-next`)).toEqual({ status: 301, location: "/about" });
});

test.describe("at 390 px with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("add, edit and delete a redirect; another site, a loop and a live page are refused beside the field", async ({ page }) => {
    test.setTimeout(60_000);
    const from = `/${unique("old-listing")}`;
    await signIn(page, "/admin/redirects");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Every section is on the phone's screen, the current one included, not scrolled out of sight.
    for (const section of ["Blog", "Media", "Redirects", "Account"]) {
      await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: section })).toBeInViewport({ ratio: 1 });
    }
    // The spec's legacy redirects are data now.
    await page.getByRole("searchbox", { name: "Filter by path" }).fill("/neighborhoods");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(row(page, "/neighborhoods")).toContainText("/neighborhood");
    await expect(page.getByText(/^1 redirect matches this filter\./)).toBeVisible();

    for (const [fromPath, toPath, message] of [
      [from, "https://evil.example", "redirects to other sites are refused"],
      [from, "//evil.example", "redirects to other sites are refused"],
      ["/about", "/home-value", "this path is a live page of the site"],
    ] as const) {
      await add(page, fromPath, toPath);
      await expect(toasts(page).getByText("Please fix the highlighted fields")).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
    }
    expect((await answerOf(page, from)).status).toBe(404);

    await add(page, from, "/sold-properties");
    await expect(toasts(page).getByText("Redirect added")).toBeVisible();
    await expect(field(page, "From")).toHaveValue("");
    expect(await answerOf(page, `${from}?page=2`)).toEqual({ status: 301, location: "/sold-properties?page=2" });
    await expect(page.getByRole("status").filter({ hasText: "Redirect added" })).not.toContainText("Nothing answers");

    // A redirect prepared before its page exists is kept, with a word that nothing is there yet.
    const nowhere = `/${unique("spring-listing")}`;
    await add(page, `${from}-early`, nowhere);
    await expect(toasts(page).getByText(REDIRECT_MESSAGES.noPageAtTarget(nowhere))).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Redirect added" })).toContainText(REDIRECT_MESSAGES.noPageAtTarget(nowhere));
    expect(await answerOf(page, `${from}-early`)).toEqual({ status: 301, location: nowhere });

    // With `${from}-older` leading to `from`, sending `from` there would come back: a loop.
    await add(page, `${from}-older`, from);
    await expect(field(page, "From")).toHaveValue("");
    await page.getByRole("searchbox", { name: "Filter by path" }).fill(from);
    await page.getByRole("button", { name: "Filter" }).click();
    await row(page, from)
      .filter({ hasText: `${from} →` })
      .getByRole("link", { name: `Edit the redirect from ${from}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Redirect" })).toBeVisible();
    await field(page, "To").fill(`${from}-older`);
    await page.getByRole("button", { name: "Save Redirect" }).click();
    await expect(page.getByText("this would make a loop")).toBeVisible();
    // On a phone the toasts sit over the form's button: each closed, as a visitor would.
    await toasts(page)
      .getByRole("button", { name: "Close toast" })
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);

    await field(page, "To").fill("/home-value");
    await page.getByLabel("Status").selectOption("302");
    await page.getByRole("button", { name: "Save Redirect" }).click();
    await expect(toasts(page).getByText("Redirect saved")).toBeVisible();
    expect(await answerOf(page, from)).toEqual({ status: 302, location: "/home-value" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Deleting asks first: Cancel keeps it.
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this redirect?" });
    await expect(confirm).toContainText(from);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    expect(await answerOf(page, from)).toEqual({ status: 302, location: "/home-value" });
    await page.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete Redirect" }).click();
    await expect(page).toHaveURL("/admin/redirects?deleted=1");
    await expect(page.getByRole("status").filter({ hasText: "Redirect deleted" })).toBeVisible();
    expect((await answerOf(page, from)).status).toBe(404);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add a prefix redirect, see a refusal beside its field, delete it from the list", async ({ page }) => {
    const from = `/${unique("old-guides")}`;
    await signIn(page, "/admin/redirects");
    await add(page, from, "javascript:alert(1)");
    await expect(page.getByRole("status")).toHaveText("Please fix the highlighted fields");
    await expect(page.getByText("redirects to other sites are refused")).toBeVisible();
    await expect(field(page, "From")).toHaveValue(from);

    await field(page, "To").fill("/neighborhood");
    await page.getByLabel("Match").selectOption("prefix");
    await page.getByRole("button", { name: "Add Redirect" }).click();
    await expect(page.getByRole("status")).toHaveText("Redirect added");
    expect(await answerOf(page, `${from}/davidson`)).toEqual({ status: 301, location: "/neighborhood/davidson" });

    await page.getByRole("searchbox", { name: "Filter by path" }).fill(from);
    await page.getByRole("button", { name: "Filter" }).click();
    await row(page, from)
      .getByRole("button", { name: `Delete the redirect from ${from}` })
      .click();
    await expect(page.getByRole("status")).toHaveText("Redirect deleted");
    expect((await answerOf(page, `${from}/davidson`)).status).toBe(404);
  });
});
