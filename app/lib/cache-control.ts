/**
 * A public page's Cache-Control: a browser asks again on every view (the page cache answers 304
 * to the ETag it has), so a save shows on the next view; a shared cache (a CDN) keeps the page
 * `sharedSeconds`, and the server's page cache as long.
 */
export function publicPageCacheControl(sharedSeconds: number, staleWhileRevalidateSeconds?: number): string {
  const stale = staleWhileRevalidateSeconds === undefined ? "" : `, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
  return `public, max-age=0, must-revalidate, s-maxage=${sharedSeconds}${stale}`;
}
