/**
 * Debian's Chromium, never a downloaded browser, with the flags it needs as root without network.
 * The journeys run in Debian's `chromium-headless-shell`, the same Chromium built for headless use
 * (what Playwright itself runs headless, decision 049): it spends about a third less CPU than the
 * full browser in `--headless` mode. Lighthouse and the screenshots a person looks at use the full
 * browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const JOURNEY_BROWSER_PATH = process.env.JOURNEY_BROWSER_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
