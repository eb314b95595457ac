/** Ports of one browser-test run: the site, and the local receiver standing in for the CRM. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const CRM_RECEIVER_PORT = E2E_PORT + 9;
/**
 * The host name the scraper journey's fixture pages are served under (on a free port). The test
 * server allows only this name through SCRAPER_ALLOW_HOSTS, so the same pages asked for at
 * 127.0.0.1 are still refused.
 */
export const SCRAPE_FIXTURE_HOST = "localhost";
