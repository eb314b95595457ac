import { expect, test, type Page } from "@playwright/test";
import { pageTextsSeed } from "../../app/content/page-texts-seed.ts";
import { siteSettingsSeed } from "../../app/content/site.ts";
import { pageTextFormValues } from "../../app/lib/page-texts-schema.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from "../support/admin.ts";
import { gotoHydrated } from "../support/hydrated.ts";
import { documentFormFields } from "../support/document-answer.ts";

/** Issue 33 point 2: every text a visitor reads on home, about and the privacy policy is the agent's to edit. */
test.describe.configure({ mode: "serial" });

const NEEDS_JAVASCRIPT = "Editing this text needs JavaScript, which is off in this browser: it is kept as it is when you save the other fields.";

test.afterEach(async ({ playwright, baseURL }) => {
  // Back to the demo texts and settings, so no other journey on this server meets these edits.
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await admin.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin/pages" } });
  for (const [page, texts] of Object.entries(pageTextsSeed)) {
    expect((await admin.post(`/admin/pages/${page}`, { form: documentFormFields(pageTextFormValues(texts)) })).status(), page).toBe(200);
  }
  expect((await admin.post("/admin/settings", { form: documentFormFields(siteSettingsSeed) })).status()).toBe(200);
  await admin.dispose();
});

