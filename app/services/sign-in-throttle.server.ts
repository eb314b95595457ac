import type { Db } from "#app/db/client.server.ts";
import { SIGN_IN_LOCKOUT } from "#app/lib/constants.ts";
import { normaliseEmail } from "#app/models/administrators.server.ts";
import { clearHits, countHits, hitsOf } from "#app/models/rate-limit-hits.server.ts";

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

/** Whether the client address has failed too often within a window that has not ended. */
export async function isClientLocked(db: Db, ip: string, rateLimitFactor: number): Promise<boolean> {
  return (await hitsOf(db, clientKey(ip))) >= clientFailureLimit(rateLimitFactor);
}

/** How long the next attempt on an account waits for its failures: 0, then 1 s doubling to the cap. */
export function accountDelayMs(failures: number): number {
  const over = failures - SIGN_IN_LOCKOUT.freeFailuresPerAccount;
  return over < 0 ? 0 : Math.min(1000 * 2 ** over, SIGN_IN_LOCKOUT.maxAccountDelayMs);
}

/** The wait before the next attempt on `email` is checked. */
export async function accountDelayFor(db: Db, email: string): Promise<number> {
  return accountDelayMs(await hitsOf(db, accountKey(email)));
}

/** Counts one failed attempt against the address and the client. */
export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  await countHits(db, [accountKey(email), clientKey(ip)], SIGN_IN_LOCKOUT.windowMs / 1000);
}

/** A successful sign-in clears the account's failures (the client's stay counted). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await clearHits(db, [accountKey(email)]);
}
