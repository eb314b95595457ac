import { defineConfig } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./tests/support/admin.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";
import { CRM_RECEIVER_PORT, E2E_PORT as PORT, SCRAPE_FIXTURE_HOST } from "./tests/support/e2e-ports.ts";

const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.E2E_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium" }],
  webServer: {
    // A production build on a fresh embedded database, seeded at start like a new install.
    command: `rm -rf .e2e-data-${PORT} && node server.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: `.e2e-data-${PORT}`,
      SITE_URL: BASE_URL,
      RATE_LIMIT_FACTOR: "100",
      // Leads go to a local receiver that the lead journeys start and stop.
      CRM_WEBHOOK_URL: `http://127.0.0.1:${CRM_RECEIVER_PORT}/crm`,
      LOG_LEVEL: "warn",
      // The administrator signIn() uses, created at start-up.
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The scraper journey serves fixture pages on localhost; 127.0.0.1 and every other private
      // address stay refused (tests/e2e/admin-import.spec.ts).
      SCRAPER_ALLOW_HOSTS: SCRAPE_FIXTURE_HOST,
    },
  },
});
