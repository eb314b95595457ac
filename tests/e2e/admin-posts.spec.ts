import { expect, test, type Page } from "@playwright/test";
import { demoPosts } from "#seed/demo-posts.ts";
import { signIn } from "../support/admin.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const posts = (page: Page) => page.getByRole("list", { name: "Posts" });
const item = (page: Page, title: string) => posts(page).getByRole("listitem", { name: title, exact: true });

const DRAFT = demoPosts.find((post) => post.publishedAt === null)!;
const SCHEDULED = demoPosts.find((post) => post.publishedAt !== null && Date.parse(post.publishedAt) > Date.now())!;
/** The seed's published posts, newest first. */
const PUBLISHED = demoPosts
  .filter((post) => post.publishedAt !== null && Date.parse(post.publishedAt) <= Date.now())
  .sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!));

async function openList(page: Page) {
  await signIn(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Publishes a post through the editor and returns to the list with it. */
async function publishPost(page: Page, title: string) {
  await page.getByRole("link", { name: "New Post" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("A post to delete.");
  await page.getByRole("textbox", { name: "Content (Markdown)" }).fill("Short-lived.");
  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
  await expect(item(page, title)).toBeVisible();
}

test.describe.configure({ mode: "parallel" });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`lists every post with its status, newest first, drafts on top, at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openList(page);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Administration" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Import Posts" })).toHaveAttribute("href", "/admin/lake-advisor/import");
    await expect(page.getByRole("link", { name: "New Post" })).toHaveAttribute("href", "/admin/lake-advisor/new");

    await expect(item(page, DRAFT.title).getByText("Draft", { exact: true })).toBeVisible();
    await expect(item(page, SCHEDULED.title).getByText("Scheduled", { exact: true })).toBeVisible();
    const when = new Date(SCHEDULED.publishedAt!).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
    await expect(item(page, SCHEDULED.title)).toContainText(`Scheduled for ${when}`);
    for (const post of PUBLISHED.slice(0, 3)) {
      await expect(item(page, post.title).getByText("Published", { exact: true })).toBeVisible();
    }

    // Order of the seed's posts: by published_at descending, the draft (no date) first.
    const titles = await posts(page)
      .getByRole("listitem")
      .evaluateAll((items) => items.map((element) => element.getAttribute("aria-label")));
    const seedOrder = [DRAFT, SCHEDULED, ...PUBLISHED].map((post) => post.title);
    expect(titles.filter((title) => seedOrder.includes(title!))).toEqual(seedOrder);
  });
}

test("each post links to its editor", async ({ page }) => {
  await openList(page);
  const post = PUBLISHED[2]!;
  await item(page, post.title)
    .getByRole("link", { name: `Edit ${post.title}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(post.title);
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(post.slug);
});

test("a live post links to its public page, from the list and from its editor; a draft does not", async ({ page }) => {
  await openList(page);
  const live = PUBLISHED[2]!;
  const view = item(page, live.title).getByRole("link", { name: `View post: ${live.title} (opens in a new tab)` });
  await expect(view).toHaveAttribute("href", `/the-lake-advisor/${live.slug}`);
  await expect(view).toHaveAttribute("target", "_blank");
  await expect(item(page, DRAFT.title).getByRole("link", { name: /^View / })).toHaveCount(0);
  const opened = page.waitForEvent("popup");
  await view.click();
  const tab = await opened;
  await expect(tab.getByRole("heading", { level: 1, name: live.title })).toBeVisible();
  await tab.close();

  await item(page, live.title)
    .getByRole("link", { name: `Edit ${live.title}` })
    .click();
  await expect(page.getByRole("region", { name: "Publishing" }).getByRole("link", { name: "View Post (opens in a new tab)" })).toHaveAttribute(
    "href",
    new RegExp(`/the-lake-advisor/${live.slug}$`),
  );
});

test("delete asks first, then deletes, says so and refreshes the list", async ({ page }) => {
  await openList(page);
  const title = unique("Short-Lived Post");
  await publishPost(page, title);

  await item(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this post?" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(item(page, title)).toBeVisible();

  await item(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Post" }).click();
  await expect(toasts(page).getByText("Post deleted successfully")).toBeVisible();
  await expect(item(page, title)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Blog Administration" })).toBeVisible();
  await expect(item(page, title)).toHaveCount(0);
});

test("deleting a post that is already gone says Error deleting post", async ({ page, baseURL }) => {
  await openList(page);
  const title = unique("Deleted Elsewhere");
  await publishPost(page, title);

  // Someone else deletes it meanwhile (through the same action, without this tab losing focus,
  // which would refresh the list before the click).
  const editHref = await item(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .getAttribute("href");
  const id = /\/admin\/lake-advisor\/([^/]+)\/edit/.exec(editHref ?? "")?.[1];
  expect(id).toBeTruthy();
  const gone = await page.request.post("/admin/lake-advisor.data?index", {
    data: { intent: "delete", id },
    headers: { Origin: baseURL! },
  });
  expect(gone.ok()).toBe(true);

  await item(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Post" }).click();
  await expect(toasts(page).getByText("Error deleting post")).toBeVisible();
  // The list is refreshed after the attempt, so the stale row disappears.
  await expect(item(page, title)).toHaveCount(0);
});

/** The seed's posts whose title has a word starting with `start`, as the title search finds them. */
const titled = (start: string) => demoPosts.filter((post) => new RegExp(`\\b${start}`, "i").test(post.title));

test.describe("the list's search and filters (issue 17)", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`search titles, filter by status and category, all in the URL, at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openList(page);
      await page.getByRole("searchbox", { name: "Search titles" }).fill("waterfront");
      await page.getByRole("combobox", { name: "Status" }).selectOption("published");
      await page.getByRole("button", { name: "Show Posts" }).click();
      await expect(page).toHaveURL(/\/admin\/lake-advisor\?q=waterfront&status=published&category=$/);
      const waterfront = titled("waterfront").filter((post) => PUBLISHED.includes(post));
      expect(waterfront.length).toBeGreaterThan(1);
      // Other journeys write posts on this server too: the seed's are there, with the count of all matching.
      for (const post of waterfront) await expect(item(page, post.title)).toBeVisible();
      await expect(page.getByText(/^\d+ matching posts/)).toBeVisible();
      await expect(item(page, DRAFT.title)).toHaveCount(0);
      await expect(page.getByRole("searchbox", { name: "Search titles" })).toHaveValue("waterfront");

      // Stemmed: "docks" finds the titles that say "Dock".
      await page.goto("/admin/lake-advisor?q=docks");
      for (const post of titled("dock")) await expect(item(page, post.title)).toBeVisible();

      await page.goto("/admin/lake-advisor?status=draft");
      await expect(item(page, DRAFT.title)).toBeVisible();
      await expect(item(page, PUBLISHED[0]!.title)).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("draft");

      await page.getByRole("combobox", { name: "Status" }).selectOption("");
      await page.getByRole("combobox", { name: "Category" }).selectOption("Boating & Water Sports");
      await page.getByRole("button", { name: "Show Posts" }).click();
      await expect(page).toHaveURL(/\?q=&status=&category=Boating\+%26\+Water\+Sports$/);
      for (const post of demoPosts.filter((post) => post.categories.includes("Boating & Water Sports"))) await expect(item(page, post.title)).toBeVisible();

      await page.goto("/admin/lake-advisor?q=no-such-title-anywhere");
      await expect(page.getByText("No posts match these filters.")).toBeVisible();
      await page.getByRole("link", { name: "Show all posts" }).click();
      await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
      await expect(item(page, DRAFT.title)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }

  test("works without JavaScript: the filters are a GET form, and a page past the end says so", async ({ browser }) => {
    const signedIn = await browser.newContext();
    const page = await signedIn.newPage();
    await openList(page);
    const state = await signedIn.storageState();
    await signedIn.close();
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    const noScript = await plain.newPage();
    await noScript.goto("/admin/lake-advisor");
    await noScript.getByRole("searchbox", { name: "Search titles" }).fill("lake");
    await noScript.getByRole("combobox", { name: "Status" }).selectOption("published");
    await noScript.getByRole("button", { name: "Show Posts" }).click();
    await expect(noScript).toHaveURL(/\?q=lake&status=published&category=$/);
    for (const post of titled("lake").filter((post) => PUBLISHED.includes(post))) await expect(item(noScript, post.title)).toBeVisible();
    await expect(item(noScript, SCHEDULED.title)).toHaveCount(0);
    // Without the browser's zone, a time of day is the agent's, and says so.
    await noScript.goto("/admin/lake-advisor?status=scheduled");
    await expect(item(noScript, SCHEDULED.title)).toContainText(/Scheduled for .* E[SD]T/);
    await noScript.goto("/admin/lake-advisor?page=40");
    await expect(noScript.getByText(/There are no posts on page 40/)).toBeVisible();
    await noScript.getByRole("link", { name: "Go to the last page" }).click();
    await expect(noScript).toHaveURL(/\/admin\/lake-advisor(\?page=\d+)?$/);
    await expect(posts(noScript).getByRole("listitem").first()).toBeVisible();
    await plain.close();
  });
});
