import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { HomeAboutAgent } from "#app/components/home-about-agent.tsx";
import { CallToAction } from "#app/components/home-call-to-action.tsx";
import { HomeFeaturedSold } from "#app/components/home-featured-sold.tsx";
import { HomeChecklists, HomeSteps } from "#app/components/home-journey.tsx";
import { HomeLakeAdvisor } from "#app/components/home-lake-advisor.tsx";
import { HomeNeighborhoods } from "#app/components/home-neighborhoods.tsx";
import { HomeSearch } from "#app/components/home-search.tsx";
import { HomeServices } from "#app/components/home-services.tsx";
import { TestimonialsBand } from "#app/components/home-testimonials.tsx";
import { HomeBiography, HomeValues } from "#app/components/home-values.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { withNames } from "#app/lib/page-texts-schema.ts";
import { realEstateAgentJsonLd, seoMeta, settingsFrom, siteUrlFrom, townNamesFrom } from "#app/lib/seo.ts";
import { findFeaturedPosts } from "#app/models/blog-posts.server.ts";
import { listHomeSoldProperties } from "#app/models/sold-properties.server.ts";
import { testimonialsFor } from "#app/models/testimonials.server.ts";
import type { Route } from "./+types/home-page";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const [{ featuredPostSlugs }, texts] = await Promise.all([context.siteSettings(), context.pageTexts()]);
  const [featuredPosts, testimonials, soldProperties] = await Promise.all([
    findFeaturedPosts(context.db, featuredPostSlugs),
    testimonialsFor(context.db, "home"),
    listHomeSoldProperties(context.db),
  ]);
  return { featuredPosts, testimonials, soldProperties, texts: texts.home, biographyHtml: texts.about.biography.html };
}

/** For CDNs and the server page cache; the featured posts change when a post is published. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": cacheControl({ page: 300 }) });

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name),
    description: `${settings.agent.name}, ${settings.agent.titleLine}. Buy and sell lake homes on Lake Norman, Lake Wylie and in Charlotte without the stress.`,
    path: "/",
    siteUrl,
    jsonLd: realEstateAgentJsonLd(siteUrl, settings, townNamesFrom(matches)),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { texts } = loaderData;
  const named = (text: string) => withNames(text, settings);
  return (
    <>
      <PageHero image="/images/site/hero-home.svg" eyebrow={settings.agent.titleLine} title={named(texts.heroTitle)} size="lg">
        <p>{named(texts.heroText)}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Button variant="gold" size="lg" {...dialogOpener("contact")}>
            Schedule a Call
          </Button>
          <Button variant="outlineLight" size="lg" asChild>
            <a href="/neighborhood">Explore Neighborhoods</a>
          </Button>
        </div>
      </PageHero>
      <HomeServices texts={texts} />
      <HomeAboutAgent heading={texts.agentHeading} />
      <HomeFeaturedSold heading={texts.soldHeading} properties={loaderData.soldProperties} />
      <HomeSearch heading={texts.searchHeading} />
      <HomeSteps heading={texts.stepsHeading} steps={texts.steps} />
      <TestimonialsBand id="home-testimonials" heading={texts.testimonialsHeading} testimonials={loaderData.testimonials} startIndex={0} />
      <HomeChecklists buyers={texts.buyers} sellers={texts.sellers} />
      <HomeNeighborhoods heading={texts.neighborhoodsHeading} />
      <HomeLakeAdvisor heading={texts.blogHeading} posts={loaderData.featuredPosts} />
      <HomeValues heading={texts.valuesHeading} values={texts.values} />
      <HomeBiography heading={texts.storyHeading} html={loaderData.biographyHtml} />
      <CallToAction id="home-cta" eyebrow={named(texts.ctaEyebrow)} title={named(texts.ctaTitle)}>
        {named(texts.ctaText)}
      </CallToAction>
    </>
  );
}
