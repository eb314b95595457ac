import { site } from "#app/content/site.ts";

/** "{page} | Lakefront | {agent}" for every document title. */
export function pageTitle(agentName: string, page?: string): string {
  const brand = `${site.brand} | ${agentName}`;
  return page ? `${page} | ${brand}` : `${brand}, Luxury Real Estate on Lake Norman`;
}
