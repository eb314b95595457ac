import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PhoneActionBar } from "#app/components/phone-action-bar.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { currentSection } from "#app/components/site-nav.ts";
import { SiteSettingsContext } from "#app/components/site-settings-context.tsx";
import type { NeighborhoodCard, SiteSettings } from "#app/content/content-types.ts";
import type { LeadFormReturn } from "#app/lib/lead-messages.ts";
import { ContactDialog } from "#app/widgets/contact-dialog/contact-dialog.tsx";
import { SiteHeader } from "#app/widgets/site-header/site-header.tsx";

/** The markup every public page has around its own: before it (skip link, contact dialog, header) and after it (footer, phone bar). */
type SiteChrome = { top: string; bottom: string };

type SiteChromeInputs = {
  settings: SiteSettings;
  towns: NeighborhoodCard[];
  year: number;
  /** SITE_URL's host: a footer link to it stays in the tab. */
  siteHost: string;
  pathname: string;
  /** The contact form given back to this visitor (a no-JavaScript send refused): never kept. */
  returned: LeadFormReturn | null;
};

/** Enough for every section of each settings a process sees between two restarts (a piece is about 30 KB). */
const kept = new LRUCache<string, string>({ max: 32 });

const staticMarkup = (element: ReactElement) => renderToStaticMarkup(element, { identifierPrefix: "chrome-" });

/**
 * Markup by what it shows. Its `useId()` ids carry a prefix of their own, so they never meet the
 * ids of the page it goes into, which is rendered apart.
 */
function keptMarkup(inputs: unknown, render: () => ReactElement): string {
  const key = createHash("sha256").update(JSON.stringify(inputs)).digest("base64");
  let markup = kept.get(key);
  if (markup === undefined) {
    markup = staticMarkup(render());
    kept.set(key, markup);
  }
  return markup;
}

/**
 * The site's chrome, rendered once for the same settings, towns, year and section and kept: it is
 * the same on every page that shows them, and was about a tenth of an uncached page's render
 * (decision 041). The key is what it shows, so a change anywhere is a new key, never a stale page.
 */
export function renderSiteChrome({ settings, towns, year, siteHost, pathname, returned }: SiteChromeInputs): SiteChrome {
  const inContext = (element: ReactElement) => <SiteSettingsContext value={settings}>{element}</SiteSettingsContext>;
  const section = currentSection(pathname);
  // The contact dialog comes before every button that opens it: a tap on one while the rest of the
  // page is still arriving finds its dialog (the browser's invoker does nothing without it).
  const top = () =>
    inContext(
      <>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-cream"
        >
          Skip to content
        </a>
        <ContactDialog returned={returned} />
        <SiteHeader section={section} />
      </>,
    );
  const bottom = keptMarkup(["bottom", settings, towns, year, siteHost], () =>
    inContext(
      <>
        <SiteFooter year={year} towns={towns} siteHost={siteHost} />
        <PhoneActionBar />
      </>,
    ),
  );
  return { top: returned ? staticMarkup(top()) : keptMarkup(["top", settings, section], top), bottom };
}
