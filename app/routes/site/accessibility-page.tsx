import { useRouteLoaderData } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { formatPostDate } from "#app/lib/blog-query.ts";
import { BUILD_DATE } from "#app/lib/build-date.server.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { htmlWithNames, withNames } from "#app/lib/page-texts-schema.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import { telHref } from "#app/lib/site-settings-schema.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { LeadField, LeadForm } from "#app/widgets/lead-form/lead-form.tsx";
import type { Route } from "./+types/accessibility-page";

/** The report form, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

const ACCESSIBILITY_PATH = "/accessibility";
const TITLE = "Accessibility";
const FORM_ANCHOR = "report-a-barrier";
/** The standard the site is built and checked to. */
const STANDARD = "WCAG 2.2, level AA";

export async function loader({ context }: Route.LoaderArgs) {
  // A build lands only when every page type passes the automated checks (tests/e2e/*accessibility*).
  return { texts: (await context.pageTexts()).accessibility, checkedOn: formatPostDate(BUILD_DATE) };
}

/** For CDNs and the server page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": cacheControl({ page: 3600 }) });

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, TITLE),
    description: `How ${settings.firm.name} makes this website usable by everyone, how it is checked, its known limitations, and how to report a barrier.`,
    path: ACCESSIBILITY_PATH,
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: TITLE, path: ACCESSIBILITY_PATH },
    ]),
  });
};

/** Issue 38 point 5: the accessibility statement, the last passing check, and a form to report a barrier (an Accessibility lead). */
export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { texts, checkedOn } = loaderData;
  return (
    <>
      <PageHero image="/images/site/privacy-hero.svg" eyebrow="Our commitment" title={TITLE}>
        <p>{withNames(texts.heroText, settings)}</p>
      </PageHero>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[3fr_2fr] lg:py-24">
        <article className="prose-lake max-w-3xl">
          <h2 className="mt-0">Our accessibility statement</h2>
          <dl className="not-prose mb-8 grid gap-4 border border-line bg-white p-5 shadow-card sm:grid-cols-2">
            <div>
              <dt className="eyebrow">Standard</dt>
              <dd className="mt-1 text-lg text-ink">{STANDARD}</dd>
            </div>
            <div>
              <dt className="eyebrow">Last passing check</dt>
              <dd className="mt-1 text-lg text-ink">{checkedOn}</dd>
            </div>
          </dl>
          <div className="contents" dangerouslySetInnerHTML={{ __html: htmlWithNames(texts.statement.html, settings) }} />
          <p>
            Phone: <a href={telHref(settings.phone)}>{settings.phone}</a> · E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        </article>

        <section
          id={FORM_ANCHOR}
          aria-labelledby="report-heading"
          className="scroll-mt-24 self-start border border-line bg-white p-5 shadow-card sm:p-8 lg:sticky lg:top-28"
        >
          <h2 id="report-heading" className="text-3xl text-ink">
            Report a barrier
          </h2>
          <p className="mt-3 text-stone">{withNames(texts.reportIntro, settings)}</p>
          <LeadForm
            kind="accessibility"
            formId="accessibility"
            label="Report an accessibility barrier"
            submitLabel="Send Report"
            anchor={FORM_ANCHOR}
            returned={root?.leadForm ?? null}
            className="mt-6 grid gap-4 sm:grid-cols-2"
            submitClassName="sm:col-span-2"
          >
            <LeadField name="barrierPage" label="Page or Feature" className="sm:col-span-2" placeholder="e.g. the home page's menu" />
            <LeadField name="message" label="What Happened?" required className="sm:col-span-2">
              {(control) => <textarea {...control} rows={5} />}
            </LeadField>
            <LeadField name="firstName" label="First Name" required autoComplete="given-name" />
            <LeadField name="lastName" label="Last Name" autoComplete="family-name" />
            <LeadField name="email" label="Email" type="email" required autoComplete="email" />
            <LeadField name="phone" label="Phone" type="tel" autoComplete="tel" />
          </LeadForm>
        </section>
      </div>
    </>
  );
}
