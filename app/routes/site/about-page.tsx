import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { AboutBiography, AboutCredentials, AboutTrackRecord, AboutValues } from "#app/components/about-sections.tsx";
import { CallToAction } from "#app/components/home-call-to-action.tsx";
import { TestimonialsBand } from "#app/components/home-testimonials.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { testimonialsFor } from "#app/models/testimonials.server.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { withNames } from "#app/lib/page-texts-schema.ts";
import { breadcrumbJsonLd, realEstateAgentJsonLd, seoMeta, settingsFrom, siteUrlFrom, townNamesFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/about-page";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const [testimonials, texts] = await Promise.all([testimonialsFor(context.db, "about"), context.pageTexts()]);
  return { testimonials, texts: texts.about };
}

/** For CDNs and the server page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": cacheControl({ page: 3600 }) });

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, `About ${settings.agent.name}`),
    description: `${settings.agent.name}, ${settings.agent.certification}: twenty-five years guiding buyers and sellers on Lake Norman, Lake Wylie and in Charlotte. ${settings.salesClaims.yearOne}; ${settings.salesClaims.yearTwo.toLowerCase()}.`,
    path: "/about",
    siteUrl,
    type: "profile",
    jsonLd: [
      realEstateAgentJsonLd(siteUrl, settings, townNamesFrom(matches)),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: `About ${settings.agent.name}`, path: "/about" },
      ]),
    ],
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { texts } = loaderData;
  const named = (text: string) => withNames(text, settings);
  return (
    <>
      <PageHero image="/images/site/about-hero.svg" eyebrow={named(texts.heroEyebrow)} title={`About ${settings.agent.name}`}>
        <p>{named(texts.heroText)}</p>
      </PageHero>
      <AboutBiography heading={texts.storyHeading} html={texts.biography.html} closing={texts.storyClosing} />
      <AboutValues heading={texts.valuesHeading} values={texts.values} />
      <AboutTrackRecord heading={texts.recordHeading} text={texts.trackRecordText} />
      <AboutCredentials heading={texts.credentialsHeading} credentials={texts.credentials} />
      <TestimonialsBand id="about-testimonials" heading={texts.testimonialsHeading} testimonials={loaderData.testimonials} startIndex={1} />
      <CallToAction id="about-cta" eyebrow={named(texts.ctaEyebrow)} title={named(texts.ctaTitle)}>
        {named(texts.ctaText)}
      </CallToAction>
    </>
  );
}
