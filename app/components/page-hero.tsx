import type { ReactNode } from "react";
import { preload } from "react-dom";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { imageVariants } from "#app/content/image-variants.ts";
import { HERO_WIDE_MEDIA, heroPhoneSource, IMAGE_SIZES, responsiveImage, type HeroSize } from "#app/lib/responsive-image-sources.ts";
import { cn } from "#app/lib/utils.ts";

/** The full-bleed picture header that opens each public page; its picture is the page's LCP image. */
export function PageHero({
  image,
  eyebrow,
  title,
  children,
  size = "md",
}: {
  image: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  size?: HeroSize;
}) {
  const sizes = size === "lg" ? IMAGE_SIZES.heroLarge : IMAGE_SIZES.heroMedium;
  const picture = (
    <ResponsiveImage src={image} alt="" width={1920} height={800} sizes={sizes} priority className="absolute inset-0 -z-10 size-full object-cover" />
  );
  // Phones get a crop in the hero's shape, when the artwork has one (decision 017).
  const phone = heroPhoneSource(image, size, imageVariants);
  const wideSrcSet = responsiveImage(image, imageVariants).srcSet;
  if (phone && wideSrcSet) {
    // React preloads no image inside a <picture>, so the head names both, each for its screens.
    preload(image, { as: "image", imageSrcSet: phone.srcSet, imageSizes: "100vw", media: phone.media, fetchPriority: "high" });
    preload(image, { as: "image", imageSrcSet: wideSrcSet, imageSizes: sizes, media: HERO_WIDE_MEDIA, fetchPriority: "high" });
  }
  return (
    <section className={cn("relative isolate overflow-hidden bg-ink-deep", size === "lg" ? "min-h-[78vh]" : "min-h-[24rem] sm:min-h-[28rem]")}>
      {phone ? (
        <picture>
          <source media={phone.media} srcSet={phone.srcSet} sizes="100vw" width={phone.width} height={phone.height} />
          {picture}
        </picture>
      ) : (
        picture
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-deep/85 via-ink-deep/45 to-ink-deep/20" />
      <div
        className={cn("container-page flex flex-col justify-end pb-14 sm:pb-20", size === "lg" ? "min-h-[78vh] pt-32" : "min-h-[24rem] pt-24 sm:min-h-[28rem]")}
      >
        {eyebrow ? <p className="text-xs font-semibold tracking-[0.28em] text-gold-light uppercase">{eyebrow}</p> : null}
        <h1 className="mt-4 max-w-4xl text-5xl leading-[1.05] text-cream sm:text-6xl lg:text-7xl">{title}</h1>
        {children ? <div className="mt-6 max-w-2xl text-base leading-relaxed text-cream/85 sm:text-lg">{children}</div> : null}
      </div>
    </section>
  );
}
