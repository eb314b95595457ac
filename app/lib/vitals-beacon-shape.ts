/*
 * What the public script sends and the server reads of a page view's Core Web Vitals (issue 37):
 * without zod, so the page script stays small (app/lib/analytics-rules.ts checks it on the server).
 */

/** Where the public script sends a page view's vitals: one POST of at most `VITALS_BEACON_MAX_BYTES`. */
export const VITALS_BEACON_PATH = "/resources/vitals";
export const VITALS_BEACON_MAX_BYTES = 512;

/** The real-user metrics a page view reports. */
export const VITALS = ["LCP", "INP", "CLS"] as const;
export type Vital = (typeof VITALS)[number];
