import { Menu, Search, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { SearchFrameModal } from "#app/components/search-frame-modal.tsx";
import { primaryNav } from "#app/components/site-nav.ts";
import { Button } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/utils.ts";

const workWithLabel = `WORK WITH ${site.agent.firstName.toUpperCase()}`;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "relative py-2 text-[0.72rem] font-semibold tracking-[0.18em] text-ink transition-colors hover:text-lake",
    "after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold after:transition-transform",
    isActive ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
  );

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname } = useLocation();

  const scrollToTopIfHome = () => {
    setMenuOpen(false);
    if (pathname === "/") window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="container-page flex h-20 items-center justify-between gap-6">
        <Link to="/" onClick={scrollToTopIfHome} aria-label={`${site.brand} home`} className="shrink-0">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-8 lg:flex">
          {primaryNav.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          <Button size="sm" type="button" data-open-dialog="contact">
            {workWithLabel}
          </Button>
        </nav>

        <button
          type="button"
          className="-mr-2 rounded-full p-2 text-ink hover:bg-sand lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" /> : <Menu className="size-6" />}
        </button>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-line bg-cream shadow-[0_12px_24px_-16px_rgb(15_42_61/0.35)] lg:hidden"
      >
        <nav aria-label="Mobile" className="container-page flex flex-col py-4">
          {primaryNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={() => setMenuOpen(false)}
              className={({ isActive }) =>
                cn(
                  "border-b border-line/70 py-4 text-sm font-semibold tracking-[0.18em]",
                  isActive ? "text-lake" : "text-ink",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          <button
            type="button"
            className="flex items-center gap-2 border-b border-line/70 py-4 text-left text-sm font-semibold tracking-[0.18em] text-ink"
            onClick={() => {
              setMenuOpen(false);
              setSearchOpen(true);
            }}
          >
            <Search className="size-4 text-gold-dark" aria-hidden="true" />
            SEARCH LAKE NORMAN
          </button>
          <Button className="mt-5" type="button" data-open-dialog="contact" onClick={() => setMenuOpen(false)}>
            {workWithLabel}
          </Button>
        </nav>
      </div>

      <SearchFrameModal open={searchOpen} onOpenChange={setSearchOpen} />
    </header>
  );
}
