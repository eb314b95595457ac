import { ExternalLink, LogOut } from "lucide-react";
import { Link, NavLink, useFetcher } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_LEADS_PATH } from "#app/lib/admin-lead-filters.ts";
import {
  ADMIN_ANALYTICS_PATH,
  ADMIN_MARKET_PATH,
  ADMIN_MEDIA_PATH,
  ADMIN_NEIGHBORHOODS_PATH,
  ADMIN_PAGES_PATH,
  ADMIN_REDIRECTS_PATH,
  ADMIN_SETTINGS_PATH,
  ADMIN_SOLD_PATH,
  ADMIN_TESTIMONIALS_PATH,
} from "#app/lib/admin-paths.ts";
import { ADMIN_NEWSLETTER_PATH } from "#app/lib/newsletter-send-status.ts";
import { ADMIN_HOME } from "#app/lib/redirect-to.ts";
import { ADMIN_SUBSCRIBERS_PATH } from "#app/lib/subscriber-status.ts";
import { cn } from "#app/lib/utils.ts";

/** The admin's sections, in its navigation. */
const ADMIN_SECTIONS = [
  { to: ADMIN_HOME, label: "Home" },
  { to: ADMIN_ANALYTICS_PATH, label: "Analytics" },
  { to: "/admin/lake-advisor", label: "Blog" },
  { to: ADMIN_LEADS_PATH, label: "Leads" },
  { to: ADMIN_SUBSCRIBERS_PATH, label: "Subscribers" },
  { to: ADMIN_NEWSLETTER_PATH, label: "Newsletter" },
  { to: ADMIN_PAGES_PATH, label: "Pages" },
  { to: ADMIN_NEIGHBORHOODS_PATH, label: "Neighborhoods" },
  { to: ADMIN_SOLD_PATH, label: "Sold" },
  { to: ADMIN_MARKET_PATH, label: "Market data" },
  { to: ADMIN_TESTIMONIALS_PATH, label: "Testimonials" },
  { to: ADMIN_SETTINGS_PATH, label: "Settings" },
  { to: ADMIN_MEDIA_PATH, label: "Media" },
  { to: ADMIN_REDIRECTS_PATH, label: "Redirects" },
  { to: "/admin/account", label: "Account" },
];

/** The admin chrome: brand, who is signed in, a way back to the public site, and sign-out. */
export function AdminHeader({ administratorName, undeliveredLeads }: { administratorName: string; undeliveredLeads: number }) {
  // A fetcher, so a sign-out refused with 401 (the session ended elsewhere) lands in the admin
  // layout's error boundary, which offers to sign in again; success redirects to the sign-in page.
  const signOut = useFetcher();
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex min-h-14 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2 sm:min-h-20 sm:gap-y-3 sm:py-3">
        {/* Named by what it shows, then where it goes (WCAG 2.5.3). */}
        <Link to={ADMIN_HOME} className="flex shrink-0 items-center gap-4">
          <Logo />
          <span className="hidden border-l border-line pl-4 text-[0.68rem] font-semibold tracking-[0.24em] text-stone uppercase sm:inline">Admin</span>
          <span className="sr-only">, admin home</span>
        </Link>
        <nav
          aria-label="Admin"
          className="order-last flex w-full flex-wrap gap-x-5 gap-y-1 text-xs font-semibold tracking-[0.12em] whitespace-nowrap uppercase sm:gap-x-6 sm:gap-y-2 sm:tracking-[0.16em] lg:order-none lg:w-auto"
        >
          {ADMIN_SECTIONS.map(({ to, label }) => (
            <NavLink
              key={to}
              to={to}
              end={to === ADMIN_HOME}
              className={({ isActive }) => cn("border-b-2 py-1 text-stone hover:text-ink", isActive ? "border-gold text-ink" : "border-transparent")}
            >
              {label}
              {to === ADMIN_LEADS_PATH && undeliveredLeads > 0 ? (
                <span className="ml-2 inline-flex min-w-5 items-center justify-center bg-destructive px-1.5 text-[0.65rem] tracking-normal text-white">
                  {undeliveredLeads}
                  <span className="sr-only"> undelivered</span>
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
        {/* On a phone the account's controls share the brand's line, so the content starts within a third of the screen. */}
        <div className="flex min-w-0 flex-1 items-center justify-end gap-3 sm:flex-none sm:gap-5">
          <p className="sr-only min-w-0 truncate text-sm text-stone sm:not-sr-only">
            <span className="sr-only md:not-sr-only">Signed in as </span>
            <span className="font-semibold text-ink">{administratorName}</span>
          </p>
          <div className="flex shrink-0 items-center gap-1 sm:gap-3">
            <Button asChild variant="ghost" size="sm" className="px-3 sm:px-4">
              <Link to="/" target="_blank" rel="noopener">
                <span className="sr-only sm:not-sr-only">View site</span>
                <ExternalLink aria-hidden="true" />
              </Link>
            </Button>
            <signOut.Form method="post" action="/admin/logout">
              <Button type="submit" variant="outline" size="sm" className="px-3 sm:px-4">
                <span className="sr-only sm:not-sr-only">Sign out</span>
                <LogOut aria-hidden="true" />
              </Button>
            </signOut.Form>
          </div>
        </div>
      </div>
    </header>
  );
}
