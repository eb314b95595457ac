/**
 * The bench's market case (issue 36): a Canopy MLS export of 100,000 listings across the eight
 * towns is previewed and imported through /admin/market over HTTP, as the agent's browser does,
 * then each town's monthly reports are requested, a different one each time, so each is rendered
 * (not from the page cache) — timed to the last byte.
 */
import type { MlsListing } from "#app/lib/mls-listing-row.ts";
import { marketExportListings } from "../tests/support/market-export-fixture.ts";
import { listingsCsv } from "../tests/support/market-fixtures.ts";
import { percentile } from "./bench-report.ts";
import { signIn, timedGet } from "./bench-scale.ts";

export const MARKET_LISTINGS = 100_000;
export const MARKET_AS_OF = "2026-11-25";
const TOWNS = ["davidson", "cornelius", "mooresville", "huntersville", "denver", "troutman", "charlotte", "hickory"];
/** The limits: an uncached report on PostgreSQL, and the import of 100,000 rows. */
export const MARKET_GOALS = { reportP95Ms: 50, importS: 60 } as const;

export type MarketFigures = { previewS: number; importS: number; message: string; reportP50Ms: number; reportP95Ms: number; reports: number; failures: number };

/** Signs in, then previews and imports `listings` as the admin's two posts to /admin/market do. */
export async function importOverHttp(
  base: string,
  admin: { email: string; password: string },
  listings: readonly MlsListing[],
): Promise<{ previewS: number; importS: number; message: string } | { reason: string }> {
  const session = await signIn(base, admin.email, admin.password);
  if ("reason" in session) return session;
  const headers = { cookie: session.cookie, origin: base, referer: `${base}/admin/market` };
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", new Blob([listingsCsv(listings)], { type: "text/csv" }), "canopy-export.csv");
  let started = performance.now();
  const preview = await fetch(`${base}/admin/market`, { method: "POST", headers, body: form });
  const previewS = (performance.now() - started) / 1000;
  const uploadId = /name="uploadId" value="([0-9a-f-]{36})"/.exec(await preview.text())?.[1];
  if (!uploadId) return { reason: `the preview answered ${preview.status} without an upload to import` };
  started = performance.now();
  const imported = await fetch(`${base}/admin/market`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "import", uploadId, asOf: MARKET_AS_OF }).toString(),
  });
  const importS = (performance.now() - started) / 1000;
  const message = /Import complete: [^<]+/.exec(await imported.text())?.[0];
  if (!message) return { reason: `the import answered ${imported.status}` };
  return { previewS, importS, message };
}

/** Preview and import the export as the admin's two posts, then time rendered reports. */
export async function measureMarket(base: string, admin: { email: string; password: string }): Promise<MarketFigures | { reason: string }> {
  const imported = await importOverHttp(base, admin, marketExportListings({ count: MARKET_LISTINGS, asOf: MARKET_AS_OF }));
  if ("reason" in imported) return imported;
  const { previewS, importS, message } = imported;
  // Each town's 24 monthly reports before the latest, one after another, each rendered once.
  const months = Array.from({ length: 24 }, (_, i) => {
    const index = 2026 * 12 + 8 - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
  const times: number[] = [];
  let failures = 0;
  for (const month of months) {
    for (const town of TOWNS) {
      const answer = await timedGet(base, `/market-reports/${town}/${month}`);
      if (answer.status !== 200) failures += 1;
      times.push(answer.ms);
    }
  }
  return { previewS, importS, message, reportP50Ms: percentile(times, 50), reportP95Ms: percentile(times, 95), reports: times.length, failures };
}

/** One line per database: the import's steps and the rendered reports against the goals. */
export function marketLine(label: string, figures: MarketFigures | { reason: string }, judged: boolean): string {
  if ("reason" in figures) return `${label}: not measured, ${figures.reason}`;
  const misses = [
    figures.importS > MARKET_GOALS.importS ? `import > ${MARKET_GOALS.importS} s` : "",
    judged && figures.reportP95Ms > MARKET_GOALS.reportP95Ms ? `report p95 > ${MARKET_GOALS.reportP95Ms} ms` : "",
    figures.failures > 0 ? `${figures.failures} reports failed` : "",
  ].filter(Boolean);
  return (
    `${label}: preview ${figures.previewS.toFixed(1)} s, import ${figures.importS.toFixed(1)} s ("${figures.message}"); ` +
    `${figures.reports} rendered reports p50 ${figures.reportP50Ms.toFixed(1)} ms, p95 ${figures.reportP95Ms.toFixed(1)} ms — ` +
    (misses.length === 0 ? "✓" : `✗ ${misses.join(", ")}`)
  );
}
