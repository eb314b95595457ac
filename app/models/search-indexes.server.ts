import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { logger } from "#app/lib/logger.server.ts";

/** The GIN indexes a post's write updates word by word (migration 0013, decision 035). */
const SEARCH_INDEXES = ["blog_posts_search_idx", "blog_posts_title_search_idx"] as const;

/** How long the ALTER INDEX waits for running queries; an import goes on either way. */
const LOCK_TIMEOUT = "2s";

async function setFastUpdate(db: Db, on: boolean): Promise<void> {
  for (const index of SEARCH_INDEXES) {
    // A transaction each, so the lock timeout is this statement's own.
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`));
      await tx.execute(sql.raw(`ALTER INDEX ${index} SET (fastupdate = ${on ? "on" : "off"})`));
    });
  }
}

/** Moves what waits in the indexes' pending lists into the indexes, and turns the lists off. */
export async function settleSearchIndexes(db: Db): Promise<void> {
  for (const index of SEARCH_INDEXES) await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
  await setFastUpdate(db, false);
}

/** Whether both search indexes are settled (fastupdate off), as migration 0013 made them. */
export async function searchIndexesSettled(db: Db): Promise<boolean> {
  const names = sql.join(
    SEARCH_INDEXES.map((index) => sql`${index}`),
    sql`, `,
  );
  const rows = await queryRows<{ options: string[] | null }>(db, sql`SELECT reloptions AS options FROM pg_class WHERE relname IN (${names})`);
  return rows.length === SEARCH_INDEXES.length && rows.every((row) => row.options?.includes("fastupdate=off"));
}

/**
 * Runs a bulk write (an import) with the search indexes collecting new entries in their pending
 * lists, merged once at the end: row by row, each post rewrites the posting list of every common
 * word it holds (1,000 rows on PGlite: 12.4 s, 6.3 s this way). Searches during the write read the
 * pending lists too, so they find every post. The indexes are settled afterwards, and at the next
 * start if this process stops first (server/app.ts), so no pending list outlives an import.
 */
export async function withBatchedSearchIndexes<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    await setFastUpdate(db, true);
  } catch (error) {
    logger.warn({ err: error }, "the search indexes could not batch this import's rows; each row updates them itself");
  }
  try {
    return await write();
  } finally {
    await settleSearchIndexes(db).catch((error: unknown) =>
      logger.error({ err: error }, "the search indexes could not be settled after an import; the next start settles them"),
    );
  }
}
