import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "sharp";
import type { Db } from "#app/db/client.server.ts";
import { MEDIA, MEDIA_MESSAGES } from "#app/lib/constants.ts";
import { hasControlCharacters, stripControlCharacters } from "#app/lib/control-characters.ts";
import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { isMediaId, mediaKey, mediaUrl, mediaVariantWidths, parseMediaKey } from "#app/lib/media-keys.ts";
import { findMediaBytes, insertMediaVariants } from "#app/models/media-files.server.ts";
import type { UploadedImage } from "#app/lib/upload-image.ts";
import { logger } from "#app/lib/logger.server.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

/** A refused upload: the status and message the endpoint answers with. */
export class MediaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "MediaError";
  }
}

export const MEDIA_CONTENT_TYPE = "image/webp";

/** Where this instance keeps its disk copies of the uploads. */
export function mediaDirectory(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** The disk copy of a key that parseMediaKey accepted (so it cannot leave the media directory). */
function mediaFilePath(dataDir: string, key: string): string {
  return path.join(mediaDirectory(dataDir), key);
}

/** Removes this instance's disk copies of an upload's variants (its folder), if it has any. */
export async function removeMediaDiskCopies(dataDir: string, id: string): Promise<void> {
  if (!isMediaId(id)) throw new Error(`Not a media id: ${id}`);
  await rm(path.join(mediaDirectory(dataDir), id), { recursive: true, force: true });
}

/** The uploads this instance has disk copies of. */
export async function mediaIdsOnDisk(dataDir: string): Promise<string[]> {
  const entries = await readdir(mediaDirectory(dataDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.filter(isMediaId);
}

/** JPEG, PNG, WebP, GIF and AVIF (libheif with AV1). SVG can carry scripts, so it is refused. */
function isAcceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === "heif") return metadata.compression === "av1";
  return ["jpeg", "png", "webp", "gif"].includes(metadata.format ?? "");
}

const decodeOptions = { limitInputPixels: MEDIA.maxPixels, failOn: "error" } as const;

/** Loaded on the first upload, not at start-up: libvips and its caches would sit in every idle server's memory. */
const loadSharp = async () => (await import("sharp")).default;

/** Reads the header only, so the pixel limit is checked by storeImage with its own message. */
async function readMetadata(bytes: Uint8Array): Promise<Metadata> {
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(415, MEDIA_MESSAGES.notAnImage);
  }
}

type Variant = { key: string; width: number; height: number; data: Buffer };

/** Writes a file so that readers see all of it or none of it: a temporary file, then a rename. */
async function writeFileAtomically(file: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data, { flag: "wx" });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Validates an uploaded image by its content and size, makes its WebP variants (turned upright by
 * EXIF, metadata stripped, never upscaled), stores them in the database — the copy every instance
 * serves from — and on this instance's disk, and answers the largest variant's URL and size.
 */
export async function storeImage(db: Db, dataDir: string, bytes: Uint8Array, { originalName }: { originalName?: string } = {}): Promise<UploadedImage> {
  if (bytes.byteLength === 0) throw new MediaError(400, MEDIA_MESSAGES.missing);
  if (bytes.byteLength > MEDIA.maxBytes) throw new MediaError(413, MEDIA_MESSAGES.tooLarge);

  const metadata = await readMetadata(bytes);
  if (!isAcceptedFormat(metadata)) throw new MediaError(415, MEDIA_MESSAGES.unsupported);
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) throw new MediaError(422, MEDIA_MESSAGES.unreadable);
  if (upright.width * upright.height > MEDIA.maxPixels) throw new MediaError(422, MEDIA_MESSAGES.tooManyPixels);

  const id = randomUUID();
  const sharp = await loadSharp();
  const source = sharp(bytes, decodeOptions).autoOrient();
  let variants: Variant[];
  try {
    variants = await Promise.all(
      mediaVariantWidths(upright.width).map(async (width) => {
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: MEDIA.webpQuality })
          .toBuffer({ resolveWithObject: true });
        return { key: mediaKey({ id, width }), width: info.width, height: info.height, data };
      }),
    );
  } catch (error) {
    logger.warn({ err: error, originalName }, "could not convert an uploaded image");
    throw new MediaError(422, MEDIA_MESSAGES.unreadable);
  }

  try {
    await insertMediaVariants(
      db,
      variants.map((variant) => ({
        key: variant.key,
        contentType: MEDIA_CONTENT_TYPE,
        width: variant.width,
        height: variant.height,
        byteSize: variant.data.byteLength,
        bytes: variant.data,
        originalName: originalName?.slice(0, 255) ?? null,
      })),
    );
  } catch (error) {
    // Drizzle's error carries the query's parameters — megabytes of image — so only its cause goes on.
    throw new Error("Could not store the upload in media_files", { cause: (error as Error).cause ?? error });
  }

  // The database row is what counts; a failed disk copy is made again on first request.
  await Promise.all(
    variants.map((variant) =>
      writeFileAtomically(mediaFilePath(dataDir, variant.key), variant.data).catch((error: unknown) =>
        logger.warn({ err: error, key: variant.key }, "could not write the disk copy of an upload"),
      ),
    ),
  );

  const largest = variants.at(-1)!;
  return { url: mediaUrl({ id, width: largest.width }), width: largest.width, height: largest.height };
}

