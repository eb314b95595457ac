/**
 * Renders every SVG original under public/images/ to WebP at the widths of
 * variantWidthsFor() (`home-1.svg` → `home-1-320w.webp`, `home-1-640w.webp`, …, never wider than
 * the original) and writes the manifest app/content/image-variants.ts that <ResponsiveImage>
 * reads. Run by scripts/generate-artwork.ts after it writes the SVGs, or on its own:
 *
 *   npx tsx scripts/generate-image-variants.ts
 *
 * The SVGs stay: content and database fields keep pointing at them, and a URL the agent replaces
 * with a photo simply has no variants. Output is deterministic for a given sharp version.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import {
  HERO_PHONE_CROPS,
  HERO_PHONE_WIDTHS,
  heroCropUrl,
  isHeroOriginal,
  variantUrl,
  variantWidthsFor,
  type HeroSize,
} from "#app/lib/responsive-image-sources.ts";
import type { ImageVariantEntry } from "#app/content/content-types.ts";

const ROOT = path.join(import.meta.dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const IMAGES = path.join(PUBLIC, "images");
const MANIFEST = path.join(ROOT, "app", "content", "image-variants.ts");
/** Flat illustrations: quality 80 keeps edges clean; effort 6 is slow but only runs here. */
const WEBP = { quality: 80, effort: 6 } as const;
const VARIANT_NAME = /-\d+w\.webp$/;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** The SVG's declared size: the width and height attributes of its root element. */
function svgSize(markup: string, file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(markup)?.[0] ?? "";
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error(`${file}: the <svg> element needs numeric width and height`);
  return { width, height };
}

/**
 * The middle of the original in the shape `aspect` (width / height), as large as the original
 * allows, rendered `target` pixels wide: the vector is rasterised at the scale of the crop.
 */
async function renderCentreCrop(markup: Buffer, original: { width: number; height: number }, aspect: number, target: number): Promise<Buffer> {
  const scale = target / Math.min(original.width, original.height * aspect);
  const full = { width: Math.round(original.width * scale), height: Math.round(original.height * scale) };
  const crop = { width: Math.min(target, full.width), height: Math.min(Math.round(target / aspect), full.height) };
  return sharp(markup, { density: 72 * scale })
    .resize(full)
    .extract({ left: Math.floor((full.width - crop.width) / 2), top: Math.floor((full.height - crop.height) / 2), ...crop })
    .webp(WEBP)
    .toBuffer();
}

export async function generateImageVariants({ log = true } = {}): Promise<Record<string, ImageVariantEntry>> {
  const files = listFiles(IMAGES);
  for (const stale of files.filter((file) => VARIANT_NAME.test(file))) rmSync(stale);

  const manifest: Record<string, ImageVariantEntry> = {};
  for (const file of files.filter((name) => name.endsWith(".svg"))) {
    const url = "/" + path.relative(PUBLIC, file).split(path.sep).join("/");
    const markup = readFileSync(file);
    const { width, height } = svgSize(markup.toString("utf8"), file);
    const widths = variantWidthsFor(width);
    let bytes = 0;
    for (const target of widths) {
      // Rasterise straight at the target size (density scales the vector), so edges stay crisp.
      const webp = await sharp(markup, { density: (72 * target) / width })
        .resize({ width: target })
        .webp(WEBP)
        .toBuffer();
      writeFileSync(path.join(PUBLIC, variantUrl(url, target)), webp);
      bytes += webp.length;
    }
    const heroCrops = isHeroOriginal(url) ? [...HERO_PHONE_WIDTHS] : undefined;
    for (const target of heroCrops ?? []) {
      for (const size of Object.keys(HERO_PHONE_CROPS) as HeroSize[]) {
        const webp = await renderCentreCrop(markup, { width, height }, HERO_PHONE_CROPS[size], target);
        writeFileSync(path.join(PUBLIC, heroCropUrl(url, size, target)), webp);
        bytes += webp.length;
      }
    }
    manifest[url] = heroCrops ? { width, height, widths, heroCrops } : { width, height, widths };
    if (log) console.log(`${url.padEnd(52)} ${widths.join(", ").padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  }

  const lines = Object.entries(manifest).map(
    ([url, entry]) =>
      `  ${JSON.stringify(url)}: { width: ${entry.width}, height: ${entry.height}, widths: [${entry.widths.join(", ")}]` +
      (entry.heroCrops ? `, heroCrops: [${entry.heroCrops.join(", ")}]` : "") +
      " },",
  );
  writeFileSync(
    MANIFEST,
    [
      "// Generated by scripts/generate-image-variants.ts from public/images/**/*.svg; do not edit by hand.",
      'import type { ImageVariantManifest } from "#app/content/content-types.ts";',
      "",
      "/** Each SVG original's intrinsic size and the widths of its WebP renderings. */",
      "export const imageVariants: ImageVariantManifest = {",
      ...lines,
      "};",
      "",
    ].join("\n"),
  );
  if (log) console.log(`${path.relative(ROOT, MANIFEST)}: ${lines.length} images`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await generateImageVariants();
}
