import type { MetaDescriptor } from "react-router";
import type { Office, SiteSettings } from "#app/content/content-types.ts";
import { site, siteSettingsSeed } from "#app/content/site.ts";
import { phoneDigits } from "#app/lib/site-settings-schema.ts";
import { pageTitle } from "#app/lib/meta.ts";

/** The raster social card every page shares unless it has a raster image of its own. */
export const DEFAULT_OG_IMAGE_PATH = "/images/site/og-default.png";

export type JsonLd = Record<string, unknown>;

export type SeoInput = {
  /** The document title, as it should appear in the tab and search results. */
  title: string;
  description: string;
  /** Path of the page on this site, e.g. "/about". */
  path: string;
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
  /** Social image: absolute or site-relative; anything but a raster falls back to the default card. */
  image?: string | null;
  type?: "website" | "article" | "profile";
  /** An explicit canonical URL; otherwise SITE_URL + path. */
  canonicalUrl?: string | null;
  /** Title for social cards when it should differ from the document title. */
  socialTitle?: string;
  jsonLd?: JsonLd | JsonLd[];
  /** The agent, named in the social image's description, and the firm, named on every shared card (NC Real Estate Commission rule 58A .0105). */
  settings: { agent: { name: string }; firm: { name: string } };
};

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

function rootDataFrom(matches: Matches): { siteUrl?: unknown; settings?: unknown } {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return root && typeof root === "object" ? root : {};
}

/** SITE_URL from the root loader's data, for route `meta` functions (the one way pages learn it). */
export function siteUrlFrom(matches: Matches): string {
  const { siteUrl } = rootDataFrom(matches);
  return typeof siteUrl === "string" ? siteUrl : `https://${site.domain}`;
}

/** The site settings from the root loader's data, for route `meta` functions. */
export function settingsFrom(matches: Matches): SiteSettings {
  const { settings } = rootDataFrom(matches);
  return settings && typeof settings === "object" ? (settings as SiteSettings) : siteSettingsSeed;
}

/** The route id of the public pages' layout (routes/site/site-layout.tsx), whose loader lists the towns. */
export const SITE_LAYOUT_ROUTE_ID = "routes/site/site-layout";

/** The visible towns' names from the site layout's loader data, for route `meta` functions. */
export function townNamesFrom(matches: Matches): string[] {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID)?.loaderData;
  const towns = layout && typeof layout === "object" && "towns" in layout && Array.isArray(layout.towns) ? (layout.towns as Array<{ name?: unknown }>) : [];
  return towns.flatMap((town) => (typeof town.name === "string" ? [town.name] : []));
}

/** `base` + `path` as an absolute URL; an absolute `path` is kept as it is. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

/** An http(s) URL, or null for anything else (relative, javascript:, garbage). */
function httpUrl(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const RASTER = /\.(png|jpe?g|webp|gif|avif)$/i;

/** The absolute image for social cards: the given one when it is a raster, else the default card. */
export function socialImage(siteUrl: string, image?: string | null): string {
  if (image?.trim()) {
    try {
      const url = new URL(image.trim(), `${siteUrl}/`);
      if ((url.protocol === "http:" || url.protocol === "https:") && RASTER.test(url.pathname)) return url.href;
    } catch {
      // fall through to the default card
    }
  }
  return absoluteUrl(siteUrl, DEFAULT_OG_IMAGE_PATH);
}

/** The canonical URL: an explicit http(s) one, else SITE_URL + path. */
export function canonicalFor(siteUrl: string, path: string, canonicalUrl?: string | null): string {
  return httpUrl(canonicalUrl) ?? absoluteUrl(siteUrl, path);
}

/** Title, description, canonical link, Open Graph, Twitter card and JSON-LD for one page. */
/** `text` ending as a sentence does: "Sold homes" → "Sold homes.", "Acme, Inc." as it is. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const canonical = canonicalFor(input.siteUrl, input.path, input.canonicalUrl);
  const image = socialImage(input.siteUrl, input.image);
  const socialTitle = input.socialTitle ?? input.title;
  const firm = input.settings.firm.name;
  // A shared link is an advertisement: its card names the firm, not only the brand.
  const socialDescription = input.description.includes(firm) ? input.description : `${sentence(input.description)} ${sentence(firm)}`;
  const jsonLd = input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: firm },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: socialDescription },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: `${site.brand} — ${input.settings.agent.name}, ${firm}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: socialDescription },
    { name: "twitter:image", content: image },
    ...jsonLd.map((object) => ({ "script:ld+json": object })),
  ];
}

function postalAddress(office: Office): JsonLd {
  return {
    "@type": "PostalAddress",
    name: `${office.name} office`,
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.zip,
    addressCountry: "US",
  };
}

/** The agent as a schema.org RealEstateAgent, from the site settings. */
export function realEstateAgentJsonLd(siteUrl: string, settings: SiteSettings, townNames: readonly string[]): JsonLd {
  const { agent, firm } = settings;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${absoluteUrl(siteUrl, "/")}#agent`,
    name: agent.name,
    description: agent.titleLine,
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, agent.portraitUrl),
    logo: absoluteUrl(siteUrl, firm.logoUrl || DEFAULT_OG_IMAGE_PATH),
    telephone: phoneDigits(settings.phone),
    email: settings.email,
    priceRange: "$$$$",
    ...(agent.licenseNumber ? { identifier: { "@type": "PropertyValue", name: "License", value: agent.licenseNumber } } : {}),
    parentOrganization: {
      "@type": "RealEstateOrganization",
      name: firm.name,
      ...(firm.licenseNumber ? { identifier: { "@type": "PropertyValue", name: "License", value: firm.licenseNumber } } : {}),
    },
    address: settings.offices.map(postalAddress),
    areaServed: [
      { "@type": "Place", name: "Lake Norman, NC" },
      { "@type": "Place", name: "Lake Wylie, SC" },
      ...townNames.map((name) => ({ "@type": "City", name: `${name}, NC` })),
    ],
    sameAs: settings.social.map((link) => link.href),
  };
}

