import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  canonicalFor,
  postMeta,
  postSeo,
  realEstateAgentJsonLd,
  seoMeta,
  siteUrlFrom,
  socialImage,
  type SeoPost,
} from "./seo.ts";

const SITE = "https://lakefrontnc.com";
const DEFAULT_IMAGE = `${SITE}/images/site/og-default.png`;

const content = (meta: MetaDescriptor[], key: "name" | "property", value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as { content?: string } | undefined;

const post: SeoPost = {
  slug: "why-lakefront",
  title: "Why Lakefront",
  excerpt: "What makes a lake home different.",
  heroImageUrl: "/images/blog/why-lakefront.svg",
  categories: ["Buying", "Lifestyle"],
  authorName: "Meredith Vance",
  seoTitle: null,
  seoDescription: null,
  canonicalUrl: null,
  publishedAt: new Date("2025-10-07T14:00:00Z"),
  updatedAt: new Date("2025-10-09T10:00:00Z"),
};

describe("seoMeta", () => {
  const meta = seoMeta({ settings: siteSettingsSeed, title: "About | Lakefront", description: "About the agent.", path: "/about", siteUrl: SITE });

  it("gives title, description and an absolute canonical link of SITE_URL + path", () => {
    expect(meta).toContainEqual({ title: "About | Lakefront" });
    expect(content(meta, "name", "description")?.content).toBe("About the agent.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/about` });
  });

  it("gives Open Graph and Twitter card tags with the default raster image", () => {
    expect(content(meta, "property", "og:title")?.content).toBe("About | Lakefront");
    // A shared card is an advertisement: it names the firm (NC rule 58A .0105), as its site name and in its description.
    expect(content(meta, "property", "og:description")?.content).toBe("About the agent. Lakefront Luxury Group.");
    expect(content(meta, "property", "og:url")?.content).toBe(`${SITE}/about`);
    expect(content(meta, "property", "og:type")?.content).toBe("website");
    expect(content(meta, "property", "og:site_name")?.content).toBe("Lakefront Luxury Group");
    expect(content(meta, "property", "og:image")?.content).toBe(DEFAULT_IMAGE);
    expect(content(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:title")?.content).toBe("About | Lakefront");
    expect(content(meta, "name", "twitter:description")?.content).toBe("About the agent. Lakefront Luxury Group.");
    expect(content(meta, "name", "twitter:image")?.content).toBe(DEFAULT_IMAGE);
  });

  it("prefers an explicit http(s) canonical URL and ignores anything else", () => {
    const explicit = seoMeta({
      settings: siteSettingsSeed,
      title: "t",
      description: "d",
      path: "/x",
      siteUrl: SITE,
      canonicalUrl: "https://example.org/original",
    });
    expect(explicit).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.org/original" });
    expect(canonicalFor(SITE, "/x", "javascript:alert(1)")).toBe(`${SITE}/x`);
    expect(canonicalFor(SITE, "/x", "  ")).toBe(`${SITE}/x`);
  });

  it("adds one ld+json entry per JSON-LD object", () => {
    const withLd = seoMeta({ settings: siteSettingsSeed, title: "t", description: "d", path: "/", siteUrl: SITE, jsonLd: [{ a: 1 }, { b: 2 }] });
    expect(withLd.filter((entry) => "script:ld+json" in entry)).toEqual([{ "script:ld+json": { a: 1 } }, { "script:ld+json": { b: 2 } }]);
  });
});

describe("socialImage", () => {
  it("uses a raster image, made absolute", () => {
    expect(socialImage(SITE, "/images/x.jpg")).toBe(`${SITE}/images/x.jpg`);
    expect(socialImage(SITE, "https://cdn.example.com/a.webp?w=1200")).toBe("https://cdn.example.com/a.webp?w=1200");
  });

  it("falls back to the default card for SVGs, empty values and other protocols", () => {
    expect(socialImage(SITE, "/images/neighborhoods/davidson-scene.svg")).toBe(DEFAULT_IMAGE);
    expect(socialImage(SITE, null)).toBe(DEFAULT_IMAGE);
    expect(socialImage(SITE, "data:image/png;base64,AAAA")).toBe(DEFAULT_IMAGE);
  });
});

describe("siteUrlFrom", () => {
  it("reads SITE_URL from the root match", () => {
    expect(
      siteUrlFrom([
        { id: "root", loaderData: { siteUrl: "http://127.0.0.1:4450" } },
        { id: "x", loaderData: {} },
      ]),
    ).toBe("http://127.0.0.1:4450");
  });
});

describe("postSeo (spec §5 defaults)", () => {
  it("defaults the SEO title to the title and the SEO description to the excerpt when empty", () => {
    expect(postSeo(post, SITE)).toMatchObject({ title: "Why Lakefront", description: "What makes a lake home different." });
    expect(postSeo({ ...post, seoTitle: "  ", seoDescription: "" }, SITE)).toMatchObject({
      title: "Why Lakefront",
      description: "What makes a lake home different.",
    });
  });

  it("uses the SEO title and description when given", () => {
    expect(postSeo({ ...post, seoTitle: "Lake Living", seoDescription: "Short." }, SITE)).toMatchObject({
      title: "Lake Living",
      description: "Short.",
    });
  });

  it("makes the canonical canonical_url or SITE_URL + path", () => {
    expect(postSeo(post, SITE).canonicalUrl).toBe(`${SITE}/the-lake-advisor/why-lakefront`);
    expect(postSeo({ ...post, canonicalUrl: "https://medium.com/@mv/why" }, SITE).canonicalUrl).toBe("https://medium.com/@mv/why");
  });

  it("uses a raster hero for the social image, else the default card", () => {
    expect(postSeo(post, SITE).image).toBe(DEFAULT_IMAGE);
    expect(postSeo({ ...post, heroImageUrl: "https://img.example.com/hero.jpg" }, SITE).image).toBe("https://img.example.com/hero.jpg");
  });

  it("gives post pages article tags, BlogPosting and BreadcrumbList", () => {
    const meta = postMeta({ ...post, seoTitle: "Lake Living" }, SITE, siteSettingsSeed);
    expect(meta).toContainEqual({ title: "Lake Living | Lakefront | Meredith Vance" });
    expect(content(meta, "property", "og:type")?.content).toBe("article");
    expect(content(meta, "property", "og:title")?.content).toBe("Lake Living");
    const types = meta.flatMap((entry) => ("script:ld+json" in entry ? [(entry["script:ld+json"] as { "@type": string })["@type"]] : []));
    expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
  });
});

describe("JSON-LD builders", () => {
  it("describes the agent as a RealEstateAgent from the site settings", () => {
    const agent = realEstateAgentJsonLd(SITE, siteSettingsSeed, ["Troutman", "Lake Wylie"]);
    expect(agent).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: siteSettingsSeed.agent.name,
      telephone: "+17045550142",
      email: siteSettingsSeed.email,
      url: `${SITE}/`,
      image: `${SITE}${siteSettingsSeed.agent.portraitUrl}`,
      sameAs: siteSettingsSeed.social.map((link) => link.href),
    });
    expect(agent.address).toHaveLength(siteSettingsSeed.offices.length);
    expect((agent.address as Record<string, string>[])[0]).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: siteSettingsSeed.offices[0]!.street,
      addressLocality: siteSettingsSeed.offices[0]!.city,
      postalCode: siteSettingsSeed.offices[0]!.zip,
    });
    const served = (agent.areaServed as { name: string }[]).map((place) => place.name);
    expect(served).toEqual(["Lake Norman, NC", "Lake Wylie, SC", "Troutman, NC", "Lake Wylie, NC"]);
  });

  it("follows the settings as the agent edits them: phone, firm and licenses, offices, profiles", () => {
    const edited = {
      ...siteSettingsSeed,
      phone: "704.555.0199",
      firm: { ...siteSettingsSeed.firm, name: "Harbor & Pine Realty", licenseNumber: "C-1234" },
      agent: { ...siteSettingsSeed.agent, licenseNumber: "B-5678" },
      offices: [siteSettingsSeed.offices[1]!],
      social: [{ label: "Instagram", href: "https://www.instagram.com/harborpine" }],
    };
    expect(realEstateAgentJsonLd(SITE, edited, [])).toMatchObject({
      telephone: "+17045550199",
      identifier: { value: "B-5678" },
      parentOrganization: { "@type": "RealEstateOrganization", name: "Harbor & Pine Realty", identifier: { value: "C-1234" } },
      address: [{ addressLocality: "Mooresville" }],
      sameAs: ["https://www.instagram.com/harborpine"],
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: "Home", path: "/" },
        { name: "Davidson", path: "/neighborhood/davidson" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Davidson", item: `${SITE}/neighborhood/davidson` },
      ],
    });
  });

  it("gives a BlogPosting its required fields", () => {
    expect(blogPostingJsonLd(post, SITE, siteSettingsSeed.firm.name)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Why Lakefront",
      description: "What makes a lake home different.",
      image: [DEFAULT_IMAGE],
      datePublished: "2025-10-07T14:00:00.000Z",
      dateModified: "2025-10-09T10:00:00.000Z",
      author: { "@type": "Person", name: "Meredith Vance" },
      publisher: { "@type": "Organization", name: siteSettingsSeed.firm.name },
      mainEntityOfPage: { "@id": `${SITE}/the-lake-advisor/why-lakefront` },
    });
  });
});
