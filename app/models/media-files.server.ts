import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { mediaFiles } from "#app/db/schema.ts";
import { parseMediaKey } from "#app/lib/media-keys.ts";
import { usedMediaIds } from "#app/models/media-usage.server.ts";

type NewVariant = typeof mediaFiles.$inferInsert;

/** An upload's variants share its id, the key's first part. */
const imageId = sql<string>`split_part(${mediaFiles.key}, '/', 1)`;
const uploadedAt = sql`min(${mediaFiles.createdAt})`;

/** Not named by any content row, checked by the statement that uses it, so a delete sees the rows as they are. */
const unused = sql`NOT EXISTS (SELECT 1 FROM (${usedMediaIds}) AS used WHERE used.media_id = ${imageId})`;

/** All variants of one upload, in one statement. */
export async function insertMediaVariants(db: Db, variants: NewVariant[]): Promise<void> {
  await db.insert(mediaFiles).values(variants);
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
  const rows = await db.delete(mediaFiles).where(and(eq(imageId, id), unused)).returning({ key: mediaFiles.key });
  return rows.length > 0;
}

/** Deletes every upload made before `cutoff` that no content uses; answers their ids. */
export async function deleteUnusedMediaUploadedBefore(db: Db, cutoff: Date): Promise<string[]> {
  return idsOf(await db.delete(mediaFiles).where(and(lt(mediaFiles.createdAt, cutoff), unused)).returning({ key: mediaFiles.key }));
}