async function savePage(page: Page) {
  await page.getByRole("button", { name: "Save Page" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Page saved" })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the agent edits the home hero, and home shows it at once", async ({ page }) => {
      await signIn(page, "/admin/pages");
      await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const hero = page.getByRole("region", { name: "Hero" });
      await hero.getByLabel("Title").fill("Lake Homes, Handled With Care");
      await hero.getByLabel("Text").fill("{name} brings twenty-five years on the water to your move.");
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `test-results/admin-pages-home-${viewport.width}.png` });
      await savePage(page);

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lake Homes, Handled With Care");
      await expect(page.getByRole("main")).toContainText("Meredith Vance brings twenty-five years on the water to your move.");
    });

    test("the agent edits a home checklist a point a line and a section's heading, and home shows them at once", async ({ page }) => {
      await signIn(page, "/admin/pages/home");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const buyers = page.getByRole("region", { name: "For buyers" });
      const points = buyers.getByLabel("Points");
      await expect(points).toHaveValue(pageTextsSeed.home.buyers.points.join("\n"));
      await points.fill(["A private tour of the lake by boat with {firstName}", ...pageTextsSeed.home.buyers.points.slice(1)].join("\n"));
      await buyers.getByRole("textbox", { name: "Title", exact: true }).fill("Buying on the Water");
      await page.getByRole("region", { name: "Neighborhoods" }).getByRole("textbox", { name: "Title", exact: true }).fill("Find Your Cove");
      await expectNoSidewaysScroll(page);
      await savePage(page);

      await page.goto("/");
      const panel = page.getByRole("region", { name: "Buying on the Water" });
      await expect(panel.getByRole("listitem")).toHaveText(["A private tour of the lake by boat with Meredith", ...pageTextsSeed.home.buyers.points.slice(1)]);
      await expect(page.getByRole("heading", { level: 2, name: "Find Your Cove" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Explore the Neighborhoods" })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test("the agent edits the About credentials and their heading; {certification} and {offices} show the settings'", async ({ page }) => {
      await signIn(page, "/admin/pages/about");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const credentials = page.getByRole("region", { name: "Credentials" });
      await expect(credentials.getByLabel("Credential 1: title")).toHaveValue("{certification}");
      await credentials.getByRole("textbox", { name: "Title", exact: true }).fill("Qualified to Guide You");
      await credentials.getByLabel("Credential 3: text").fill("Three offices: {offices}.");
      await expectNoSidewaysScroll(page);
      await savePage(page);

      await page.goto("/about");
      const section = page.getByRole("region", { name: "Qualified to Guide You" });
      await expect(section.getByRole("heading", { level: 3, name: siteSettingsSeed.agent.certification })).toBeVisible();
      await expect(section).toContainText(`Three offices: ${siteSettingsSeed.offices.map((office) => office.name).join(", ")}.`);
      await expectNoSidewaysScroll(page);
    });

    test("the agent edits the About biography in the post editor's Markdown editor, and About and home show it at once", async ({ page }) => {
      await signIn(page, "/admin/pages/about");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const biography = page.getByLabel("Biography (Markdown)");
      await expect(biography).toHaveValue(pageTextsSeed.about.biography);
      await biography.fill("**{name}** has sold homes on Lake Norman since 2001.\n\nShe still lives on the water.");
      await page.getByRole("tab", { name: "Preview" }).click();
      await expect(page.getByRole("tabpanel").locator("strong")).toHaveText("{name}");
      await page.getByRole("tab", { name: "Write" }).click();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `test-results/admin-pages-about-${viewport.width}.png` });
      await savePage(page);

      for (const path of ["/about", "/"]) {
        await page.goto(path);
        const main = page.getByRole("main");
        await expect(main.getByText("Meredith Vance has sold homes on Lake Norman since 2001.")).toBeVisible();
        await expect(main.locator("strong", { hasText: "Meredith Vance" }).first()).toBeVisible();
        await expect(main.getByText("She still lives on the water.")).toBeVisible();
        await expect(main).not.toContainText("has spent more than twenty-five years");
        await expectNoSidewaysScroll(page);
      }
    });

    test("after a rename in the settings, About and home name her by her new name", async ({ page }) => {
      await signIn(page, "/admin/settings");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("Agent name").fill("Dana Whitfield");
      await page.getByLabel("First name").fill("Dana");
      await page.getByRole("button", { name: "Save Settings" }).last().click();
      await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

      await page.goto("/about");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Dana Whitfield");
      await expect(main).toContainText("Dana Whitfield has spent more than twenty-five years on Lake Norman");
      await expect(main).toContainText("Dana represents buyers and sellers across Lake Norman");
      await expect(main.getByRole("heading", { level: 2, name: "Dana's Story" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "How Dana Works" })).toBeVisible();
      // The testimonials quote their authors, who wrote "Meredith".
      await expect(main).not.toContainText("Meredith Vance");
      await page.goto("/");
      await expect(page.getByRole("main")).toContainText("Dana Whitfield guides buyers and sellers of exceptional homes");
      await expect(page.getByRole("heading", { level: 2, name: "Meet Dana Whitfield" })).toBeVisible();
      // The biography's section; elsewhere a post's excerpt names her as it was written.
      const story = page.getByRole("region", { name: "A Lake Resident First" });
      await expect(story).toContainText("Dana Whitfield has spent more than twenty-five years");
      await expect(story).not.toContainText("Meredith");
    });

    test("the agent edits the privacy policy; a mistake is refused beside its field and changes nothing", async ({ page }) => {
      await signIn(page, "/admin/pages/privacy");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("region", { name: "Hero" }).getByLabel("Effective date").fill("December 1, 2026");
      await page.getByLabel("Terms of use (Markdown)").fill("");
      await page.getByRole("button", { name: "Save Page" }).last().click();
      await expect(page.getByRole("status").filter({ hasText: "Please fix the highlighted fields" })).toBeVisible();
      await expect(page.getByText("Terms of use is required")).toBeVisible();
      await page.goto("/privacy-policy");
      await expect(page.getByRole("main")).toContainText("Effective date: October 1, 2025");

      await gotoHydrated(page, "/admin/pages/privacy");
      await page.getByRole("region", { name: "Hero" }).getByLabel("Effective date").fill("December 1, 2026");
      await page
        .getByLabel("Privacy policy (Markdown)")
        .fill("We keep what you send us only to answer you.\n\n### Cookies\n\nOne cookie remembers your visit's first page.");
      await savePage(page);
      await page.goto("/privacy-policy");
      const main = page.getByRole("main");
      await expect(main).toContainText("Effective date: December 1, 2026");
      await expect(main.getByRole("heading", { level: 3, name: "Cookies" })).toBeVisible();
      await expect(main).toContainText("We keep what you send us only to answer you.");
      await expect(main).not.toContainText("Information you give us");
      await expect(main.getByRole("heading", { level: 2, name: "Terms of Use" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 3, name: "Governing law" })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("the agent edits the accessibility statement and the report form's introduction", async ({ page }) => {
      await signIn(page, "/admin/pages");
      await page.getByRole("link", { name: "Accessibility", exact: true }).click();
      await expect(page).toHaveURL("/admin/pages/accessibility");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page
        .getByLabel("Statement (Markdown)")
        .fill("{firm} answers every report within two business days.\n\n### Known limitations\n\n- The search frame.");
      await page.getByRole("region", { name: "Report a barrier" }).getByLabel("Introduction").fill("Write to {firstName} about anything hard to use.");
      await savePage(page);
      await page.goto("/accessibility");
      const main = page.getByRole("main");
      await expect(main).toContainText("Lakefront Luxury Group answers every report within two business days.");
      await expect(main.getByRole("heading", { level: 3, name: "Known limitations" })).toBeVisible();
      await expect(main).toContainText("Write to Meredith about anything hard to use.");
      await expect(main).not.toContainText("What we aim for");
      await expect(main.getByRole("definition").first()).toHaveText("WCAG 2.2, level AA");
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the short texts save; each long text says it needs JavaScript, shows no dead control and is kept", async ({ page }) => {
        await signIn(page, "/admin/pages/about");
        await expect(page.getByText(NEEDS_JAVASCRIPT)).toBeVisible();
        await expect(page.getByRole("button", { name: "Insert Image" })).toHaveCount(0);
        await expect(page.getByRole("tab", { name: "Preview" })).toHaveCount(0);
        await page.getByRole("region", { name: "Hero" }).getByLabel("Eyebrow").fill("Your advisor on the lake");
        await page.getByRole("region", { name: "Closing" }).getByLabel("Title").fill(" ");
        await page.getByRole("button", { name: "Save Page" }).last().click();
        await expect(page.getByText("Closing title is required")).toBeVisible();
        await expect(page.getByRole("region", { name: "Hero" }).getByLabel("Eyebrow")).toHaveValue("Your advisor on the lake");
        await page.getByRole("region", { name: "Closing" }).getByLabel("Title").fill("Start With a Conversation");
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: `test-results/admin-pages-nojs-${viewport.width}.png` });
        await page.getByRole("button", { name: "Save Page" }).last().click();
        await expect(page.getByRole("status").filter({ hasText: "Page saved" })).toBeVisible();

        await page.goto("/about");
        const main = page.getByRole("main");
        await expect(main).toContainText("Your advisor on the lake");
        await expect(main).toContainText("Meredith Vance has spent more than twenty-five years on Lake Norman");
      });

      test("a checklist's points and a section's heading save from their text fields, a bad list refused beside its field", async ({ page }) => {
        await signIn(page, "/admin/pages/home");
        const sellers = page.getByRole("region", { name: "For sellers" });
        await sellers.getByLabel("Points").fill("\n\n");
        await page.getByRole("button", { name: "Save Page" }).last().click();
        await expect(page.getByText("For sellers: points are required")).toBeVisible();
        await sellers.getByLabel("Points").fill("Staging at no cost to you\n\nA launch plan in writing\n");
        await page.getByRole("region", { name: "Three steps" }).getByRole("textbox", { name: "Title", exact: true }).fill("Three Steps Home");
        await expectNoSidewaysScroll(page);
        await page.getByRole("button", { name: "Save Page" }).last().click();
        await expect(page.getByRole("status").filter({ hasText: "Page saved" })).toBeVisible();
        await expect(sellers.getByLabel("Points")).toHaveValue("Staging at no cost to you\nA launch plan in writing");

        await page.goto("/");
        await expect(page.getByRole("region", { name: "List With Confidence" }).getByRole("listitem")).toHaveText([
          "Staging at no cost to you",
          "A launch plan in writing",
        ]);
        await expect(page.getByRole("heading", { level: 2, name: "Three Steps Home" })).toBeVisible();
        await expectNoSidewaysScroll(page);
      });
    });
  });
}
