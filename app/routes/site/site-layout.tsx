import { Outlet, useRouteLoaderData } from "react-router";
import { PHONE_ACTION_BAR_SPACE, PhoneActionBar } from "#app/components/phone-action-bar.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { cn } from "#app/lib/utils.ts";
import { SiteHeader } from "#app/widgets/site-header/site-header.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { ContactDialog } from "#app/widgets/contact-dialog/contact-dialog.tsx";
import { NeighborhoodLoading } from "#app/widgets/navigation-status/neighborhood-loading.tsx";
import "#app/widgets/page-refresh/page-refresh-names.ts";
import type { Route } from "./+types/site-layout";

/** The towns every public page links to (footer) and the home page and the index show as cards. */
export async function loader({ context }: Route.LoaderArgs) {
  return { towns: (await context.towns()).cards };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className={cn("flex min-h-screen flex-col", PHONE_ACTION_BAR_SPACE)}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-cream">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <NeighborhoodLoading />
      <page-refresh hidden />
      <SiteFooter year={root?.year ?? new Date().getFullYear()} towns={loaderData.towns} />
      <PhoneActionBar />
      <ContactDialog returned={root?.leadForm ?? null} />
    </div>
  );
}
