import { count, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { administrators, type Administrator } from "#app/db/schema.ts";

/** Addresses are stored and compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAdministratorByEmail(db: Db, email: string): Promise<Administrator | undefined> {
  const [row] = await db.select().from(administrators).where(eq(administrators.email, normaliseEmail(email))).limit(1);
  return row;
}

export async function countAdministrators(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(administrators);
  return Number(row?.total ?? 0);
}

/** Inserts the administrator; answers undefined when the address exists already (e.g. a concurrent start). */
export async function insertAdministrator(
  db: Db,
  values: { email: string; name: string; passwordHash: string },
): Promise<Administrator | undefined> {
  const [row] = await db
    .insert(administrators)
    .values({ ...values, email: normaliseEmail(values.email) })
    .onConflictDoNothing({ target: administrators.email })
    .returning();
  return row;
}

export async function updateAdministrator(
  db: Db,
  id: string,
  values: { name?: string; passwordHash?: string },
): Promise<void> {
  if (values.name === undefined && values.passwordHash === undefined) return;
  await db.update(administrators).set(values).where(eq(administrators.id, id));
}
