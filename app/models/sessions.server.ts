import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { administrators, sessions } from "#app/db/schema.ts";
import { ADMIN_SESSION_IDLE_MS } from "#app/lib/constants.ts";

export async function insertSession(db: Db, values: { idHash: string; administratorId: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(values);
}

const idleCutoff = sql`now() - make_interval(secs => ${ADMIN_SESSION_IDLE_MS / 1000})`;

/**
 * The administrator of a session that has neither expired nor been idle too long, or undefined;
 * the session is marked as seen now, in the same statement.
 */
export async function findSessionAdministrator(
  db: Db,
  idHash: string,
): Promise<{ id: string; email: string; name: string } | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .from(administrators)
    .where(
      and(
        eq(sessions.idHash, idHash),
        eq(administrators.id, sessions.administratorId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
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
