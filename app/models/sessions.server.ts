import { and, desc, eq, gt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { administrators, sessions } from "#app/db/schema.ts";
import { ADMIN_SESSION_IDLE_MS } from "#app/lib/constants.ts";

export async function insertSession(
  db: Db,
  values: { idHash: string; administratorId: string; expiresAt: Date; device: string; address: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

const idleCutoff = sql`now() - make_interval(secs => ${ADMIN_SESSION_IDLE_MS / 1000})`;
const isLive = and(gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleCutoff));

export type SessionRow = { idHash: string; key: string; device: string; address: string; lastSeenAt: Date; createdAt: Date };

/** The administrator's sessions that have neither expired nor been idle too long, the latest seen first. */
export async function listLiveSessionsOf(db: Db, administratorId: string): Promise<SessionRow[]> {
  return db
    .select({
      idHash: sessions.idHash,
      key: sessions.key,
      device: sessions.device,
      address: sessions.address,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.administratorId, administratorId), isLive))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/**
 * The administrator of a session that has neither expired nor been idle too long, or undefined;
 * the session is marked as seen now, in the same statement.
 */
export async function findSessionAdministrator(db: Db, idHash: string): Promise<{ id: string; email: string; name: string } | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .from(administrators)
    .where(and(eq(sessions.idHash, idHash), eq(administrators.id, sessions.administratorId), isLive))
    .returning({ id: administrators.id, email: administrators.email, name: administrators.name });
  return row;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, sql`now()`), lte(sessions.lastSeenAt, idleCutoff)));
}

export async function deleteSessionsOf(db: Db, administratorId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.administratorId, administratorId));
}

/** Ends one session of the administrator, never `keepIdHash`'s; false when there was no such session. */
export async function deleteSessionByKey(db: Db, administratorId: string, key: string, keepIdHash: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.administratorId, administratorId), eq(sessions.key, key), ne(sessions.idHash, keepIdHash)))
    .returning({ key: sessions.key });
  return rows.length > 0;
}

/** Ends every session of the administrator but `keepIdHash`; answers how many ended. */
export async function deleteSessionsOfExcept(db: Db, administratorId: string, keepIdHash: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.administratorId, administratorId), ne(sessions.idHash, keepIdHash)))
    .returning({ key: sessions.key });
  return rows.length;
}
