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
    const titles = await posts(page).getByRole("listitem").evaluateAll((items) => items.map((element) => element.getAttribute("aria-label")));
    const seedOrder = [DRAFT, SCHEDULED, ...PUBLISHED].map((post) => post.title);
    expect(titles.filter((title) => seedOrder.includes(title!))).toEqual(seedOrder);
  });
}

test("each post links to its editor", async ({ page }) => {
  await openList(page);
  const post = PUBLISHED[2]!;
  await item(page, post.title).getByRole("link", { name: `Edit ${post.title}` }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(post.title);
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(post.slug);
});

test("delete asks first, then deletes, says so and refreshes the list", async ({ page }) => {
  await openList(page);
  const title = unique("Short-Lived Post");
  await publishPost(page, title);

  await item(page, title).getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this post?" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(item(page, title)).toBeVisible();

  await item(page, title).getByRole("button", { name: `Delete ${title}` }).click();
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
  const editHref = await item(page, title).getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  const id = /\/admin\/lake-advisor\/([^/]+)\/edit/.exec(editHref ?? "")?.[1];
  expect(id).toBeTruthy();
  const gone = await page.request.post("/admin/lake-advisor.data?index", {
    data: { intent: "delete", id },
    headers: { Origin: baseURL! },
  });
  expect(gone.ok()).toBe(true);

  await item(page, title).getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Post" }).click();
  await expect(toasts(page).getByText("Error deleting post")).toBeVisible();
  // The list is refreshed after the attempt, so the stale row disappears.
  await expect(item(page, title)).toHaveCount(0);
});
