import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "../support/admin.ts";
import { expectNoAccessibilityViolations } from "../support/accessibility.ts";
import { fillContact } from "../support/contact-form-fill.ts";
import { gotoHydrated } from "../support/hydrated.ts";

/**
 * Issue 37: page views counted on the server without a cookie, real-user vitals from the page
 * script, and the dashboard joining them to leads. It runs on the server of its own project,
 * whose other journeys' headless browsers are not counted, so its figures are exact.
 */
test.describe.configure({ mode: "serial" });

const DESKTOP_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A visitor's browser: every page's answer is checked for a cookie set to count. */
async function visitor(browser: Browser, baseURL: string, options: { userAgent: string; width: number; javaScriptEnabled?: boolean }) {
  const context = await browser.newContext({
    baseURL,
    userAgent: options.userAgent,
    viewport: { width: options.width, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const cookiesSet: string[] = [];
  context.on("response", (response) => {
    if (response.request().resourceType() === "document" && response.headers()["set-cookie"]) cookiesSet.push(response.url());
  });
  return { context, page: await context.newPage(), cookiesSet };
}

/**
 * The visitor switches to another tab, so the page's script reports its vitals. Headless Chromium
 * never hides a page, and a beacon sent as a page unloads does not reach the server there, so the
 * hiding is told to the page as the browser would tell it.
 */
async function switchAway(page: Page) {
  const beacon = page.waitForRequest((request) => request.url().endsWith("/resources/vitals") && request.method() === "POST");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const sent = await beacon;
  expect(JSON.parse(sent.postData() ?? "{}")).toMatchObject({ path: new URL(page.url()).pathname, LCP: expect.any(Number) });
}

/** The dashboard's table named `title`, as rows of cell texts. */
async function tableRows(page: Page, title: string) {
  const table = page.getByRole("region", { name: `${title}, table`, exact: true }).getByRole("table");
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())));
}

