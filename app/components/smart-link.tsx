import type * as React from "react";
import { Link, useRouteLoaderData } from "react-router";
import { site } from "#app/content/site.ts";
import { isExternalHref, NEW_TAB_LINK } from "#app/lib/external-links.ts";

type RootData = { siteHost: string } | undefined;

/**
 * A link that opens in a new tab when it leaves the site, and navigates in-app otherwise
 * (spec §2 footer: external links open in a new tab unless they point to the site's own domain).
 */
export function SmartLink({ href, children, ...props }: Omit<React.ComponentProps<"a">, "href"> & { href: string }) {
  const root = useRouteLoaderData("root") as RootData;
  if (isExternalHref(href, root?.siteHost ?? site.domain)) {
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
    <Link to={path} {...props}>
      {children}
    </Link>
  );
}
