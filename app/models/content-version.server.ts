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
