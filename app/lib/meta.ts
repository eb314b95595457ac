import { site } from "#app/content/site.ts";

/** "{page} | Lakefront — {agent}" for every document title. */
export function pageTitle(page?: string): string {
  const brand = `${site.brand} | ${site.agent.name}`;
  return page ? `${page} | ${brand}` : `${brand}, Luxury Real Estate on Lake Norman`;
}