export type Crumb = { name: string; path: string };

/** A BreadcrumbList from Home down to the page, with absolute item URLs. */
export function breadcrumbJsonLd(siteUrl: string, items: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** The fields of a blog post that search engines and feeds read. */
export type SeoPost = {
  slug: string;
  title: string;
  excerpt: string;
  heroImageUrl: string | null;
  categories: string[];
  authorName: string;
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  publishedAt: Date | string | null;
  updatedAt?: Date | string | null;
};

export const postPath = (slug: string) => `/the-lake-advisor/${slug}`;

/**
 * Spec §5 SEO defaults: SEO title defaults to the title and SEO description to the excerpt when
 * empty; canonical is canonical_url or SITE_URL + path; image is the hero when raster.
 */
export function postSeo(post: SeoPost, siteUrl: string) {
  const path = postPath(post.slug);
  return {
    title: post.seoTitle?.trim() || post.title,
    description: post.seoDescription?.trim() || post.excerpt,
    path,
    canonicalUrl: canonicalFor(siteUrl, path, post.canonicalUrl),
    image: socialImage(siteUrl, post.heroImageUrl),
  };
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** A schema.org BlogPosting for a post. */
export function blogPostingJsonLd(post: SeoPost, siteUrl: string, firmName: string): JsonLd {
  const seo = postSeo(post, siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: seo.title,
    description: seo.description,
    image: [seo.image],
    url: seo.canonicalUrl,
    mainEntityOfPage: { "@type": "WebPage", "@id": seo.canonicalUrl },
    datePublished: iso(post.publishedAt),
    dateModified: iso(post.updatedAt ?? post.publishedAt),
    author: { "@type": "Person", name: post.authorName, url: absoluteUrl(siteUrl, "/about") },
    publisher: {
      "@type": "Organization",
      name: firmName,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, DEFAULT_OG_IMAGE_PATH) },
    },
    articleSection: post.categories[0],
    keywords: post.categories.join(", ") || undefined,
    isPartOf: { "@type": "Blog", name: site.blogName, url: absoluteUrl(siteUrl, "/the-lake-advisor") },
  };
}

/** Everything a post page's `meta` returns: defaults applied, BlogPosting and BreadcrumbList. */
export function postMeta(post: SeoPost, siteUrl: string, settings: SiteSettings): MetaDescriptor[] {
  const seo = postSeo(post, siteUrl);
  return seoMeta({
    title: pageTitle(settings.agent.name, seo.title),
    settings,
    socialTitle: seo.title,
    description: seo.description,
    path: seo.path,
    siteUrl,
    image: seo.image,
    type: "article",
    canonicalUrl: seo.canonicalUrl,
    jsonLd: [
      blogPostingJsonLd(post, siteUrl, settings.firm.name),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: site.blogName, path: "/the-lake-advisor" },
        { name: post.title, path: seo.path },
      ]),
    ],
  });
}

export type SoldListingSeo = {
  mlsId: string;
  address: string;
  city: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  saleDate: string | null;
  description: string;
  images: string[];
  listingBrokerage: string;
  path: string;
};

/** A sold home as a schema.org RealEstateListing: the home, its sale (price, date) and who listed it. */
export function soldListingJsonLd(siteUrl: string, home: SoldListingSeo): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: `${home.address}, ${home.city}`,
    url: absoluteUrl(siteUrl, home.path),
    description: home.description || undefined,
    image: home.images.map((image) => absoluteUrl(siteUrl, image)),
    identifier: { "@type": "PropertyValue", name: "MLS number", value: home.mlsId },
    offers: {
      "@type": "Offer",
      price: home.price,
      priceCurrency: "USD",
      availability: "https://schema.org/SoldOut",
      ...(home.saleDate ? { validThrough: home.saleDate } : {}),
      ...(home.listingBrokerage ? { offeredBy: { "@type": "RealEstateOrganization", name: home.listingBrokerage } } : {}),
    },
    about: {
      "@type": "SingleFamilyResidence",
      address: { "@type": "PostalAddress", streetAddress: home.address, addressLocality: home.city, addressCountry: "US" },
      numberOfBedrooms: home.beds,
      numberOfBathroomsTotal: home.baths,
      floorSize: { "@type": "QuantitativeValue", value: home.sqft, unitCode: "FTK" },
    },
  };
}
