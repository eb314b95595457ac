/**
 * The same-site URL a click will load in this tab: a plain primary click on a link, without a
 * modifier key, another target or a download. Anything else (new tab, a click already handled) is
 * null, so islands leave it to the browser.
 */
export function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  return url.origin === location.origin ? url : null;
}

/** Path and query of the page the address bar shows. */
export function currentPath(): string {
  return location.pathname + location.search;
}
