import { data, useRouteLoaderData } from "react-router";
import { ExpertCta } from "#app/components/neighborhood/expert-cta.tsx";
import { HomesForSale } from "#app/components/neighborhood/homes-for-sale.tsx";
import { KeyFeatures } from "#app/components/neighborhood/key-features.tsx";
import { MarketSnapshot } from "#app/components/neighborhood/market-snapshot.tsx";
import { NeighborhoodHero } from "#app/components/neighborhood/neighborhood-hero.tsx";
import { NeighborhoodOverview } from "#app/components/neighborhood/neighborhood-overview.tsx";
import { SchoolsSection } from "#app/components/neighborhood/schools-section.tsx";
import { SearchHomes } from "#app/components/neighborhood/search-homes.tsx";
import { ThingsToDo } from "#app/components/neighborhood/things-to-do.tsx";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import { marketSnapshotFigures } from "#app/lib/market-snapshot-figures.ts";
import { nearbyPropertyQuery } from "#app/lib/nearby-properties.ts";
import { sanitizeHtml } from "#app/lib/markdown.ts";
import { layoutSchools } from "#app/lib/schools.ts";
import { findNeighborhoodGuide } from "#app/models/neighborhoods.server.ts";
import { readGuideListings, readMarketSnapshot, type MarketSnapshotView } from "#app/services/market-reports.server.ts";
import { fetchNearbyProperties } from "#app/services/property-provider.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { InquiryDialog } from "#app/widgets/inquiry-dialog/inquiry-dialog.tsx";
import { INQUIRE_PARAM } from "#app/lib/page-query-params.ts";
import type { Route } from "./+types/neighborhood";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

/** Guides change rarely: a CDN may serve them for 5 minutes and revalidate in the background. */
const GUIDE_CACHE_CONTROL = cacheControl({ page: 300, staleWhileRevalidate: 86400 });

