import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated.ts";

const TOWNS = ["Troutman", "Hickory", "Charlotte", "Cornelius", "Davidson", "Denver", "Huntersville", "Mooresville"];

const region = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`neighborhoods at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the index shows the eight towns in order, each with Read More to its guide", async ({ page }) => {
      const response = await gotoHydrated(page, "/neighborhood");
      expect(response!.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Neighborhoods" })).toBeVisible();
      const list = page.getByRole("main").getByRole("list", { name: "Neighborhoods" });
      await expect(list.getByRole("heading", { level: 3 })).toHaveText(TOWNS);
      const readMore = list.getByRole("link", { name: /^Read More about / });
      await expect(readMore).toHaveText(TOWNS.map(() => "Read More"));
      for (const [index, town] of TOWNS.entries()) {
        await expect(readMore.nth(index)).toHaveAttribute("href", `/neighborhood/${town.toLowerCase()}`);
      }
      await list.getByRole("link", { name: "Read More about Cornelius" }).click();
      await expect(page).toHaveURL("/neighborhood/cornelius");
      await expect(page.getByRole("heading", { level: 1, name: "Living in Cornelius" })).toBeVisible();
    });

    test("a guide shows every section of the spec, in order", async ({ page }) => {
      const response = await gotoHydrated(page, "/neighborhood/davidson");
      expect(response!.status()).toBe(200);
      expect(response!.headers()["cache-control"]).toMatch(/public.*s-maxage=\d+/);

      await expect(page.getByRole("heading", { level: 1, name: "Living in Davidson" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        "Discover Davidson",
        "Why People Love Living in Davidson",
        "Homes for Sale",
        "Search Homes",
        "Schools",
        "Market Snapshot",
        "Things to Do",
        "Ready to Make Davidson Home?",
      ]);
      for (const heading of [
        "History",
        "The Real Estate Market",
        "Prime Neighborhoods",
        "Location",
        "Average Home Price",
        "Restaurants & Coffee",
        "Outdoor Adventures",
        "Local Events",
      ]) {
        await expect(page.getByRole("heading", { level: 3, name: heading, exact: true })).toBeVisible();
      }

      // Overview HTML is rendered as formatting, not as escaped text.
      const overview = region(page, "Discover Davidson");
      await expect(overview.locator("p").first()).toBeVisible();
      await expect(overview).not.toContainText("<p>");
      await expect(overview).toContainText("to Charlotte");
      await expect(overview).toContainText("to Lake Norman");

      await expect(region(page, "Market Snapshot")).toContainText("Average Price");
      await expect(region(page, "Market Snapshot")).toContainText("$1,615,000");
      await expect(region(page, "Market Snapshot")).toContainText("Average Days on Market");
      await expect(region(page, "Market Snapshot")).toContainText("Price per Square Foot");

      // The record's listings, then the listing fixed in the page for Davidson.
      const homes = region(page, "Homes for Sale").getByRole("heading", { level: 3 });
      await expect(homes).toHaveText([
        "543 Concord Road, Davidson, NC 28036",
        "18317 River Ford Drive, Davidson, NC 28036",
        "214 North Main Street, Davidson, NC 28036",
      ]);

      const frame = page.locator("#search-homes iframe");
      await expect(frame).toHaveAttribute("title", "Search homes for sale in Davidson");
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute("src", /boldtrail\.com\/search\/embed\?city=Davidson/);

      await expect(page.getByRole("button", { name: "Schedule a Clarity Call" })).toBeVisible();
      await page.getByRole("link", { name: "Browse Other Neighborhoods" }).click();
      await expect(page).toHaveURL("/neighborhood");
    });

    test("Schedule a Call and Schedule a Clarity Call open the contact dialog", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood/mooresville");
      const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
      await page.getByRole("button", { name: "Schedule a Call" }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Schedule a Clarity Call" }).click();
      await expect(dialog).toBeVisible();
    });

    test("Charlotte alone gets the Thriving Business Hub card", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood/charlotte");
      const features = region(page, "Why People Love Living in Charlotte");
      await expect(features.getByRole("heading", { level: 3, name: "Thriving Business Hub" })).toBeVisible();
      await gotoHydrated(page, "/neighborhood/huntersville");
      await expect(page.getByRole("heading", { level: 1, name: "Living in Huntersville" })).toBeVisible();
      await expect(page.getByText("Thriving Business Hub")).toHaveCount(0);
    });

    test("Get More Information opens the inquiry dialog about that home", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood/huntersville");
      const address = "16524 Flying Jib Road, Huntersville, NC 28078";
      await page.getByRole("button", { name: `Get More Information about ${address}` }).click();
      const dialog = page.getByRole("dialog", { name: "Get More Information" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(address);
    });

    test("Find Your Home jumps to the property search", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood/cornelius");
      const findYourHome = page.getByRole("link", { name: "Find Your Home" });
      await expect(findYourHome).toHaveAttribute("href", "#search-homes");
      await expect(page.locator("#search-homes")).not.toBeInViewport();
      await findYourHome.click();
      await expect(page).toHaveURL("/neighborhood/cornelius#search-homes");
      await expect(page.getByRole("heading", { level: 2, name: "Search Homes" })).toBeInViewport();
    });

    test("with the search vendor unreachable, Search Homes says it is loading and offers the search in a new tab", async ({ page }) => {
      await page.route(/boldtrail\.com/, (route) => route.abort("connectionrefused"));
      await gotoHydrated(page, "/neighborhood/davidson");
      const search = region(page, "Search Homes");
      await search.scrollIntoViewIfNeeded();
      await expect(search.getByText("Loading the live property search…")).toBeVisible();
      const fallback = search.getByRole("link", { name: /^Open the search in a new tab/ });
      await expect(fallback).toHaveAttribute("href", /boldtrail\.com\/search\/embed\?city=Davidson/);
      await expect(fallback).toHaveAttribute("target", "_blank");
      // Not under the frame's error page: a tap reaches the link.
      await fallback.click({ trial: true });
    });

    test("while the search vendor has not answered, Search Homes shows Loading the live property search…", async ({ page }) => {
      await page.route(/boldtrail\.com/, () => {
        // Never answered, like a vendor that does not respond.
      });
      // A lazy frame within the browser's loading distance (its choice: the headless build's is
      // longer) holds the page's load event while its vendor is silent, so the page is taken as
      // read once its document is.
      await gotoHydrated(page, "/neighborhood/davidson", { waitUntil: "domcontentloaded" });
      const loading = region(page, "Search Homes").getByText("Loading the live property search…");
      await loading.scrollIntoViewIfNeeded();
      await expect(loading).toBeInViewport();
    });

    test("Denver shows 8 public schools, the next 4 nearby and the rest private", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood/denver");
      const groups = region(page, "Schools").getByRole("heading", { level: 3 });
      await expect(groups).toHaveText([/^Public Schools/, /^Nearby Schools/, /^Private Schools/, /Explore More Schools/]);

      const publicSchools = region(page, "Public Schools (8)").getByRole("listitem");
      await expect(publicSchools).toHaveCount(8);
      await expect(publicSchools.first()).toContainText("Catawba Springs Elementary School");
      await expect(publicSchools.last()).toContainText("North Lincoln High School");

      const nearby = region(page, "Nearby Schools (4)").getByRole("listitem");
      await expect(nearby).toHaveCount(4);
      await expect(nearby.first()).toContainText("Sherrills Ford Elementary School");
      await expect(nearby.first()).toContainText("Neighboring District");

      const privateSchools = region(page, "Private Schools (4)").getByRole("listitem");
      await expect(privateSchools).toHaveCount(4);
      await expect(privateSchools.first()).toContainText("SouthLake Christian Academy");
      await expect(privateSchools.last()).toContainText("Woodlawn School");
    });

    test("Troutman shows three schools, its fourth as a charter school, and links for the rest", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood/troutman");
      await expect(region(page, "Area Schools (3)").getByRole("listitem")).toHaveCount(3);
      const charter = region(page, "Charter School (1)");
      await expect(charter.getByRole("listitem")).toHaveCount(1);
      await expect(charter).toContainText("Langtree Charter Academy");
      await expect(charter.getByText("Charter School", { exact: true })).toBeVisible();

      const more = region(page, "Explore More Schools");
      const school = more.getByRole("link", { name: /Statesville Christian School/ });
      await expect(school).toHaveAttribute("target", "_blank");
      await expect(more.getByRole("link", { name: /School District/ })).toHaveAttribute("href", "https://www.issnc.org");
    });

    test("Charlotte lists three schools and the rest as school-area link cards; Hickory shows six and links the rest", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood/charlotte");
      await expect(region(page, "Area Schools (3)").getByRole("listitem")).toHaveCount(3);
      const links = region(page, "Explore More Schools").getByRole("link");
      await expect(links).toHaveCount(4);
      await expect(links.first()).toContainText("Charlotte Latin School");
      await expect(links.last()).toContainText("School District");

      await gotoHydrated(page, "/neighborhood/hickory");
      await expect(region(page, "Area Schools (6)").getByRole("listitem")).toHaveCount(6);
      // Issue 16: a school past the town's count is linked, not dropped (decision 033).
      await expect(region(page, "Explore More Schools").getByRole("link", { name: /University Christian High School/ })).toBeVisible();
    });

    test("an unknown neighborhood is a 404 that says so", async ({ page }) => {
      const response = await gotoHydrated(page, "/neighborhood/atlantis");
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Neighborhood Not Found" })).toBeVisible();
      await expect(page.getByText("The neighborhood you're looking for doesn't exist")).toBeVisible();
    });

    test("following a link to a guide says Loading neighborhood... until the guide arrives", async ({ page }) => {
      await gotoHydrated(page, "/neighborhood");
      const loading = page.getByText("Loading neighborhood...");
      const status = page.getByRole("status").filter({ hasText: "Loading neighborhood..." });
      const hickory = page.getByRole("link", { name: "Read More about Hickory" });
      await expect(loading).toHaveCount(0);

      // Playwright does not look into a page while it is being replaced, so first keep the page:
      // a listener that runs after the site's cancels the load, and the status stays to be seen.
      await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault(), { once: true }));
      await hickory.click();
      await expect(status).toBeVisible();
      // Shown again from the back/forward cache, the page no longer says so.
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
      await expect(loading).toHaveCount(0);

      // A real visit, its page held until the page has shown a status, which it reports (and notes
      // where the next page can read it).
      let reportShown = () => {};
      const shown = new Promise<void>((resolve) => (reportShown = resolve));
      await page.exposeFunction("statusShown", () => reportShown());
      await page.evaluate(() => {
        new MutationObserver(() => {
          const status = [...document.querySelectorAll("[role=status]")].find((element) => element.checkVisibility());
          if (!status) return;
          sessionStorage.setItem("status-while-loading", status.textContent ?? "");
          (window as unknown as { statusShown(): void }).statusShown();
        }).observe(document.body, { childList: true, subtree: true });
      });
      let arrived = false;
      await page.route(
        (url) => url.pathname === "/neighborhood/hickory",
        async (route) => {
          await shown;
          arrived = true;
          await route.continue();
        },
      );
      await hickory.click();
      await expect(page.getByRole("heading", { level: 1, name: "Living in Hickory" })).toBeVisible();
      expect(arrived).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem("status-while-loading"))).toBe("Loading neighborhood...");
      await expect(loading).toHaveCount(0);
    });
  });
}
