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
    expect(rows[0]).toEqual(["Email", "Status", "Signed up", "Confirmed", "Signed up on", "Consent given", "Added by", "Last change"]);
    expect(rows.slice(1).map((cells) => [cells[0], cells[1]])).toEqual([[email, "Pending"]]);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the agent adds a subscriber with how consent was given, imports a list after its preview, and deletes one`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const stamp = `${viewport.width}-${Date.now().toString(36)}`;
    const added = `added-${stamp}@example.com`;
    await signIn(page, "/admin/subscribers");

    // Add Subscriber: the consent note is required.
    await page.getByRole("link", { name: "Add Subscriber" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Subscriber" })).toBeVisible();
    await page.getByLabel("Email").fill(added);
    await page.getByRole("button", { name: "Add Subscriber" }).click();
    await expect(page.getByLabel("How consent was given")).toHaveAccessibleDescription(/Say how this person gave consent to receive The Lake Advisor/);
    // The agent reads the toast and closes it: on a phone it sits over the form's button.
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("button", { name: "Close toast" })
      .click();
    await page.getByLabel("How consent was given").fill("Asked at the Davidson open house");
    await page.getByRole("button", { name: "Add Subscriber" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${added} is subscribed` })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expectNoAccessibilityViolations(page);

    // Import CSV: a preview of every row first, then the import.
    await page.goto("/admin/subscribers/import");
    await page.getByLabel("CSV file").setInputFiles({
      name: "list.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Email Address,First Name\nnew-${stamp}@example.com,Ada\n${added},Again\nnot an address,No\nNEW-${stamp}@example.com,Twice\n`),
    });
    await page.getByLabel("How consent was given").fill("Subscribers of my previous newsletter service");
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "2. Check the addresses" });
    await expect(preview.getByText("list.csv: 1 address will be subscribed. Columns not used: first name.")).toBeVisible();
    const problems = preview.getByRole("table", { name: "Rows not subscribed, and why" });
    await expect(problems.getByRole("row").filter({ hasText: added })).toContainText("Already subscribed");
    await expect(problems.getByRole("row").filter({ hasText: "not an address" })).toContainText("Enter a valid email address");
    await expect(problems.getByRole("row").filter({ hasText: `new-${stamp}@example.com` })).toContainText("Also on row 1");
    await expectNoAccessibilityViolations(page);
    await preview.getByRole("button", { name: "Subscribe 1 address" }).click();
    await expect(page.getByRole("region", { name: "Results" })).toContainText(
      "Import complete: 1 subscribed (1 new, 0 pending confirmed); 1 already subscribed, 0 not re-subscribed (unsubscribed, bounced or complained), 1 invalid, 1 repeated",
    );

    // The list shows each added address with its note; Delete forgets one, after a confirmation.
    await page.goto(`/admin/subscribers?q=${stamp}`);
    await expect(page.getByRole("row").filter({ hasText: added })).toContainText("Added by admin@lakefront.test: Asked at the Davidson open house");
    await expect(page.getByRole("row").filter({ hasText: `new-${stamp}@example.com` })).toContainText("Subscribers of my previous newsletter service");
    await page.getByRole("button", { name: `Delete ${added}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete ${added}?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("row").filter({ hasText: added })).toHaveCount(1);
    await page.getByRole("button", { name: `Delete ${added}` }).click();
    await dialog.getByRole("button", { name: "Delete Subscriber" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscriber deleted" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: added })).toHaveCount(0);
    await expect(page.getByText("1 matching subscriber")).toBeVisible();
  });
}

test.describe("without JavaScript, the agent's changes", () => {
  test.use({ javaScriptEnabled: false });

  test("Add Subscriber, Import CSV and Delete are plain form posts", async ({ page }) => {
    const stamp = `nojs-${Date.now().toString(36)}`;
    await signIn(page, "/admin/subscribers/new");
    await page.getByLabel("Email").fill(`added-${stamp}@example.com`);
    await page.getByLabel("How consent was given").fill("Asked in person");
    await page.getByRole("button", { name: "Add Subscriber" }).click();
    await expect(page.getByText(`added-${stamp}@example.com is subscribed`)).toBeVisible();

    await page.goto("/admin/subscribers/import");
    await page.getByLabel("CSV file").setInputFiles({ name: "list.csv", mimeType: "text/csv", buffer: Buffer.from(`email\nimported-${stamp}@example.com\n`) });
    await page.getByLabel("How consent was given").fill("Opted in on my old list");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("button", { name: "Subscribe 1 address" }).click();
    await expect(page.getByText(/^Import complete: 1 subscribed/).first()).toBeVisible();

    await page.goto(`/admin/subscribers?q=${stamp}`);
    await page.getByRole("button", { name: `Delete added-${stamp}@example.com` }).click();
    await expect(page.getByText("Subscriber deleted")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `added-${stamp}` })).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: `imported-${stamp}` })).toHaveCount(1);
  });
});

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
