/** Ports of one browser-test run: the site, and the local receiver standing in for the CRM. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const CRM_RECEIVER_PORT = E2E_PORT + 9;
/** The public server's mail server (SMTP_URL): a local SMTP receiver that the newsletter journeys start and stop. */
export const SMTP_RECEIVER_PORT = E2E_PORT + 8;
/** The admin server's mail server: the newsletter journey's SMTP receiver (tests/e2e/admin-newsletter.spec.ts). */
export const ADMIN_SMTP_RECEIVER_PORT = E2E_PORT + 18;
/** The admin server's Follow Up Boss: a local stand-in the leads-desk journeys start and stop. */
export const FUB_RECEIVER_PORT = E2E_PORT + 19;
export const FUB_API_KEY = "fub-e2e-key";
/**
 * The admin journeys' own server and database: they create, import and delete posts, which must
 * not change what the public-site journeys see of the demo content.
 */
export const ADMIN_E2E_PORT = E2E_PORT + 20;
/** The 1,000-post import journey's own server and database (tests/e2e/admin-bulk-import.spec.ts). */
export const BULK_E2E_PORT = E2E_PORT + 30;
/**
 * The server of the journeys that change the site's settings and texts (the agent's name, the
 * logo, the phone): every page on a server shows them, so the journeys of the other servers never
 * meet a rename, and these run one at a time, each restoring the settings after itself. The
 * analytics journey runs there too: the others' headless browsers are crawlers to the counter, so
 * what it counts is its own visitors' alone.
 */
export const SITE_SETTINGS_E2E_PORT = E2E_PORT + 40;
/**
 * The host name the scraper journey's fixture pages are served under (on a free port). The test
 * server allows only this name through SCRAPER_ALLOW_HOSTS, so the same pages asked for at
 * 127.0.0.1 are still refused.
 */
export const SCRAPE_FIXTURE_HOST = "localhost";
