import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated.ts";
import { startCrmReceiver } from "../support/crm-receiver.ts";
import { postContact } from "../support/contact-post.ts";
import { sendBarrierLead } from "../support/lead-barrier.ts";
import { CRM_RECEIVER_PORT, SMTP_RECEIVER_PORT } from "../support/e2e-ports.ts";
import { startSmtpReceiver } from "../support/smtp-receiver.ts";
import { expectNoAccessibilityViolations } from "../support/accessibility.ts";
import { confirmationLinkFor, mailTo } from "../support/visitor-mail.ts";
import { fillContact } from "../support/contact-form-fill.ts";

// The CRM receiver's port is shared by this file's tests, so they take turns.
test.describe.configure({ mode: "serial" });

/** The newsletter form's answer, the same for a new, pending or subscribed address. */
const SUBSCRIBE_ANSWER = "Almost there! Check your inbox to confirm your subscription to The Lake Advisor.";
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Answers every POST to the lead endpoint with `status`, each held until `answer()` so the pending
 * label can be seen, and records when the first answer left.
 */
async function refuseLeads(page: Page, status: number) {
  const sent = { requests: 0, answeredAt: 0 };
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/resources/contact", async (route) => {
    sent.requests += 1;
    await answered;
    sent.answeredAt ||= Date.now();
    await route.fulfill({ status, contentType: "text/plain", body: "down" });
  });
  return { sent, answer };
}

