import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { expectNoAccessibilityViolations } from "../support/accessibility.ts";
import { signIn } from "../support/admin.ts";

/** Signs up through the site's newsletter form endpoint, as a visitor's browser does. */
async function signUp(page: Page, baseURL: string | undefined, email: string) {
  const sent = await page.request.post("/resources/contact", {
    multipart: { kind: "newsletter", email, pageUrl: `${baseURL}/the-lake-advisor/best-boat-ramps` },
  });
  expect(sent.status()).toBe(200);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the Subscribers page lists a sign-up as pending, finds it by address and status, and exports it`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const email = `subscriber-${viewport.width}-${Date.now().toString(36)}@example.com`;
    await signUp(page, baseURL, email);

    await signIn(page, "/admin");
    const navigation = page.getByRole("navigation", { name: "Admin" });
    await navigation.getByRole("link", { name: "Subscribers" }).click();
    await expect(page).toHaveURL("/admin/subscribers");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
    await expect(navigation.getByRole("link", { name: "Subscribers" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Show Subscribers" }).click();
    await expect(page).toHaveURL(/\?q=.+&status=pending$/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(row.getByRole("link", { name: "/the-lake-advisor/best-boat-ramps" })).toBeVisible();
    await expect(page.getByText("1 matching subscriber")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByLabel("Status").selectOption("subscribed");
    await page.getByRole("button", { name: "Show Subscribers" }).click();
    await expect(page.getByText("No subscribers match these filters.")).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Show Subscribers" }).click();
    await expect(row).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(["Email", "Status", "Signed up", "Confirmed", "Signed up on", "Last change"]);
    expect(rows.slice(1).map((cells) => [cells[0], cells[1]])).toEqual([[email, "Pending"]]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Subscribers page searches and filters with its GET form", async ({ page, baseURL }) => {
    const email = `subscriber-nojs-${Date.now().toString(36)}@example.com`;
    await signUp(page, baseURL, email);
    await signIn(page, "/admin/subscribers");
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await page.getByRole("button", { name: "Show Subscribers" }).click();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  });
});
