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
  "/a-page-that-does-not-exist",
];