/** The wall-clock time at which the page shows the Error toast. */
function errorToastShownAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const shown = () => document.querySelector("[data-toaster-region='toast'][data-type='error']") !== null;
        new MutationObserver((_, observer) => {
          if (!shown()) return;
          observer.disconnect();
          resolve(Date.now());
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
}

/** The spec: a send that fails shows the Error toast at once (within 1 s), after a single request. */
async function expectErrorToastAtOnce(page: Page, refused: Awaited<ReturnType<typeof refuseLeads>>, shownAt: Promise<number>) {
  refused.answer();
  expect((await shownAt) - refused.sent.answeredAt).toBeLessThan(1000);
  const error = page.locator("[data-toaster-region='toast'][data-type='error']");
  await expect(error.locator("[data-toaster-region='title']")).toHaveText("Error");
  await expect(error.locator("[data-toaster-region='description']")).toHaveText("Something went wrong. Please try again.");
  // Nothing was sent again behind the visitor's back: a retry comes before the toast, never after.
  expect(refused.sent.requests).toBe(1);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the contact form marks required fields, uses phone and email inputs, and checks input first", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "WORK WITH MEREDITH" }).click();
    const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
    for (const label of ["First Name", "Last Name", "Mobile Phone", "Email", "Meeting Type"]) {
      await expect(dialog.locator("label", { hasText: label }).first()).toContainText("*");
      await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(dialog.locator("label", { hasText: /^Message/ })).not.toContainText("*");
    // The consent to calls and texts is optional and starts unchecked (issue 15).
    await expect(dialog.getByRole("checkbox", { name: /I agree to receive calls and text messages/ })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /I agree to receive calls and text messages/ })).not.toHaveAttribute("required");
    await expect(dialog.getByLabel("Mobile Phone")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Meeting Type").locator("option")).toHaveText(["Choose how you'd like to meet", "In-Person", "Zoom", "Clarity Call"]);

    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Choose a meeting type")).toBeVisible();
    await expect(dialog).toBeVisible();
    // The first field in error takes the focus and is announced with its message.
    const firstName = dialog.getByLabel("First Name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("First name is required");

    // Corrected fields lose their message on the next try.
    await firstName.fill("Ada");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("First name is required")).toBeHidden();
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Last Name")).toBeFocused();
  });

  test("the contact dialog opens with the focus on First Name, whichever button opened it", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "WORK WITH MEREDITH" }).click();
    await expect(dialog.getByLabel("First Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "CONTACT" }).click();
    await expect(dialog.getByLabel("First Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await page.getByRole("main").getByRole("button", { name: "Schedule a Call", exact: true }).click();
    await expect(dialog.getByLabel("First Name")).toBeFocused();
  });

  test("the sold gallery's and the neighborhoods index's calls to action open the contact dialog", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
    await gotoHydrated(page, "/sold-properties");
    await page.getByRole("main").getByRole("button", { name: "Request a Valuation" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await gotoHydrated(page, "/neighborhood");
    await page.getByRole("main").getByRole("button", { name: "Schedule a Call" }).click();
    await expect(dialog).toBeVisible();
  });

  test("a closed contact dialog opens again empty, as a new conversation", async ({ page }) => {
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Schedule a Call", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
    await dialog.getByLabel("First Name").fill("Ada");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Last name is required")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await main.getByRole("button", { name: "Schedule Your Call", exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue("");
    await expect(dialog.getByText("Last name is required")).toBeHidden();
  });

  test("the server's field errors are shown beside their fields, with the Error toast", async ({ page }) => {
    await page.route("**/resources/contact", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ ok: false, errors: { email: "Enter a valid email address" } }) }),
    );
    await gotoHydrated(page, "/");
    await page.getByRole("main").getByRole("button", { name: "Schedule a Call", exact: true }).click();
    const dialog = await fillContact(page, uniqueEmail("refused"));
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(page.locator("[data-toaster-region='toast'][data-type='error']")).toContainText("Something went wrong. Please try again.");
    await expect(dialog.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a contact the server refuses shows the Error toast at once, after one request, and keeps the dialog and its input", async ({ page }) => {
    const refused = await refuseLeads(page, 500);
    await gotoHydrated(page, "/");
    await page.getByRole("main").getByRole("button", { name: "Schedule a Call", exact: true }).click();
    const email = uniqueEmail("refused-500");
    const dialog = await fillContact(page, email);
    const shownAt = errorToastShownAt(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expectErrorToastAtOnce(page, refused, shownAt);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await expect(dialog.getByLabel("Meeting Type")).toHaveValue("zoom");
    await expect(dialog.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a contact lost to a network error is sent once more, silently, with the same submission id", async ({ page }) => {
    const ids: string[] = [];
    await page.route("**/resources/contact", async (route) => {
      const body = route.request().postDataBuffer()?.toString("utf8") ?? "";
      ids.push(/name="submissionId"\r\n\r\n([^\r]+)/.exec(body)?.[1] ?? "");
      if (ids.length === 1) await route.abort("connectionreset");
      else await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true }) });
    });
    await gotoHydrated(page, "/");
    await page.getByRole("main").getByRole("button", { name: "Schedule a Call", exact: true }).click();
    const dialog = await fillContact(page, uniqueEmail("retry"));
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent!")).toBeVisible();
    await expect(page.locator("[data-toaster-region='toast'][data-type='error']")).toHaveCount(0);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  test("a contact sent while the CRM is down shows Message sent! and is delivered exactly once when it is back", async ({ page, baseURL }) => {
    const email = uniqueEmail("down");
    await gotoHydrated(page, "/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "WORK WITH MEREDITH" }).click();
    const dialog = await fillContact(page, email);
    const send = dialog.getByRole("button", { name: "Send Message" });
    // Timed inside the page, from the moment the answer arrived to the dialog closing (a native
    // <dialog> stays in the DOM, closed): the test runner's own polling is too coarse on a busy machine.
    const openFor = dialog.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          element.addEventListener(
            "close",
            () => {
              const closedAt = performance.now();
              const answer = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/resources/contact")) as
                PerformanceResourceTiming | undefined;
              resolve(answer ? closedAt - answer.responseEnd : Number.NaN);
            },
            { once: true },
          );
        }),
    );
    await send.click();
    await expect(page.getByText("Message sent!")).toBeVisible();
    await expect(page.getByText("Thank you! Meredith will be in touch soon.")).toBeVisible();
    // It stays open, locked against a second send, for the spec's 1000 ms, then closes.
    await expect(send).toBeDisabled();
    await expect(dialog).toBeHidden({ timeout: 3000 });
    expect(await openFor).toBeGreaterThanOrEqual(1000);

    const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
    try {
      const mine = () => receiver.received.filter((lead) => lead.body.email === email);
      await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
      await sendBarrierLead(page.request, baseURL, (address) => receiver.received.some((lead) => lead.body.email === address));
      expect(mine()).toHaveLength(1);
      expect(mine()[0]!.body).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        phone: "(704) 555-0199",
        meetingType: "zoom",
        message: "We'd like to see lake homes in Davidson.",
        source: "contact-dialog",
      });
      expect(String(mine()[0]!.body.pageUrl)).toMatch(/\/about$/);
      expect(Date.parse(String(mine()[0]!.body.submittedAt))).not.toBeNaN();
    } finally {
      await receiver.close();
    }
  });

  test("when the network fails twice the Error toast appears and the visitor's input stays", async ({ page }) => {
    let requests = 0;
    await page.route("**/resources/contact", (route) => {
      requests += 1;
      return route.abort("connectionrefused");
    });
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "WORK WITH MEREDITH" }).click();
    const email = uniqueEmail("fail");
    const dialog = await fillContact(page, email);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    expect(requests).toBe(2);
    const error = page.locator("[data-toaster-region='toast']").filter({ hasText: "Error" });
    await expect(error).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await expect(dialog.getByLabel("Meeting Type")).toHaveValue("zoom");
    // The toast is above the open modal and its backdrop, not behind them: it can be closed.
    await error.getByRole("button", { name: "Close toast" }).click();
    await expect(error).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test("200 concurrent submissions are 200 stored leads and 200 deliveries, none twice", async ({ request, baseURL }) => {
    test.setTimeout(90_000);
    const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
    try {
      const batch = `burst-${Date.now()}`;
      await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          postContact(request, { email: `${batch}-${n}@example.com`, firstName: "Burst", lastName: String(n), meetingType: "in-person" }),
        ),
      );
      const mine = () => receiver.received.filter((lead) => String(lead.body.email).startsWith(batch));
      await expect.poll(() => mine().length, { timeout: 60_000 }).toBe(200);
      // A lead sent after them arrives only once everything queued before it has been sent.
      await sendBarrierLead(request, baseURL, (address) => receiver.received.some((lead) => lead.body.email === address));
      expect(mine()).toHaveLength(200);
      expect(new Set(mine().map((lead) => lead.body.email)).size).toBe(200);
      expect(new Set(mine().map((lead) => lead.idempotencyKey)).size).toBe(200);
    } finally {
      await receiver.close();
    }
  });
});

