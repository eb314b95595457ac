import type * as React from "react";
import { isExternalHref, NEW_TAB_LINK } from "#app/lib/external-links.ts";

/**
 * A link that opens in a new tab when it leaves the site, and stays in the tab otherwise, as a
 * site-relative path; `siteHost` is SITE_URL's (spec §2 footer: external links open in a new tab unless they point to the
 * site's own domain).
 */
export function SmartLink({ href, siteHost, children, ...props }: Omit<React.ComponentProps<"a">, "href"> & { href: string; siteHost: string }) {
  if (isExternalHref(href, siteHost)) {
    return (
      <a href={href} {...NEW_TAB_LINK} {...props}>
        {children}
      </a>
    );
  }
  if (/^(mailto|tel):/i.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  const url = /^https?:\/\//i.test(href) ? new URL(href) : null;
  const path = url ? url.pathname + url.search + url.hash : href;
  return (
    <a href={path} {...props}>
      {children}
    </a>
  );
}
