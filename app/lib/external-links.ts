import { site } from "#app/content/site.ts";

/** What a link that leaves the site carries: a new tab that gets neither window.opener nor a Referer. */
export const NEW_TAB_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;

const ownDomain = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * Whether a link leaves the site (spec §2: such links open in a new tab): an http(s) URL on
 * another host, protocol-relative ones included. Links to the product's own domain or to
 * SITE_URL's host (`siteHost`), with or without www, and relative links stay in the same tab.
 */
export function isExternalHref(href: string, siteHost: string): boolean {
  let url: URL;
  try {
    // Resolved as a browser would, so "//host" and "/\host" count as the other host.
    url = new URL(href, `https://${site.domain}/`);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const host = ownDomain(url.hostname);
  return host !== ownDomain(site.domain) && host !== ownDomain(siteHost);
}
