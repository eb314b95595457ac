import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "../support/admin.ts";

/**
 * Issue 6: a 1,000-row import, on a server of its own (playwright.config.ts): a thousand more
 * posts would make every other admin journey work on a much larger archive, in whichever order
 * the workers take them.
 */

const IMPORT_PATH = "/admin/lake-advisor/import";
const HEADER = "title,slug,excerpt,hero_image_url,categories,tags,author_name,published_at,seo_title,seo_description,canonical_url,featured,content_html";

function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function upload(page: Page, name: string, text: string) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

test("a 1,000-row file of several MB previews and imports in under 10 seconds", async ({ page }) => {
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
  await expect(toast(page, "Import Complete")).toContainText("Created: 1000, Updated: 0, Skipped: 0", { timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(10_000);
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
 * answering. A probe asks for /healthz and a built asset every 50 ms, whether or not the last
 * answer has come, so a stalled event loop shows as many slow answers, not one.
 */
test("the site keeps answering while 2,000 rows preview and import", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const paragraph = `<p>${"Waterfront living on Lake Norman, with deep water and long docks. ".repeat(20)}</p>`;
  const lines = [HEADER];
  for (let n = 1; n <= 2000; n++) {
    lines.push(`"Probe Post ${n}, ${run}",probe-${run}-${n},"Excerpt ${n}",,"Market Insights",probe,,2025-01-01,,,,false,"<h2>Part ${n}</h2>${paragraph}<ul><li>one</li><li>two</li></ul>"`);
  }
  await signIn(page, IMPORT_PATH);
  const asset = /\/assets\/[\w.-]+\.css/.exec(await (await page.request.get("/")).text())?.[0];
  expect(asset).toBeTruthy();

  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const probe = setInterval(() => {
    for (const path of ["/healthz", asset!]) {
      const started = performance.now();
      pending.push(
        fetch(`${baseURL}${path}`)
          .then(async (response) => {
            await response.arrayBuffer();
            latencies.push(response.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
          })
          // A request the server never answered counts as the slowest of all.
          .catch(() => void latencies.push(Number.POSITIVE_INFINITY)),
      );
    }
  }, 50);
  try {
    await upload(page, "probe.csv", lines.join("\n"));
    await expect(page.getByText("probe.csv · 2000 rows: 2000 valid, 0 with warnings, 0 with errors")).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Import Posts" }).click();
    await expect(toast(page, "Import Complete")).toContainText("Created: 2000, Updated: 0, Skipped: 0", { timeout: 60_000 });
  } finally {
    clearInterval(probe);
    await Promise.all(pending);
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
  console.log(`probe during a 2,000-row preview and import: ${latencies.length} answers, p50 ${latencies[Math.floor(latencies.length / 2)]!.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);
  // 93 ms on the quiet machine; the bound leaves room for a second test worker on the same two
  // cores (270 ms with two busy loops beside it). Before the rows were sliced: 8,274 ms.
  expect(p99).toBeLessThan(500);
});
