import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import { findLegacyRedirect } from "#app/lib/redirects.ts";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

// Document requests for legacy paths get their 301 from the Express server before routing.
export function loader() {
  return data(null, { status: 404 });
}

/** In-app navigation checks legacy paths in the browser, without a server round trip. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = findLegacyRedirect(url.pathname);
  if (target) throw redirect(target + url.search);
  return serverLoader();
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Page not found") },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <NotFoundMessage title="Oops! Page not found">
      <p>The page you are looking for has moved or never existed.</p>
      <HomeLink />
    </NotFoundMessage>
  );
}
