import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import { MEDIA_LIBRARY_MESSAGES } from "#app/lib/admin-paths.ts";
import { MEDIA } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { isMediaId, mediaUrl, mediaVariantWidths } from "#app/lib/media-keys.ts";
import type { MediaChoice, MediaChoices, MediaUsage } from "#app/lib/media-library.ts";
import { countMediaImages, deleteMediaImageIfUnused, keepMediaImage, listMediaImages } from "#app/models/media-files.server.ts";
import { findMediaUsages } from "#app/models/media-uses.server.ts";
import { removeMediaDiskCopies, storeUploadedImage } from "#app/services/media.server.ts";

export type MediaLibraryImage = MediaChoice & { byteSize: number; variants: number; uploadedAt: string; usages: MediaUsage[] };

/** What the library's Upload and Delete answer. */
export type MediaLibraryAnswer = { ok: true; message: string } | { ok: false; message: string; errors: Record<string, never> };

/** `?page=` as a page number, 1 when missing or unreadable. */
export function mediaPageOf(url: URL): number {
  return Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 100_000);
}

async function mediaPage(db: Db, page: number) {
  const [rows, total] = await Promise.all([
    listMediaImages(db, { limit: MEDIA.libraryPageSize, offset: (page - 1) * MEDIA.libraryPageSize }),
    countMediaImages(db),
  ]);
  const images = rows.map((row) => ({
    ...row,
    url: mediaUrl({ id: row.id, width: row.width }),
    thumbnailUrl: mediaUrl({ id: row.id, width: mediaVariantWidths(row.width)[0]! }),
    originalName: row.originalName ?? "Untitled upload",
  }));
  return { images, page, pages: Math.max(1, Math.ceil(total / MEDIA.libraryPageSize)), total };
}

/** A page of the library: every upload with its sizes and the records that use it. */
export async function loadMediaLibrary(db: Db, page: number) {
  const { images, pages, total } = await mediaPage(db, page);
  const usages = await findMediaUsages(
    db,
    images.map((image) => image.id),
  );
  const withUsages: MediaLibraryImage[] = images.map(({ createdAt, ...image }) => ({
    ...image,
    uploadedAt: createdAt.toISOString(),
    usages: usages.get(image.id) ?? [],
  }));
  return { images: withUsages, page, pages, total };
}

/** A page of the picker's list: what an image field needs to show and store each upload. */
export async function loadMediaChoices(db: Db, page: number): Promise<MediaChoices> {
  const { images, pages } = await mediaPage(db, page);
  return {
    images: images.map(({ id, url, thumbnailUrl, width, height, originalName }) => ({ id, url, thumbnailUrl, width, height, originalName })),
    page,
    pages,
  };
}

const deleteSchema = z.object({ intent: z.literal("delete"), id: z.string().refine(isMediaId) });

/**
 * The picker's choice (`id`): an unused upload gets a new grace period, so the sweep does not
 * delete it before the form it was chosen in is saved. 404 once it has been deleted.
 */
export async function keepMediaChoice(db: Db, form: FormData | null): Promise<{ status: number; answer: { ok: true } | { error: string } }> {
  const id = form?.get("id");
  if (typeof id !== "string" || !isMediaId(id)) return { status: 400, answer: { error: MEDIA_LIBRARY_MESSAGES.chooseFailed } };
  return (await keepMediaImage(db, id)) ? { status: 200, answer: { ok: true } } : { status: 404, answer: { error: MEDIA_LIBRARY_MESSAGES.chosenGone } };
}

/**
 * The library's delete: the upload's rows go only if no content uses it, checked by the delete
 * itself; then this instance's disk copies (other instances drop theirs at their next sweep).
 */
export async function deleteMediaImage(
  db: Db,
  dataDir: string,
  form: FormData | null,
  administrator: { id: string },
): Promise<{ status: number; answer: MediaLibraryAnswer }> {
  const parsed = deleteSchema.safeParse({ intent: form?.get("intent"), id: form?.get("id") });
  if (!parsed.success) return { status: 400, answer: { ok: false, message: MEDIA_LIBRARY_MESSAGES.invalid, errors: {} } };
  const { id } = parsed.data;
  try {
    if (!(await deleteMediaImageIfUnused(db, id))) {
      const inUse = ((await findMediaUsages(db, [id])).get(id) ?? []).length > 0;
      return { status: inUse ? 409 : 404, answer: { ok: false, message: inUse ? MEDIA_LIBRARY_MESSAGES.inUse : MEDIA_LIBRARY_MESSAGES.missing, errors: {} } };
    }
  } catch (error) {
    logger.error({ err: error, mediaId: id }, "deleting an upload failed");
    return { status: 500, answer: { ok: false, message: MEDIA_LIBRARY_MESSAGES.failed, errors: {} } };
  }
  logger.info({ mediaId: id, administrator: administrator.id }, "upload deleted");
  await removeMediaDiskCopies(dataDir, id).catch((error: unknown) =>
    logger.warn({ err: error, mediaId: id }, "could not remove the disk copies of a deleted upload; the next sweep removes them"),
  );
  return { status: 200, answer: { ok: true, message: MEDIA_LIBRARY_MESSAGES.deleted } };
}

/** The library's Upload (also without JavaScript): the form's `file`, stored as the editor's uploads are. */
export async function uploadMediaImage(
  db: Db,
  dataDir: string,
  form: FormData | null,
  administrator: { id: string },
): Promise<{ status: number; answer: MediaLibraryAnswer }> {
  const { status, answer } = await storeUploadedImage(db, dataDir, form?.get("file") ?? null, administrator);
  return "error" in answer
    ? { status, answer: { ok: false, message: answer.error, errors: {} } }
    : { status, answer: { ok: true, message: MEDIA_LIBRARY_MESSAGES.uploaded } };
}
