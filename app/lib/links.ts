/**
 * Whether a link leaves the site: an absolute http(s) URL on another host. Links to the site's
 * own domain (with or without www) and relative links stay in the same tab.
 */
export function isExternalHref(href: string, ownHosts: readonly string[]): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return false;
  }
  return !ownHosts.some((own) => own.toLowerCase().replace(/^www\./, "") === host);
}
