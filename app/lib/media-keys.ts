import { MEDIA } from "#app/lib/constants.ts";

/** One stored variant: `<uuid>/<width>.webp` under DATA_DIR/media and the media_files table. */
export type MediaKey = { id: string; width: number };

/** An upload's id, the lower-case UUID its variants share, as a regular expression source. */
export const MEDIA_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ID_PATTERN = new RegExp(`^${MEDIA_ID}$`);
const KEY_PATTERN = new RegExp(`^(${MEDIA_ID})/([1-9][0-9]{0,4})\\.webp$`);

/**
 * The widths of the WebP variants made from an image `originalWidth` pixels wide: each standard
 * width below it, then the original width capped at the largest standard width. Never upscales.
 */
export function mediaVariantWidths(originalWidth: number): number[] {
  const largest = Math.min(Math.floor(originalWidth), MEDIA.variantWidths.at(-1)!);
  if (largest < 1) return [];
  return [...MEDIA.variantWidths.filter((width) => width < largest), largest];
}

export function isMediaId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export function mediaKey({ id, width }: MediaKey): string {
  return `${id}/${width}.webp`;
}

export function mediaUrl(key: MediaKey): string {
  return MEDIA.urlPrefix + mediaKey(key);
}

/** Reads a key like `<uuid>/960.webp`; anything else (other names, `..`, upper case) is null. */
export function parseMediaKey(key: string): MediaKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]) };
}

/** Reads a URL path like `/media/<uuid>/960.webp`; null for any other URL. */
export function parseMediaUrl(url: string): MediaKey | null {
  if (!url.startsWith(MEDIA.urlPrefix)) return null;
  return parseMediaKey(url.slice(MEDIA.urlPrefix.length));
}

/**
 * The `srcset` of an uploaded image's variants up to the one the URL names, e.g.
 * `/media/<uuid>/480.webp 480w, /media/<uuid>/960.webp 960w`; undefined for other URLs.
 */
export function mediaSrcSet(url: string): string | undefined {
  const key = parseMediaUrl(url);
  if (!key || key.width > MEDIA.variantWidths.at(-1)!) return undefined;
  return mediaVariantWidths(key.width)
    .map((width) => `${mediaUrl({ id: key.id, width })} ${width}w`)
    .join(", ");
}
