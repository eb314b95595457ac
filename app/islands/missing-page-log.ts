/** Spec §2: the 404 page reports the path a visitor tried, in the browser's console. */
export function enhanceMissingPageLog(): void {
  console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
}