const searchForPlace = (name: string, town: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${town}, NC`)}`;

/** A web address from the record when it is http(s) as a browser reads it, otherwise the fallback given. */
function webUrl(raw: string | null, fallback: string): string {
  const href = raw?.trim() ?? "";
  if (!URL.canParse(href)) return fallback;
  return ["http:", "https:"].includes(new URL(href).protocol) ? href : fallback;
}

/** The snapshot's median sale price, for the overview's price box; null when the month had no sale. */
function medianSalePriceOf(snapshot: MarketSnapshotView | null) {
  const value = snapshot?.figures.find((figure) => figure.key === "medianSalePrice")?.value;
  return snapshot && value ? { value, month: snapshot.month, sourceLine: snapshot.sourceLine } : null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const guide = await findNeighborhoodGuide(context.db, params.slug);
  if (!guide) return data({ neighborhood: null }, { status: 404 });
  const settings = await context.siteSettings();
  const [computedSnapshot, mlsListings] = await Promise.all([
    readMarketSnapshot(context.db, { slug: guide.slug, name: guide.name, mlsName: settings.compliance.mlsName }),
    readGuideListings(context.db, { slug: guide.slug, name: guide.name, postalCodes: guide.marketPostalCodes, subdivisions: guide.marketSubdivisions }),
  ]);

  // Spec §7: asked only with map center coordinates; the answer is read but not displayed, so the
  // page does not wait for it. fetchNearbyProperties logs a provider's errors and yields nothing.
  const nearbyQuery = nearbyPropertyQuery(guide);
  if (nearbyQuery) {
    void fetchNearbyProperties(nearbyQuery).then(({ count }) => logger.debug({ slug: guide.slug, count }, "nearby properties fetched"));
  }

  const districtUrl = guide.schoolDistrictUrl ? webUrl(guide.schoolDistrictUrl, "") || null : null;
  const searchUrl = guide.boldtrailSearchUrl && /^https:\/\//i.test(guide.boldtrailSearchUrl) ? guide.boldtrailSearchUrl : null;
  const neighborhood = {
    slug: guide.slug,
    name: guide.name,
    tagline: guide.tagline,
    heroImageUrl: guide.heroImageUrl,
    overview: {
      name: guide.name,
      overviewHtml: sanitizeHtml(guide.overviewContent, context.config.siteUrl),
      history: guide.history,
      marketDescription: guide.marketDescription,
      primeNeighborhoods: guide.primeNeighborhoods,
      locationDescription: guide.locationDescription,
      distanceToCharlotte: guide.distanceToCharlotte,
      distanceToLake: guide.distanceToLake,
      averageHomePrice: guide.averageHomePrice,
      marketTrends: guide.marketTrends,
      medianSalePrice: medianSalePriceOf(computedSnapshot),
    },
    keyFeatures: guide.keyFeatures,
    featuredListings: guide.featuredListings,
    mlsListings,
    searchUrl,
    schools: layoutSchools(
      guide.slug,
      guide.schools.map((school) => ({ ...school, url: webUrl(school.url, districtUrl ?? searchForPlace(school.name, guide.name)) })),
    ),
    schoolDistrictUrl: districtUrl,
    snapshot: marketSnapshotFigures(guide),
    computedSnapshot,
    restaurants: guide.restaurants.map((place) => ({ ...place, url: webUrl(place.url, searchForPlace(place.name, guide.name)) })),
    outdoorActivities: guide.outdoorActivities,
    localEvents: guide.localEvents,
  };
  // A listing's button without JavaScript: the page with the inquiry dialog open about it.
  const inquire = new URL(request.url).searchParams.get(INQUIRE_PARAM);
  const shown = mlsListings ? mlsListings.cards.map((card) => card.label) : guide.featuredListings.map((listing) => listing.address);
  const inquiryAddress = shown.find((label) => label === inquire) ?? null;
  return data({ neighborhood, inquiryAddress }, { headers: { "Cache-Control": GUIDE_CACHE_CONTROL } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const neighborhood = loaderData?.neighborhood;
  const settings = settingsFrom(matches);
  if (!neighborhood) return [{ title: pageTitle(settings.agent.name, "Neighborhood Not Found") }, { name: "robots", content: "noindex" }];
  const siteUrl = siteUrlFrom(matches);
  const path = `/neighborhood/${neighborhood.slug}`;
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, `Living in ${neighborhood.name}`),
    socialTitle: `Living in ${neighborhood.name}`,
    description: neighborhood.tagline,
    path,
    siteUrl,
    image: neighborhood.heroImageUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Neighborhoods", path: "/neighborhood" },
      { name: neighborhood.name, path },
    ]),
  });
};

export default function NeighborhoodPage({ loaderData }: Route.ComponentProps) {
  const { neighborhood } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!neighborhood) {
    return (
      <NotFoundMessage title="Neighborhood Not Found">
        <p>The neighborhood you're looking for doesn't exist</p>
        <HomeLink to="/neighborhood">Browse all neighborhoods</HomeLink>
      </NotFoundMessage>
    );
  }
  const { name } = neighborhood;
  return (
    <>
      {(neighborhood.mlsListings ? neighborhood.mlsListings.cards.length : neighborhood.featuredListings.length) > 0 ? (
        <InquiryDialog address={loaderData.inquiryAddress} returned={root?.leadForm ?? null} />
      ) : null}
      <NeighborhoodHero name={name} tagline={neighborhood.tagline} image={neighborhood.heroImageUrl} hasSearch={neighborhood.searchUrl !== null} />
      <NeighborhoodOverview data={neighborhood.overview} />
      <KeyFeatures slug={neighborhood.slug} name={name} features={neighborhood.keyFeatures} />
      <HomesForSale name={name} listings={neighborhood.featuredListings} mls={neighborhood.mlsListings} />
      {neighborhood.searchUrl ? <SearchHomes name={name} url={neighborhood.searchUrl} /> : null}
      <SchoolsSection name={name} layout={neighborhood.schools} districtUrl={neighborhood.schoolDistrictUrl} />
      <MarketSnapshot name={name} figures={neighborhood.snapshot} computed={neighborhood.computedSnapshot} />
      <ThingsToDo
        name={name}
        restaurants={neighborhood.restaurants}
        outdoorActivities={neighborhood.outdoorActivities}
        localEvents={neighborhood.localEvents}
      />
      <ExpertCta name={name} />
    </>
  );
}
