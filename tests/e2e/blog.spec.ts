import { expect, test, type Page } from "@playwright/test";
import { demoPosts } from "#seed/demo-posts.ts";
import { gotoHydrated } from "../support/hydrated.ts";

/** The seed's published posts, newest first, as the list orders them. */
const PUBLISHED = demoPosts
  .filter((post) => post.publishedAt !== null && Date.parse(post.publishedAt) <= Date.now())
  .sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!));
const titlesOf = (posts: typeof PUBLISHED) => posts.map((post) => post.title);
const inCategory = (...categories: string[]) => PUBLISHED.filter((post) => post.categories.some((c) => categories.includes(c)));

const BOATING = "Boating & Water Sports";
const EVENTS = "Local Events";

const articles = (page: Page) => page.getByRole("region", { name: "Articles" });
/** Every post shown on the page: the featured one first, then the grid. */
const shownTitles = (page: Page) => articles(page).getByRole("article").getByRole("heading");
const chip = (page: Page, name: string) => page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const isListUrl = (url: URL) => url.pathname === "/the-lake-advisor";

/** Shown titles in list order, regardless of which one is featured. */
async function expectShownSet(page: Page, expected: string[]) {
  await expect(shownTitles(page)).toHaveCount(expected.length);
  expect([...(await shownTitles(page).allTextContents())].sort()).toEqual([...expected].sort());
}

