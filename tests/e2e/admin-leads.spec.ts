import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { siteToday } from "#app/lib/lead-status.ts";
import { ADMIN_EMAIL, signIn } from "../support/admin.ts";
import { FUB_API_KEY, FUB_RECEIVER_PORT } from "../support/e2e-ports.ts";
import { startFollowUpBossReceiver } from "../support/follow-up-boss-receiver.ts";
import { postContact } from "../support/contact-post.ts";
import { sendBarrierLead } from "../support/lead-barrier.ts";

/** Issue 15: the leads the site takes, in the admin, delivered to a Follow Up Boss stand-in. */

// One stand-in on the port the admin server sends to; the journeys start, stop and steer it in turn.
test.describe.configure({ mode: "serial" });
let fub: Awaited<ReturnType<typeof startFollowUpBossReceiver>> | null = null;
const startFub = async () => (fub = await startFollowUpBossReceiver({ port: FUB_RECEIVER_PORT, apiKey: FUB_API_KEY }));
test.beforeAll(startFub);
test.afterAll(async () => {
  await fub?.close();
});

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Opens a lead's page from the list, found by its e-mail address. */
async function openLead(page: Page, email: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
}

const destination = (page: Page) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Follow Up Boss" }) });

test("a lead sent from the site is in the admin's list, found by its e-mail and filtered by type", async ({ page, baseURL }) => {
  const email = `desk-${Date.now().toString(36)}@example.com`;
  await postContact(page.request, { email, firstName: "Dana", lastName: "Desk", phone: "704-555-0142", pageUrl: `${baseURL}/about` });

  await signIn(page, "/admin/lake-advisor");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL("/admin/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Show Leads" }).click();
  await expect(page).toHaveURL(`/admin/leads?q=${encodeURIComponent(email)}&type=&state=&status=`);
  const rows = page.getByRole("row").filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("cell").nth(0)).toContainText("Dana Desk");
  await expect(rows.getByRole("cell").nth(1)).toHaveText("Contact");
  await expect(rows.getByRole("cell").nth(3)).toHaveText("/about");
  await expect(async () => {
    await page.reload();
    await expect(rows.getByRole("cell").nth(4)).toHaveText("Delivered", { timeout: 500 });
  }).toPass();
  await expect(page.getByText("1 matching lead")).toBeVisible();

  await page.getByLabel("Type").selectOption("newsletter");
  await page.getByRole("button", { name: "Show Leads" }).click();
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Show all leads" }).click();
  await expect(page).toHaveURL("/admin/leads");
});

