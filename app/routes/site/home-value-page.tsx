import { telHref } from "#app/lib/site-settings-schema.ts";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { useRouteLoaderData } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { homeValueLink } from "#app/components/site-nav.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { SELLING_TIMELINES } from "#app/lib/schemas.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { ConsentField, LeadField, LeadForm } from "#app/widgets/lead-form/lead-form.tsx";
import type { Route } from "./+types/home-value-page";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The valuation form, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": cacheControl({ page: 3600 }) });

const TITLE = "What's My Home Worth?";
const FORM_ANCHOR = "home-value-form";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, TITLE),
    description: `A free, personal valuation of your Lake Norman, Lake Wylie or Charlotte home from ${settings.agent.name}, based on recent sales and what buyers are paying today.`,
    path: homeValueLink.to,
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: TITLE, path: homeValueLink.to },
    ]),
  });
};

/** Issue 15 point 6: a seller's request for a valuation, a lead of type home value. */
export default function HomeValuePage() {
  const settings = useSiteSettings();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <PageHero image="/images/site/sold-hero.svg" eyebrow="For sellers" title={TITLE}>
        <p>
          A personal valuation from {settings.agent.firstName}, based on the homes that sold near yours and what buyers are paying today — not an automated
          estimate.
        </p>
      </PageHero>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_2fr] lg:py-24">
        <div className="space-y-4 text-ink">
          <h2 className="text-3xl">How it works</h2>
          <ol className="list-decimal space-y-3 pl-5 leading-relaxed">
            <li>Tell us about your home and when you might sell.</li>
            <li>{settings.agent.firstName} studies the recent sales on your shoreline or street.</li>
            <li>You get a price range and what would move it, usually within one business day.</li>
          </ol>
          <p className="text-stone">
            Prefer to talk? Call{" "}
            <a href={telHref(settings.phone)} className="text-lake underline underline-offset-4">
              {settings.phone}
            </a>
            .
          </p>
        </div>
        <section id={FORM_ANCHOR} aria-labelledby="home-value-heading" className="scroll-mt-24 border border-line bg-white p-5 shadow-card sm:p-8">
          <h2 id="home-value-heading" className="text-3xl text-ink">
            Your home
          </h2>
          <LeadForm
            kind="home-value"
            formId="home-value"
            label="Home value request"
            submitLabel="Request My Home Value"
            anchor={FORM_ANCHOR}
            returned={root?.leadForm ?? null}
            className="mt-6 grid gap-4 sm:grid-cols-2"
            submitClassName="sm:col-span-2"
          >
            <LeadField name="address" label="Street Address" required autoComplete="street-address" className="sm:col-span-2" />
            <LeadField name="city" label="City" required autoComplete="address-level2" />
            <LeadField name="timeline" label="Timeline to Sell" required>
              {(control) => (
                <select {...control} defaultValue={control.defaultValue ?? ""}>
                  <option value="" disabled>
                    Choose a timeline
                  </option>
                  {SELLING_TIMELINES.map((timeline) => (
                    <option key={timeline} value={timeline}>
                      {timeline}
                    </option>
                  ))}
                </select>
              )}
            </LeadField>
            <div className="grid grid-cols-2 gap-4 sm:col-span-2 sm:grid-cols-3">
              <LeadField name="beds" label="Beds" inputMode="numeric" />
              <LeadField name="baths" label="Baths" inputMode="decimal" />
              <LeadField name="squareFeet" label="Square Feet" inputMode="numeric" className="col-span-2 sm:col-span-1" />
            </div>
            <LeadField name="firstName" label="First Name" required autoComplete="given-name" />
            <LeadField name="lastName" label="Last Name" required autoComplete="family-name" />
            <LeadField name="phone" label="Phone" type="tel" required autoComplete="tel" />
            <LeadField name="email" label="Email" type="email" required autoComplete="email" />
            <LeadField name="message" label="Anything Else?" className="sm:col-span-2">
              {(control) => <textarea {...control} rows={3} placeholder="Recent updates, dock, views, anything that sets it apart" />}
            </LeadField>
            <ConsentField className="sm:col-span-2" />
          </LeadForm>
        </section>
      </div>
    </>
  );
}
