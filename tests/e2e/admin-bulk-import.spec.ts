import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "../support/admin.ts";
import { latenciesWhile, latencySummary, percentile } from "../support/latency-probe.ts";

/**
 * Issue 6: a 1,000-row import, on a server of its own (playwright.config.ts): a thousand more
 * posts would make every other admin journey work on a much larger archive, in whichever order
 * the workers take them. The journeys here that time the server's answers need it to themselves
 * too: on the shared admin server, other journeys' requests share its event loop. The tests of
 * this file run one at a time.
 */

const IMPORT_PATH = "/admin/lake-advisor/import";
const HEADER = "title,slug,excerpt,hero_image_url,categories,tags,author_name,published_at,seo_title,seo_description,canonical_url,featured,content_html";

function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function upload(page: Page, name: string, text: string) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

/**
 * Was 10 s, when this kind of machine ran nginx at 9,900 requests/s and the import took 5.6–6.9 s;
 * on 2026-11-27 it ran nginx at 2,700 (docs/performance.md) and this import took 15.3–16.2 s with
 * the search indexes batched. The bound catches a blocked or runaway import, not the machine; the
 * import's own cost is bounded by post-import.db.test.ts (1,000 rows in 10 s without the browser).
 */
const IMPORT_BOUND_MS = 30_000;

test("a 1,000-row file of several MB previews and imports in under 30 seconds", async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const paragraph = `<p>${"Lake Norman waterfront, docks and sunsets, with the best of Mooresville and Cornelius. ".repeat(24)}</p>`;
  const lines = [HEADER];
  for (let n = 1; n <= 1000; n++) {
    lines.push(`"Bulk Post ${n}, ${run}",bulk-${run}-${n},"Excerpt ${n}, short",,"Market Insights",bulk,,2025-01-01,,,,false,"<h2>Part ${n}</h2>${paragraph}"`);
  }
  const file = lines.join("\n");
  // Larger than the 1 MB limit of ordinary requests: the import path has its own.
  expect(Buffer.byteLength(file)).toBeGreaterThan(2 * 1024 * 1024);

  await signIn(page, IMPORT_PATH);
  await upload(page, "bulk.csv", file);
  await expect(page.getByText("bulk.csv · 1000 rows: 1000 valid, 0 with warnings, 0 with errors")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("1000 new posts, 0 updates, 0 rows skipped.")).toBeVisible();

  const started = Date.now();
  await page.getByRole("button", { name: "Import Posts" }).click();
  await expect(toast(page, "Import Complete")).toContainText("Created: 1000, Updated: 0, Skipped: 0", { timeout: IMPORT_BOUND_MS });
  console.log(`1,000-row import: ${Date.now() - started} ms`);
  expect(Date.now() - started).toBeLessThan(IMPORT_BOUND_MS);
  expect((await page.request.get(`/the-lake-advisor/bulk-${run}-1000`)).status()).toBe(200);

  // The results list the first rows; the whole list is one click away.
  const results = page.getByRole("region", { name: "Import Results" });
  const listed = results.getByRole("list", { name: "Imported rows" }).getByRole("listitem");
  await expect(listed).toHaveCount(50);
  await results.getByRole("button", { name: "Show all 1000 rows" }).click();
  await expect(listed).toHaveCount(1000);
  await expect(listed.last()).toContainText(`Bulk Post 1000, ${run}`);
});

/**
 * Issue 13: a 2,000-row file (the largest allowed) previews and imports while the site keeps
 * answering /healthz and a built asset.
 */
test("the site keeps answering while 2,000 rows preview and import", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const paragraph = `<p>${"Waterfront living on Lake Norman, with deep water and long docks. ".repeat(20)}</p>`;
  const lines = [HEADER];
  for (let n = 1; n <= 2000; n++) {
    lines.push(
      `"Probe Post ${n}, ${run}",probe-${run}-${n},"Excerpt ${n}",,"Market Insights",probe,,2025-01-01,,,,false,"<h2>Part ${n}</h2>${paragraph}<ul><li>one</li><li>two</li></ul>"`,
    );
  }
  await signIn(page, IMPORT_PATH);
  const asset = /\/assets\/[\w.-]+\.css/.exec(await (await page.request.get("/")).text())?.[0];
  expect(asset).toBeTruthy();

  const latencies = await latenciesWhile(baseURL!, ["/healthz", asset!], async () => {
    await upload(page, "probe.csv", lines.join("\n"));
    await expect(page.getByText("probe.csv · 2000 rows: 2000 valid, 0 with warnings, 0 with errors")).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Import Posts" }).click();
    await expect(toast(page, "Import Complete")).toContainText("Created: 2000, Updated: 0, Skipped: 0", { timeout: 60_000 });
  });
  const p99 = percentile(latencies, 0.99);
  console.log(`probe during a 2,000-row preview and import: ${latencySummary(latencies)}`);
  // 93 ms on the quiet machine; the bound leaves room for a second test worker on the same two
  // cores (270 ms with two busy loops beside it). Before the rows were sliced: 8,274 ms.
  expect(p99).toBeLessThan(500);
});

/**
 * Issue 13, point 10: Markdown that renders in far worse than linear time (180 KB of this took
 * 761 s on the event loop, and every request waited) is rendered on a render thread when saved,
 * and refused when it takes too long; the site answers meanwhile.
 */