test.describe("property inquiry", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px an inquiry about a listing is pre-filled, confirmed and delivered as property-inquiry`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
      try {
        const address = "16524 Flying Jib Road, Huntersville, NC 28078";
        const email = uniqueEmail(`inquiry-${viewport.width}`);
        await gotoHydrated(page, "/neighborhood/huntersville");
        await page.getByRole("button", { name: `Get More Information about ${address}` }).click();
        const dialog = page.getByRole("dialog", { name: "Get More Information" });
        await expect(dialog).toContainText(address);
        const message = dialog.getByLabel("Message", { exact: true });
        await expect(message).toHaveValue(`I'm interested in ${address} and would like more information about this property.`);
        for (const label of ["First Name", "Last Name", "Phone", "Email"]) {
          await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
        }
        await dialog.getByLabel("First Name").fill("Alan");
        await dialog.getByLabel("Last Name").fill("Turing");
        await dialog.getByLabel("Phone").fill("704-555-0142");
        await dialog.getByLabel("Email").fill(email);
        await dialog.getByRole("button", { name: "Send Inquiry" }).click();
        await expect(page.getByText("Inquiry sent!")).toBeVisible();
        await expect(page.getByText("Thank you! Meredith will be in touch soon about this property.")).toBeVisible();
        await expect(dialog).toBeHidden({ timeout: 3000 });

        const mine = () => receiver.received.filter((lead) => lead.body.email === email);
        await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
        expect(mine()[0]!.body).toMatchObject({
          firstName: "Alan",
          lastName: "Turing",
          meetingType: "property-inquiry",
          source: "property-inquiry",
          message: `Property Inquiry: ${address}\n\nI'm interested in ${address} and would like more information about this property.`,
        });
      } finally {
        await receiver.close();
      }
    });
  }

  test("the inquiry dialog is about the listing whose button opened it", async ({ page }) => {
    await gotoHydrated(page, "/neighborhood/huntersville");
    const buttons = page.getByRole("button", { name: /^Get More Information about / });
    expect(await buttons.count()).toBeGreaterThan(1);
    const dialog = page.getByRole("dialog", { name: "Get More Information" });
    for (const index of [0, 1]) {
      const address = ((await buttons.nth(index).getAttribute("aria-label")) ?? "").replace("Get More Information about ", "");
      await buttons.nth(index).click();
      await expect(dialog).toHaveAccessibleDescription(address);
      await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(
        `I'm interested in ${address} and would like more information about this property.`,
      );
      await expect(dialog.getByLabel("First Name")).toBeFocused();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(buttons.nth(index)).toBeFocused();
    }
  });

  test("a failed inquiry shows the Error toast at once and keeps the dialog open", async ({ page }) => {
    const refused = await refuseLeads(page, 503);
    await gotoHydrated(page, "/neighborhood/huntersville");
    const address = "16524 Flying Jib Road, Huntersville, NC 28078";
    await page.getByRole("button", { name: `Get More Information about ${address}` }).click();
    const dialog = page.getByRole("dialog", { name: "Get More Information" });
    await dialog.getByLabel("First Name").fill("Alan");
    await dialog.getByLabel("Last Name").fill("Turing");
    await dialog.getByLabel("Phone").fill("704-555-0142");
    await dialog.getByLabel("Email").fill("alan@example.com");
    const shownAt = errorToastShownAt(page);
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeVisible();
    await expectErrorToastAtOnce(page, refused, shownAt);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("alan@example.com");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact from /about is stored, reaches the CRM, and the page says Message sent!", async ({ page }) => {
    const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
    try {
      const email = uniqueEmail("no-script-contact");
      await page.goto("/about");
      await page.getByRole("button", { name: "Work With Meredith" }).first().click();
      const dialog = await fillContact(page, email);
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/about(#contact-dialog)?$/);
      await expect(page.locator("[data-toaster-region='toast']").filter({ hasText: "Message sent!" })).toBeVisible();
      await expect(page.getByText("Thank you! Meredith will be in touch soon.")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect.poll(() => receiver.received.filter((lead) => lead.body.email === email).length, { timeout: 15_000 }).toBe(1);
      expect(receiver.received.find((lead) => lead.body.email === email)!.body).toMatchObject({
        firstName: "Ada",
        meetingType: "zoom",
        pageUrl: expect.stringMatching(/\/about$/),
      });
      // The toast is shown once: the next page is the cached one, without it.
      await page.goto("/about");
      await expect(page.locator("[data-toaster-region='toast']")).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });

  test("a contact with mistakes comes back with its messages and everything typed", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Work With Meredith" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
    await dialog.getByLabel("First Name").fill("Ada");
    await dialog.getByLabel("Email").fill("not-an-address");
    await dialog.getByLabel("Message", { exact: true }).fill("Keep this message, please.");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(400);
    const shown = page.getByRole("dialog", { name: "Work With Meredith" });
    await expect(shown).toBeVisible();
    await expect(shown.getByLabel("First Name")).toHaveValue("Ada");
    await expect(shown.getByLabel("Email")).toHaveValue("not-an-address");
    await expect(shown.getByLabel("Message", { exact: true })).toHaveValue("Keep this message, please.");
    await expect(shown.getByText("Last name is required")).toBeVisible();
    await expect(shown.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    // The page behind is dimmed as behind the modal the button opens.
    expect(await shown.evaluate((element) => getComputedStyle(element).boxShadow)).toMatch(/^rgba\(15, 42, 61, 0\.7\) 0px 0px 0px \d+/);
    await shown.getByRole("button", { name: "Close" }).click();
    await expect(shown).toBeHidden();
  });

  test("a property inquiry is sent from a listing's button and reaches the CRM", async ({ page }) => {
    const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
    try {
      const email = uniqueEmail("no-script-inquiry");
      await page.goto("/neighborhood/davidson");
      const opener = page.getByRole("button", { name: /^Get More Information about / }).first();
      const address = (await opener.getAttribute("value"))!;
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Get More Information" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(address, { exact: true })).toBeVisible();
      await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(
        `I'm interested in ${address} and would like more information about this property.`,
      );
      await dialog.getByLabel("First Name").fill("Grace");
      await dialog.getByLabel("Last Name").fill("Hopper");
      await dialog.getByLabel("Phone").fill("(704) 555-0142");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Send Inquiry" }).click();
      await expect(page.locator("[data-toaster-region='toast']").filter({ hasText: "Inquiry sent!" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect.poll(() => receiver.received.filter((lead) => lead.body.email === email).length, { timeout: 15_000 }).toBe(1);
      expect(receiver.received.find((lead) => lead.body.email === email)!.body).toMatchObject({
        meetingType: "property-inquiry",
        message: expect.stringContaining(`Property Inquiry: ${address}`),
      });
    } finally {
      await receiver.close();
    }
  });

  test("a newsletter subscription is confirmed from its e-mail, then delivered", async ({ page }) => {
    const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
    const smtp = await startSmtpReceiver({ port: SMTP_RECEIVER_PORT });
    try {
      const email = uniqueEmail("no-script-news");
      await page.goto("/the-lake-advisor");
      const form = page.getByRole("form", { name: "Newsletter sign-up" });
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("form", { name: "Newsletter sign-up" }).getByText("Email is required")).toBeVisible();
      await page.getByRole("form", { name: "Newsletter sign-up" }).getByLabel("Email").fill(email);
      await page.getByRole("form", { name: "Newsletter sign-up" }).getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText(SUBSCRIBE_ANSWER)).toBeVisible();
      await expect(page.getByRole("form", { name: "Newsletter sign-up" }).getByLabel("Email")).toHaveValue("");

      await page.goto(await confirmationLinkFor(smtp, email));
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You're subscribed to The Lake Advisor." })).toBeVisible();
      await expect.poll(() => receiver.received.filter((lead) => lead.body.email === email).length, { timeout: 15_000 }).toBe(1);
    } finally {
      await Promise.all([receiver.close(), smtp.close()]);
    }
  });
});

test.describe("newsletter", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a subscription is confirmed from its e-mail, delivered once, and a repeat sends nothing`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
      const smtp = await startSmtpReceiver({ port: SMTP_RECEIVER_PORT });
      try {
        const email = uniqueEmail(`news-${viewport.width}`);
        await gotoHydrated(page, "/the-lake-advisor");
        const form = page.getByRole("form", { name: "Newsletter sign-up" });
        await form.getByRole("button", { name: "Subscribe" }).click();
        await expect(form.getByText("Email is required")).toBeVisible();

        await form.getByLabel("Email").fill(email);
        await form.getByRole("button", { name: "Subscribe" }).click();
        await expect(page.getByText(SUBSCRIBE_ANSWER)).toBeVisible();
        await expect(form.getByLabel("Email")).toHaveValue("");

        // Following the link changes nothing (a mail scanner may fetch it); the button confirms.
        const link = await confirmationLinkFor(smtp, email);
        const mine = () => receiver.received.filter((lead) => String(lead.body.email).toLowerCase() === email);
        await page.goto(link);
        await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await page.getByRole("button", { name: "Confirm my subscription" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "You're subscribed to The Lake Advisor." })).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await page.screenshot({ path: test.info().outputPath(`confirmed-${viewport.width}.png`) });
        await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
        expect(mine()[0]!.body).toMatchObject({
          firstName: "",
          lastName: "",
          phone: "",
          meetingType: "Newsletter Subscription",
          message: "Lake Advisor newsletter subscription",
          source: "newsletter",
        });

        // Subscribed: the same answer, no e-mail and no second lead.
        await gotoHydrated(page, "/the-lake-advisor");
        await form.getByLabel("Email").fill(email.toUpperCase());
        await form.getByRole("button", { name: "Subscribe" }).click();
        await expect(page.getByText(SUBSCRIBE_ANSWER)).toBeVisible();
        await sendBarrierLead(page.request, baseURL, (address) => receiver.received.some((lead) => lead.body.email === address));
        expect(mine()).toHaveLength(1);
        expect(mailTo(smtp, email)).toHaveLength(1);
      } finally {
        await Promise.all([receiver.close(), smtp.close()]);
      }
    });
  }

  test("a failed subscription shows Subscribing..., then the Error toast at once, and keeps the address", async ({ page }) => {
    const refused = await refuseLeads(page, 500);
    await gotoHydrated(page, "/the-lake-advisor");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email").fill("keep-me@example.com");
    const shownAt = errorToastShownAt(page);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expectErrorToastAtOnce(page, refused, shownAt);
    await expect(form.getByLabel("Email")).toHaveValue("keep-me@example.com");
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a contact from the mobile menu reaches the CRM", async ({ page }) => {
    const receiver = await startCrmReceiver(CRM_RECEIVER_PORT);
    try {
      const email = uniqueEmail("phone");
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "WORK WITH MEREDITH" }).tap();
      const dialog = await fillContact(page, email);
      await dialog.getByRole("button", { name: "Send Message" }).tap();
      await expect(page.getByText("Message sent!")).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 3000 });
      await expect.poll(() => receiver.received.filter((lead) => lead.body.email === email).length, { timeout: 15_000 }).toBe(1);
    } finally {
      await receiver.close();
    }
  });
});
