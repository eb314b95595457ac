import { expect, test, type Page } from "@playwright/test";
import { EDITOR_MESSAGES, emptyPostForm } from "#app/lib/post-editor-rules.ts";
import { signIn } from "../support/admin.ts";

/** Each test writes its own post, so runs in parallel never meet. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const content = (page: Page) => page.getByRole("textbox", { name: "Content (Markdown)" });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
const saveAnswer = (page: Page) => page.waitForResponse((response) => response.url().includes("/edit.data") && response.request().method() === "POST");

/** Publishes a new post through the editor and returns the path of its editor. */
async function publishedPost(page: Page, label: string, body = "The marina opens in April.") {
  const title = unique(label);
  await signIn(page, "/admin/lake-advisor/new");
  await hydrated(page);
  await field(page, "Title").fill(title);
  await field(page, "Excerpt").fill(`Excerpt of ${title}.`);
  await content(page).fill(body);
  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await hydrated(page);
  return { title, editor: new URL(page.url()).pathname };
}

test.describe.configure({ mode: "parallel" });

test("journey: edit a post, open Revisions, see the diff, restore", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { editor } = await publishedPost(page, "Marina Season");

  const saved = saveAnswer(page);
  await content(page).press("ControlOrMeta+End");
  await content(page).pressSequentially(" Slips <b>sell</b> out by May.");
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Last saved" })).toBeVisible();

  await page.getByRole("link", { name: "Revisions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revisions" })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Autosave");
  await expect(history.getByRole("listitem").first()).toContainText("admin@lakefront.test");

  await history.getByRole("listitem").last().getByRole("link").click();
  const diff = page.locator('[data-field="content"]');
  // The markup typed is shown as text, struck out: restoring removes it.
  await expect(diff.locator("del")).toContainText("<b>sell</b>");
  await expect(diff.locator("b")).toHaveCount(0);
  await expect(page.getByText("Unchanged: Title, Slug, Excerpt")).toBeVisible();

  await page.getByRole("button", { name: "Restore" }).click();
  await expect(toasts(page).getByText("Revision restored")).toBeVisible();
  await expect(history.getByRole("listitem").first()).toContainText("Restore");
  await expect(page.getByText("This revision is the same as the post now")).toBeVisible();

  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page).toHaveURL(editor);
  await expect(content(page)).toHaveValue("The marina opens in April.");
});

