import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { administrators, type Administrator } from "#app/db/schema.ts";

/** Addresses are stored and compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAdministratorByEmail(db: Db, email: string): Promise<Administrator | undefined> {
  const [row] = await db
    .select()
    .from(administrators)
    .where(eq(administrators.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

export async function findAdministratorById(db: Db, id: string): Promise<Administrator | undefined> {
  const [row] = await db.select().from(administrators).where(eq(administrators.id, id)).limit(1);
  return row;
}

export async function countAdministrators(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(administrators);
  return Number(row?.total ?? 0);
}

/** Inserts the administrator; answers undefined when the address exists already (e.g. a concurrent start). */
export async function insertAdministrator(db: Db, values: { email: string; name: string; passwordHash: string }): Promise<Administrator | undefined> {
  const [row] = await db
    .insert(administrators)
    .values({ ...values, email: normaliseEmail(values.email) })
    .onConflictDoNothing({ target: administrators.email })
    .returning();
  return row;
}

export async function updateAdministrator(db: Db, id: string, values: { name?: string; passwordHash?: string }): Promise<void> {
  if (values.name === undefined && values.passwordHash === undefined) return;
  await db.update(administrators).set(values).where(eq(administrators.id, id));
}

/** Keeps a new TOTP secret (encrypted) waiting for its first code, replacing any earlier one; null drops it. */
export async function setPendingTotpSecret(db: Db, id: string, encryptedSecret: string | null): Promise<void> {
  await db.update(administrators).set({ totpPendingSecret: encryptedSecret }).where(eq(administrators.id, id));
}

/**
 * Makes the pending secret the active one, with the time step of the code that confirmed it;
 * answers false when that pending secret is no longer there (another tab confirmed or replaced it).
 */
export async function activatePendingTotpSecret(db: Db, id: string, encryptedSecret: string, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(administrators)
    .set({ totpSecret: encryptedSecret, totpPendingSecret: null, totpLastTimeStep: timeStep })
    .where(and(eq(administrators.id, id), eq(administrators.totpPendingSecret, encryptedSecret), isNull(administrators.totpSecret)))
    .returning({ id: administrators.id });
  return rows.length > 0;
}

/** Records a code's time step as used; false when that step or a later one was used already (a replay). */
export async function claimTotpTimeStep(db: Db, id: string, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(administrators)
    .set({ totpLastTimeStep: timeStep })
    .where(and(eq(administrators.id, id), or(isNull(administrators.totpLastTimeStep), lt(administrators.totpLastTimeStep, timeStep))))
    .returning({ id: administrators.id });
  return rows.length > 0;
}

/** Two-step sign-in off: the secret, a pending one and the last time step go. */
export async function clearTotp(db: Db, id: string): Promise<void> {
  await db.update(administrators).set({ totpSecret: null, totpPendingSecret: null, totpLastTimeStep: null }).where(eq(administrators.id, id));
}

/** Re-encrypts the active secret (after SESSION_SECRET rotated), unless it changed meanwhile. */
export async function replaceTotpSecret(db: Db, id: string, from: string, to: string): Promise<void> {
  await db
    .update(administrators)
    .set({ totpSecret: to })
    .where(and(eq(administrators.id, id), eq(administrators.totpSecret, from)));
}
