import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { pendingSignIns } from "#app/db/schema.ts";

export async function insertPendingSignIn(db: Db, values: { idHash: string; administratorId: string; expiresAt: Date }): Promise<void> {
  await db.insert(pendingSignIns).values(values);
}

/** The administrator of a pending sign-in that has neither expired nor used up its attempts. */
export async function findPendingSignIn(db: Db, idHash: string, maxAttempts: number): Promise<{ administratorId: string } | undefined> {
  const [row] = await db
    .select({ administratorId: pendingSignIns.administratorId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.idHash, idHash), gt(pendingSignIns.expiresAt, sql`now()`), lt(pendingSignIns.attempts, maxAttempts)));
  return row;
}

/**
 * Counts one code attempt on a live pending sign-in before the code is checked, so parallel
 * requests cannot try more than `maxAttempts` codes; undefined when it has expired or has none left.
 */
export async function claimPendingSignInAttempt(
  db: Db,
  idHash: string,
  maxAttempts: number,
): Promise<{ administratorId: string; attempts: number } | undefined> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ attempts: sql`${pendingSignIns.attempts} + 1` })
    .where(and(eq(pendingSignIns.idHash, idHash), gt(pendingSignIns.expiresAt, sql`now()`), lt(pendingSignIns.attempts, maxAttempts)))
    .returning({ administratorId: pendingSignIns.administratorId, attempts: pendingSignIns.attempts });
  return row;
}

/** Ends a pending sign-in; false when it had ended already, so only one request completes it. */
export async function deletePendingSignIn(db: Db, idHash: string): Promise<boolean> {
  const rows = await db.delete(pendingSignIns).where(eq(pendingSignIns.idHash, idHash)).returning({ idHash: pendingSignIns.idHash });
  return rows.length > 0;
}

export async function deleteExpiredPendingSignIns(db: Db): Promise<void> {
  await db.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, sql`now()`));
}

export async function deletePendingSignInsOf(db: Db, administratorId: string): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.administratorId, administratorId));
}
