import type { ComponentProps } from "react";
import { imageVariants } from "#app/content/image-variants.ts";
import { responsiveImage } from "#app/lib/responsive-image-sources.ts";

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "fetchPriority" | "alt"> & {
  /** The stored URL: an original under /images/ (served as WebP variants) or any other image URL. */
  src: string;
  alt: string;
  /** Intrinsic size for URLs without variants; the manifest's own size wins for known artwork. */
  width: number;
  height: number;
  /** How wide the image is drawn, as for `<img sizes>`; see IMAGE_SIZES. */
  sizes: string;
  /**
   * The page's largest picture in the first screen (its LCP image): loaded eagerly with
   * fetchpriority="high", which (outside a <picture>) also makes React preload it from the head.
   * Everything else is lazy.
   */
  priority?: boolean;
};

/** Every public <img>: width and height always, WebP `srcSet` + `sizes`, lazy unless `priority`. */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, ...props }: ResponsiveImageProps) {
  const image = responsiveImage(src, imageVariants);
  return (
    <img
      data-slot="responsive-image"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? width}
      height={image.height ?? height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      {...props}
    />
  );
}
