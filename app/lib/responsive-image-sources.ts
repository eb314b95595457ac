/**
 * Responsive images for the site's own artwork (docs/decisions/012-responsive-images.md).
 *
 * The URL fields of the content and the database name the SVG originals under /images/; next to
 * each one scripts/generate-image-variants.ts writes WebP renderings at a few widths
 * (`home-1.svg` → `home-1-640w.webp`) and records them in app/content/image-variants.ts. This
 * module turns a URL into the attributes of an <img>: for a known original, the WebP `srcSet`
 * and the intrinsic size; for an upload under /media/ its own WebP variants; for any other URL
 * (a photo on another site) the URL alone. `src` stays the original either way: with width descriptors in `srcSet` a
 * browser only ever fetches a WebP rendering, and the element still names its stored URL.
 */
import type { ImageVariantManifest } from "#app/content/content-types.ts";
import { mediaSrcSet } from "./media-keys.ts";

export type ResponsiveImageSource = {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
};

/**
 * Rendering widths, in pixels: phones at 1x-3x (750 covers a 372-412 px column at 1.75x and a
 * 375 px one at 2x), cards, full-bleed heroes. Never above the original.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 750, 960, 1600, 1920] as const;

const ORIGINAL_PATTERN = /^\/images\/[a-z0-9/_-]+\.svg$/;

/** Whether a URL is one of the site's own originals that gets WebP renderings. */
export function isVariantSource(url: string): boolean {
  return ORIGINAL_PATTERN.test(url) && !url.includes("//");
}

/** `/images/homes/home-1.svg`, 640 → `/images/homes/home-1-640w.webp`. */
export function variantUrl(original: string, width: number): string {
  return `${original.replace(/\.svg$/, "")}-${width}w.webp`;
}

/**
 * The widths to render an original `naturalWidth` pixels wide at: each standard width below it,
 * then the original width itself (capped at the largest standard width). Never upscales.
 */
export function variantWidthsFor(naturalWidth: number): number[] {
  const largest = Math.min(Math.floor(naturalWidth), IMAGE_VARIANT_WIDTHS.at(-1)!);
  if (largest < 1) return [];
  return [...IMAGE_VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

/**
 * The <img> attributes for `url`: WebP variants when the manifest knows it, an upload's own
 * variants (decision 010) for a /media/ URL, else the URL as it is.
 */
export function responsiveImage(url: string, manifest: ImageVariantManifest): ResponsiveImageSource {
  const uploaded = mediaSrcSet(url);
  if (uploaded) return { src: url, srcSet: uploaded };
  const entry = isVariantSource(url) ? manifest[url] : undefined;
  if (!entry || entry.widths.length === 0) return { src: url };
  return {
    src: url,
    srcSet: entry.widths.map((width) => `${variantUrl(url, width)} ${width}w`).join(", "),
    width: entry.width,
    height: entry.height,
  };
}

/**
 * The picture an e-mail shows of `url`, 600 px wide at 2x: site artwork's widest WebP rendering
 * up to 1,200 px (mail clients that draw no SVG draw it), else the URL as it is.
 */
export function emailImageUrl(url: string, manifest: ImageVariantManifest): string {
  const widths = (isVariantSource(url) ? (manifest[url]?.widths ?? []) : []).filter((width) => width <= 1200);
  return widths.length > 0 ? variantUrl(url, Math.max(...widths)) : url;
}

/** The two heights of <PageHero>: most of a phone's screen, or a band. */
export type HeroSize = "lg" | "md";

/**
 * On a phone a hero is taller than wide, so covering it with a wide picture shows only its
 * middle, drawn from a rendering many times wider than the screen. A centre crop in the box's
 * shape carries just the pixels shown (decision 017). Width to height: `lg` boxes run 0.5–0.8,
 * `md` boxes 0.9–1.6 on phones.
 */
export const HERO_PHONE_CROPS: Readonly<Record<HeroSize, number>> = { lg: 3 / 5, md: 5 / 4 };
/** Phones at 1x, ~2x (750 covers 412 px at 1.75, Lighthouse's phone) and 3x. */
export const HERO_PHONE_WIDTHS = [360, 750, 1080] as const;
/** Where the crops replace the wide picture: below Tailwind's `sm`; the wide one from there. */
export const HERO_PHONE_MEDIA = "(max-width: 639px)";
export const HERO_WIDE_MEDIA = "(min-width: 640px)";

const HERO_ORIGINAL_PATTERN = /^\/images\/(site\/[a-z-]*hero[a-z-]*|neighborhoods\/[a-z-]+-scene)\.svg$/;

/** Whether an original opens pages as a hero (and gets phone crops). */
export function isHeroOriginal(url: string): boolean {
  return HERO_ORIGINAL_PATTERN.test(url);
}

/** `/images/site/about-hero.svg`, "md", 750 → `/images/site/about-hero-md-750w.webp`. */
export function heroCropUrl(original: string, size: HeroSize, width: number): string {
  return `${original.replace(/\.svg$/, "")}-${size}-${width}w.webp`;
}

/** The <source> of a hero's phone crops, when the manifest has them. */
export function heroPhoneSource(
  url: string,
  size: HeroSize,
  manifest: ImageVariantManifest,
): { media: string; srcSet: string; width: number; height: number } | undefined {
  const widths = manifest[url]?.heroCrops;
  const largest = widths?.at(-1);
  if (!widths || largest === undefined) return undefined;
  return {
    media: HERO_PHONE_MEDIA,
    srcSet: widths.map((width) => `${heroCropUrl(url, size, width)} ${width}w`).join(", "),
    width: largest,
    height: Math.round(largest / HERO_PHONE_CROPS[size]),
  };
}

/**
 * `sizes` for the site's layouts: the width each image is drawn at, so a browser picks the
 * smallest rendering that is sharp at its pixel density. Pages use `.container-page`
 * (max 80rem, 20 px gutters, 32 px from 640 px) and 32 px grid gaps.
 */
export const IMAGE_SIZES = {
  /** A full-bleed background that covers its section (call to action). */
  fullBleed: "100vw",
  /** The big hero, at least 78vh tall and covering: wider than the screen on a tall phone. */
  heroLarge: "(max-aspect-ratio: 139/100) 139vh, 100vw",
  /** The page hero, at least 24-28rem tall (more with its text) and covering a wide picture. */
  heroMedium: "(max-width: 1199px) 1200px, 100vw",
  /** One column, then two from 640 px, three from 1024 px (property cards). */
  grid3: "(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 640px) calc(50vw - 48px), calc(100vw - 40px)",
  /** One column, then two from 768 px and three from 1024 px (blog cards); three from 768 px is no wider. */
  grid3FromMd: "(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 768px) calc(50vw - 48px), calc(100vw - 40px)",
  /** One column, two from 640 px, three from 1024 px, four from 1280 px (neighborhood cards). */
  grid4: "(min-width: 1280px) 280px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 640px) calc(50vw - 48px), calc(100vw - 40px)",
  /** Portrait tiles (4:5) covered by a 16:9 picture, two across, four from 1024 px. */
  townTiles: "(min-width: 1280px) 660px, (min-width: 1024px) 56vw, 105vw",
  /** The post's hero inside max-w-5xl. */
  postHero: "(min-width: 1024px) 960px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** The featured post: the wider column from 1024 px, full width below. */
  featuredPost: "(min-width: 1280px) 700px, (min-width: 1024px) 57vw, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** The agent's portrait beside her biography from 1024 px, full width below. */
  portrait: "(min-width: 1280px) 520px, (min-width: 1024px) 42vw, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
} as const;
