import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { NeighborhoodCard } from "#app/components/neighborhood-card.tsx";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTowns } from "#app/components/site-towns.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/neighborhoods-page";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

const DESCRIPTION = "From quiet northern coves to the Queen City: find the town around the lake that fits your life.";

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": cacheControl({ page: 3600, staleWhileRevalidate: 86400 }),
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, "Neighborhoods"),
    socialTitle: "Neighborhoods",
    description: DESCRIPTION,
    path: "/neighborhood",
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Neighborhoods", path: "/neighborhood" },
    ]),
  });
};

export default function Neighborhoods() {
  const settings = useSiteSettings();
  const towns = useTowns();
  return (
    <>
      <PageHero image="/images/site/neighborhoods-hero.svg" eyebrow="Lake Norman · Lake Wylie · Charlotte" title="Neighborhoods">
        <p>{DESCRIPTION}</p>
      </PageHero>

      <section aria-labelledby="towns-heading" className="container-page py-20 sm:py-28">
        <div className="max-w-3xl">
          <p className="eyebrow">Community guides</p>
          <h2 id="towns-heading" className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">
            Where Will You Call Home?
          </h2>
          <span aria-hidden="true" className="mt-5 block h-px w-16 bg-gold" />
          <p className="mt-5 text-base leading-relaxed text-stone sm:text-lg">
            From quiet northern coves to the energy of the Queen City, each town around the lake has a character of its own. Explore schools, dining, market
            figures and homes for sale in every guide.
          </p>
        </div>
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Neighborhoods">
          {towns.map((town) => (
            <li key={town.slug} className="flex [&>article]:w-full">
              <NeighborhoodCard town={town} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guide-cta-heading" className="bg-ink-deep py-20 text-center">
        <div className="container-page max-w-3xl">
          <p className="eyebrow text-gold">Not sure where to start?</p>
          <h2 id="guide-cta-heading" className="mt-4 text-4xl text-cream sm:text-5xl">
            Find the Town That Fits Your Life
          </h2>
          <p className="mt-6 leading-relaxed text-cream/80">
            Tell {settings.agent.firstName} how you want to live (on the water, near the city, with room to roam) and she will match you with the right
            community.
          </p>
          <Button variant="gold" size="lg" className="mt-10" {...dialogOpener("contact")}>
            Schedule a Call
          </Button>
        </div>
      </section>
    </>
  );
}
