import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { Menu, Search, X } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { Logo } from "#app/components/logo.tsx";
import { searchFrameOpener } from "#app/widgets/search-frame/search-frame-names.ts";
import { SearchFrameDialog } from "#app/widgets/search-frame/search-frame-dialog.tsx";
import { homeValueLink, primaryNav } from "#app/components/site-nav.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { siteHeaderNames as names } from "./site-header-names.ts";

const navLinkClass = (isActive: boolean) =>
  cn(
    "relative py-2 text-[0.72rem] font-semibold tracking-[0.18em] text-ink transition-colors hover:text-lake",
    "after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold after:transition-transform",
    isActive ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
  );

const mobileLinkClass = (isActive: boolean) => cn("border-b border-line/70 py-4 text-sm font-semibold tracking-[0.18em]", isActive ? "text-lake" : "text-ink");

/**
 * The site's header (spec §2): logo, the main links and WORK WITH {name}; below lg a collapsible
 * menu with the same items plus SEARCH LAKE NORMAN. `section` is the link of the page's own
 * section (currentSection() in site-nav.ts), marked as the current page. The menu is a popover the
 * browser opens and closes; <site-header> (site-header-element.ts) keeps its toggle in step, and
 * scrolls the home page to the top when the logo is clicked there.
 */
export function SiteHeader({ section }: { section: string | null }) {
  const settings = useSiteSettings();
  const current = (to: string) => to === section;
  const workWithLabel = `WORK WITH ${settings.agent.firstName.toUpperCase()}`;
  return (
    // `contents` keeps the sticky header's containing block the page, as if there were no wrapper.
    <site-header>
      <header className="sticky top-0 z-40 border-b border-line/80 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
        {/* Before its openers, so a tap while the page arrives finds it. */}
        <SearchFrameDialog />
        <div className="container-page flex h-20 items-center justify-between gap-6">
          <a href="/" {...names.part("home-link")} className="shrink-0">
            <Logo />
            <span className="sr-only">, home</span>
          </a>

          <nav aria-label="Main" className="hidden items-center gap-8 lg:flex">
            {primaryNav.map((item) => (
              <a key={item.to} href={item.to} aria-current={current(item.to) ? "page" : undefined} className={navLinkClass(current(item.to))}>
                {item.label}
              </a>
            ))}
            <Button size="sm" {...dialogOpener("contact")}>
              {workWithLabel}
            </Button>
          </nav>

          {/* A popover: it opens, closes on Escape or a tap outside, and gives focus back without JavaScript. */}
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="group -mr-2 rounded-full p-2 text-ink hover:bg-sand lg:hidden"
            aria-controls="mobile-menu"
            {...names.part("menu-toggle")}
          >
            {/* The name and icon follow the menu's own state, with or without JavaScript (and the toggle's, where there are no popovers). */}
            <span className="sr-only group-aria-expanded:hidden in-[header:has(#mobile-menu:popover-open)]:hidden">Open menu</span>
            <span className="sr-only hidden group-aria-expanded:inline in-[header:has(#mobile-menu:popover-open)]:inline">Close menu</span>
            <Menu className="size-6 group-aria-expanded:hidden in-[header:has(#mobile-menu:popover-open)]:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block in-[header:has(#mobile-menu:popover-open)]:block" aria-hidden="true" />
          </button>
        </div>

        {/* Where there are no popovers it stays shut until site-header-element.ts opens it. */}
        <div
          id="mobile-menu"
          popover="auto"
          className="fixed inset-x-0 top-20 m-0 max-h-[calc(100dvh-5rem)] w-full overflow-y-auto border-0 border-t border-line bg-cream p-0 text-ink shadow-[0_12px_24px_-16px_rgb(15_42_61/0.35)] not-supports-[selector(:popover-open)]:hidden lg:hidden"
        >
          <nav aria-label="Mobile" className="container-page flex flex-col py-4">
            {primaryNav.map((item) => (
              <a key={item.to} href={item.to} aria-current={current(item.to) ? "page" : undefined} className={mobileLinkClass(current(item.to))}>
                {item.label}
              </a>
            ))}
            <a href={homeValueLink.to} aria-current={current(homeValueLink.to) ? "page" : undefined} className={mobileLinkClass(current(homeValueLink.to))}>
              {homeValueLink.label}
            </a>
            <button
              // The menu shows below lg, where the search is the narrow page (spec §2 Home, section 5).
              {...searchFrameOpener(settings.propertySearch.embedUrl)}
              className="flex items-center gap-2 border-b border-line/70 py-4 text-left text-sm font-semibold tracking-[0.18em] text-ink"
            >
              <Search className="size-4 text-gold-dark" aria-hidden="true" />
              SEARCH LAKE NORMAN
            </button>
            <Button className="mt-5" {...dialogOpener("contact")}>
              {workWithLabel}
            </Button>
          </nav>
        </div>
      </header>
    </site-header>
  );
}
