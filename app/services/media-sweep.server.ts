import type { Db } from "#app/db/client.server.ts";
import { MEDIA } from "#app/lib/constants.ts";
import { logger } from "#app/lib/logger.server.ts";
import { deleteMediaUnusedSince, storedMediaIds } from "#app/models/media-files.server.ts";
import { mediaIdsOnDisk, removeMediaDiskCopies } from "#app/services/media.server.ts";
import { startPeriodicTask } from "#app/services/periodic-task.server.ts";

/**
 * Deletes the uploads that no content has used for the whole grace period (and were uploaded
 * before it), then this instance's disk copies of every upload no longer stored — deleted here, by
 * another instance or from the library. The database goes first, so no stored row is ever left
 * without its bytes.
 */
export async function sweepUnusedMedia(db: Db, dataDir: string, now = new Date()): Promise<{ deleted: string[]; diskCopiesRemoved: number }> {
  const deleted = await deleteMediaUnusedSince(db, new Date(now.getTime() - MEDIA.unusedGraceMs));
  const onDisk = await mediaIdsOnDisk(dataDir);
  const stored = await storedMediaIds(db);
  const gone = onDisk.filter((id) => !stored.has(id));
  await Promise.all(gone.map((id) => removeMediaDiskCopies(dataDir, id)));
  if (deleted.length > 0 || gone.length > 0) logger.info({ deleted, diskCopiesRemoved: gone.length }, "unused uploads swept");
  return { deleted, diskCopiesRemoved: gone.length };
}

/**
 * Sweeps every `intervalMs` until stopped. Instances sharing a database may sweep at once: each
 * delete checks that the upload is unused in its own statement, and a row another sweep deleted is skipped.
 */
export function startMediaSweep(db: Db, dataDir: string, intervalMs: number = MEDIA.sweepIntervalMs): { stop(): Promise<void> } {
  return startPeriodicTask(() => sweepUnusedMedia(db, dataDir), intervalMs, "sweeping unused uploads failed");
}
