import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { generate } from "otplib";
import { ACCOUNT_MESSAGES } from "#app/lib/account-rules.ts";
import { TWO_FACTOR_MESSAGES } from "#app/lib/two-factor-rules.ts";
import { E2E_PORT } from "../support/e2e-ports.ts";
import { startServer, waitUntilServing, type ServerProcess } from "../support/server-process.ts";

/**
 * Issue 33, points 3 and 7: the account page's password change, signed-in devices and recovery
 * codes' download and copy. Its own server and administrator: a changed password or "Sign out
 * everywhere else" on the shared admin server would sign every other admin journey out.
 */
const PORT = E2E_PORT + 44;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = "account@lakefront.test";
const FIRST_PASSWORD = "the first password of all";
const SECOND_PASSWORD = "a second, longer password";
const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const dataDir = path.join(tmpdir(), `lakefront-account-${process.pid}`);
let server: ServerProcess;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = startServer({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SITE_URL: BASE,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: FIRST_PASSWORD,
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

/** A browser of its own (its own cookies), signed in with `password`, at the account page. */
async function signedInPage(
  browser: Browser,
  { password, userAgent, javaScriptEnabled = true }: { password: string; userAgent?: string; javaScriptEnabled?: boolean },
) {
  const context = await browser.newContext({ baseURL: BASE, javaScriptEnabled, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Faccount");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/admin/account");
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

async function isSignedIn(page: Page): Promise<boolean> {
  const response = await page.request.get("/admin/account", { maxRedirects: 0 });
  return response.status() === 200;
}

const devices = (page: Page) => page.getByRole("region", { name: "Signed-in devices" });

async function changePassword(page: Page, fields: { current: string; next: string; again: string }) {
  await page.getByLabel("Current password").fill(fields.current);
  await page.getByLabel("New password", { exact: true }).fill(fields.next);
  await page.getByLabel("New password again").fill(fields.again);
  await page.getByRole("button", { name: "Change password" }).click();
}

test("lists every signed-in device with its last request and address; signs out one, then everywhere else", async ({ browser }) => {
  const phone = await signedInPage(browser, { password: FIRST_PASSWORD, userAgent: IPHONE_SAFARI });
  const other = await signedInPage(browser, { password: FIRST_PASSWORD });
  const laptop = await signedInPage(browser, { password: FIRST_PASSWORD, userAgent: MAC_CHROME });

  const rows = devices(laptop).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("Chrome on macOS");
  await expect(rows.first()).toContainText("This device");
  await expect(rows.first().getByRole("button")).toHaveCount(0);
  const iphone = rows.filter({ hasText: "Safari on iOS" });
  await expect(iphone.getByText("· 127.0.0.1", { exact: true })).toBeVisible();
  await expect(iphone).toContainText(/Last seen \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  await expect(rows.filter({ hasText: "Chrome on Linux" })).toHaveCount(1);

  await iphone.getByRole("button", { name: "Sign out Safari on iOS, 127.0.0.1" }).click();
  await expect(laptop.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.sessionEnded })).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect(await isSignedIn(phone)).toBe(false);
  expect(await isSignedIn(other)).toBe(true);

  await devices(laptop).getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(laptop.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.otherSessionsEnded })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(devices(laptop)).toContainText("No other device is signed in.");
  expect(await isSignedIn(other)).toBe(false);
  expect(await isSignedIn(laptop)).toBe(true);
  for (const page of [phone, other, laptop]) await page.context().close();
});

test("changing the password asks for the current one and the new one twice, says what is wrong beside each field, and signs out every other device", async ({
  browser,
}) => {
  const phone = await signedInPage(browser, { password: FIRST_PASSWORD, userAgent: IPHONE_SAFARI });
  const page = await signedInPage(browser, { password: FIRST_PASSWORD });

  await changePassword(page, { current: "", next: "too short", again: "too shorts" });
  await expect(page.locator("#password-currentPassword-error")).toHaveText(ACCOUNT_MESSAGES.currentPasswordRequired);
  await expect(page.locator("#password-newPassword-error")).toHaveText(ACCOUNT_MESSAGES.newPasswordShort);
  await expect(page.locator("#password-confirmPassword-error")).toHaveText(ACCOUNT_MESSAGES.confirmationDiffers);
  await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Current password")).toBeFocused();

  await changePassword(page, { current: "not the password at all", next: SECOND_PASSWORD, again: SECOND_PASSWORD });
  await expect(page.locator("#password-currentPassword-error")).toHaveText(ACCOUNT_MESSAGES.currentPasswordWrong);
  await expect(page.locator("#password-newPassword-error")).toBeEmpty();
  expect(await isSignedIn(phone)).toBe(true);

  await changePassword(page, { current: FIRST_PASSWORD, next: SECOND_PASSWORD, again: SECOND_PASSWORD });
  await expect(page.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.passwordChanged })).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");
  await expect(devices(page).getByRole("listitem")).toHaveCount(1);
  expect(await isSignedIn(phone)).toBe(false);
  expect(await isSignedIn(page)).toBe(true);
  await phone.context().close();
  await page.context().close();

  // The old password no longer signs in; the new one does.
  const context = await browser.newContext({ baseURL: BASE });
  const login = await context.newPage();
  await login.goto("/admin/login");
  await login.getByLabel("Email").fill(EMAIL);
  await login.getByLabel("Password").fill(FIRST_PASSWORD);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByRole("alert")).toHaveText("Invalid email or password");
  await context.close();
  await (await signedInPage(browser, { password: SECOND_PASSWORD })).context().close();
});

