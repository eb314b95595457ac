import { inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { rateLimitHits } from "#app/db/schema.ts";
import { SIGN_IN_LOCKOUT } from "#app/lib/constants.ts";
import { normaliseEmail } from "#app/models/administrators.server.ts";

/**
 * Brute-force protection for sign-in (docs/decisions/026): failed attempts are counted per client
 * address and per e-mail address (known or not, so nothing tells who exists), in the shared
 * rate_limit_hits table so every instance sees the same totals. A window starts at the first
 * failure and lasts SIGN_IN_LOCKOUT.windowMs. Too many failures lock the client address that made
 * them; an account is never locked — its attempts are slowed down instead, so a stranger can
 * neither lock the administrator out nor guess quickly.
 */

/** RATE_LIMIT_FACTOR scales the per-client limit (test runs share one address). */
export function clientFailureLimit(rateLimitFactor: number): number {
  return Math.round(SIGN_IN_LOCKOUT.maxFailuresPerClient * rateLimitFactor);
}

export const accountKey = (email: string) => `sign-in:account:${normaliseEmail(email)}`;
export const clientKey = (ip: string) => `sign-in:ip:${ip || "unknown"}`;

async function failuresOf(db: Db, key: string): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`
    SELECT hits FROM ${rateLimitHits} WHERE key = ${key} AND reset_at > now()`,
  );
  return row ? Number(row.hits) : 0;
}

/** Whether the client address has failed too often within a window that has not ended. */
export async function isClientLocked(db: Db, ip: string, rateLimitFactor: number): Promise<boolean> {
  return (await failuresOf(db, clientKey(ip))) >= clientFailureLimit(rateLimitFactor);
}

/** How long the next attempt on an account waits for its failures: 0, then 1 s doubling to the cap. */
export function accountDelayMs(failures: number): number {
  const over = failures - SIGN_IN_LOCKOUT.freeFailuresPerAccount;
  return over < 0 ? 0 : Math.min(1000 * 2 ** over, SIGN_IN_LOCKOUT.maxAccountDelayMs);
}

/** The wait before the next attempt on `email` is checked. */
export async function accountDelayFor(db: Db, email: string): Promise<number> {
  return accountDelayMs(await failuresOf(db, accountKey(email)));
}

/** Counts one failed attempt against the address and the client. */
export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  const windowSeconds = SIGN_IN_LOCKOUT.windowMs / 1000;
  for (const key of [accountKey(email), clientKey(ip)]) {
    await db.execute(sql`
      INSERT INTO ${rateLimitHits} (key, hits, reset_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${rateLimitHits.resetAt} <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END,
        reset_at = CASE WHEN ${rateLimitHits.resetAt} <= now()
          THEN now() + make_interval(secs => ${windowSeconds}) ELSE ${rateLimitHits.resetAt} END`);
  }
}

/** A successful sign-in clears the account's failures (the client's stay counted). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [accountKey(email)]));
}
