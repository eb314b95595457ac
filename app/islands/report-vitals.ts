import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { VITALS_BEACON_PATH, type Vital } from "#app/lib/vitals-beacon-shape.ts";

/**
 * Real-user speed (issue 37): the page's LCP, INP and CLS, measured by the web-vitals library
 * (its standard build, without attribution), sent once per page view when the page is hidden or
 * left, by `navigator.sendBeacon` to this site alone. Only the path and the three numbers are sent.
 */
export function reportVitals(): void {
  if (typeof navigator.sendBeacon !== "function") return;
  const values: Partial<Record<Vital, number>> = {};
  const keep = ({ name, value }: Metric) => {
    values[name as Vital] = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  };
  // Every change is kept: a browser that leaves a page without hiding it first (pagehide alone)
  // would otherwise send no LCP, which web-vitals reports once the page is hidden.
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  let sent = false;
  const send = () => {
    if (sent || Object.keys(values).length === 0) return;
    sent = true;
    navigator.sendBeacon(VITALS_BEACON_PATH, JSON.stringify({ path: location.pathname, ...values }));
  };
  // web-vitals updates the values on the same event from its listener on window, which runs first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}