test.describe.configure({ mode: "parallel" });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`The Lake Advisor at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("lists published posts nine per page with a featured post and numbered pages", async ({ page }) => {
      expect(PUBLISHED).toHaveLength(19);
      const response = await gotoHydrated(page, "/the-lake-advisor");
      expect(response!.status()).toBe(200);
      expect(response!.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=300");
      await expect(page.getByRole("heading", { level: 1, name: "The Lake Advisor" })).toBeVisible();
      await expect(page.getByText("19 articles")).toBeVisible();

      // Page 1: the newest featured post, large, and the rest of the first nine in the grid.
      const firstNine = titlesOf(PUBLISHED.slice(0, 9));
      const featured = PUBLISHED.find((post) => post.featured)!;
      await expect(articles(page).getByRole("article").first().getByRole("heading")).toHaveText(featured.title);
      await expect(articles(page).getByRole("article").first()).toContainText("Featured article");
      await expect(articles(page).getByRole("list", { name: "Articles" }).getByRole("heading")).toHaveText(firstNine.filter((t) => t !== featured.title));
      // Drafts and scheduled posts are not listed and give no chip.
      await expect(page.getByText("Mooresville: Beyond Race City")).toHaveCount(0);
      await expect(chip(page, EVENTS)).toBeVisible();

      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/the-lake-advisor\?page=2$/);
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      // Each page is its own for search engines.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/the-lake-advisor\?page=2$/);
      // Page 2 is posts 10–18 by date, all in the grid.
      await expect(shownTitles(page)).toHaveText(titlesOf(PUBLISHED.slice(9, 18)));

      await page.getByRole("link", { name: "Page 3" }).click();
      await expect(page).toHaveURL(/\?page=3$/);
      await expect(shownTitles(page)).toHaveText(titlesOf(PUBLISHED.slice(18)));
      await page.goBack();
      await expect(shownTitles(page)).toHaveText(titlesOf(PUBLISHED.slice(9, 18)));

      // A page past the end says so (a 404, not an empty copy of the list) and leads back to page 1.
      const pastTheEnd = await gotoHydrated(page, "/the-lake-advisor?page=7");
      expect(pastTheEnd?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.getByText("There is no page 7")).toBeVisible();
      await page.getByRole("link", { name: "Go to page 1" }).click();
      await expect(page).toHaveURL(/\/the-lake-advisor$/);
      await expect(shownTitles(page)).toHaveCount(9);
    });

    test("category chips filter through the URL, combine, reset the page and survive back and reload", async ({ page }) => {
      await gotoHydrated(page, "/the-lake-advisor?page=2");
      await expect(chip(page, BOATING)).toHaveAttribute("aria-pressed", "false");
      await chip(page, BOATING).click();
      await expect(page).toHaveURL(/\?category=Boating\+%26\+Water\+Sports$/);
      await expect(chip(page, BOATING)).toHaveAttribute("aria-pressed", "true");
      await expectShownSet(page, titlesOf(inCategory(BOATING)));

      await chip(page, EVENTS).click();
      await expect(page).toHaveURL(/\?category=Boating\+%26\+Water\+Sports&category=Local\+Events$/);
      await expectShownSet(page, titlesOf(inCategory(BOATING, EVENTS)));

      await page.goBack();
      await expect(page).toHaveURL(/\?category=Boating\+%26\+Water\+Sports$/);
      await expect(chip(page, EVENTS)).toHaveAttribute("aria-pressed", "false");
      await expectShownSet(page, titlesOf(inCategory(BOATING)));

      await page.reload();
      await expect(chip(page, BOATING)).toHaveAttribute("aria-pressed", "true");
      await expectShownSet(page, titlesOf(inCategory(BOATING)));

      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await chip(page, BOATING).click();
      await expect(page).toHaveURL(/\/the-lake-advisor$/);
      await expect(page.getByText("19 articles")).toBeVisible();
    });

    test("search is debounced into ?q=, finds the words' forms in title, excerpt or content, marks them, and has an empty state", async ({ page }) => {
      await gotoHydrated(page, "/the-lake-advisor?page=2");
      // Full-text search with English stemming (issue 17): "Boats" finds boat, boats and boating.
      const expected = PUBLISHED.filter((post) => /\bboat(s|ing)?\b/i.test(`${post.title}\n${post.excerpt}\n${post.content}`));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(PUBLISHED.length);
      expect(expected.some((post) => !/\bboats\b/i.test(`${post.title}\n${post.excerpt}\n${post.content}`))).toBe(true);

      await searchBox(page).pressSequentially("Boats", { delay: 30 });
      await expect(page).toHaveURL(/\?q=Boats$/);
      await expect(page.getByText(`${expected.length} articles`)).toBeVisible();
      await expect(shownTitles(page)).toHaveCount(Math.min(9, expected.length));
      for (const title of await shownTitles(page).allTextContents()) expect(titlesOf(expected)).toContain(title);
      // Each card shows its matching passage with the words found marked.
      await expect(articles(page).locator("mark").first()).toHaveText(/^boat/i);

      await searchBox(page).fill("no such words anywhere");
      await expect(page).toHaveURL(/\?q=no\+such\+words\+anywhere$/);
      await expect(page.getByText("No articles found")).toBeVisible();
      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/the-lake-advisor$/);
      await expect(searchBox(page)).toHaveValue("");
      await expect(page.getByText("19 articles")).toBeVisible();
    });

    test("typing replaces the history entry, so back skips the keystrokes", async ({ page }) => {
      await gotoHydrated(page, "/the-lake-advisor");
      await chip(page, EVENTS).click();
      await expect(page).toHaveURL(/\?category=Local\+Events$/);
      await searchBox(page).pressSequentially("market", { delay: 30 });
      await expect(page).toHaveURL(/\?category=Local\+Events&q=market$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/the-lake-advisor$/);
      await expect(searchBox(page)).toHaveValue("");
      await expect(chip(page, EVENTS)).toHaveAttribute("aria-pressed", "false");
    });

    test("shows Loading posts... while the next list loads, and Error loading posts on failure", async ({ page }) => {
      await gotoHydrated(page, "/the-lake-advisor");
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // The island fetches the list as the page at its new URL.
      await page.route(isListUrl, async (route) => {
        await held;
        await route.continue();
      });
      await chip(page, EVENTS).click();
      await expect(page.getByText("Loading posts...")).toBeVisible();
      await expect(articles(page).locator("[aria-busy=true]")).toBeVisible();
      release();
      await expectShownSet(page, titlesOf(inCategory(EVENTS)));
      await expect(page.getByText("Loading posts...")).toHaveCount(0);
      await expect(articles(page).locator("[aria-busy=true]")).toHaveCount(0);

      await page.unroute(isListUrl);
      await page.route(isListUrl, (route) => route.fulfill({ status: 500, body: "boom" }));
      await chip(page, BOATING).click();
      await expect(page.getByRole("heading", { name: "Error loading posts" })).toBeVisible();
      await expect(page).toHaveURL(/\?category=Local\+Events&category=Boating\+%26\+Water\+Sports$/);

      // Back shows the list of the URL it reaches again.
      await page.unroute(isListUrl);
      await page.goBack();
      await expect(page).toHaveURL(/\?category=Local\+Events$/);
      await expect(page.getByRole("heading", { name: "Error loading posts" })).toHaveCount(0);
      await expectShownSet(page, titlesOf(inCategory(EVENTS)));
      await expect(chip(page, EVENTS)).toHaveAttribute("aria-pressed", "true");
    });

    test("the search box keeps focus and text while the list follows it, and a new page starts at the list's top", async ({ page }) => {
      await gotoHydrated(page, "/the-lake-advisor");
      await searchBox(page).pressSequentially("lake", { delay: 30 });
      await expect(page).toHaveURL(/\?q=lake$/);
      await expect(articles(page).locator("[aria-busy=true]")).toHaveCount(0);
      await expect(searchBox(page)).toBeFocused();
      await expect(searchBox(page)).toHaveValue("lake");
      await searchBox(page).pressSequentially(" norman", { delay: 30 });
      await expect(page).toHaveURL(/\?q=lake\+norman$/);
      await expect(searchBox(page)).toBeFocused();
      await expect(searchBox(page)).toHaveValue("lake norman");

      await gotoHydrated(page, "/the-lake-advisor");
      const pageTwo = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" });
      await pageTwo.scrollIntoViewIfNeeded();
      expect(await articles(page).evaluate((section) => section.getBoundingClientRect().top)).toBeLessThan(0);
      await pageTwo.click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(shownTitles(page)).toHaveText(titlesOf(PUBLISHED.slice(9, 18)));
      await expect.poll(() => articles(page).evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
      await expect(shownTitles(page).first()).toBeInViewport();
    });

    test("every category chip is on screen, none hidden off to the side", async ({ page }) => {
      await gotoHydrated(page, "/the-lake-advisor");
      const group = page.getByRole("group", { name: "Filter by category" });
      const chips = group.getByRole("button");
      await expect(chips).toHaveCount(new Set(PUBLISHED.flatMap((post) => post.categories)).size);
      expect(await group.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      for (const shown of await chips.all()) {
        const box = (await shown.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
    });

    test("chips answer the keyboard and keep its focus", async ({ page }) => {
      await gotoHydrated(page, "/the-lake-advisor");
      await chip(page, EVENTS).focus();
      await page.keyboard.press("Space");
      await expect(page).toHaveURL(/\?category=Local\+Events$/);
      await expect(chip(page, EVENTS)).toHaveAttribute("aria-pressed", "true");
      await expect(chip(page, EVENTS)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/the-lake-advisor$/);
      await expect(chip(page, EVENTS)).toHaveAttribute("aria-pressed", "false");
      await expect(chip(page, EVENTS)).toBeFocused();
    });

    test("a post page shows its article, related posts and previous/next links", async ({ page }) => {
      const index = PUBLISHED.findIndex((post) => post.slug === "staging-a-lake-home-to-sell");
      const post = PUBLISHED[index]!;
      const newer = PUBLISHED[index - 1]!;
      const older = PUBLISHED[index + 1]!;
      const response = await gotoHydrated(page, `/the-lake-advisor/${post.slug}`);
      expect(response!.status()).toBe(200);
      expect(response!.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=300");

      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
      await expect(crumbs.filter({ hasText: /\S/ })).toHaveText(["Home", "The Lake Advisor", post.title]);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByRole("list", { name: "Categories" }).first()).toHaveText(post.categories.join(""));
      await expect(page.getByText("By Meredith Vance")).toBeVisible();
      await expect(page.getByText("August 12, 2025").first()).toBeVisible();
      await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
      await expect(page.getByText(post.excerpt)).toBeVisible();
      const article = page.locator("article.prose-lake");
      await expect(article.getByRole("heading", { level: 2, name: "Start With the Sightlines" })).toBeVisible();
      await expect(article.getByRole("heading", { level: 2, name: "Treat the Outdoors as Rooms" })).toBeAttached();
      await expect(page.getByRole("complementary", { name: "About the author" })).toContainText("Meredith Vance");

      const related = page.getByRole("list", { name: "Related articles" }).getByRole("article");
      const relatedTitles = await related.getByRole("heading").allTextContents();
      expect(relatedTitles.length).toBeGreaterThan(0);
      expect(relatedTitles.length).toBeLessThanOrEqual(3);
      expect(relatedTitles).not.toContain(post.title);
      for (const title of relatedTitles) {
        const candidate = PUBLISHED.find((p) => p.title === title)!;
        expect(candidate.categories.some((c) => post.categories.includes(c))).toBe(true);
      }

      const more = page.getByRole("navigation", { name: "More articles" });
      await expect(more.getByRole("link", { name: new RegExp(`Previous article ${escape(older.title)}`) })).toHaveAttribute(
        "href",
        `/the-lake-advisor/${older.slug}`,
      );
      await more.getByRole("link", { name: new RegExp(`Next article ${escape(newer.title)}`) }).click();
      await expect(page).toHaveURL(`/the-lake-advisor/${newer.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: newer.title })).toBeVisible();
      await page
        .getByRole("navigation", { name: "More articles" })
        .getByRole("link", { name: /Previous article/ })
        .click();
      await expect(page).toHaveURL(`/the-lake-advisor/${post.slug}`);

      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "The Lake Advisor" }).click();
      await expect(page).toHaveURL("/the-lake-advisor");
    });

    test("the newest post has no next link and the oldest no previous link", async ({ page }) => {
      await gotoHydrated(page, `/the-lake-advisor/${PUBLISHED[0]!.slug}`);
      const more = page.getByRole("navigation", { name: "More articles" });
      await expect(more.getByRole("link", { name: /Previous article/ })).toHaveAttribute("href", `/the-lake-advisor/${PUBLISHED[1]!.slug}`);
      await expect(more.getByRole("link", { name: /Next article/ })).toHaveCount(0);
      await gotoHydrated(page, `/the-lake-advisor/${PUBLISHED.at(-1)!.slug}`);
      await expect(page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Previous article/ })).toHaveCount(0);
    });

    test("Share copies the link when the device has no share feature", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      });
      const slug = "lake-norman-marinas-guide";
      await gotoHydrated(page, `/the-lake-advisor/${slug}`);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Link copied to clipboard")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/the-lake-advisor/${slug}`);
    });

    test("Share says so when the link cannot be copied, and shows it", async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
        Object.defineProperty(Navigator.prototype, "clipboard", {
          value: { writeText: () => Promise.reject(new Error("denied")) },
          configurable: true,
        });
      });
      const slug = "lake-norman-marinas-guide";
      await gotoHydrated(page, `/the-lake-advisor/${slug}`);
      await page.getByRole("button", { name: "Share" }).click();
      const toast = page.locator("[data-toaster-region='toast']").filter({ hasText: "Could not copy the link" });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(`${baseURL}/the-lake-advisor/${slug}`);
    });

    test("Share opens the device's share sheet when there is one", async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "share", {
          value: (data: ShareData) => {
            (window as Window & { shared?: ShareData }).shared = data;
            return Promise.resolve();
          },
          configurable: true,
        });
      });
      const slug = "lake-norman-marinas-guide";
      await gotoHydrated(page, `/the-lake-advisor/${slug}`);
      await page.getByRole("button", { name: "Share" }).click();
      const title = await page.getByRole("heading", { level: 1 }).textContent();
      await expect
        .poll(() => page.evaluate(() => (window as Window & { shared?: ShareData }).shared))
        .toMatchObject({
          title,
          url: `${baseURL}/the-lake-advisor/${slug}`,
        });
      await expect(page.locator("[data-toaster-region='toast']")).toHaveCount(0);
    });

    test("drafts, scheduled posts and unknown slugs are 404 Post not found", async ({ page }) => {
      const draft = demoPosts.find((post) => post.publishedAt === null)!;
      const scheduled = demoPosts.find((post) => post.publishedAt !== null && Date.parse(post.publishedAt) > Date.now())!;
      for (const slug of [draft.slug, scheduled.slug, "no-such-post"]) {
        const response = await page.goto(`/the-lake-advisor/${slug}`);
        expect(response!.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
      }
    });
  });
}

test.describe("The Lake Advisor without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("chips, pages and the search are plain links and a GET form", async ({ page }) => {
    await page.goto("/the-lake-advisor");
    await chip(page, BOATING).click();
    await expect(page).toHaveURL(/\?category=Boating\+%26\+Water\+Sports$/);
    await expect(chip(page, BOATING)).toHaveAttribute("aria-pressed", "true");
    await expectShownSet(page, titlesOf(inCategory(BOATING)));

    await searchBox(page).fill("dock");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\?category=Boating\+%26\+Water\+Sports&q=dock$/);
    await expect(searchBox(page)).toHaveValue("dock");
    const docks = inCategory(BOATING).filter((post) => /\bdock(s|ing)?\b/i.test(`${post.title}\n${post.excerpt}\n${post.content}`));
    expect(docks.length).toBeGreaterThan(0);
    await expectShownSet(page, titlesOf(docks));
    await expect(articles(page).locator("mark").first()).toHaveText(/^dock/i);

    await page.goto("/the-lake-advisor");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(shownTitles(page)).toHaveText(titlesOf(PUBLISHED.slice(9, 18)));
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
