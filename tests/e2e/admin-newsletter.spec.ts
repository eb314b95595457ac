import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "../support/accessibility.ts";
import { signIn } from "../support/admin.ts";
import { fillContact } from "../support/contact-form-fill.ts";
import { ADMIN_SMTP_RECEIVER_PORT } from "../support/e2e-ports.ts";
import { gotoHydrated } from "../support/hydrated.ts";
import { startSmtpReceiver } from "../support/smtp-receiver.ts";
import { confirmationLinkFor, mailTo } from "../support/visitor-mail.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, "-");

/** Publishes a new post from the editor, with "Email this post to subscribers" ticked and the content chosen. */
async function publishEmailed(page: Page, title: string, content: "excerpt" | "full") {
  await gotoHydrated(page, "/admin/lake-advisor/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill(`What to know about ${title}.`);
  await page
    .getByRole("textbox", { name: "Content (Markdown)" })
    .fill("Start with [the Davidson guide](/neighborhoods/davidson).\n\nLake Norman has 520 miles of shoreline.");
  const publishing = page.getByRole("region", { name: "Publishing" });
  const box = publishing.getByRole("checkbox", { name: "Email this post to subscribers" });
  await expect(box).not.toBeChecked();
  await box.check();
  await publishing.getByLabel("Send").selectOption(content);
  await publishing.getByRole("button", { name: "Publish Post" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Post published successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
}

/** The send of `title` on the Newsletter page, once it has gone out to everyone it was for. */
async function expectSent(page: Page, title: string) {
  await page.goto("/admin/newsletter");
  const send = page.getByRole("listitem", { name: title });
  // The page follows a send under way by itself.
  await expect(send.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
  return send;
}

test("journey: subscribe, confirm from the e-mail, publish with “Email this post to subscribers”, receive it, unsubscribe in one click, receive nothing more", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const smtp = await startSmtpReceiver({ port: ADMIN_SMTP_RECEIVER_PORT });
  try {
    const email = `${unique("reader").replace(" ", "-")}@example.com`;
    await gotoHydrated(page, "/the-lake-advisor");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Almost there! Check your inbox to confirm your subscription to The Lake Advisor.")).toBeVisible();
    await page.goto(await confirmationLinkFor(smtp, email));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed to The Lake Advisor." })).toBeVisible();

    await signIn(page, "/admin");
    const title = unique("Dock Season Opens");
    await publishEmailed(page, title, "full");
    await expect.poll(() => mailTo(smtp, email).length, { timeout: 15_000 }).toBe(2);
    const letter = mailTo(smtp, email)[1]!;
    expect(letter.parsed.subject).toBe(title);
    // mailparser gathers the List-* headers under "list".
    const unsubscribeUrl = (letter.parsed.headers.get("list") as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url;
    expect(unsubscribeUrl).toMatch(/\/newsletter\/unsubscribe\/[\w.-]+$/);
    expect(letter.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(String(letter.parsed.html).replaceAll("&#x26;", "&")).toContain(
      `/neighborhoods/davidson?utm_source=newsletter&utm_medium=email&utm_campaign=${slugOf(title)}`,
    );
    expect(letter.parsed.text).toContain("Lake Norman has 520 miles of shoreline.");

    const send = await expectSent(page, title);
    await expect(send.getByText("1 sent", { exact: false })).toBeVisible();
    await expect(send.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expectNoAccessibilityViolations(page);
    // A post is never sent twice: its editor no longer offers the box.
    await send.getByRole("link", { name: title }).click();
    await expect(page.getByText("E-mailed to subscribers.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Email this post to subscribers" })).toHaveCount(0);

    // Following the link changes nothing; the mail provider's one-click POST, without a cookie, unsubscribes.
    const stranger = await playwright.request.newContext();
    try {
      const shown = await stranger.get(unsubscribeUrl!);
      expect(shown.status()).toBe(200);
      expect(await shown.text()).toContain("Unsubscribe from The Lake Advisor?");
      const oneClick = await stranger.post(unsubscribeUrl!, { form: { "List-Unsubscribe": "One-Click" } });
      expect(oneClick.status()).toBe(200);
    } finally {
      await stranger.dispose();
    }

    const next = unique("Fall Market Notes");
    await publishEmailed(page, next, "excerpt");
    await expectSent(page, next);
    expect(mailTo(smtp, email)).toHaveLength(2);
  } finally {
    await smtp.close();
  }
});

test("at 390 px the Newsletter page lists the sends, and a forged unsubscribe link gets a clear page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "/admin/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(page.getByText(/confirmed subscribers? · 6000 e-mails a minute at most/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Every e-mail the site sends, previewed with demo data: both parts.
  await page.getByRole("link", { name: "Preview the e-mails" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail preview" })).toBeVisible();
  const emails = page.getByRole("navigation", { name: "E-mails" });
  for (const [name, inText] of [
    ["Newsletter", "Read on the site"],
    ["Newsletter confirmation", "Confirm my subscription"],
    ["Receipt, to a visitor who wrote", "What you sent"],
    ["New lead, to the agent", "Open the lead in the admin"],
    ["Leads not delivered, to the agent", "See the leads waiting"],
  ] as const) {
    await emails.getByRole("link", { name, exact: true }).click();
    await expect(emails.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("pre")).toContainText(inText, { ignoreCase: true });
    await expect(page.frameLocator("iframe").getByText(inText, { exact: false }).first()).toBeVisible();
  }
  await expectNoAccessibilityViolations(page, { exclude: "iframe" });

  // A lead form posted on the page without JavaScript is posted again to home, in the rate limit of leads.
  const leadForm = await page.request.post("/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000.forged", {
    form: { kind: "newsletter", email: "reader@example.com" },
    maxRedirects: 0,
  });
  expect(leadForm.status()).toBe(307);
  expect(leadForm.headers()["location"]).toBe("/");

  const forged = await page.goto("/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000.forged");
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("a visitor who writes gets a receipt from the agent, held while the mail server is down and sent once it is back; the lead's page shows it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `${unique("writer").replace(" ", "-")}@example.com`;
  await gotoHydrated(page, "/");
  await page.getByRole("main").getByRole("button", { name: "Schedule a Call", exact: true }).click();
  const dialog = await fillContact(page, email);
  await dialog.getByRole("checkbox", { name: /I agree to receive calls and text messages/ }).check();
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Meredith will be in touch soon.")).toBeVisible();

  // No mail server is listening: the receipt waits, and the lead's page says so.
  await signIn(page, "/admin/leads");
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Ada Lovelace" }).click();
  const receipt = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Receipt to visitor" }) });
  await expect(receipt.getByText("Pending · retrying")).toBeVisible({ timeout: 15_000 });
  await expect(receipt.getByText(/Receipt not sent: the mail server did not take it/).first()).toBeVisible();

  const smtp = await startSmtpReceiver({ port: ADMIN_SMTP_RECEIVER_PORT });
  try {
    await expect.poll(() => mailTo(smtp, email).length, { timeout: 30_000 }).toBe(1);
    const [mail] = mailTo(smtp, email);
    expect(mail!.parsed.subject).toBe("Thank you for reaching out to Meredith Vance");
    expect(mail!.parsed.from?.value[0]?.name).toBe("Meredith Vance");
    const text = mail!.parsed.text ?? "";
    for (const part of [
      "Hi Ada,",
      "will reply within one business day",
      "(704) 555-0142",
      "Meeting type: Zoom",
      "We'd like to see lake homes in Davidson.",
      "Your consent",
      "Equal Housing Opportunity.",
    ]) {
      expect(text).toContain(part);
    }
    // The page follows the send by itself.
    await expect(receipt.getByText("Delivered", { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(receipt.getByRole("button", { name: "Retry now" })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  } finally {
    await smtp.close();
  }
});
