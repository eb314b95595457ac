import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { LeadDeliveryAlerts } from "#app/components/admin/lead-delivery-alerts.tsx";
import { countUndeliveredLeads } from "#app/models/admin-leads.server.ts";
import { longDestinationIncidents, type DestinationIncident } from "#app/models/destination-incidents.server.ts";
import { ADMIN_HOME, signInPath } from "#app/lib/redirect-to.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/admin-layout";
import { HYDRATED_ROUTE } from "#app/lib/route-handle.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

/** Every admin page requires a signed-in administrator (each page's own loader checks again). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const administrator = await requireAdministrator(request, context.db, context.config);
  const [undeliveredLeads, incidents] = await Promise.all([countUndeliveredLeads(context.db), longDestinationIncidents(context.db)]);
  return { administrator: { name: administrator.name }, undeliveredLeads, incidents };
}

/** Admin pages are private: never cached, never indexed. */
/** The admin is a React application in the browser too (decision 014). */
export const handle = HYDRATED_ROUTE;

export function headers() {
  return { "Cache-Control": cacheControl("no-store"), "X-Robots-Tag": "noindex" };
}

function AdminShell({
  name,
  undeliveredLeads,
  incidents,
  children,
}: {
  name: string;
  undeliveredLeads: number;
  incidents: DestinationIncident[];
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-cream">
        Skip to content
      </a>
      <AdminHeader administratorName={name} undeliveredLeads={undeliveredLeads} />
      <LeadDeliveryAlerts undeliveredLeads={undeliveredLeads} incidents={incidents} />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell name={loaderData.administrator.name} undeliveredLeads={loaderData.undeliveredLeads} incidents={loaderData.incidents}>
      <Outlet />
    </AdminShell>
  );
}

/** An action answered 401 (the session ended meanwhile) or 403: say so and offer sign-in again. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const signedOut = status === 401;
  return (
    <main className="flex min-h-screen items-center justify-center bg-cream px-6">
      <div className="max-w-lg border border-line bg-white px-8 py-10 text-center shadow-card">
        <p className="eyebrow">The Lake Advisor · Admin</p>
        <h1 className="mt-3 text-4xl text-ink">{signedOut ? "Your session has ended" : status === 403 ? "Request refused" : "Something went wrong"}</h1>
        <p className="mt-4 text-stone">
          {signedOut
            ? "Please sign in again to continue."
            : status === 403
              ? "That request did not come from this site's own pages."
              : "The admin page could not be shown. Please try again."}
        </p>
        <Link
          to={signedOut ? signInPath(`${location.pathname}${location.search}`) : ADMIN_HOME}
          reloadDocument
          className="mt-8 inline-flex h-11 items-center bg-ink px-6 text-xs font-semibold tracking-[0.14em] text-cream uppercase hover:bg-lake"
        >
          {signedOut ? "Sign in" : "Back to the admin"}
        </Link>
      </div>
    </main>
  );
}
