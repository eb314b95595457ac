import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { administrators, sessions } from "#app/db/schema.ts";

export async function insertSession(db: Db, values: { idHash: string; administratorId: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The administrator of an unexpired session, or undefined. */
export async function findSessionAdministrator(
  db: Db,
  idHash: string,
): Promise<{ id: string; email: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: administrators.id, email: administrators.email, name: administrators.name })
    .from(sessions)
    .innerJoin(administrators, eq(administrators.id, sessions.administratorId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
}

export async function deleteSessionsOf(db: Db, administratorId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.administratorId, administratorId));
}