test("a contact sent from the site reaches Follow Up Boss once, and its page has its UTM source, consent and delivery", async ({ page, baseURL }) => {
  const email = unique("fub");
  await page.goto("/?utm_source=newsletter&utm_campaign=fall-market");
  await page.goto("/about");
  await page
    .getByRole("button", { name: /work with/i })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /Work With/ });
  await dialog.getByLabel("First Name").fill("Grace");
  await dialog.getByLabel("Last Name").fill("Hopper");
  await dialog.getByLabel("Mobile Phone").fill("704-555-0123");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Meeting Type").selectOption("zoom");
  const consent = dialog.getByRole("checkbox", { name: /I agree to receive calls and text messages from Lakefront Luxury Group/ });
  await expect(consent).not.toBeChecked();
  await expect(dialog.getByText(/Message frequency varies\. Message and data rates may apply\. Reply STOP to opt out and HELP for help\./)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(dialog.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/privacy-policy#terms");
  await consent.check();
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!").first()).toBeVisible();

  await expect.poll(() => fub!.received.filter((event) => JSON.stringify(event.body).includes(email)).length).toBe(1);
  const event = fub!.received.find((received) => JSON.stringify(received.body).includes(email))!;
  expect(event.headers.authorization).toBe(`Basic ${Buffer.from(`${FUB_API_KEY}:`).toString("base64")}`);
  expect(event.body).toMatchObject({
    type: "General Inquiry",
    source: "127.0.0.1",
    system: "Lakefront",
    description: "Meeting type: Zoom",
    sourceUrl: `${baseURL}/about`,
    person: { firstName: "Grace", lastName: "Hopper", emails: [{ value: email }], phones: [{ value: "704-555-0123" }], tags: ["SMS Consent"] },
    campaign: { source: "newsletter", campaign: "fall-market" },
  });

  await signIn(page, "/admin/leads");
  await openLead(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
  const source = page.getByRole("region", { name: "Where they came from" });
  await expect(source.getByText("/?utm_source=newsletter&utm_campaign=fall-market")).toBeVisible();
  await expect(source.locator("dd").nth(3)).toHaveText("newsletter");
  await expect(page.getByRole("region", { name: "Consent to calls and texts" }).getByText("Yes — the box was checked")).toBeVisible();
  await expect(destination(page).getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(destination(page).getByRole("row").nth(1)).toContainText("201");
  // Nothing else arrives for it.
  await sendBarrierLead(page.request, baseURL, (address) => fub!.received.some((received) => JSON.stringify(received.body).includes(address)));
  expect(fub!.received.filter((received) => JSON.stringify(received.body).includes(email))).toHaveLength(1);
});

test("a lead Follow Up Boss archives (204) shows as failed with the reason; while it is down, pending; once back, Retry now delivers it", async ({
  page,
  baseURL,
}) => {
  // Three deliveries, each waited for through the outbox's one-second poll, beside the other admin journeys.
  test.slow();
  await signIn(page, "/admin/leads");
  const archived = unique("archived");
  fub!.answerWith(204);
  await postContact(page.request, { email: archived, meetingType: "clarity", pageUrl: `${baseURL}/about` });
  await openLead(page, archived);
  await expect(async () => {
    await page.reload();
    await expect(destination(page).getByText("Failed", { exact: true }).first()).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(destination(page).getByText("Refused: ignored by Follow Up Boss lead flow.")).toBeVisible();
  await expect(destination(page).getByRole("row").nth(1)).toContainText("204 · ignored by Follow Up Boss lead flow");
  await page.goto("/admin/leads?state=failing");
  await expect(page.getByRole("row").filter({ hasText: archived }).getByRole("cell").nth(4)).toHaveText("Failing");
  await openLead(page, archived);

  // Down: the lead is kept, pending and retried; nothing is lost.
  await fub!.close();
  await destination(page).getByRole("button", { name: "Retry now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sending again now" })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(destination(page).getByText("Pending · retrying")).toBeVisible({ timeout: 500 });
  }).toPass();
  await page.goto("/admin/leads?state=pending");
  await expect(page.getByRole("row").filter({ hasText: archived }).getByRole("cell").nth(4)).toHaveText("Pending");

  // Back: Retry now delivers it at once — unless the outbox's own next try got there first.
  await startFub();
  await openLead(page, archived);
  const retry = destination(page).getByRole("button", { name: "Retry now" });
  if (await retry.isVisible()) await retry.click({ timeout: 2000 }).catch(() => undefined);
  await expect(async () => {
    await page.reload();
    await expect(destination(page).getByText("Delivered", { exact: true }).first()).toBeVisible({ timeout: 500 });
  }).toPass();
  expect(fub!.received.filter((event) => JSON.stringify(event.body).includes(archived))).toHaveLength(1);
  await expect(destination(page).getByRole("button", { name: "Retry now" })).toHaveCount(0);
});

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the agent sets a status, a follow-up date of today and a note on a lead's page`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const email = unique("workflow");
    await postContact(page.request, { email, meetingType: "clarity", pageUrl: `${baseURL}/about` });
    await signIn(page, "/admin/leads");
    await openLead(page, email);
    // The line under the lead's name: its type, status and when it came.
    const header = page.locator("main h1 + div");
    await expect(header.getByText("New", { exact: true })).toBeVisible();

    const workflow = page.getByRole("region", { name: "Status and follow-up" });
    await workflow.getByLabel("Status").selectOption("contacted");
    await workflow.getByRole("button", { name: "Save Status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status saved" })).toBeVisible();
    await expect(header.getByText("Contacted", { exact: true })).toBeVisible();
    await workflow.getByText("Status history").click();
    await expect(workflow.getByText(`${ADMIN_EMAIL} · New → Contacted`)).toBeVisible();

    await workflow.getByLabel("Follow-up date").fill(siteToday());
    await workflow.getByRole("button", { name: "Save Date" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Follow-up date saved" })).toBeVisible();
    await expect(workflow.getByText("Follow up today")).toBeVisible();

    const notes = page.getByRole("region", { name: "Notes" });
    await notes.getByRole("button", { name: "Add Note" }).click();
    await expect(notes.getByLabel("Add a note")).toHaveAccessibleDescription(/^Write the note first\./);
    await notes.getByLabel("Add a note").fill("Called; she would like a Saturday tour.\nPrefers texts.");
    await notes.getByRole("button", { name: "Add Note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
    await expect(notes.getByLabel("Add a note")).toHaveValue("");
    await notes.getByLabel("Add a note").fill("Tour booked.");
    await notes.getByRole("button", { name: "Add Note" }).click();
    const written = notes.getByRole("list", { name: "Notes, newest first" }).getByRole("listitem");
    await expect(written).toHaveCount(2);
    await expect(written.first()).toContainText("Tour booked.");
    await expect(written.first()).toContainText(ADMIN_EMAIL);
    await expect(written.nth(1)).toContainText("Called; she would like a Saturday tour.");
    await noSideways(page);
  });

  test(`at ${viewport.width} px a lead to follow up today is on the first page and in Open leads, and the list filters by status`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const email = unique("workflow");
    await postContact(page.request, { email, meetingType: "clarity", pageUrl: `${baseURL}/about` });
    await signIn(page, "/admin/leads");
    await openLead(page, email);
    // Set through the lead page's own forms, as the test above does by hand.
    for (const form of [
      { intent: "status", status: "contacted" },
      { intent: "follow-up", followUpOn: siteToday() },
    ] as Record<string, string>[]) {
      const saved = await page.request.post(page.url(), { form, headers: { Origin: baseURL! } });
      expect(saved.ok()).toBe(true);
    }

    // The first page lists it, linked to its page.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Follow-ups due" })).toBeVisible();
    const due = page.getByRole("list", { name: "Follow-ups due" }).getByRole("listitem").filter({ hasText: email });
    await expect(due).toContainText("Follow up today");
    await expect(due).toContainText("Contacted");
    await noSideways(page);

    // Open leads has it, by its follow-up date.
    await page.getByRole("link", { name: "Open leads" }).click();
    await expect(page).toHaveURL("/admin/leads?view=open");
    await expect(page.getByRole("heading", { level: 1, name: "Open leads" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await page.getByRole("button", { name: "Show Leads" }).click();
    await expect(page).toHaveURL(`/admin/leads?view=open&q=${encodeURIComponent(email)}&type=&state=&status=`);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Contacted");
    await expect(row).toContainText("Follow up today");
    await noSideways(page);

    await page.goto("/admin");
    await page.getByRole("list", { name: "Follow-ups due" }).getByRole("listitem").filter({ hasText: email }).getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);

    // The list filters by status.
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Show Leads" }).click();
    await expect(page).toHaveURL(`/admin/leads?q=${encodeURIComponent(email)}&type=&state=&status=contacted`);
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.getByRole("button", { name: "Show Leads" }).click();
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    await noSideways(page);
  });
}

test("Export CSV downloads the filtered leads with their status; Delete removes a lead after a confirm", async ({ page, baseURL }) => {
  const email = unique("forget");
  await postContact(page.request, { email, meetingType: "clarity", pageUrl: `${baseURL}/about` });
  await signIn(page, "/admin/leads");
  await openLead(page, email);
  await page.getByLabel("Status", { exact: true }).selectOption("nurturing");
  await page.getByRole("button", { name: "Save Status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status saved" })).toBeVisible();

  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = Papa.parse<string[]>(readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
  expect(rows).toHaveLength(2);
  expect(rows[1]![rows[0]!.indexOf("Email")]).toBe(email);
  expect(rows[1]![rows[0]!.indexOf("Phone")]).toBe("704-555-0100");
  expect(rows[1]![rows[0]!.indexOf("Status")]).toBe("Nurturing");

  await openLead(page, email);
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this lead?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete Lead" }).click();
  await expect(page).toHaveURL("/admin/leads?done=deleted");
  await expect(page.getByRole("status").filter({ hasText: "Lead deleted" })).toBeVisible();
  await page.getByText("Deletion log").click();
  await expect(page.getByText(/admin@lakefront\.test · Contact lead received/).first()).toBeVisible();
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
});

/** Sends a contact Follow Up Boss refuses (204, its archived lead flow), and opens its page once the refusal is in. */
async function sendRefusedLead(page: Page, baseURL: string | undefined, email: string) {
  fub!.answerWith(204);
  await postContact(page.request, { email, meetingType: "clarity", pageUrl: `${baseURL}/about` });
  await openLead(page, email);
  await expect(async () => {
    await page.reload();
    await expect(destination(page).getByText("Failed", { exact: true }).first()).toBeVisible({ timeout: 500 });
  }).toPass();
  fub!.answerWith(null);
}

test("after Retry now the lead's page shows the new delivery by itself, without a reload", async ({ page, baseURL }) => {
  const email = unique("refresh");
  await signIn(page, "/admin/leads");
  await sendRefusedLead(page, baseURL, email);
  await destination(page).getByRole("button", { name: "Retry now" }).click();
  await expect(page.getByText("Sending again now").first()).toBeVisible();
  await expect(destination(page).getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(destination(page).getByRole("button", { name: "Retry now" })).toHaveCount(0);
});

test("while a delivery is pending, the page's own refresh keeps a refused note's message and what the agent typed since", async ({ page, baseURL }) => {
  const email = unique("typing");
  await signIn(page, "/admin/leads");
  // Follow Up Boss down: the delivery stays pending, so the page refreshes itself for the next try.
  fub!.answerWith(503);
  try {
    await postContact(page.request, { email, meetingType: "clarity", pageUrl: `${baseURL}/about` });
    await openLead(page, email);
    const notes = page.getByRole("region", { name: "Notes" });
    await notes.getByRole("button", { name: "Add Note" }).click();
    await expect(notes.getByLabel("Add a note")).toHaveAccessibleDescription(/^Write the note first\./);
    await notes.getByLabel("Add a note").fill("Typed while the page refreshed.");
    await page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith(".data"));
    await expect(notes.getByLabel("Add a note")).toHaveValue("Typed while the page refreshed.");
    await expect(notes.getByLabel("Add a note")).toHaveAccessibleDescription(/^Write the note first\./);
    await notes.getByRole("button", { name: "Add Note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
  } finally {
    fub!.answerWith(null);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the status, follow-up date, note, Retry now and Delete forms post and come back with a message", async ({ page, baseURL }) => {
    const email = unique("plain");
    await signIn(page, "/admin/leads");
    await sendRefusedLead(page, baseURL, email);
    const leadPath = new URL(page.url()).pathname;

    await page.getByLabel("Status", { exact: true }).selectOption("closed");
    await page.getByRole("button", { name: "Save Status" }).click();
    await expect(page).toHaveURL(`${leadPath}?done=status`);
    await expect(page.getByRole("status").filter({ hasText: "Status saved" })).toBeVisible();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("closed");

    // No date chosen: said beside the field, nothing changes.
    await page.getByRole("button", { name: "Save Date" }).click();
    await expect(page.getByLabel("Follow-up date")).toHaveAccessibleDescription(/^Choose a follow-up date first\. To remove the follow-up date, use Clear\./);
    await page.getByLabel("Follow-up date").fill("2031-05-04");
    await page.getByRole("button", { name: "Save Date" }).click();
    await expect(page).toHaveURL(`${leadPath}?done=followUp`);
    await expect(page.getByText("Follow up Sun, May 4, 2031")).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(`${leadPath}?done=followUpCleared`);
    await expect(page.getByText("No follow-up date set.")).toBeVisible();
    // A day no calendar has (only a hand-made request can send one) is refused with its message.
    const refused = await page.request.post(leadPath, { form: { intent: "follow-up", followUpOn: "2031-02-30" }, headers: { Origin: baseURL! } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Enter a real date for the follow-up, such as 12/01/2026.");

    await page.getByLabel("Add a note").fill("x".repeat(2001));
    await page.getByRole("button", { name: "Add Note" }).click();
    await expect(page.getByLabel("Add a note")).toHaveAccessibleDescription(/^A note can be at most 2,000 characters\. This one has 2,001\./);
    await expect(page.getByLabel("Add a note")).toHaveValue("x".repeat(2001));
    await page.getByLabel("Add a note").fill("Asked to be called after 5 pm.");
    await page.getByRole("button", { name: "Add Note" }).click();
    await expect(page).toHaveURL(`${leadPath}?done=note`);
    await expect(page.getByRole("list", { name: "Notes, newest first" })).toContainText("Asked to be called after 5 pm.");

    await destination(page).getByRole("button", { name: "Retry now" }).click();
    await expect(page).toHaveURL(`${leadPath}?done=retrying`);
    await expect(page.getByRole("status").filter({ hasText: "Sending again now" })).toBeVisible();
    await expect.poll(() => fub!.received.filter((event) => JSON.stringify(event.body).includes(email)).length).toBe(1);

    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/admin/leads?done=deleted");
    await expect(page.getByRole("status").filter({ hasText: "Lead deleted" })).toBeVisible();
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
  });
});

test("/home-value sends a Seller Inquiry, and says what is missing first", async ({ page }) => {
  const email = unique("seller");
  await page.goto("/");
  await page.getByRole("link", { name: "What's my home worth?", exact: true }).click();
  await expect(page).toHaveURL("/home-value");
  await expect(page.getByRole("heading", { level: 1, name: "What's My Home Worth?" })).toBeVisible();
  const form = page.getByRole("form", { name: "Home value request" });
  await form.getByRole("button", { name: "Request My Home Value" }).click();
  await expect(form.getByText("Street address is required")).toBeVisible();
  await expect(form.getByText("Choose when you would like to sell")).toBeVisible();
  await form.getByLabel("Street Address").fill("118 Harbor Point Ln");
  await form.getByLabel("City").fill("Mooresville");
  await form.getByLabel("Timeline to Sell").selectOption("3–6 months");
  await form.getByLabel("Beds").fill("4");
  await form.getByLabel("Baths").fill("3.5");
  await form.getByLabel("Square Feet").fill("3850");
  await form.getByLabel("First Name").fill("Sam");
  await form.getByLabel("Last Name").fill("Seller");
  await form.getByLabel("Phone").fill("704-555-0199");
  await form.locator("input[name=email]").fill(email);
  await form.getByRole("button", { name: "Request My Home Value" }).click();
  await expect(page.getByText("Request sent!").first()).toBeVisible();
  await expect
    .poll(() => fub!.received.find((event) => JSON.stringify(event.body).includes(email))?.body)
    .toMatchObject({
      type: "Seller Inquiry",
      property: { street: "118 Harbor Point Ln", city: "Mooresville", bedrooms: 4, bathrooms: 3.5, area: 3850 },
      person: { firstName: "Sam", lastName: "Seller" },
    });
});

test.describe("the accessibility page's report", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("is linked from the footer, states the standard and the last check, and arrives in the leads desk as Accessibility", async ({ page }) => {
        const email = unique(javaScriptEnabled ? "barrier" : "barrier-plain");
        await page.goto("/");
        await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
        await expect(page).toHaveURL("/accessibility");
        await expect(page.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
        await expect(page.getByRole("definition").first()).toHaveText("WCAG 2.2, level AA");
        await expect(page.getByRole("definition").nth(1)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
        await expect(page.getByRole("heading", { level: 3, name: "Known limitations" })).toBeVisible();

        const form = page.getByRole("form", { name: "Report an accessibility barrier" });
        // Said beside each field: by the page's script, or by the server answering the post without it.
        await form.getByRole("button", { name: "Send Report" }).click();
        await expect(form.getByText("Describe the barrier you met")).toBeVisible();
        await expect(form.getByText("First name is required")).toBeVisible();
        await form.getByLabel("Page or Feature").fill("The sold homes' photo gallery");
        await form.getByLabel("What Happened?").fill("The arrows cannot be reached with the keyboard.\nI use a switch.");
        await form.getByLabel("First Name").fill("Riley");
        await form.getByLabel("Email").fill(email);
        await form.getByRole("button", { name: "Send Report" }).click();
        await expect(page.getByText("Report sent!").first()).toBeVisible();
        await expect
          .poll(() => fub!.received.find((event) => JSON.stringify(event.body).includes(email))?.body)
          .toMatchObject({
            type: "General Inquiry",
            person: { firstName: "Riley" },
          });

        await signIn(page, `/admin/leads?type=accessibility&q=${encodeURIComponent(email)}`);
        const row = page.getByRole("row").filter({ hasText: email });
        await expect(row.getByRole("cell").nth(1)).toHaveText("Accessibility");
        await row.getByRole("link").click();
        await expect(page.getByText("The sold homes' photo gallery").first()).toBeVisible();
        await expect(page.getByText("The arrows cannot be reached with the keyboard.").first()).toBeVisible();
      });
    });
  }
});
