import { expect, test, type Page } from "@playwright/test";
import { demoPosts } from "#seed/demo-posts.ts";
import { siteSettingsSeed } from "../../app/content/site.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from "../support/admin.ts";
import { documentFormFields } from "../support/document-answer.ts";

/** Issue 16: the agent edits the site's settings; every public page follows at once. */
test.describe.configure({ mode: "serial" });

test.afterEach(async ({ playwright, baseURL }) => {
  // Back to the demo settings, so no other journey on this server meets these edits.
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await admin.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin/settings" } });
  const restored = await admin.post("/admin/settings", { form: documentFormFields(siteSettingsSeed) });
  expect(restored.status()).toBe(200);
  await admin.dispose();
});

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Settings" }).last().click();
}

test("a new phone number is in the footer of home, about and a post at once; bad input gets a message per field and changes nothing", async ({ page }) => {
  await signIn(page, "/admin/settings");
  await page.getByLabel("Phone").fill("(980) 555-0123");
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  await expect(page.getByText("Settings saved").last()).toBeVisible();

  for (const path of ["/", "/about", "/the-lake-advisor/why-lakefront"]) {
    await page.goto(path);
    const call = page.getByRole("contentinfo").getByRole("link", { name: "(980) 555-0123" });
    await expect(call, path).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+19805550123");
  }

  await page.goto("/admin/settings");
  await page.getByLabel("Phone").fill("555");
  await page.getByLabel("E-mail").fill("not an address");
  await page.getByLabel("ZIP code").first().fill("28O31");
  await page.getByLabel("Profile address").first().fill("http://www.instagram.com/lakefrontnc");
  await page.getByLabel("Brokerage firm name").fill(" ");
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Please fix the highlighted fields" })).toBeVisible();
  for (const message of [
    "Phone: enter a number with its area code, like (704) 555-0142",
    "E-mail: enter a valid address, like hello@example.com",
    "ZIP code: five digits, like 28031",
    "Profile address: enter a full address starting with https://",
    "Brokerage firm name is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // The first field to fix, in the page's order, has the focus.
  await expect(page.getByLabel("Brokerage firm name")).toBeFocused();
  // The featured post is checked only once everything else is right.
  await page.getByLabel("Phone").fill("(980) 555-0123");
  await page.getByLabel("E-mail").fill("hello@lakefrontnc.com");
  await page.getByLabel("ZIP code").first().fill("28031");
  await page.getByLabel("Profile address").first().fill("https://www.instagram.com/lakefrontnc");
  await page.getByLabel("Brokerage firm name").fill("Lakefront Luxury Group");
  // A featured post is chosen by its title among the published posts, never typed; a draft or a
  // scheduled post is not offered.
  const featured = page.getByLabel("Featured post 1");
  const published = demoPosts.filter((post) => post.publishedAt !== null && Date.parse(post.publishedAt) <= Date.now());
  const choice = published.find((post) => !siteSettingsSeed.featuredPostSlugs.includes(post.slug))!;
  for (const unpublished of demoPosts.filter((post) => !published.includes(post))) {
    await expect(featured.getByRole("option", { name: unpublished.title, exact: true })).toHaveCount(0);
  }
  await featured.selectOption({ label: choice.title });
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  await expect(page.getByLabel("Featured post 1")).toHaveValue(choice.slug);
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Featured articles" }).getByRole("link", { name: choice.title })).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "(980) 555-0123" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("hello@lakefrontnc.com");
});

test("offices are added, reordered and removed, and the footer follows", async ({ page }) => {
  await signIn(page, "/admin/settings");
  await page.getByRole("button", { name: "Add office" }).click();
  const added = page.getByRole("group", { name: "Office 6" });
  await added.getByLabel("Name").fill("Denver");
  await added.getByLabel("Street").fill("7426 Waterside Dr");
  await added.getByLabel("City").fill("Denver");
  await added.getByLabel("ZIP code").fill("28037");
  await page.getByRole("button", { name: "Move office Denver up" }).click();
  await page.getByRole("button", { name: "Remove office Lake Wylie" }).click();
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  await page.goto("/");
  const offices = page.getByRole("contentinfo").locator("address");
  await expect(offices).toHaveCount(5);
  await expect(offices.nth(4)).toContainText("Denver");
  await expect(offices.nth(4)).toContainText("7426 Waterside Dr");
  await expect(page.getByRole("contentinfo")).not.toContainText("Lake Wylie, SC");
});

test("the firm's name and license reach every page and the contact dialog, and the page's JSON-LD", async ({ page }) => {
  await signIn(page, "/admin/settings");
  await page.getByLabel("Brokerage firm name").fill("Harbor & Pine Realty");
  await page.getByLabel("Firm license number").fill("NC Firm #C40001");
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  await page.goto("/sold-properties");
  await expect(page.getByRole("contentinfo")).toContainText("Harbor & Pine Realty · NC Firm #C40001");
  await page.getByRole("contentinfo").getByRole("button", { name: "CONTACT" }).click();
  await expect(page.getByRole("dialog")).toContainText("Harbor & Pine Realty · NC Firm #C40001");
  await expect(page.getByRole("dialog")).toContainText("I agree to receive calls and text messages from Harbor & Pine Realty");

  await page.goto("/about");
  const agent = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "{}"))
      .find((data) => data["@type"] === "RealEstateAgent"),
  );
  expect(agent.parentOrganization).toMatchObject({ name: "Harbor & Pine Realty", identifier: { value: "NC Firm #C40001" } });
});