test("without JavaScript, the password changes, a device signs out and the recovery codes download; copying says it needs JavaScript", async ({ browser }) => {
  const phone = await signedInPage(browser, { password: SECOND_PASSWORD, userAgent: IPHONE_SAFARI });
  const page = await signedInPage(browser, { password: SECOND_PASSWORD, javaScriptEnabled: false });

  await changePassword(page, { current: SECOND_PASSWORD, next: "short", again: "short" });
  await expect(page.locator("#password-newPassword-error")).toHaveText(ACCOUNT_MESSAGES.newPasswordShort);
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.passwordNotChanged);

  await devices(page).getByRole("button", { name: "Sign out Safari on iOS, 127.0.0.1" }).click();
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.sessionEnded);
  expect(await isSignedIn(phone)).toBe(false);
  await phone.context().close();

  await changePassword(page, { current: SECOND_PASSWORD, next: FIRST_PASSWORD, again: FIRST_PASSWORD });
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.passwordChanged);
  expect(await isSignedIn(page)).toBe(true);

  // Two-step sign-in on, without JavaScript: the codes come with a download and no working copy.
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  const secret = ((await page.locator("#two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Your password").fill(FIRST_PASSWORD);
  await page.getByLabel("Code from your app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status")).toHaveText(TWO_FACTOR_MESSAGES.enabled);
  const shown = (await page.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem").allTextContents()).map((code) => code.trim());
  expect(shown).toHaveLength(10);

  const codes = page.getByRole("region", { name: "Your recovery codes" });
  await expect(codes.getByRole("button", { name: "Copy codes" })).toBeDisabled();
  await expect(codes).toContainText("Copying needs JavaScript: download the file or write the codes down.");
  const [download] = await Promise.all([page.waitForEvent("download"), codes.getByRole("link", { name: "Download as a text file" }).click()]);
  expect(download.suggestedFilename()).toBe("lakefront-recovery-codes.txt");
  const file = readFileSync(await download.path(), "utf8");
  expect(file.split("\n").slice(0, 3)).toEqual([`Lakefront recovery codes for ${EMAIL}`, expect.any(String), ""]);
  expect(file.split("\n").slice(3, 13)).toEqual(shown);

  await page.getByLabel("Your password or current code").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(page.getByRole("status")).toHaveText(TWO_FACTOR_MESSAGES.disabled);
  await page.context().close();
});

test("with JavaScript, the recovery codes are copied to the clipboard and download as a file", async ({ browser }) => {
  const page = await signedInPage(browser, { password: FIRST_PASSWORD });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE });
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  const secret = ((await page.locator("#two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Your password").fill(FIRST_PASSWORD);
  await page.getByLabel("Code from your app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("region", { name: "Your recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  const shown = (await codes.getByRole("listitem").allTextContents()).map((code) => code.trim());
  await expect(codes).not.toContainText("Copying needs JavaScript");

  await codes.getByRole("button", { name: "Copy codes" }).click();
  await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText("Recovery codes copied. Paste them somewhere safe.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n").slice(3, 13)).toEqual(shown);
  expect(copied).toContain(`Lakefront recovery codes for ${EMAIL}`);

  const [download] = await Promise.all([page.waitForEvent("download"), codes.getByRole("link", { name: "Download as a text file" }).click()]);
  expect(download.suggestedFilename()).toBe("lakefront-recovery-codes.txt");
  expect(readFileSync(await download.path(), "utf8")).toBe(copied);
  await page.context().close();
});
