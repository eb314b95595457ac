import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { blogPosts, contentVersion } from "#app/db/schema.ts";

export type ContentVersion = {
  /** Goes up with every committed change to blog posts, neighborhoods or sold properties. */
  version: string;
  /** The earliest scheduled post's publication time, still in the future; null when none is. */
  nextPublishAt: Date | null;
};

/**
 * One cheap query for the page cache: the content version (raised by database triggers, so
 * writes from any instance or script count) and when the next scheduled post goes live.
 */
export async function readContentVersion(db: Db): Promise<ContentVersion> {
  const [row] = await queryRows<{ version: string | null; next_publish_at: string | Date | null }>(
    db,
    sql`SELECT
      (SELECT ${contentVersion.version}::text FROM ${contentVersion} WHERE ${contentVersion.id} = 1) AS version,
      (SELECT min(${blogPosts.publishedAt}) FROM ${blogPosts} WHERE ${blogPosts.publishedAt} > now()) AS next_publish_at`,
  );
  return {
    // A missing row (someone deleted it) reads as its own version, so the caches still agree.
    version: row?.version ?? "missing",
    nextPublishAt: row?.next_publish_at ? new Date(row.next_publish_at) : null,
  };
}

const remembered = new WeakMap<Db, Map<string, { key: string; value: Promise<unknown> }>>();

/**
 * `read()`'s answer, read again only once the content has changed (or a scheduled post has gone
 * live): for what every request wants and only a write changes, such as the categories in use,
 * which would otherwise read every post. One version query instead; a failed read is not kept.
 */
export async function readOncePerContentVersion<T>(db: Db, name: string, read: () => Promise<T>): Promise<T> {
  const { version, nextPublishAt } = await readContentVersion(db);
  const key = `${version}/${nextPublishAt?.getTime() ?? ""}`;
  const byName = remembered.get(db) ?? new Map<string, { key: string; value: Promise<unknown> }>();
  remembered.set(db, byName);
  const known = byName.get(name);
  if (known?.key === key) return known.value as Promise<T>;
  const value = read();
  byName.set(name, { key, value });
  value.catch(() => byName.get(name)?.value === value && byName.delete(name));
  return value;
}
