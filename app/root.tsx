import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { SITE_FONT_PRELOADS } from "#app/components/font-preloads.ts";
import { IslandsScript } from "#app/components/islands-script.tsx";
import { useNonce } from "#app/components/nonce.tsx";
import { RevalidateOnFocus } from "#app/components/revalidate-on-focus.tsx";
import { ScrollToTop } from "#app/components/scroll-to-top.tsx";
import { SiteSettingsContext } from "#app/components/site-settings-context.tsx";
import { siteSettingsSeed } from "#app/content/site.ts";
import { ADMIN_SETTINGS_PATH } from "#app/lib/admin-paths.ts";
import { Toaster } from "#app/components/ui/sonner.tsx";
import { isHydratedRoute } from "#app/lib/route-handle.ts";
import { ToasterRegion } from "#app/widgets/toaster/toaster-region.tsx";
import type { Route } from "./+types/root";
import adminCss from "./admin.css?url";
import publicCss from "./public.css?url";

export const links: Route.LinksFunction = () => [
  ...SITE_FONT_PRELOADS,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "The Lake Advisor", href: "/the-lake-advisor/rss.xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    /** The agent's settings every page shows (components read them with useSiteSettings()). */
    settings: await context.siteSettings(),
    /** SITE_URL for canonical links and social tags; route `meta` reads it with siteUrlFrom(matches). */
    siteUrl: context.config.siteUrl,
    /** The page's own toast and a lead form it gives back (AppLoadContext.page). */
    pageToast: context.page.toast,
    leadForm: context.page.leadForm,
  };
}

/** The settings do not change between navigations, but for a save of the settings. */
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  return formAction === ADMIN_SETTINGS_PATH;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Public pages ship no client framework, only the islands script (decision 014).
  const hydrate = useMatches().some((match) => isHydratedRoute(match.handle));
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a3d" />
        <Meta />
        <Links />
        {/* Only the admin's sheet holds the admin's own utilities (decision 046). */}
        <link rel="stylesheet" href={hydrate ? adminCss : publicCss} />
      </head>
      <body>
        <SiteSettingsContext value={root?.settings ?? siteSettingsSeed}>
          {hydrate ? (
            <>
              {children}
              <Toaster />
            </>
          ) : (
            <>
              {children}
              <ToasterRegion toast={root?.pageToast ?? null} />
            </>
          )}
        </SiteSettingsContext>
        {hydrate ? <Scripts nonce={nonce} /> : <IslandsScript nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over, for tests and for CSS that needs JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <ScrollToTop />
      <RevalidateOnFocus />
      <Outlet />
    </>
  );
}

/** Spec §2: routing failures show "Unexpected Application Error!" with the status text or message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : error instanceof Error ? error.message : "Unknown error";
  return (
    <main className="flex min-h-screen items-center justify-center bg-cream px-6">
      <title>Unexpected Application Error! | Lakefront</title>
      <div className="max-w-xl text-center">
        <p className="eyebrow">Something went wrong</p>
        <h1 className="mt-4 text-4xl text-ink sm:text-5xl">Unexpected Application Error!</h1>
        <p className="mt-5 font-mono text-sm text-stone">{detail}</p>
        {isRouteErrorResponse(error) && error.status === 503 && (
          <p className="mt-4 text-base text-stone">The site is briefly unavailable. Please try again in a minute.</p>
        )}
        <a href="/" className="mt-8 inline-block text-sm font-semibold tracking-[0.16em] text-lake uppercase underline-offset-4 hover:underline">
          Return home
        </a>
      </div>
    </main>
  );
}
