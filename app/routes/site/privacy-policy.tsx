import { telHref } from "#app/lib/site-settings-schema.ts";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { htmlWithNames, withNames } from "#app/lib/page-texts-schema.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy-policy";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { texts: (await context.pageTexts()).privacy };
}

/** For CDNs and the server page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": cacheControl({ page: 3600 }) });

const TITLE = "Privacy Policy & Terms of Use";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, TITLE),
    description: `How ${settings.firm.name} collects, uses and protects your information, and the terms for using this website.`,
    path: "/privacy-policy",
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: TITLE, path: "/privacy-policy" },
    ]),
  });
};

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { texts } = loaderData;
  const mainOffice = settings.offices[0]!;
  return (
    <>
      <PageHero image="/images/site/privacy-hero.svg" eyebrow={`Effective ${texts.effectiveDate}`} title={TITLE}>
        <p>{withNames(texts.heroText, settings)}</p>
      </PageHero>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:py-24">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">On this page</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a className="text-stone hover:text-ink" href="#privacy">
                Privacy Policy
              </a>
            </li>
            <li>
              <a className="text-stone hover:text-ink" href="#terms">
                Terms of Use
              </a>
            </li>
            <li>
              <a className="text-stone hover:text-ink" href="#contact">
                Contact us
              </a>
            </li>
          </ul>
        </nav>

        <article className="prose-lake max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-gold-dark uppercase">Effective date: {texts.effectiveDate}</p>

          <h2 id="privacy">Privacy Policy</h2>
          <div className="contents" dangerouslySetInnerHTML={{ __html: htmlWithNames(texts.privacyPolicy.html, settings) }} />

          <h2 id="terms">Terms of Use</h2>
          <div className="contents" dangerouslySetInnerHTML={{ __html: htmlWithNames(texts.termsOfUse.html, settings) }} />

          <h2 id="contact">Contact us</h2>
          <p>{withNames(texts.contactIntro, settings)}</p>
          <address className="not-italic leading-relaxed text-stone">
            <strong className="text-ink">
              {settings.agent.name}, {settings.firm.name}
            </strong>
            <br />
            {mainOffice.street}, {mainOffice.city}, {mainOffice.state} {mainOffice.zip}
            <br />
            Phone: <a href={telHref(settings.phone)}>{settings.phone}</a>
            <br />
            E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </address>
        </article>
      </div>
    </>
  );
}
