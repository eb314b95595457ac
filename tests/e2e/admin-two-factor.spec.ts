import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { generate } from "otplib";
import { TWO_FACTOR_MESSAGES } from "#app/lib/two-factor-rules.ts";
import { E2E_PORT } from "../support/e2e-ports.ts";
import { gotoHydrated } from "../support/hydrated.ts";
import { serverClock } from "../support/server-clock.ts";
import { startServer, waitUntilServing, type ServerProcess } from "../support/server-process.ts";

/**
 * Issue 17, point 8: two-step sign-in, enrolled from the account page and asked for at sign-in.
 * Its own server and administrator: turning it on for the shared administrator of the admin
 * server would stop every other admin journey from signing in.
 */
const PORT = E2E_PORT + 38;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = "two-step@lakefront.test";
const PASSWORD = "a second factor is good for you";
const dataDir = path.join(tmpdir(), `lakefront-two-factor-${process.pid}`);
let server: ServerProcess;
/** The server's clock: a fresh code's next time step is reached by moving it on, not by waiting. */
let clock: ReturnType<typeof serverClock>;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE, viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  clock = serverClock(dataDir);
  server = startServer({
    ...clock.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SITE_URL: BASE,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    RATE_LIMIT_FACTOR: "100",
    LOG_LEVEL: "warn",
  });
  await waitUntilServing(PORT, server);
});

test.afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the authenticator app knows, once the account page has shown it. */
let secret = "";
let recoveryCodes: string[] = [];
let lastStep = 0;

/** The server's current TOTP time step. */
const serverStep = () => Math.floor(clock.now() / 30_000);

/** A code of the server's current time step, which no code has used yet: the server refuses a step it has seen. */
async function freshCode(): Promise<string> {
  if (serverStep() <= lastStep) clock.advance((lastStep - serverStep() + 1) * 30);
  lastStep = serverStep();
  return generate({ secret, epoch: lastStep * 30 });
}

/** Six digits that are no code of the steps the server accepts now. */
async function wrongCode(): Promise<string> {
  const current = serverStep();
  const valid = await Promise.all([-1, 0, 1, 2].map((offset) => generate({ secret, epoch: (current + offset) * 30 })));
  return ["000000", "111111", "222222", "333333", "444444"].find((code) => !valid.includes(code))!;
}

async function submitPassword(page: Page) {
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function newPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, javaScriptEnabled });
  return context.newPage();
}

test("the administrator sets up two-step sign-in with the QR code page and gets ten recovery codes once", async ({ page }) => {
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Faccount");
  await submitPassword(page);
  await expect(page).toHaveURL("/admin/account");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/admin/account");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("Status:")).toContainText("Off");

  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  secret = ((await page.locator("#two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSideways(page);

  // A wrong code: said beside the field, and nothing is turned on.
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByLabel("Code from your app").fill(await wrongCode());
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.locator("#two-factor-confirm-code-error")).toHaveText(TWO_FACTOR_MESSAGES.enrolmentInvalid);
  await expect(page.getByLabel("Code from your app")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Status:")).toContainText("Off");

  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByLabel("Code from your app").fill(await freshCode());
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status").filter({ hasText: TWO_FACTOR_MESSAGES.enabled })).toBeVisible();
  await expect(page.getByText("Status:")).toContainText("On");
  const shown = page.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(shown).toHaveCount(10);
  recoveryCodes = (await shown.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await expectNoSideways(page);

  // Shown once: neither the codes nor the secret come back with the page.
  await page.reload();
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(recoveryCodes[0]!);
  expect(html).not.toContain(secret);
  expect(html).not.toContain(secret.slice(0, 4) + " " + secret.slice(4, 8));

  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("sign-in asks for the code: without it there is no session, with it the admin returns where it was going", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/admin/lake-advisor/new");
  await expect(page).toHaveURL(`/admin/login?redirectTo=${encodeURIComponent("/admin/lake-advisor/new")}`);
  await submitPassword(page);
  await expect(page.getByLabel("Code", { exact: true })).toBeVisible();
  await expectNoSideways(page);

  // The password alone opened nothing.
  const admin = await page.request.get("/admin/lake-advisor", { maxRedirects: 0 });
  expect(admin.status()).toBe(302);

  await submitCode(page, await wrongCode());
  await expect(page.getByRole("alert")).toHaveText(TWO_FACTOR_MESSAGES.invalidCode);
  await expect(page).toHaveURL(/\/admin\/login/);

  await submitCode(page, await freshCode());
  await expect(page).toHaveURL("/admin/lake-advisor/new");
  await page.context().close();
});

test("a recovery code signs in once", async ({ browser }) => {
  const page = await newPage(browser);
  await gotoHydrated(page, "/admin/login");
  await submitPassword(page);
  await submitCode(page, recoveryCodes[0]!.toLowerCase());
  await expect(page).toHaveURL("/admin");
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  await submitPassword(page);
  await submitCode(page, recoveryCodes[0]!);
  await expect(page.getByRole("alert")).toHaveText(TWO_FACTOR_MESSAGES.invalidCode);
  // "Start again" goes back to the password.
  await page.getByRole("button", { name: "Start again" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await submitPassword(page);
  await submitCode(page, recoveryCodes[1]!);
  await expect(page).toHaveURL("/admin");
  await page.goto("/admin/account");
  await expect(page.getByText("8 of 10 recovery codes left.")).toBeVisible();
  await page.context().close();
});

test("both steps work without JavaScript", async ({ browser }) => {
  const page = await newPage(browser, false);
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fleads");
  await submitPassword(page);
  await submitCode(page, "not-a-code");
  await expect(page.getByRole("alert")).toHaveText(TWO_FACTOR_MESSAGES.invalidCode);
  await submitCode(page, await freshCode());
  await expect(page).toHaveURL("/admin/leads");

  // The account page's forms post without JavaScript too: new recovery codes for a current code.
  await page.goto("/admin/account");
  await page.getByLabel("Current code from your app").fill(await freshCode());
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(page.getByRole("status").filter({ hasText: TWO_FACTOR_MESSAGES.regenerated })).toBeVisible();
  const fresh = page.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(fresh).toHaveCount(10);
  recoveryCodes = (await fresh.allTextContents()).map((code) => code.trim());
  await page.context().close();
});

test("turned off with the password, sign-in asks for the password alone again", async ({ browser }) => {
  const page = await newPage(browser);
  await gotoHydrated(page, "/admin/login?redirectTo=%2Fadmin%2Faccount");
  await submitPassword(page);
  await submitCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL("/admin/account");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await page.getByLabel("Your password or current code").fill("not the password at all");
  await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(page.locator("#two-factor-disable-code-error")).toHaveText(TWO_FACTOR_MESSAGES.wrongPasswordOrCode);
  await expect(page.getByText("Status:")).toContainText("On");
  // On a phone the refusal's toast sits over the form's button: put it away, as a person would.
  await page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("button", { name: "Close toast" })
    .click();

  await page.getByLabel("Your password or current code").fill(PASSWORD);
  await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(page.getByRole("status").filter({ hasText: TWO_FACTOR_MESSAGES.disabled })).toBeVisible();
  await expect(page.getByText("Status:")).toContainText("Off");
  await expectNoSideways(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  await submitPassword(page);
  await expect(page).toHaveURL("/admin");
  await page.context().close();
});