test("visits from a browser, a crawler's and a lead from a guide reach the dashboard, joined, without a cookie to count", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  // A visitor from a newsletter link: the home page, then a post.
  const reader = await visitor(browser, baseURL!, { userAgent: DESKTOP_CHROME, width: 1280 });
  await gotoHydrated(reader.page, "/?utm_source=acceptance&utm_medium=email&utm_campaign=autumn");
  await switchAway(reader.page);
  await reader.page.locator('main a[href^="/the-lake-advisor/"]').first().click();
  await reader.page.waitForURL(/\/the-lake-advisor\/[\w-]+$/);
  const postPath = new URL(reader.page.url()).pathname;
  const postTitle = (await reader.page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await reader.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await switchAway(reader.page);
  await reader.context.close();

  // A visitor on a phone who lands on a guide and writes.
  const buyer = await visitor(browser, baseURL!, { userAgent: PIXEL, width: 390 });
  await gotoHydrated(buyer.page, "/neighborhood/davidson");
  await buyer.page.getByRole("main").getByRole("button", { name: "Schedule a Call" }).first().click();
  const dialog = await fillContact(buyer.page, `analytics-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(buyer.page.getByRole("dialog")).toHaveCount(0);
  await switchAway(buyer.page);
  await buyer.context.close();

  // A visitor without JavaScript is counted too (the server counts); a crawler is not.
  const noScript = await visitor(browser, baseURL!, { userAgent: DESKTOP_CHROME.replace("131", "130"), width: 1280, javaScriptEnabled: false });
  await noScript.page.goto("/about");
  await noScript.context.close();
  const crawler = await visitor(browser, baseURL!, { userAgent: GOOGLEBOT, width: 1280 });
  for (const path of ["/", "/about", "/neighborhood/davidson", postPath]) await crawler.page.goto(path);
  await crawler.context.close();
  for (const seen of [reader, buyer, noScript, crawler]) expect(seen.cookiesSet).toEqual([]);

  const admin = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  const page = await admin.newPage();
  await signIn(page, "/admin/analytics");
  // Each instance writes what it counted every quarter second on this server (ANALYTICS_FLUSH_MS).
  await expect(async () => {
    await page.reload();
    expect(await tableRows(page, "Top pages")).toEqual(
      expect.arrayContaining([
        ["/", "1", "1"],
        [postPath, "1", "1"],
        ["/neighborhood/davidson", "1", "1"],
        ["/about", "1", "1"],
      ]),
    );
    expect(await tableRows(page, "Speed for real visitors (p75)")).toEqual(
      expect.arrayContaining([expect.arrayContaining(["Home"]), expect.arrayContaining(["Posts"]), expect.arrayContaining(["Neighborhood guides"])]),
    );
  }).toPass({ timeout: 10_000 });
  expect(await tableRows(page, "Top pages")).toHaveLength(4);
  const figure = (term: string) => page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
  // Three visitors (the crawler is none), their four page views, one lead: 33.3 leads per 100 visitors.
  await expect(figure("Visitors")).toHaveText("3");
  await expect(figure("Page views")).toHaveText("4");
  await expect(figure("Leads")).toHaveText("1");
  await expect(figure("Conversion rate")).toHaveText("33.3 %");
  expect(await tableRows(page, "Top posts")).toEqual([[postTitle, "1", "1"]]);
  expect(await tableRows(page, "UTM sources")).toEqual([["acceptance", "1", "1"]]);
  expect(await tableRows(page, "Campaigns")).toEqual([["autumn", "1", "1"]]);
  expect(await tableRows(page, "Devices")).toEqual([
    ["Desktop", "2", "67 %", "3"],
    ["Phone", "1", "33 %", "1"],
  ]);
  expect(await tableRows(page, "Leads by landing page")).toEqual([["/neighborhood/davidson", "1"]]);
  for (const row of await tableRows(page, "Speed for real visitors (p75)")) expect(row[1], row[0]).toMatch(/^[\d,]+ ms/);

  // Each table's CSV, and a lead's row leads to the leads desk showing that lead.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV of top pages" }).click();
  const csv = (await (await (await download).createReadStream()).toArray()).join("");
  expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual(expect.arrayContaining(["page,visitors,views", "/neighborhood/davidson,1,1"]));
  await page.getByRole("region", { name: "Leads by landing page" }).getByRole("link", { name: "/neighborhood/davidson" }).click();
  await expect(page.getByText("Leads that landed on /neighborhood/davidson between")).toBeVisible();
  await expect(page.getByRole("table").getByText("Ada Lovelace")).toBeVisible();
  await admin.close();
});

for (const width of [1280, 390]) {
  test(`the dashboard at ${width} px: the periods, chosen dates with and without JavaScript, and no accessibility violation`, async ({ browser, baseURL }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL: baseURL!, viewport: { width, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      await signIn(page, "/admin/analytics");
      await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
      await page.getByRole("link", { name: "Last 7 days" }).click();
      await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(/^The last 7 days \(/)).toBeVisible();
      await page.getByLabel("From", { exact: true }).fill("2026-02-10");
      await page.getByLabel("To", { exact: true }).fill("2026-02-01");
      await page.getByRole("button", { name: "Show Period" }).click();
      await expect(page.getByRole("alert")).toHaveText("The end date must be on or after the start date.");
      // What was typed stays, beside the reason.
      await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-02-10");
      await expect(page.getByLabel("To", { exact: true })).toHaveValue("2026-02-01");
      await page.getByLabel("To", { exact: true }).fill("2026-02-20");
      await page.getByRole("button", { name: "Show Period" }).click();
      await expect(page.getByText("Tue, Feb 10, 2026 – Fri, Feb 20, 2026, compared with")).toBeVisible();
      await expect(page.getByRole("region", { name: "Top pages, table" })).toHaveCount(0);
      await expect(page.getByText("No page view was counted in this period.")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (javaScriptEnabled) await expectNoAccessibilityViolations(page);
      await page.screenshot({ path: test.info().outputPath(`analytics-${width}-${javaScriptEnabled ? "script" : "no-script"}.png`), fullPage: true });
      await context.close();
    }
  });
}
