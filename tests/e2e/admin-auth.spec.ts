import { expect, test, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from "../support/admin.ts";
import { gotoHydrated } from "../support/hydrated.ts";

test.use({ viewport: { width: 1280, height: 800 } });

const INVALID = "Invalid email or password";

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an admin page sends a visitor to sign in, and back to that page afterwards", async ({ page }) => {
  await page.goto("/admin/lake-advisor/import");
  await expect(page).toHaveURL(`/admin/login?redirectTo=${encodeURIComponent("/admin/lake-advisor/import")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL("/admin/lake-advisor/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import Blog Posts" })).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header).toContainText(ADMIN_EMAIL);
  await expect(header.getByRole("link", { name: "View site" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
  // /admin itself is the admin's first page, the follow-ups due.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Follow-ups due" })).toBeVisible();
});

test("the sign-in button reads Signing in... while the form is sent", async ({ page }) => {
  await gotoHydrated(page, "/admin/login");
  // The sign-in is held until the button has been seen saying so.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/login.data*", async (route) => {
    await released;
    await route.continue();
  });
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL("/admin");
});

test("a wrong password and an unknown address get the same answer", async ({ page }) => {
  await gotoHydrated(page, "/admin/login");
  await submitSignIn(page, ADMIN_EMAIL, "not the password at all");
  await expect(page.getByRole("alert")).toHaveText(INVALID);
  const wrongPassword = await page.getByRole("alert").textContent();

  await submitSignIn(page, "nobody-here@lakefront.test", "not the password at all");
  await expect(page.getByRole("alert")).toHaveText(INVALID);
  expect(await page.getByRole("alert").textContent()).toBe(wrongPassword);
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("the sign-in form works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Flake-advisor%2Fnew");
  await submitSignIn(page, "no-script@lakefront.test", "wrong password here");
  await expect(page.getByRole("alert")).toHaveText(INVALID);
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL("/admin/lake-advisor/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();
  await context.close();
});

test("failed sign-ins slow an address down but never lock it, and never lock the administrator out", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `slow-down-${Date.now()}@lakefront.test`;
  await gotoHydrated(page, "/admin/login");
  /** Submits and waits for the server's answer, so each attempt's wait is its own. */
  const attempt = async (address: string, password: string) => {
    const answered = page.waitForResponse((response) => response.url().includes("/admin/login") && response.request().method() === "POST", {
      timeout: 20_000,
    });
    await submitSignIn(page, address, password);
    await answered;
    await expect(page.getByRole("alert")).toHaveText(INVALID);
  };
  for (let count = 1; count <= 5; count++) await attempt(email, `wrong password ${count}`);
  // The sixth waits (after 1 s and 2 s, now 4 s) and is still only "invalid", never a lock.
  const started = Date.now();
  await attempt(`  ${email.toUpperCase()} `, "wrong password 6");
  expect(Date.now() - started).toBeGreaterThan(3_500);
  // Meanwhile the administrator signs in at once.
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL("/admin");
});

test("the session cookie is __Host-, httpOnly, SameSite=Lax, Secure, site-wide and holds only a session id", async ({ page, context }) => {
  await signIn(page);
  const cookies = await context.cookies();
  expect(cookies).toHaveLength(1);
  const [cookie] = cookies;
  expect(cookie!.name).toBe("__Host-lakefront_session");
  expect(cookie!.domain).toBe("127.0.0.1");
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe("Lax");
  expect(cookie!.secure).toBe(true);
  expect(cookie!.path).toBe("/");
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
  expect(decodeURIComponent(cookie!.value)).not.toContain(ADMIN_EMAIL);
  expect(await page.evaluate(() => document.cookie)).toBe("");
});

test("each sign-in issues a new session id and ends the one the browser had", async ({ page, context }) => {
  await signIn(page);
  const [first] = await context.cookies();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Flake-advisor%2Fnew");
  // Signed in already: the sign-in page sends the administrator on.
  await expect(page).toHaveURL("/admin/lake-advisor/new");

  const again = await page.request.post("/admin/login", {
    headers: { Origin: new URL(page.url()).origin },
    form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin/lake-advisor" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  const [second] = await context.cookies();
  expect(second!.value).not.toBe(first!.value);

  const replay = await page.request.get("/admin/lake-advisor", {
    headers: { Cookie: `${first!.name}=${first!.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
});

test("signing out kills the session on the server, not only in the browser", async ({ page, context, playwright, baseURL }) => {
  await signIn(page);
  const [cookie] = await context.cookies();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/admin/login?signedOut=1");
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
  expect(await context.cookies()).toHaveLength(0);

  // Replaying the old cookie from elsewhere gets nowhere.
  const replayer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${cookie!.name}=${cookie!.value}` } });
  const page1 = await replayer.get("/admin/lake-advisor", { maxRedirects: 0 });
  expect(page1.status()).toBe(302);
  expect(page1.headers()["location"]).toBe("/admin/login?redirectTo=%2Fadmin%2Flake-advisor");
  const action = await replayer.post("/admin/logout", { headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(action.status()).toBe(401);
  await replayer.dispose();
});

test("redirectTo never leaves the admin", async ({ page }) => {
  for (const target of ["https://attacker.example/", "//attacker.example/admin", "/\\attacker.example", "/about"]) {
    await page.context().clearCookies();
    await page.goto(`/admin/login?redirectTo=${encodeURIComponent(target)}`);
    await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL("/admin");
  }
});

test("an admin action refused because the session ended elsewhere offers to sign in again", async ({ page, baseURL }) => {
  await signIn(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Another tab signs out: this page's session is dead on the server.
  const elsewhere = await page.request.post("/admin/logout", { headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(elsewhere.status()).toBe(302);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your session has ended" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/admin/login?redirectTo=${encodeURIComponent("/admin/lake-advisor")}`);
});
