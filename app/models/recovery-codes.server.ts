import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { recoveryCodes } from "#app/db/schema.ts";

/** The administrator's recovery codes become these (hashes); the earlier ones, used or not, go. */
export async function replaceRecoveryCodes(db: Db, administratorId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.administratorId, administratorId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ administratorId, codeHash })));
  });
}

export async function listUnusedRecoveryCodes(db: Db, administratorId: string): Promise<{ id: string; codeHash: string }[]> {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.administratorId, administratorId), isNull(recoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: Db, administratorId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.administratorId, administratorId), isNull(recoveryCodes.usedAt)));
  return Number(row?.total ?? 0);
}

/** Marks the code used; false when it was used already (two sign-ins raced for it: one wins). */
export async function consumeRecoveryCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function deleteRecoveryCodesOf(db: Db, administratorId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.administratorId, administratorId));
}
