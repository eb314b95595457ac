import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { leadNotes, leads } from "#app/db/schema.ts";

/** The one writer of lead_notes: adds the agent's note to a lead. Answers false when the lead no longer exists. */
export async function addLeadNote(db: Db, note: { leadId: string; body: string; author: string }): Promise<boolean> {
  const stored = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO ${leadNotes} (lead_id, body, author)
      SELECT ${leads.id}, ${note.body}, ${note.author} FROM ${leads} WHERE ${leads.id} = ${note.leadId}
      RETURNING id`,
  );
  return stored.length > 0;
}
