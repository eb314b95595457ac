import { expect, test } from "@playwright/test";
import { signIn } from "../support/admin.ts";

/**
 * A post that quotes sets Cormorant italic in its prose, so its page preloads that face too; a
 * post that does not preloads only the two upright faces (budgets.spec.ts, on a seeded post).
 * It publishes a post, so it runs on the admin journeys' server.
 */
test("a post with a quotation preloads the italic face and fetches no font it did not preload", async ({ page, browser }) => {
  const title = `Quoted on the Lake ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await signIn(page, "/admin/lake-advisor/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("A post with a quotation.");
  await page.getByRole("textbox", { name: "Content (Markdown)" }).fill("An opening line.\n\n> The lake is the neighbourhood.\n\nA closing line.");
  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);

  // A visitor's first visit, not the administrator's tab with the admin's fonts still loading.
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  const fonts: string[] = [];
  visitor.on("requestfinished", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await visitor.goto(`/the-lake-advisor/${slug}`, { waitUntil: "load" });
  await expect(visitor.locator("blockquote")).toHaveCSS("font-style", "italic");
  const preloads = await visitor
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/cormorant-garamond-core-wght-italic-[\w-]+\.woff2$/));
  expect(fonts.toSorted()).toEqual(preloads.toSorted());
  await visitor.close();
});
