import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { telHref } from "#app/lib/site-settings-schema.ts";
import { homeValueLink } from "#app/components/site-nav.ts";
import { Mail, MapPin, Phone } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { Logo } from "#app/components/logo.tsx";
import { SmartLink } from "#app/components/smart-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Tooltip } from "#app/widgets/site-tooltip/site-tooltip.tsx";
import type { NeighborhoodCard } from "#app/content/content-types.ts";
import { MARKET_REPORTS_PATH } from "#app/lib/market-report.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";

const exploreLinks = [
  { label: "About", to: "/about" },
  { label: "Neighborhoods", to: "/neighborhood" },
  { label: "The Lake Advisor", to: "/the-lake-advisor" },
  { label: "Sold Properties", to: "/sold-properties" },
  { label: "Market Reports", to: MARKET_REPORTS_PATH },
  { label: "What's My Home Worth?", to: homeValueLink.to },
];

const linkClass = "text-sm text-cream/75 transition-colors hover:text-gold";

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-5 font-sans text-[0.7rem] font-semibold tracking-[0.22em] text-gold uppercase">{children}</h2>;
}

/** The fair-housing mark every U.S. brokerage site shows beside its own. */
function EqualHousingLogo() {
  return (
    <svg viewBox="0 0 32 32" role="img" aria-label="Equal Housing Opportunity logo" className="size-10 shrink-0 text-cream/80">
      <path d="M16 4 3 13v3h3v12h20V16h3v-3L16 4Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M11 17h10M11 21h10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * What North Carolina and fair housing require of every page: the brokerage firm's name and
 * license (21 NCAC 58A .0105), the broker's license, and the Equal Housing Opportunity logo and
 * statement, all from the settings.
 */
function FooterCompliance() {
  const { firm, agent, compliance } = useSiteSettings();
  return (
    <div className="border-t border-cream/10">
      <div className="container-page flex flex-col gap-4 py-8 text-xs leading-relaxed text-cream/65 sm:flex-row sm:items-start sm:gap-6">
        <EqualHousingLogo />
        <div className="max-w-4xl space-y-2">
          <p>
            <span className="font-semibold text-cream">{firm.name}</span>
            {firm.licenseNumber ? <> · {firm.licenseNumber}</> : null}
            {" · "}
            {agent.name}
            {agent.licenseNumber ? <>, {agent.licenseNumber}</> : null}
          </p>
          <p>
            <span className="font-semibold tracking-[0.12em] text-cream uppercase">Equal Housing Opportunity.</span> {compliance.equalHousingStatement}
          </p>
        </div>
      </div>
    </div>
  );
}

export function SiteFooter({ year, towns, siteHost }: { year: number; towns: NeighborhoodCard[]; siteHost: string }) {
  const settings = useSiteSettings();
  return (
    <footer className="border-t border-gold/25 bg-ink-deep text-cream">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_0.9fr_1.7fr] lg:py-20">
        <div>
          <a href="/" className="inline-block">
            <Logo tone="light" />
            <span className="sr-only">, home</span>
          </a>
          <p className="mt-6 max-w-xs text-sm leading-relaxed text-cream/70">
            {settings.agent.titleLine}. {settings.firm.name}.
          </p>
          <Button variant="gold" size="sm" className="mt-6" {...dialogOpener("contact")}>
            CONTACT
          </Button>
          <ul className="mt-8 space-y-3">
            <li>
              <a href={telHref(settings.phone)} className={`${linkClass} flex items-center gap-3`}>
                <Phone className="size-4 text-gold" aria-hidden="true" />
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className={`${linkClass} flex items-center gap-3`}>
                <Mail className="size-4 text-gold" aria-hidden="true" />
                {settings.email}
              </a>
            </li>
          </ul>
        </div>

        <nav aria-label="Explore">
          <FooterHeading>Explore</FooterHeading>
          <ul className="space-y-3">
            {exploreLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Neighborhoods">
          <FooterHeading>Neighborhoods</FooterHeading>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-1">
            {towns.map((town) => (
              <li key={town.slug}>
                <a href={neighborhoodPath(town.slug)} className={linkClass}>
                  {town.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>Offices</FooterHeading>
          <ul className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            {settings.offices.map((office) => (
              <li key={office.name} className="flex gap-3 text-sm text-cream/75">
                <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                <address className="not-italic leading-relaxed">
                  <span className="block font-medium text-cream">{office.name}</span>
                  {office.street}
                  <br />
                  {office.city}, {office.state} {office.zip}
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <FooterCompliance />

      <div className="border-t border-cream/10">
        <div className="container-page flex flex-col gap-5 py-6 text-xs text-cream/60 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {settings.firm.name} · {settings.agent.name}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Social media">
              {settings.social.map((social) => (
                <li key={social.href}>
                  <Tooltip content={`Follow ${settings.agent.firstName} on ${social.label}`}>
                    <SmartLink href={social.href} siteHost={siteHost} className="tracking-[0.14em] uppercase hover:text-gold">
                      {social.label}
                    </SmartLink>
                  </Tooltip>
                </li>
              ))}
            </ul>
            <a href="/privacy-policy" className="underline-offset-4 hover:text-gold hover:underline">
              Privacy Policy
            </a>
            <a href="/accessibility" className="underline-offset-4 hover:text-gold hover:underline">
              Accessibility
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
