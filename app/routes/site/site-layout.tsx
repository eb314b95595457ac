import { Outlet } from "react-router";
import { PHONE_ACTION_BAR_SPACE } from "#app/components/phone-action-bar.tsx";
import { PropertyFactSymbols } from "#app/components/property-fact-icons.tsx";
import { cn } from "#app/lib/utils.ts";
import { NeighborhoodLoading } from "#app/widgets/navigation-status/neighborhood-loading.tsx";
import "#app/widgets/page-refresh/page-refresh-names.ts";
import { renderSiteChrome } from "./site-chrome.server.tsx";
import type { Route } from "./+types/site-layout";

/**
 * The towns every public page links to (footer) and the home page and the index show as cards,
 * and the header, footer and contact dialog around the page, as markup (site-chrome.server.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [towns, settings] = await Promise.all([context.towns(), context.siteSettings()]);
  const chrome = renderSiteChrome({
    settings,
    towns: towns.cards,
    year: new Date().getFullYear(),
    siteHost: new URL(context.config.siteUrl).hostname,
    pathname: new URL(request.url).pathname,
    returned: context.page.leadForm,
  });
  return { towns: towns.cards, chrome };
}

/** `contents`: the chrome's own elements lay out as the column's children, as if unwrapped. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className={cn("flex min-h-screen flex-col", PHONE_ACTION_BAR_SPACE)}>
      <div className="contents" dangerouslySetInnerHTML={{ __html: loaderData.chrome.top }} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <NeighborhoodLoading />
      <PropertyFactSymbols />
      <page-refresh hidden />
      <div className="contents" dangerouslySetInnerHTML={{ __html: loaderData.chrome.bottom }} />
    </div>
  );
}
