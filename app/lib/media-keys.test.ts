import { describe, expect, it } from "vitest";
import { MEDIA, MEDIA_MESSAGES } from "./constants.ts";
import { isMediaId, mediaSrcSet, mediaUrl, mediaVariantWidths, parseMediaKey, parseMediaUrl } from "./media-keys.ts";

const ID = "0b7f8c1e-6a2d-4f3b-9c4e-5d6a7b8c9d0e";

describe("mediaVariantWidths", () => {
  it("makes every standard width for a large image and caps the largest at 1600", () => {
    expect(mediaVariantWidths(4000)).toEqual([480, 960, 1600]);
    expect(mediaVariantWidths(1600)).toEqual([480, 960, 1600]);
  });

  it("never upscales: widths above the original are skipped and the original width is kept", () => {
    expect(mediaVariantWidths(1200)).toEqual([480, 960, 1200]);
    expect(mediaVariantWidths(960)).toEqual([480, 960]);
    expect(mediaVariantWidths(500)).toEqual([480, 500]);
    expect(mediaVariantWidths(480)).toEqual([480]);
  });

  it("keeps one variant at the original width when it is narrower than 480", () => {
    expect(mediaVariantWidths(300)).toEqual([300]);
    expect(mediaVariantWidths(1)).toEqual([1]);
  });
});

describe("media keys and URLs", () => {
  it("builds and reads /media/<uuid>/<width>.webp", () => {
    const url = mediaUrl({ id: ID, width: 960 });
    expect(url).toBe(`/media/${ID}/960.webp`);
    expect(parseMediaUrl(url)).toEqual({ id: ID, width: 960 });
    expect(parseMediaKey(`${ID}/480.webp`)).toEqual({ id: ID, width: 480 });
  });

  it("refuses anything that is not exactly a variant key, including path traversal", () => {
    for (const key of [
      `../${ID}/480.webp`,
      `${ID}/../480.webp`,
      `${ID}/480.webp/..`,
      `${ID}/480.png`,
      `${ID}/0480.webp`,
      `${ID}/0.webp`,
      `${ID.toUpperCase()}/480.webp`,
      `${ID}/480.webp?x=1`,
      `${ID}%2F480.webp`,
      `${ID}\\480.webp`,
      `${ID}/480.webp\n`,
      "session-secret",
      "",
    ]) {
      expect(parseMediaKey(key), key).toBeNull();
    }
    expect(parseMediaUrl(`/images/${ID}/480.webp`)).toBeNull();
    expect(parseMediaUrl(`https://example.com/media/${ID}/480.webp`)).toBeNull();
  });
});

describe("isMediaId", () => {
  it("takes an upload's lower-case UUID and nothing else, so it is safe as a folder name", () => {
    expect(isMediaId(ID)).toBe(true);
    for (const id of [ID.toUpperCase(), `${ID}/480.webp`, "../db", "", `${ID}\n`]) expect(isMediaId(id), id).toBe(false);
  });
});

describe("mediaSrcSet", () => {
  it("lists the variants up to the one the URL names", () => {
    expect(mediaSrcSet(`/media/${ID}/1600.webp`)).toBe(`/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w, /media/${ID}/1600.webp 1600w`);
    expect(mediaSrcSet(`/media/${ID}/1200.webp`)).toBe(`/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w, /media/${ID}/1200.webp 1200w`);
    expect(mediaSrcSet(`/media/${ID}/300.webp`)).toBe(`/media/${ID}/300.webp 300w`);
  });

  it("gives nothing for other URLs", () => {
    expect(mediaSrcSet("/images/hero.webp")).toBeUndefined();
    expect(mediaSrcSet("https://photos.example.com/lake.jpg")).toBeUndefined();
    expect(mediaSrcSet(`/media/${ID}/2000.webp`)).toBeUndefined();
    expect(mediaSrcSet("")).toBeUndefined();
  });
});

describe("upload messages", () => {
  it("state the limits the constants set", () => {
    expect(MEDIA.maxBytes).toBe(10 * 1024 * 1024);
    expect(MEDIA_MESSAGES.tooLarge).toBe("Images must be 10 MB or smaller");
    expect(MEDIA_MESSAGES.tooManyPixels).toBe("Images must be 60 megapixels or smaller");
  });
});