test("two tabs: the second save meets the conflict, then overwrites knowingly or reloads", async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { editor } = await publishedPost(page, "Two Tabs");
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto(editor);
  await hydrated(other);

  await field(page, "Excerpt").fill("Saved in the first tab.");
  await page.getByRole("button", { name: "Update Live Post" }).click();
  await expect(toasts(page).getByText("Live post updated")).toBeVisible();

  await field(other, "Excerpt").fill("Written in the second tab.");
  await other.getByRole("button", { name: "Update Live Post" }).click();
  const alert = other.getByRole("alert").filter({ hasText: "This post was changed elsewhere" });
  await expect(alert).toBeVisible();
  await expect(toasts(other).getByText("Live post updated")).toHaveCount(0);
  expect(await (await other.request.get(`${editor}.data`)).text()).toContain("Saved in the first tab.");

  await alert.getByRole("button", { name: "Overwrite with my changes" }).click();
  await expect(toasts(other).getByText("Live post updated")).toBeVisible();
  await expect(alert).toHaveCount(0);

  // The first tab is now behind: its autosave stops at the conflict instead of overwriting.
  const refused = saveAnswer(page);
  await field(page, "Title").press("End");
  await field(page, "Title").pressSequentially(" again");
  expect((await refused).status()).toBe(409);
  const stale = page.getByRole("alert").filter({ hasText: "This post was changed elsewhere" });
  await expect(stale).toContainText("Autosave is paused");
  await stale.getByRole("button", { name: "Reload the saved post" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard and Reload" }).click();
  await hydrated(page);
  await expect(field(page, "Excerpt")).toHaveValue("Written in the second tab.");
  await expect(page.getByRole("alert").filter({ hasText: "changed elsewhere" })).toHaveCount(0);
});

test("the Revisions page at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { editor } = await publishedPost(
    page,
    "Phone Revisions",
    "One line.\n\nAnother line that is rather long, to see it wrap on a phone without scrolling sideways.",
  );
  // The editor's bar with the Revisions link too: every button holds its whole label.
  const clipped = await page
    .locator("main button:visible, main a:visible")
    .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent?.trim()));
  expect(clipped).toEqual([]);
  await page.getByRole("link", { name: "Revisions" }).click();
  await page.getByRole("region", { name: "History" }).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`${editor.replace(/\/edit$/, "")}/revisions/[0-9a-f-]{36}$`));
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" })).toBeDisabled();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test.describe("without JavaScript", () => {
  test("a restore based on a post changed since is refused and says so", async ({ browser, page, baseURL }) => {
    // The post and its edits go through the editor's own endpoint: what is tested here is the
    // plain form's restore, not typing (the journeys above type).
    await signIn(page, "/admin/lake-advisor");
    const title = unique("No Script Restore");
    const values = {
      ...emptyPostForm("Meredith Vance"),
      title,
      slug: title.toLowerCase().replaceAll(" ", "-"),
      excerpt: `Excerpt of ${title}.`,
      content: "The marina opens in April.",
    };
    const write = async (action: string, intent: string, changes: Partial<typeof values> = {}) => {
      const answer = await page.request.post(`${action}.data`, { data: { intent, values: { ...values, ...changes } }, headers: { Origin: baseURL! } });
      expect(answer.ok(), await answer.text()).toBe(true);
    };
    await write("/admin/lake-advisor/new", "publish");
    await page.reload();
    const editor = (await page.getByRole("link", { name: `Edit ${title}` }).getAttribute("href"))!;
    await write(editor, "autosave", { content: "The marina opens in April. More." });

    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies(await page.context().cookies());
    const tab = await plain.newPage();
    // The editor itself says why its fields wait, and that revisions do not.
    await tab.goto(editor);
    await expect(tab.getByText(EDITOR_MESSAGES.needsJavaScript)).toBeVisible();
    await tab.goto(editor.replace(/\/edit$/, "/revisions"));
    await tab.getByRole("region", { name: "History" }).getByRole("link").last().click();

    // Meanwhile the post changes in another tab.
    await write(editor, "autosave", { content: "The marina opens in April. More. Still more." });

    await tab.getByRole("button", { name: "Restore" }).click();
    await expect(tab.getByRole("status")).toContainText("This post was changed elsewhere: nothing was restored.");
    await tab.getByRole("button", { name: "Restore" }).click();
    await expect(tab.getByRole("status")).toContainText("Revision restored");
    await plain.close();
  });

  test("two tabs on a sold home: the second plain form post meets the conflict, keeps what it typed, and overwrites knowingly", async ({ browser, page }) => {
    await signIn(page, "/admin/sold");
    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies(await page.context().cookies());
    const first = await plain.newPage();
    await first.goto("/admin/sold/new");
    const mlsId = `97${Date.now().toString().slice(-6)}`;
    await first.getByLabel("MLS number").fill(mlsId);
    await first.getByLabel("Address").fill(`${mlsId} Two Tabs Ct`);
    await first.getByLabel("City").fill("Davidson");
    await first.getByLabel("Sale price").fill("1,100,000");
    await first.getByLabel("Beds").fill("4");
    await first.getByLabel("Baths").fill("3");
    await first.getByLabel("Square feet").fill("3,200");
    await first.getByLabel("Listing brokerage").fill("Harbor & Pine Realty");
    await first.getByRole("button", { name: "Add Sold Property" }).click();
    await expect(first).toHaveURL(/\/admin\/sold\/[0-9a-f-]{36}\?added=1$/);
    const home = new URL(first.url()).pathname;
    const second = await plain.newPage();
    await second.goto(home);

    await first.getByLabel("Sale price").fill("1,200,000");
    await first.getByRole("button", { name: "Save Sold Property" }).click();
    await expect(first.getByRole("status").filter({ hasText: "Sold property saved" })).toBeVisible();

    await second.getByLabel("Sale price").fill("1,300,000");
    await second.getByRole("button", { name: "Save Sold Property" }).click();
    await expect(second.getByRole("alert")).toContainText("Changed elsewhere");
    await expect(second.getByRole("status")).toContainText("changed elsewhere");
    await expect(second.getByLabel("Sale price")).toHaveValue("1,300,000");
    // Saving again without choosing is refused again: the page still carries the version it was based on.
    await second.getByRole("button", { name: "Save Sold Property" }).click();
    await expect(second.getByRole("alert")).toContainText("Changed elsewhere");
    await first.goto(home);
    await expect(first.getByLabel("Sale price")).toHaveValue("1200000");

    await second.getByRole("button", { name: "Overwrite with my changes" }).click();
    await expect(second.getByRole("status").filter({ hasText: "Sold property saved" })).toBeVisible();
    await first.goto(home);
    await expect(first.getByLabel("Sale price")).toHaveValue("1300000");
    await plain.close();
  });
});
