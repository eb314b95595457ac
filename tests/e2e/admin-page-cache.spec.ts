import { expect, test } from "@playwright/test";
import { signIn } from "../support/admin.ts";

/**
 * The page cache against a writer: this journey publishes and edits a post, so it runs on the
 * admin journeys' server (see playwright.config.ts); the read-only cache journeys are in
 * page-cache.spec.ts.
 */

test("an administrator's change is on the public page at once, in their own browser too", async ({ page }) => {
  test.setTimeout(60_000);
  const title = `Cached Then Changed ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  const content = page.getByRole("textbox", { name: "Content (Markdown)" });
  await signIn(page, "/admin/lake-advisor/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("A post the page cache keeps.");
  await content.fill("The first version of this post.");
  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);

  const publicPath = `/the-lake-advisor/${slug}`;
  // Other admin journeys write posts on this server at the same time, and each write empties the
  // cache: ask until a hit comes.
  await expect(async () => {
    await page.request.get(publicPath);
    const cached = await page.request.get(publicPath);
    expect(cached.headers()["x-cache"]).toBe("HIT");
    expect(await cached.text()).toContain("The first version of this post.");
  }).toPass({ timeout: 15_000 });

  // The agent's own browser has the page in its HTTP cache, from a view before the save.
  const reader = await page.context().newPage();
  await reader.goto(publicPath);
  await expect(reader.getByText("The first version of this post.")).toBeVisible();

  await page
    .getByRole("listitem", { name: title })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  let saving = true;
  const saved = page
    .waitForResponse((response) => response.url().includes("/edit.data") && response.request().method() === "POST")
    .finally(() => (saving = false));
  await content.fill("The second version of this post.");
  // Visitors keep reading the page while the autosave runs, so the cache has just checked the
  // content version when the save lands: only the write itself can make the next hit check again.
  const reading = (async () => {
    while (saving) await page.request.get(publicPath);
  })();
  expect((await saved).status()).toBe(200);
  await reading;
  const after = await page.request.get(publicPath);
  expect(await after.text()).toContain("The second version of this post.");
  // The next view in that browser shows the save, not its copy from before.
  await reader.goto(publicPath);
  await expect(reader.getByText("The second version of this post.")).toBeVisible();
});
