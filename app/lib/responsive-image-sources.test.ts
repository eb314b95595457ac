import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageVariants } from "#app/content/image-variants.ts";
import {
  emailImageUrl,
  HERO_PHONE_CROPS,
  HERO_PHONE_WIDTHS,
  heroCropUrl,
  heroPhoneSource,
  IMAGE_VARIANT_WIDTHS,
  isHeroOriginal,
  isVariantSource,
  responsiveImage,
  variantUrl,
  variantWidthsFor,
} from "./responsive-image-sources.ts";
import type { ImageVariantManifest } from "#app/content/content-types.ts";

const manifest: ImageVariantManifest = {
  "/images/homes/home-1.svg": { width: 1200, height: 800, widths: [320, 640, 960, 1200] },
};

describe("variantWidthsFor", () => {
  it("takes each standard width below the original, then the original itself", () => {
    expect(variantWidthsFor(1200)).toEqual([320, 640, 750, 960, 1200]);
    expect(variantWidthsFor(1600)).toEqual([320, 640, 750, 960, 1600]);
  });

  it("never upscales, and caps the largest rendering at the largest standard width", () => {
    expect(variantWidthsFor(160)).toEqual([160]);
    expect(variantWidthsFor(4000)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    expect(variantWidthsFor(0)).toEqual([]);
  });
});

describe("responsiveImage", () => {
  it("offers the WebP renderings of a known original with its intrinsic size, keeping the original as src", () => {
    expect(responsiveImage("/images/homes/home-1.svg", manifest)).toEqual({
      src: "/images/homes/home-1.svg",
      srcSet:
        "/images/homes/home-1-320w.webp 320w, /images/homes/home-1-640w.webp 640w, /images/homes/home-1-960w.webp 960w, /images/homes/home-1-1200w.webp 1200w",
      width: 1200,
      height: 800,
    });
  });

  it("offers an upload's own variants up to the one its URL names", () => {
    const id = "0b5e6f5c-3c1d-4d8e-9a51-1d2b3c4d5e6f";
    expect(responsiveImage(`/media/${id}/1600.webp`, manifest)).toEqual({
      src: `/media/${id}/1600.webp`,
      srcSet: `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1600w`,
    });
  });

  it("leaves other sites' photos and unknown files as plain src", () => {
    for (const url of ["https://example.com/images/homes/home-1.svg", "/images/homes/home-9.svg", "/images/site/og-default.png"]) {
      expect(responsiveImage(url, manifest)).toEqual({ src: url });
    }
  });

  it("only treats same-site /images/ SVGs as originals", () => {
    expect(isVariantSource("/images/blog/boating.svg")).toBe(true);
    expect(isVariantSource("//evil.example/images/a.svg")).toBe(false);
    expect(isVariantSource("/images/../secret.svg")).toBe(false);
  });

  it("names renderings beside their original", () => {
    expect(variantUrl("/images/neighborhoods/davidson-scene.svg", 640)).toBe("/images/neighborhoods/davidson-scene-640w.webp");
  });
});

describe("heroPhoneSource", () => {
  const heroes: ImageVariantManifest = {
    "/images/site/about-hero.svg": { width: 1920, height: 800, widths: [320, 640, 750, 960, 1600, 1920], heroCrops: [360, 750, 1080] },
  };

  it("offers phones a crop in the hero's own shape, at phone widths", () => {
    expect(heroPhoneSource("/images/site/about-hero.svg", "md", heroes)).toEqual({
      media: "(max-width: 639px)",
      srcSet: "/images/site/about-hero-md-360w.webp 360w, /images/site/about-hero-md-750w.webp 750w, /images/site/about-hero-md-1080w.webp 1080w",
      width: 1080,
      height: 864,
    });
    expect(heroPhoneSource("/images/site/about-hero.svg", "lg", heroes)).toMatchObject({
      srcSet: expect.stringContaining("/images/site/about-hero-lg-750w.webp 750w"),
      width: 1080,
      height: 1800,
    });
  });

  it("has nothing for artwork without crops, an upload or another site's photo", () => {
    for (const url of ["/images/homes/home-1.svg", "/media/0b5e6f5c-3c1d-4d8e-9a51-1d2b3c4d5e6f/1600.webp", "https://example.com/hero.jpg"]) {
      expect(heroPhoneSource(url, "lg", { ...heroes, ...manifest })).toBeUndefined();
    }
  });

  it("crops the site's hero pictures and the neighborhoods' scenes, nothing else", () => {
    expect(isHeroOriginal("/images/site/hero-home.svg")).toBe(true);
    expect(isHeroOriginal("/images/site/sold-hero.svg")).toBe(true);
    expect(isHeroOriginal("/images/neighborhoods/davidson-scene.svg")).toBe(true);
    expect(isHeroOriginal("/images/neighborhoods/davidson.svg")).toBe(false);
    expect(isHeroOriginal("/images/site/agent-portrait.svg")).toBe(false);
  });
});

describe("the generated manifest", () => {
  it("covers every piece of site artwork the pages use, each with WebP renderings", () => {
    for (const url of [
      "/images/site/hero-home.svg",
      "/images/site/agent-portrait.svg",
      "/images/homes/home-8.svg",
      "/images/blog/lakehouse.svg",
      "/images/testimonials/patricia-hale.svg",
      "/images/neighborhoods/troutman-scene.svg",
    ]) {
      expect(imageVariants[url], url).toBeDefined();
      expect(responsiveImage(url, imageVariants).srcSet).toMatch(/\.webp \d+w/);
    }
  });

  it("records sizes that agree with the renderings, and every rendering is on disk", () => {
    for (const [url, entry] of Object.entries(imageVariants)) {
      expect(entry.widths, url).toEqual(variantWidthsFor(entry.width));
      expect(entry.height, url).toBeGreaterThan(0);
      for (const width of entry.widths) expect(existsSync(path.join("public", variantUrl(url, width))), variantUrl(url, width)).toBe(true);
    }
  });

  it("renders each phone crop at its width, in its hero's shape", async () => {
    for (const size of ["lg", "md"] as const) {
      const crop = await sharp(path.join("public", heroCropUrl("/images/site/hero-home.svg", size, 750))).metadata();
      expect({ width: crop.width, height: crop.height }, size).toEqual({ width: 750, height: Math.round(750 / HERO_PHONE_CROPS[size]) });
    }
  });

  it("has phone crops, on disk, for exactly the hero pictures", () => {
    for (const [url, entry] of Object.entries(imageVariants)) {
      expect(entry.heroCrops, url).toEqual(isHeroOriginal(url) ? [...HERO_PHONE_WIDTHS] : undefined);
      for (const width of entry.heroCrops ?? []) {
        for (const size of Object.keys(HERO_PHONE_CROPS) as (keyof typeof HERO_PHONE_CROPS)[]) {
          expect(existsSync(path.join("public", heroCropUrl(url, size, width))), heroCropUrl(url, size, width)).toBe(true);
        }
      }
    }
  });
});

describe("emailImageUrl", () => {
  const manifest = { "/images/blog/lake.svg": { width: 2400, height: 1600, widths: [320, 640, 960, 1600] } };
  it("gives a mail client site artwork's widest rendering up to 1,200 px, and any other picture as it is", () => {
    expect(emailImageUrl("/images/blog/lake.svg", manifest)).toBe("/images/blog/lake-960w.webp");
    expect(emailImageUrl("/media/ab/cd/photo.jpg", manifest)).toBe("/media/ab/cd/photo.jpg");
    expect(emailImageUrl("/images/blog/unknown.svg", manifest)).toBe("/images/blog/unknown.svg");
  });
});