test("the receipt's subject and message are the agent's to edit in the settings, with a preview, and it can be switched off", async ({ page }) => {
  await signIn(page, "/admin/settings");
  const section = page.getByRole("region", { name: "Receipt to visitors" });
  const box = section.getByRole("checkbox", { name: "Send a receipt to every visitor who writes" });
  await expect(box).toBeChecked();
  await section.getByLabel("Receipt subject").fill("Thanks for writing to {firstName}");
  await section.getByLabel("Receipt message").fill("I will call you back tomorrow morning.");
  await box.uncheck();
  await page.getByRole("button", { name: "Save Settings" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  await page.reload();
  await expect(box).not.toBeChecked();
  await expect(section.getByLabel("Receipt subject")).toHaveValue("Thanks for writing to {firstName}");
  await section.getByRole("link", { name: "Preview the receipt" }).click();
  await expect(page.getByText("Subject: Thanks for writing to Meredith")).toBeVisible();
  await expect(page.locator("pre")).toContainText("I will call you back tomorrow morning.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an image field says that uploading and the library need JavaScript, and shows no button that would do nothing", async ({ page }) => {
    await signIn(page, "/admin/settings");
    await expect(page.getByRole("button", { name: /^Upload / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Choose from library" })).toHaveCount(0);
    await expect(
      page
        .getByText(
          "Uploading an image or choosing one from the library needs JavaScript, which is off in this browser: type its path or https:// address instead.",
        )
        .first(),
    ).toBeVisible();
  });

  test("the settings form saves, and a mistake comes back with its message and everything typed", async ({ page }) => {
    await signIn(page, "/admin/settings");
    await page.getByLabel("Title line").fill("Lake Norman's Waterfront Specialist");
    await page.getByLabel("Phone").fill("call me");
    await save(page);
    await expect(page.getByText("Phone: enter a number with its area code, like (704) 555-0142")).toBeVisible();
    await expect(page.getByLabel("Title line")).toHaveValue("Lake Norman's Waterfront Specialist");
    await page.getByLabel("Phone").fill("(704) 555-0177");
    await save(page);
    await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText("Lake Norman's Waterfront Specialist");
    await expect(page.getByRole("contentinfo")).toContainText("(704) 555-0177");
  });
});
