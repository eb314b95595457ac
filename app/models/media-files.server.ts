import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { mediaFiles } from "#app/db/schema.ts";
import { parseMediaKey } from "#app/lib/media-keys.ts";

type NewVariant = typeof mediaFiles.$inferInsert;

/** An upload's variants share its id, the key's first part (indexed). */
const imageId = sql<string>`split_part(${mediaFiles.key}, '/', 1)`;
const uploadedAt = sql`min(${mediaFiles.createdAt})`;

/**
 * No content row names the upload. The media_uses triggers set unused_since after locking these
 * rows, so a delete conditioned on it waits for a save that is starting to use the upload and
 * then reads the value that save left: the check and the delete are one statement.
 */
const unused = isNotNull(mediaFiles.unusedSince);

/** All variants of one upload, in one statement. */
export async function insertMediaVariants(db: Db, variants: NewVariant[]): Promise<void> {
  await db.insert(mediaFiles).values(variants);
}

/** Whether this variant of an upload is stored (`<uuid>/<width>.webp`). */
export async function mediaVariantExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.key, key));
  return row !== undefined;
}

export async function findMediaBytes(db: Db, key: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.key, key));
  return row?.bytes;
}

/**
 * One page of uploads, newest first, each as its largest variant's size, the bytes of all its
 * variants and its upload time. Reads no image bytes.
 */
export function listMediaImages(db: Db, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      id: imageId,
      width: sql<number>`max(${mediaFiles.width})`,
      height: sql<number>`(array_agg(${mediaFiles.height} ORDER BY ${mediaFiles.width} DESC))[1]`,
      byteSize: sql`sum(${mediaFiles.byteSize})`.mapWith(Number),
      variants: sql`count(*)`.mapWith(Number),
      originalName: sql<string | null>`max(${mediaFiles.originalName})`,
      createdAt: uploadedAt.mapWith(mediaFiles.createdAt),
    })
    .from(mediaFiles)
    .groupBy(imageId)
    .orderBy(sql`${uploadedAt} DESC`, asc(imageId))
    .limit(limit)
    .offset(offset);
}

export async function countMediaImages(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql`count(DISTINCT ${imageId})`.mapWith(Number) }).from(mediaFiles);
  return row?.n ?? 0;
}

/** The ids of every stored upload. */
export async function storedMediaIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ id: imageId }).from(mediaFiles);
  return new Set(rows.map((row) => row.id));
}

const idsOf = (rows: Array<{ key: string }>) => [...new Set(rows.map((row) => parseMediaKey(row.key)?.id).filter((id) => id !== undefined))];

/** Deletes an upload's variants unless some content uses it; answers whether it did. */
export async function deleteMediaImageIfUnused(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(mediaFiles)
    .where(and(eq(imageId, id), unused))
    .returning({ key: mediaFiles.key });
  return rows.length > 0;
}

/** Deletes every upload made before `cutoff` that no content has used since `cutoff`; answers their ids. */
export async function deleteMediaUnusedSince(db: Db, cutoff: Date): Promise<string[]> {
  return idsOf(
    await db
      .delete(mediaFiles)
      .where(and(lt(mediaFiles.unusedSince, cutoff), lt(mediaFiles.createdAt, cutoff)))
      .returning({ key: mediaFiles.key }),
  );
}

/**
 * Restarts the grace of an unused upload, as chosen in a form that is not saved yet; answers
 * whether the upload is still stored.
 */
export async function keepMediaImage(db: Db, id: string): Promise<boolean> {
  const kept = await db
    .update(mediaFiles)
    .set({ unusedSince: sql`now()` })
    .where(and(eq(imageId, id), unused))
    .returning({ key: mediaFiles.key });
  if (kept.length > 0) return true;
  const [stored] = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(imageId, id)).limit(1);
  return stored !== undefined;
}
