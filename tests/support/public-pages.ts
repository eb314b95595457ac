/** One page of each public screen, a missing page included: the journeys that check every page walk these. */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/neighborhood",
  "/neighborhood/davidson",
  "/sold-properties",
  "/the-lake-advisor",
  "/the-lake-advisor/top-7-best-towns-to-live-on-lake-norman",
  "/privacy-policy",
  "/accessibility",
  "/a-page-that-does-not-exist",
];

/**
 * A page of every public route: PUBLIC_PAGES, and the sold home's page, a search, the home-value
 * page, the market reports, a newsletter link that is no longer good and each route's own "not found".
 */
export const EVERY_PUBLIC_ROUTE = [
  ...PUBLIC_PAGES,
  "/sold-properties/4187203",
  "/the-lake-advisor?q=boat",
  "/home-value",
  "/market-reports",
  "/newsletter/confirm/not-a-token",
  "/neighborhood/not-a-town",
  "/sold-properties/0000000",
  "/the-lake-advisor/not-a-post",
];
