import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { auditLog } from "#app/db/schema.ts";

export type AuditEntry = { action: string; subjectId: string; administratorEmail: string; detail: string };

/** Records who did what to which record (the time is the database's). */
export async function recordAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Deletes the entries of one action on one record (a forgotten lead's status history). */
export async function deleteAuditEntries(db: Db, action: string, subjectId: string): Promise<void> {
  await db.delete(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));
}
