import { expect, test } from "@playwright/test";
import { siteSettingsSeed } from "../../app/content/site.ts";

test("pages carry an enforced nonce CSP and the other security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toBeTruthy();
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(csp!)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain(`frame-src 'self' ${new URL(siteSettingsSeed.propertySearch.wideUrl).origin}`);
  expect(csp).toContain("object-src 'none'");

  const html = await response.text();
  // A public page's one script is a file of this origin, which 'self' admits. It has no inline
  // script, so its markup carries no nonce (and the page cache keeps a brotli copy of it).
  const executable = (page: string) =>
    [...page.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('type="application/ld+json"'));
  const scripts = executable(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/\ssrc="\/assets\/[\w.-]+\.js"/);
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(html).not.toContain(nonce!);

  // A hydrated page (the sign-in) has inline scripts: every script carries its response's nonce.
  const signIn = await request.get("/admin/login");
  const signInNonce = /'nonce-([^']+)'/.exec(signIn.headers()["content-security-policy"] ?? "")?.[1];
  expect(signInNonce).toBeTruthy();
  const signInScripts = executable(await signIn.text());
  expect(signInScripts.some((tag) => !tag.includes(" src="))).toBe(true);
  for (const script of signInScripts) expect(script).toContain(`nonce="${signInNonce}"`);

  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-powered-by"]).toBeUndefined();
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
  expect(permissions).not.toMatch(/web-share|clipboard-write|fullscreen/);
  expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);

  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
});

test("the page runs under its CSP and Permissions-Policy without violations or warnings", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Feature Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ABOUT" }).click();
  await expect(page).toHaveURL("/about");
  expect(violations).toEqual([]);
});

test("an oversized request body is refused", async ({ request }) => {
  const response = await request.post("/about", {
    data: "x".repeat(1024 * 1024 + 1),
    headers: { "content-type": "text/plain" },
  });
  expect(response.status()).toBe(413);
});

test("built assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["cache-control"]).toContain("immutable");
});
