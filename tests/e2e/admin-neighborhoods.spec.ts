import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/admin.ts";

/** Issue 16: the agent edits every neighborhood guide, adds one with its own slug, hides one and orders them. */
test.describe.configure({ mode: "serial" });

/** A fresh address each time: the browser may keep a public page for a minute (Cache-Control). */
const visit = (page: Page, path: string) => page.goto(`${path}${path.includes("?") ? "&" : "?"}visit=${Date.now()}`);

const footerTowns = async (page: Page) => {
  await visit(page, "/about");
  return page.getByRole("navigation", { name: "Neighborhoods" }).getByRole("link").allTextContents();
};

async function save(page: Page, message = "Neighborhood saved") {
  // A form clicked before its page has finished arriving sends only the fields parsed so far.
  await page.waitForLoadState("load");
  await page.getByRole("button", { name: "Save Neighborhood" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
}

test("Davidson's tagline, a reordered key feature and a new restaurant show on its guide at once", async ({ page }) => {
  await signIn(page, "/admin/neighborhoods/davidson");
  const tagline = page.getByLabel("Tagline");
  const before = await tagline.inputValue();
  const features = page.locator("#neighborhood-features").locator("..").getByLabel("Title");
  const [first, second] = [await features.nth(0).inputValue(), await features.nth(1).inputValue()];
  await tagline.fill("A storybook college town on the lake");
  await page.getByRole("button", { name: "Move key feature 2 up" }).click();
  await page.getByRole("button", { name: "Add restaurant" }).click();
  const restaurant = page.getByRole("group", { name: /^Restaurant \d+$/ }).last();
  await restaurant.getByLabel("Name").fill("Kindred");
  await restaurant.getByLabel("Type").fill("New American");
  await restaurant.getByLabel("Description").fill("Milk bread and a long wine list on Main Street.");
  await save(page);

  await visit(page, "/neighborhood/davidson");
  await expect(page.getByText("A storybook college town on the lake")).toBeVisible();
  const titles = page.getByRole("region", { name: /Why People Love Living in Davidson/ }).getByRole("heading", { level: 3 });
  await expect(titles.nth(0)).toHaveText(second);
  await expect(titles.nth(1)).toHaveText(first);
  await expect(page.getByText("Milk bread and a long wine list on Main Street.")).toBeVisible();

  await page.goto("/admin/neighborhoods/davidson");
  await page.getByLabel("Tagline").fill(before);
  await page.getByRole("button", { name: "Move key feature 2 up" }).click();
  await page
    .getByRole("button", { name: /^Remove restaurant \d+$/ })
    .last()
    .click();
  await save(page);
});

test("an untouched guide leaves without asking; an edited one asks first", async ({ page }) => {
  await signIn(page, "/admin/neighborhoods/denver");
  await page.getByRole("link", { name: "All neighborhoods" }).click();
  await expect(page).toHaveURL("/admin/neighborhoods");
  await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toHaveCount(0);

  await page.getByRole("link", { name: "Edit Denver" }).click();
  await page.getByLabel("Tagline").fill("Changed and not saved");
  await page.getByRole("link", { name: "All neighborhoods" }).click();
  await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toBeVisible();
});

test("bad input gets a message beside its field, the focus, and changes nothing", async ({ page }) => {
  await signIn(page, "/admin/neighborhoods/davidson");
  await page.getByLabel("Tagline").fill("Never saved");
  await page.getByLabel("Property search address").fill("http://search.example.com");
  await page.getByLabel("Map center latitude").fill("123");
  await page.getByRole("button", { name: "Save Neighborhood" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Please fix the highlighted fields" })).toBeVisible();
  await expect(page.getByText("Property search address: enter a full address starting with https://")).toBeVisible();
  await expect(page.getByText("Map center latitude: a number from -90 to 90, or empty")).toBeVisible();
  await expect(page.getByLabel("Property search address")).toBeFocused();
  await expect(page.getByLabel("Tagline")).toHaveValue("Never saved");
  await visit(page, "/neighborhood/davidson");
  await expect(page.getByText("Never saved")).toHaveCount(0);
});

test("a new neighborhood starts hidden, is shown once written, takes its place, and can be hidden again", async ({ page }) => {
  const slug = `lake-wylie-${Date.now().toString(36)}`;
  await signIn(page, "/admin/neighborhoods");
  await page.getByLabel("Name").fill("Lake Wylie");
  await page.getByLabel("Slug").fill("davidson");
  await page.getByRole("button", { name: "Add Neighborhood" }).click();
  await expect(page.getByText("Another neighborhood has this slug")).toBeVisible();
  await page.getByLabel("Slug").fill(slug);
  await page.getByRole("button", { name: "Add Neighborhood" }).click();
  await expect(page).toHaveURL(`/admin/neighborhoods/${slug}?added=1`);
  await expect(page.getByRole("status").filter({ hasText: "Neighborhood added" })).toBeVisible();
  expect((await page.request.get(`/neighborhood/${slug}`)).status()).toBe(404);

  await page.getByLabel("Tagline").fill("Life on the state line");
  await page.getByRole("textbox", { name: "Hero image" }).fill("/images/neighborhoods/denver-scene.svg");
  await page.getByLabel("Card description").fill("A quieter lake south of Charlotte.");
  await page.getByLabel("Overview (Markdown)").fill("Lake Wylie straddles **two states**.");
  await page.getByLabel("Property search address").fill("https://search.lakewylie-homes.example/embed?area=wylie");
  await page.getByRole("checkbox", { name: /Hidden from visitors/ }).uncheck();
  await save(page);
  // The guide's own search site is allowed as a frame, or the Search Homes frame would stay blank.
  const csp = async () => (await page.request.get(`/neighborhood/${slug}?csp=${Date.now()}`)).headers()["content-security-policy"] ?? "";
  await expect.poll(csp, { timeout: 5000 }).toMatch(/frame-src[^;]*https:\/\/search\.lakewylie-homes\.example/);

  await visit(page, `/neighborhood/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Living in Lake Wylie");
  await expect(page.getByText("Lake Wylie straddles two states.")).toBeVisible();
  // A guide with only the required text shows no empty sections.
  for (const heading of ["History", "The Real Estate Market", "Location", "Things to Do"])
    await expect(page.getByRole("heading", { name: heading, exact: true })).toHaveCount(0);
  expect(await footerTowns(page)).toContain("Lake Wylie");
  await visit(page, "/neighborhood");
  await expect(page.getByRole("list", { name: "Neighborhoods" }).getByRole("heading", { name: "Lake Wylie" })).toBeVisible();
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/neighborhood/${slug}</loc>`);

  await page.goto("/admin/neighborhoods");
  await page.getByRole("button", { name: "Move Lake Wylie up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order saved" })).toBeVisible();
  const towns = await footerTowns(page);
  expect(towns.indexOf("Lake Wylie")).toBe(towns.length - 2);

  await page.goto("/admin/neighborhoods");
  await page.getByRole("button", { name: "Hide Lake Wylie from visitors" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hidden from visitors" })).toBeVisible();
  expect(await footerTowns(page)).not.toContain("Lake Wylie");
  expect((await page.request.get(`/neighborhood/${slug}`)).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guide saves, and the list's buttons work", async ({ page }) => {
    await signIn(page, "/admin/neighborhoods/hickory");
    const before = await page.getByLabel("Tagline").inputValue();
    await page.getByLabel("Tagline").fill("Foothills, furniture and a lake of its own");
    await save(page);
    await visit(page, "/neighborhood/hickory");
    await expect(page.getByText("Foothills, furniture and a lake of its own")).toBeVisible();

    await page.goto("/admin/neighborhoods");
    await page.getByRole("button", { name: "Move Hickory down" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order saved" })).toBeVisible();
    const towns = await footerTowns(page);
    expect(towns.indexOf("Hickory")).toBeGreaterThan(towns.indexOf("Charlotte"));

    await page.goto("/admin/neighborhoods");
    await page.getByRole("button", { name: "Move Hickory up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order saved" })).toBeVisible();
    await page.goto("/admin/neighborhoods/hickory");
    await page.getByLabel("Tagline").fill(before);
    await save(page);
  });
});
