export const neighborhoodPath = (slug: string) => `/neighborhood/${slug}`;

/** A neighborhood guide's path, /neighborhood/{slug} (not the index, not deeper). */
export function isNeighborhoodPath(pathname: string): boolean {
  return /^\/neighborhood\/[^/]+\/?$/.test(pathname);
}
