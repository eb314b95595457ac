import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { data } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SoldGallery } from "#app/widgets/sold-gallery/sold-gallery.tsx";
import { SoldLoadError } from "#app/components/sold-load-error.tsx";
import { SoldSellCta } from "#app/components/sold-sell-cta.tsx";
import { MlsDisclaimer } from "#app/components/mls-disclaimer.tsx";
import { soldDataSource } from "#app/lib/mls-data-source.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import { distinctSoldCities, parseSoldFilters, sortSoldProperties } from "#app/lib/sold-filters.ts";
import { listSoldProperties } from "#app/models/sold-properties.server.ts";
import type { Route } from "./+types/sold-properties-page";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

/** The same for every visitor: a CDN may keep it for five minutes, a browser for one. */
const CACHE_CONTROL = cacheControl({ page: 300 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const all = await listSoldProperties(context.db);
  const cities = distinctSoldCities(all);
  const filters = parseSoldFilters(new URL(request.url).searchParams, cities);
  return data({ properties: sortSoldProperties(all, filters.sort), cities, filters }, { headers: { "Cache-Control": CACHE_CONTROL } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, "Sold Properties"),
    description: `Homes ${settings.agent.name} has guided to the closing table across Lake Norman, Lake Wylie and Charlotte.`,
    path: "/sold-properties",
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Sold Properties", path: "/sold-properties" },
    ]),
  });
};

export default function SoldProperties({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <>
      <PageHero image="/images/site/sold-hero.svg" eyebrow="Track record" title="Sold Properties">
        <p>Homes {settings.agent.name} has guided to the closing table across Lake Norman, Lake Wylie and Charlotte.</p>
        <ul className="mt-6 grid gap-3 text-sm font-semibold tracking-[0.14em] text-gold-light uppercase sm:flex sm:gap-8">
          <li className="border-l-2 border-gold pl-3">{settings.salesClaims.yearOne}</li>
          <li className="border-l-2 border-gold pl-3">{settings.salesClaims.yearTwo}</li>
        </ul>
      </PageHero>
      <SoldGallery properties={loaderData.properties} cities={loaderData.cities} filters={loaderData.filters} />
      <div className="container-page pb-16">
        <MlsDisclaimer
          source={soldDataSource(
            settings,
            loaderData.properties.map((home) => home.saleDate),
          )}
          className="max-w-4xl"
        />
      </div>
      <SoldSellCta />
    </>
  );
}

/** Spec §8: a failed load shows "Error" and "Failed to load properties" inside the site's frame. */
export function ErrorBoundary() {
  return <SoldLoadError />;
}
