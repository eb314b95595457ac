import { expect, test, type Request } from "@playwright/test";
import { PAGE_REFRESH_MIN_INTERVAL_MS } from "#app/lib/constants.ts";
import { signIn } from "../support/admin.ts";
import { gotoHydrated } from "../support/hydrated.ts";

test.use({ viewport: { width: 1280, height: 800 } });

test("the top navigation reaches every main page on desktop", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

  const destinations = [
    ["ABOUT", "/about", "About Meredith Vance"],
    ["NEIGHBORHOODS", "/neighborhood", "Neighborhoods"],
    ["THE LAKE ADVISOR", "/the-lake-advisor", "The Lake Advisor"],
    ["SOLD PROPERTIES", "/sold-properties", "Sold Properties"],
  ] as const;
  for (const [label, path, heading] of destinations) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The page's own section is marked; the page is a document, so its links are plain links.
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  }
  await expect(page.locator("a[data-discover]")).toHaveCount(0);

  await page
    .getByRole("link", { name: /, home$/ })
    .first()
    .click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Buy and Sell on the Lake");
});

test("WORK WITH MEREDITH opens the contact dialog, which closes again", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "WORK WITH MEREDITH" }).click();
  const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the footer carries every link, the towns, contact details and the offices", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  for (const label of ["About", "Neighborhoods", "The Lake Advisor", "Sold Properties", "Privacy Policy"]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  const towns = footer.getByRole("navigation", { name: "Neighborhoods" }).getByRole("link");
  await expect(towns).toHaveText(["Troutman", "Hickory", "Charlotte", "Cornelius", "Davidson", "Denver", "Huntersville", "Mooresville"]);
  await expect(footer.getByRole("link", { name: "(704) 555-0142" })).toHaveAttribute("href", "tel:+17045550142");
  await expect(footer.getByRole("link", { name: "hello@lakefrontnc.com" })).toHaveAttribute("href", "mailto:hello@lakefrontnc.com");
  await expect(footer.locator("address")).toHaveCount(5);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Lakefront Luxury Group`);

  await footer.getByRole("button", { name: "CONTACT" }).click();
  await expect(page.getByRole("dialog", { name: "Work With Meredith" })).toBeVisible();
  await page.keyboard.press("Escape");

  await footer.getByRole("link", { name: "Davidson" }).click();
  await expect(page).toHaveURL("/neighborhood/davidson");
  await expect(page.getByRole("heading", { level: 1, name: "Living in Davidson" })).toBeVisible();
});

test("external links open in a new tab, the site's own links do not", async ({ page }) => {
  await page.goto("/");
  const social = page.locator("footer").getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  for (const link of await page.locator("footer a[href^='/']").all()) {
    await expect(link).not.toHaveAttribute("target", /.*/);
  }
});

test("a path change scrolls the page to the top", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator("footer").getByRole("link", { name: "Sold Properties" }).click();
  await expect(page).toHaveURL("/sold-properties");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("on the home page the logo scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page
    .getByRole("link", { name: /, home$/ })
    .first()
    .click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
});

test("a social link's tooltip shows on keyboard focus and stays inside a phone's screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const links = page.locator("footer").getByRole("list", { name: "Social media" }).getByRole("link");
  const last = links.last();
  await links.nth(2).focus();
  await page.keyboard.press("Tab");
  await expect(last).toBeFocused();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toBeVisible();
  const box = (await tooltip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.keyboard.press("Tab");
  await expect(tooltip).toHaveCount(0);
});

test("the toaster's notifications region is on every page", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("region", { name: /^Notifications alt\+T$/i })).toBeAttached();
});

test("every public route of the spec answers", async ({ request }) => {
  const routes: Array<[string, string]> = [
    ["/", "Buy and Sell on the Lake"],
    ["/about", "About Meredith Vance"],
    ["/neighborhood", "Neighborhoods"],
    ["/neighborhood/mooresville", "Living in Mooresville"],
    ["/sold-properties", "Sold Properties"],
    ["/the-lake-advisor", "The Lake Advisor"],
    ["/the-lake-advisor/top-7-best-towns-to-live-on-lake-norman", "Top 7"],
    ["/privacy-policy", "Privacy Policy"],
  ];
  for (const [path, text] of routes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(text);
  }
});

test("every admin route of the spec answers once signed in", async ({ page }) => {
  await signIn(page);
  // The editor of a post that exists: the first edit link of the admin list.
  const list = await (await page.request.get("/admin/lake-advisor")).text();
  const editPath = /href="(\/admin\/lake-advisor\/[0-9a-f-]{36}\/edit)"/.exec(list)?.[1] ?? "no edit link in the admin list";
  const routes: Array<[string, string]> = [
    ["/admin/lake-advisor", "Blog Administration"],
    ["/admin/lake-advisor/new", "New Post"],
    [editPath, "Edit Post"],
    ["/admin/lake-advisor/import", "Import Blog Posts"],
  ];
  for (const [path, text] of routes) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(text);
  }
});

/** The refresh on focus fetches the page's HTML (no longer React Router's .data). */
const isPageFetch = (request: Request, path: string) => request.resourceType() === "fetch" && new URL(request.url()).pathname === path;

test("page data is fetched again when the window regains focus or the network returns", async ({ page }) => {
  let refetches = 0;
  page.on("request", (request) => {
    if (isPageFetch(request, "/neighborhood/davidson")) refetches++;
  });
  await gotoHydrated(page, "/neighborhood/davidson");
  for (const event of ["focus", "online"]) {
    await page.waitForLoadState("networkidle");
    const before = refetches;
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), event);
    await expect.poll(() => refetches, { timeout: 10_000 }).toBeGreaterThan(before);
  }
});

test("the page is fetched again at most once per interval, the last request served when it ends", async ({ page }) => {
  let refetches = 0;
  page.on("request", (request) => {
    if (isPageFetch(request, "/about")) refetches++;
  });
  await page.clock.install();
  await gotoHydrated(page, "/about");
  // The page's clock stands still from here on, moved only by the test.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAGE_REFRESH_MIN_INTERVAL_MS);
  const before = refetches;
  for (let i = 0; i < 3; i++) await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect.poll(() => refetches).toBe(before + 1);
  // Just short of the interval's end, the requests held back stay held.
  await page.clock.runFor(PAGE_REFRESH_MIN_INTERVAL_MS - 100);
  await page.evaluate(() => fetch("/healthz"));
  expect(refetches).toBe(before + 1);
  await page.clock.runFor(100);
  await expect.poll(() => refetches).toBe(before + 2);
});

test("a refresh swaps in what changed where the visitor is, and waits while a dialog is open or an input has focus", async ({ page }) => {
  let changed = false;
  await page.route(
    (url) => url.pathname === "/neighborhood/davidson",
    async (route) => {
      if (route.request().resourceType() !== "fetch" || !changed) return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll("Living in Davidson", "Living in Davidson Today") });
    },
  );
  // The interval between refreshes passes on the page's clock, and every fetch the page starts is
  // counted as it starts, so "no refresh" is read at once instead of waited for.
  await page.clock.install();
  await page.addInitScript(() => {
    const fetchOriginal = window.fetch;
    let started = 0;
    Object.defineProperty(window, "fetchesStarted", { get: () => started });
    window.fetch = (...args) => {
      started += 1;
      return fetchOriginal(...args);
    };
  });
  const fetchesStarted = () => page.evaluate(() => (window as unknown as { fetchesStarted: number }).fetchesStarted);
  await gotoHydrated(page, "/neighborhood/davidson");
  await page.evaluate(() => window.scrollTo(0, 1500));
  // A mark the server's HTML does not have: it survives as long as <main> is not swapped.
  await page.evaluate(() => document.querySelector("main h1")?.setAttribute("data-probe", ""));
  const probe = page.locator("main h1[data-probe]");
  const focusWindow = () => page.evaluate(() => window.dispatchEvent(new Event("focus")));
  const nextInterval = () => page.clock.runFor(PAGE_REFRESH_MIN_INTERVAL_MS);

  // Unchanged on the server: nothing is swapped.
  const unchanged = page.waitForResponse((response) => isPageFetch(response.request(), "/neighborhood/davidson"));
  await focusWindow();
  await (await unchanged).finished();
  await nextInterval();

  // A refresh starts no fetch while a dialog is open or an input has focus: a focus event runs
  // the refresh up to its fetch at once.
  changed = true;
  await page.evaluate(() => {
    const dialog = document.createElement("dialog");
    dialog.id = "refresh-blocking-dialog";
    dialog.textContent = "Open";
    document.body.append(dialog);
    dialog.showModal();
  });
  const beforeDialog = await fetchesStarted();
  await focusWindow();
  expect(await fetchesStarted()).toBe(beforeDialog);
  await expect(probe).toHaveCount(1);
  await nextInterval();
  await page.evaluate(() => document.getElementById("refresh-blocking-dialog")?.remove());

  await page.evaluate(() => {
    const input = document.createElement("input");
    input.ariaLabel = "Typing";
    document.querySelector("main")?.append(input);
    input.focus({ preventScroll: true });
  });
  const beforeInput = await fetchesStarted();
  await focusWindow();
  expect(await fetchesStarted()).toBe(beforeInput);
  await expect(probe).toHaveCount(1);
  await nextInterval();
  await page.getByRole("textbox", { name: "Typing" }).blur();

  await focusWindow();
  await expect(page.getByRole("heading", { level: 1, name: "Living in Davidson Today" })).toBeVisible({ timeout: 10_000 });
  await expect(probe).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
});
