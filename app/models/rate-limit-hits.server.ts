import { inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { preparedRows } from "#app/db/prepared.server.ts";
import { rateLimitHits } from "#app/db/schema.ts";

/*
 * The rate_limit_hits table's one writer: counters by key, each in a window that starts at its
 * first hit and, once ended, starts again at 1; shared by every instance. The request tiers
 * (server/rate-limit.ts) and the sign-in throttle (app/services/sign-in-throttle.server.ts) count here.
 */

/** A key's hits in a window that has not ended; 0 when none. */
export async function hitsOf(db: Db, key: string): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`
    SELECT hits FROM ${rateLimitHits} WHERE key = ${key} AND reset_at > now()`,
  );
  return row ? Number(row.hits) : 0;
}

/** One more hit on each key, in a window of `windowSeconds`. */
export async function countHits(db: Db, keys: readonly string[], windowSeconds: number): Promise<void> {
  for (const key of keys) {
    await db.execute(sql`
      INSERT INTO ${rateLimitHits} (key, hits, reset_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${rateLimitHits.resetAt} <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END,
        reset_at = CASE WHEN ${rateLimitHits.resetAt} <= now()
          THEN now() + make_interval(secs => ${windowSeconds}) ELSE ${rateLimitHits.resetAt} END`);
  }
}

/** The keys' counters, gone. */
export async function clearHits(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [...keys]));
}

export type WriteTier = "writes" | "sensitive";
export type WriteCount = { tier: WriteTier; hits: number; resetAt: Date };

/** The order the tiers are checked in (and their headers set). */
const TIER_ORDER: readonly WriteTier[] = ["writes", "sensitive"];

/**
 * Counts one write by a client in the database, shared by every app instance: always in the
 * writes tier and, for a sensitive path, in the sensitive tier too — unless the writes tier has
 * just gone over `writesLimit`, as the request is refused there and never reaches the sensitive
 * count. One row per tier and client; a window that has ended starts again at 1. One statement
 * (two data-modifying CTEs), so a sensitive write costs one round trip, not two; prepared once.
 */
export async function countWrite(
  db: Db,
  client: string,
  { sensitive, writesLimit, windowSeconds }: { sensitive: boolean; writesLimit: number; windowSeconds: number },
): Promise<WriteCount[]> {
  const hits = sql`CASE WHEN ${rateLimitHits.resetAt} <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END`;
  const resetAt = sql`CASE WHEN ${rateLimitHits.resetAt} <= now()
    THEN now() + make_interval(secs => ${windowSeconds}) ELSE ${rateLimitHits.resetAt} END`;
  const rows = await preparedRows<{ tier: WriteTier; hits: number; reset_at: string | Date }>(
    db,
    "count_write",
    sql`
    WITH writes AS (
      INSERT INTO ${rateLimitHits} (key, hits, reset_at)
      VALUES (${`writes:${client}`}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET hits = ${hits}, reset_at = ${resetAt}
      RETURNING hits, reset_at
    ), sensitive AS (
      INSERT INTO ${rateLimitHits} (key, hits, reset_at)
      SELECT ${`sensitive:${client}`}, 1, now() + make_interval(secs => ${windowSeconds})
      FROM writes WHERE ${sensitive}::boolean AND writes.hits <= ${writesLimit}
      ON CONFLICT (key) DO UPDATE SET hits = ${hits}, reset_at = ${resetAt}
      RETURNING hits, reset_at
    )
    SELECT 'writes' AS tier, hits, reset_at FROM writes
    UNION ALL SELECT 'sensitive' AS tier, hits, reset_at FROM sensitive`,
  );
  return rows
    .map((row) => ({ tier: row.tier, hits: Number(row.hits), resetAt: new Date(row.reset_at) }))
    .sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier));
}

/** Removes counters whose window ended, so the table stays small. */
export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM ${rateLimitHits} WHERE reset_at < now() - interval '1 minute'`);
}