export type MediaSource = { file: string } | { bytes: Buffer };

/**
 * Finds an upload to serve: this instance's disk copy, or else the database's, which is then
 * written to disk for next time. Null for unknown keys and for anything that is not a media key.
 */
export async function readMedia(db: Db, dataDir: string, key: string): Promise<MediaSource | null> {
  if (!parseMediaKey(key)) return null;
  const file = mediaFilePath(dataDir, key);
  const onDisk = await stat(file).catch(() => null);
  if (onDisk?.isFile()) return { file };

  const bytes = await findMediaBytes(db, key);
  if (!bytes) return null;
  try {
    await writeFileAtomically(file, bytes);
    return { file };
  } catch (error) {
    logger.warn({ err: error, key }, "could not write the disk copy of an upload; serving from the database");
    return { bytes };
  }
}

function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { "Cache-Control": cacheControl("no-store") } });
}

/**
 * Reads a request body to its end and drops it. A refusal that leaves the body unread makes the
 * server reset the connection, which a client reusing it sees as a network error.
 */
async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  while (!(await reader.read()).done) {
    // Dropped; the body limit in front bounds how much there is.
  }
}

/**
 * The admin upload endpoint: `authorize` (the session check) first, then multipart field `file`
 * → 201 `{ url, width, height }`, or 4xx/5xx `{ error }`. Every refusal and failure is logged.
 */
export async function handleUpload(db: Db, dataDir: string, request: Request, authorize: () => Promise<{ id: string }>): Promise<Response> {
  let uploader: { id: string };
  try {
    uploader = await authorize();
  } catch (refusal) {
    await discardBody(request).catch(() => undefined);
    throw refusal;
  }
  if (request.method !== "POST") {
    await discardBody(request).catch(() => undefined);
    return methodNotAllowed();
  }
  const form = await request.formData().catch(() => null);
  const { status, answer } = await storeUploadedImage(db, dataDir, form?.get("file") ?? null, uploader);
  return json(answer, status);
}

/**
 * A form's `file` as an upload (the editor's endpoint and the media library's Upload alike):
 * 201 and the image, or the status and message of a refusal. Every refusal and failure is logged.
 */
export async function storeUploadedImage(
  db: Db,
  dataDir: string,
  file: FormDataEntryValue | null,
  uploader: { id: string },
): Promise<{ status: number; answer: UploadedImage | { error: string } }> {
  let originalName: string | undefined;
  let size: number | undefined;
  try {
    if (!(file instanceof File) || file.size === 0) throw new MediaError(400, MEDIA_MESSAGES.missing);
    originalName = stripControlCharacters(file.name);
    size = file.size;
    if (hasControlCharacters(file.name)) throw new MediaError(400, MEDIA_MESSAGES.controlCharactersInName);
    if (file.size > MEDIA.maxBytes) throw new MediaError(413, MEDIA_MESSAGES.tooLarge);
    const image = await storeImage(db, dataDir, new Uint8Array(await file.arrayBuffer()), { originalName });
    logger.info({ url: image.url, originalName, size, uploader: uploader.id }, "image uploaded");
    return { status: 201, answer: image };
  } catch (error) {
    if (error instanceof MediaError) {
      logger.warn({ status: error.status, reason: error.message, originalName, size, uploader: uploader.id }, "image upload refused");
      return { status: error.status, answer: { error: error.message } };
    }
    logger.error({ err: error, originalName, size, uploader: uploader.id }, "image upload failed");
    return { status: 500, answer: { error: MEDIA_MESSAGES.failed } };
  }
}
