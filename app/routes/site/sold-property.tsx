import { Trees } from "lucide-react";
import { data, useRouteLoaderData } from "react-router";
import { MlsDisclaimer } from "#app/components/mls-disclaimer.tsx";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import { ListingCourtesy, PropertyFacts } from "#app/components/property-card-parts.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { formatPrice } from "#app/lib/format.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { soldDataSource } from "#app/lib/mls-data-source.ts";
import { INQUIRE_PARAM } from "#app/lib/page-query-params.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom, soldListingJsonLd } from "#app/lib/seo.ts";
import { soldPropertyPath } from "#app/lib/sold-property-schema.ts";
import { findSoldPropertyByMlsId, SOLD_PROPERTY_FALLBACK_IMAGE } from "#app/models/sold-properties.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { InquiryDialog, InquiryOpener } from "#app/widgets/inquiry-dialog/inquiry-dialog.tsx";
import type { Route } from "./+types/sold-property";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

const CACHE_CONTROL = cacheControl({ page: 300 });

const saleDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const home = await findSoldPropertyByMlsId(context.db, params.mlsId);
  if (!home) return data({ home: null, inquiring: false }, { status: 404 });
  const address = `${home.address}, ${home.city}`;
  const images = [home.imageUrl?.trim() || SOLD_PROPERTY_FALLBACK_IMAGE, ...home.photos];
  const inquiring = new URL(request.url).searchParams.get(INQUIRE_PARAM) === address;
  return data(
    {
      home: {
        mlsId: home.mlsId,
        address: home.address,
        city: home.city,
        price: home.price,
        beds: home.beds,
        baths: home.baths,
        sqft: home.sqft,
        lotSize: home.lotSize,
        saleDate: home.saleDate,
        description: home.description,
        listingBrokerage: home.listingBrokerage,
        images,
        path: soldPropertyPath(home.mlsId),
      },
      inquiring,
    },
    { headers: { "Cache-Control": CACHE_CONTROL } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const home = loaderData?.home;
  const settings = settingsFrom(matches);
  if (!home) return [{ title: pageTitle(settings.agent.name, "Sold Property Not Found") }, { name: "robots", content: "noindex" }];
  const siteUrl = siteUrlFrom(matches);
  const name = `${home.address}, ${home.city}`;
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, `${name} · Sold`),
    socialTitle: `${name}, sold for ${formatPrice(home.price)}`,
    description: `${home.beds} beds, ${home.baths} baths, ${home.sqft.toLocaleString("en-US")} sq ft in ${home.city}, sold for ${formatPrice(home.price)}${home.saleDate ? ` on ${saleDay.format(new Date(`${home.saleDate}T00:00:00Z`))}` : ""}.`,
    path: home.path,
    siteUrl,
    image: home.images[0],
    jsonLd: [
      soldListingJsonLd(siteUrl, home),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Sold Properties", path: "/sold-properties" },
        { name: name, path: home.path },
      ]),
    ],
  });
};

/** A sold home's own page (issue 16): its photos, the sale, the home, who listed it, and a way to ask about it. */
export default function SoldPropertyPage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { home } = loaderData;
  if (!home) {
    return (
      <NotFoundMessage title="Sold Property Not Found">
        <p>This sale is not in the gallery.</p>
        <HomeLink to="/sold-properties">See every sold property</HomeLink>
      </NotFoundMessage>
    );
  }
  const address = `${home.address}, ${home.city}`;
  const [cover, ...gallery] = home.images;
  return (
    <>
      <InquiryDialog address={loaderData.inquiring ? address : null} returned={root?.leadForm ?? null} sold />
      <article className="container-page py-10 sm:py-14">
        <nav aria-label="Breadcrumb" className="text-xs font-semibold tracking-[0.16em] text-stone uppercase">
          <a href="/" className="hover:text-ink">
            Home
          </a>
          <span aria-hidden="true"> / </span>
          <a href="/sold-properties" className="hover:text-ink">
            Sold Properties
          </a>
        </nav>
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <div className="relative aspect-[3/2] overflow-hidden bg-sand">
              <ResponsiveImage
                src={cover!}
                alt={address}
                width={1200}
                height={800}
                sizes={IMAGE_SIZES.featuredPost}
                className="size-full object-cover"
                priority
              />
              <span className="absolute top-4 left-4 bg-ink px-3 py-1 text-[0.65rem] font-semibold tracking-[0.2em] text-cream uppercase">Closed</span>
            </div>
            {gallery.length > 0 ? (
              <ul aria-label="More photos" className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
                {gallery.map((image, index) => (
                  <li key={`${image}-${index}`} className="aspect-[3/2] overflow-hidden bg-sand">
                    <ResponsiveImage
                      src={image}
                      alt={`${address}, photo ${index + 2}`}
                      width={1200}
                      height={800}
                      sizes={IMAGE_SIZES.grid3}
                      className="size-full object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div>
            <p className="eyebrow">Sold{home.saleDate ? ` · ${saleDay.format(new Date(`${home.saleDate}T00:00:00Z`))}` : ""}</p>
            <h1 className="mt-3 text-4xl text-ink sm:text-5xl">{home.address}</h1>
            <p className="mt-2 text-lg text-stone">{home.city}</p>
            <p className="mt-6 font-serif text-5xl text-ink">{formatPrice(home.price)}</p>
            <PropertyFacts beds={home.beds} baths={home.baths} sqft={home.sqft} className="mt-6 gap-y-2 border-y border-line py-4">
              {home.lotSize ? (
                <li className="flex items-center gap-1.5">
                  <Trees className="size-4 text-gold-dark" aria-hidden="true" />
                  {home.lotSize}
                </li>
              ) : null}
            </PropertyFacts>
            <p className="mt-3 text-sm text-stone">MLS {home.mlsId}</p>
            <ListingCourtesy brokerage={home.listingBrokerage} className="mt-1 text-sm" />
            {home.description
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph, index) => (
                <p key={index} className="mt-5 leading-relaxed text-ink">
                  {paragraph}
                </p>
              ))}
            <InquiryOpener address={address} sold className="mt-8" />
          </div>
        </div>
        <MlsDisclaimer source={soldDataSource(settings, [home.saleDate])} className="mt-12 max-w-4xl" />
      </article>
    </>
  );
}
