import { inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { rateLimitHits } from "#app/db/schema.ts";
import { SIGN_IN_LOCKOUT } from "#app/lib/constants.ts";
import { normaliseEmail } from "#app/models/administrators.server.ts";

/**
 * Brute-force protection for sign-in: failed attempts are counted per e-mail address (known or
 * not, so the lock tells nothing about who exists) and per client address, in the shared
 * rate_limit_hits table so every instance sees the same totals. A window starts at the first
 * failure and lasts SIGN_IN_LOCKOUT.windowMs.
 */
export type ThrottleLimits = { perAccount: number; perIp: number };

/** RATE_LIMIT_FACTOR scales the per-IP limit (test runs share one address); an account's never. */
export function signInLimits(rateLimitFactor: number): ThrottleLimits {
  return {
    perAccount: SIGN_IN_LOCKOUT.maxFailuresPerAccount,
    perIp: Math.round(SIGN_IN_LOCKOUT.maxFailuresPerIp * rateLimitFactor),
  };
}

export const accountKey = (email: string) => `sign-in:account:${normaliseEmail(email)}`;
export const ipKey = (ip: string) => `sign-in:ip:${ip || "unknown"}`;

/** Whether either counter has reached its limit within a window that has not ended. */
export async function isSignInLocked(db: Db, email: string, ip: string, limits: ThrottleLimits): Promise<boolean> {
  const rows = await queryRows<{ key: string; hits: number }>(db, sql`
    SELECT key, hits FROM ${rateLimitHits}
    WHERE key IN (${accountKey(email)}, ${ipKey(ip)}) AND reset_at > now()`);
  return rows.some((row) =>
    row.key === accountKey(email) ? Number(row.hits) >= limits.perAccount : Number(row.hits) >= limits.perIp,
  );
}

/** Counts one failed attempt against the address and the client. */
export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  const windowSeconds = SIGN_IN_LOCKOUT.windowMs / 1000;
  for (const key of [accountKey(email), ipKey(ip)]) {
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