test("Markdown that renders in far worse than linear time never holds up the site; too slow to render, it is refused", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  const content = page.getByRole("textbox", { name: "Content (Markdown)" });
  const publish = page.getByRole("button", { name: "Publish Post" });
  await signIn(page, "/admin/lake-advisor/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await field("Title").fill(`Slow Markdown ${run}`);
  await field("Excerpt").fill("An excerpt.");
  await content.fill("<'*a_".repeat(36_000));
  const whileRefused = await latenciesWhile(baseURL!, ["/healthz"], async () => {
    await publish.click();
    await expect(toast(page, "Please fix validation errors")).toBeVisible({ timeout: 30_000 });
  });
  await expect(page.getByText(/This content takes too long to format/)).toBeVisible();
  expect((await page.request.get(`/the-lake-advisor/slow-markdown-${run}`)).status()).toBe(404);

  // Slow but within the limit: rendered once, on a render thread, and stored.
  await field("Title").fill(`Slow But Fine ${run}`);
  await content.fill("<'*a_".repeat(1_800));
  const whilePublished = await latenciesWhile(baseURL!, ["/healthz"], async () => {
    await publish.click();
    await expect(toast(page, "Post published successfully!")).toBeVisible({ timeout: 30_000 });
  });
  const latencies = [...whileRefused, ...whilePublished].sort((a, b) => a - b);
  console.log(`/healthz while slow Markdown is saved: ${latencySummary(latencies)}`);
  expect(latencies.length).toBeGreaterThan(20);
  // Quiet machine: p99 73 ms. The bound leaves room for the other test worker on the same two
  // cores; the old event loop held every answer for the whole render, seconds to minutes.
  expect(percentile(latencies, 0.95)).toBeLessThan(200);
  expect(latencies.at(-1)).toBeLessThan(1_000);

  // The page reads the stored HTML; parameters it does not use are the same cached page.
  const postPath = `/the-lake-advisor/slow-but-fine-${run}`;
  const first = await page.request.get(postPath);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain("&#x3C;'");
  for (const n of [1, 2, 3]) {
    const again = await page.request.get(`${postPath}?v=${n}`);
    expect(again.headers()["x-cache"], `?v=${n}`).toBe("HIT");
  }
});

/**
 * Issue 17: with the thousands of posts the imports above leave, each list shows a page of them
 * and a window of page numbers, in the URL, with and without JavaScript, on a phone too.
 */
test.describe("lists of thousands of posts", () => {
  const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the blog list's numbered pages are a window, on one row at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto("/the-lake-advisor?page=50");
      expect((await response!.body()).length).toBeLessThan(100 * 1024);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const total = Number((await page.getByText(/^\d+ articles$/).textContent())!.split(" ")[0]);
      const last = Math.ceil(total / 9);
      expect(last).toBeGreaterThan(100);
      const numbers = pagination(page).getByRole("link", { name: /^Page \d+$/ });
      await expect(numbers).toHaveText(["1", "49", "50", "51", String(last)]);
      await expect(pagination(page).getByRole("link", { name: "Page 50" })).toHaveAttribute("aria-current", "page");
      await expect(pagination(page).getByText("…")).toHaveCount(2);
      const row = await pagination(page).getByRole("list").boundingBox();
      expect(row!.height).toBeLessThan(50);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Followed in place, the window moves with the page; at the end it grows inward.
      await pagination(page).getByRole("link", { name: "Page 51" }).click();
      await expect(page).toHaveURL(/\?page=51$/);
      await expect(numbers).toHaveText(["1", "50", "51", "52", String(last)]);
      await pagination(page)
        .getByRole("link", { name: `Page ${last}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
      await expect(numbers).toHaveText(["1", ...[4, 3, 2, 1].map((back) => String(last - back)), String(last)]);
      await expect(pagination(page).getByRole("link", { name: `Page ${last}` })).toHaveAttribute("aria-current", "page");
    });
  }

  test("without JavaScript the window's pages are plain links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/the-lake-advisor?page=3");
    await expect(
      pagination(page)
        .getByRole("link", { name: /^Page \d+$/ })
        .first(),
    ).toHaveText("1");
    await pagination(page).getByRole("link", { name: "Page 4" }).click();
    await expect(page).toHaveURL(/\?page=4$/);
    await expect(pagination(page).getByRole("link", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
    await pagination(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?page=5$/);
    await expect(pagination(page).getByText("…")).toHaveCount(2);
    await context.close();
  });

  test("the admin list shows 50 posts a page, its pages keep the filters, and it stays small", async ({ page }) => {
    await signIn(page, "/admin/lake-advisor?status=published");
    const list = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
    await expect(list).toHaveCount(50);
    const pager = page.getByRole("navigation", { name: "Post pages" });
    await expect(pager).toContainText(/Page 1 of \d+/);
    await pager.getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(/\/admin\/lake-advisor\?status=published&page=2$/);
    await expect(list).toHaveCount(50);
    await expect(pager).toContainText(/Page 2 of \d+/);
    // Past the last page: the list says so, and the pager counts no page that is not there and leads back to the last one.
    await page.goto("/admin/lake-advisor?status=published&page=999");
    await expect(page.getByText(/There are no posts on page 999/)).toBeVisible();
    await expect(pager).not.toContainText(/Page \d+ of/);
    const last = Number((await pager.textContent())?.match(/(\d+) pages/)?.[1]);
    await expect(pager.getByRole("link", { name: "Newer posts" })).toHaveAttribute("href", `/admin/lake-advisor?status=published&page=${last}`);
    const html = await page.request.get("/admin/lake-advisor");
    expect((await html.body()).length).toBeLessThan(300 * 1024);
  });
});
