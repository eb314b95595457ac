import { defineConfig } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./tests/support/admin.ts";
import { CHROMIUM_ARGS, JOURNEY_BROWSER_PATH } from "./tests/support/chromium.ts";
import {
  ADMIN_E2E_PORT,
  ADMIN_SMTP_RECEIVER_PORT,
  BULK_E2E_PORT,
  CRM_RECEIVER_PORT,
  SMTP_RECEIVER_PORT,
  E2E_PORT as PORT,
  FUB_API_KEY,
  FUB_RECEIVER_PORT,
  SCRAPE_FIXTURE_HOST,
  SITE_SETTINGS_E2E_PORT,
} from "./tests/support/e2e-ports.ts";

const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN_BASE_URL = `http://127.0.0.1:${ADMIN_E2E_PORT}`;
/** Journeys that write posts run against their own server (see ADMIN_E2E_PORT). */
const ADMIN_JOURNEYS =
  /admin-(accessibility|account|auth|editor|import|leads|market|neighborhoods|newsletter|page-cache|post-fonts|posts|redirects|revisions|sold|subscribers|testimonials|two-factor|uploads|without-javascript)\.spec\.ts$/;
/** Journeys that change what every page shows, and the analytics journey, whose counts no other visitor may reach (see SITE_SETTINGS_E2E_PORT). */
const SITE_SETTINGS_JOURNEYS = /admin-(analytics|media|pages|settings)\.spec\.ts$/;
const SITE_SETTINGS_BASE_URL = `http://127.0.0.1:${SITE_SETTINGS_E2E_PORT}`;
/**
 * The 1,000-post import has a server of its own, so no other journey meets its archive; the
 * journeys that time the server's answers run there too, so no other journey's requests share its
 * event loop.
 */
const BULK_JOURNEY = /admin-bulk-import\.spec\.ts$/;
const BULK_BASE_URL = `http://127.0.0.1:${BULK_E2E_PORT}`;

/** A production build on a fresh embedded database, seeded at start like a new install. */
function testServer(port: number, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: `rm -rf .e2e-data-${port} && node server.js`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: `.e2e-data-${port}`,
      SITE_URL: url,
      RATE_LIMIT_FACTOR: "100",
      LOG_LEVEL: "warn",
      // The administrator signIn() uses, created at start-up.
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    launchOptions: { executablePath: JOURNEY_BROWSER_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    // The site scrolls smoothly unless the visitor asks for less motion. Playwright's retried
    // clicks scroll with the page's own behaviour, so a smooth scroll could still be moving the
    // page when the click lands; the journeys are a visitor who asks for less motion.
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    { name: "chromium", testIgnore: [ADMIN_JOURNEYS, SITE_SETTINGS_JOURNEYS, BULK_JOURNEY] },
    { name: "admin", testMatch: ADMIN_JOURNEYS, use: { baseURL: ADMIN_BASE_URL } },
    { name: "site-settings", testMatch: SITE_SETTINGS_JOURNEYS, workers: 1, use: { baseURL: SITE_SETTINGS_BASE_URL } },
    // Its journeys time the server (a 1,000-row import under 10 s, the site answering meanwhile),
    // so they run once the other projects are done, with no browser journey beside them.
    { name: "admin-bulk", testMatch: BULK_JOURNEY, use: { baseURL: BULK_BASE_URL }, dependencies: ["chromium", "admin", "site-settings"] },
  ],
  webServer: [
    testServer(PORT, {
      // Leads go to a local receiver that the lead journeys start and stop; so do e-mails to visitors.
      CRM_WEBHOOK_URL: `http://127.0.0.1:${CRM_RECEIVER_PORT}/crm`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_RECEIVER_PORT}`,
    }),
    testServer(ADMIN_E2E_PORT, {
      // The scraper journey serves fixture pages on localhost; 127.0.0.1 and every other private
      // address stay refused (tests/e2e/admin-import.spec.ts).
      SCRAPER_ALLOW_HOSTS: SCRAPE_FIXTURE_HOST,
      // Leads go to a Follow Up Boss stand-in that the leads-desk journeys start and stop.
      FUB_API_URL: `http://127.0.0.1:${FUB_RECEIVER_PORT}`,
      FUB_API_KEY,
      // The newsletter journey's mail goes to a receiver it starts; a send runs at 100 a second.
      SMTP_URL: `smtp://127.0.0.1:${ADMIN_SMTP_RECEIVER_PORT}`,
      NEWSLETTER_RATE_PER_MINUTE: "6000",
    }),
    // The analytics journey reads what this server counted: it writes its counts four times a second.
    testServer(SITE_SETTINGS_E2E_PORT, { ANALYTICS_FLUSH_MS: "250" }),
    testServer(BULK_E2E_PORT, {}),
  ],
});
