import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { leadDeliveries, leads } from "#app/db/schema.ts";
import { ADMIN_LEADS_PAGE_SIZE, LEAD_SOURCE_OF_TYPE, type LeadDeliveryState, type LeadListFilters } from "#app/lib/admin-lead-filters.ts";

export type AdminLeadRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  source: string;
  pageUrl: string | null;
  createdAt: Date;
  delivery: LeadDeliveryState;
};

/**
 * A lead's delivery state from its outbox rows (every lead has its CRM row): delivered when every
 * row is, failing when a row not yet delivered has been tried, pending otherwise.
 */
const DELIVERY_STATE = sql<LeadDeliveryState>`CASE
  WHEN bool_and(${leadDeliveries.status} = 'delivered') THEN 'delivered'
  WHEN bool_or(${leadDeliveries.status} <> 'delivered' AND ${leadDeliveries.attempts} > 0) THEN 'failing'
  ELSE 'pending' END`;

/** The administrator's list of leads, newest first, one page of the filtered list and its total. */
export async function listLeadsForAdmin(db: Db, filters: LeadListFilters): Promise<{ leads: AdminLeadRow[]; total: number }> {
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    where.push(
      sql`(${leads.firstName} || ' ' || ${leads.lastName} ILIKE ${pattern} OR ${leads.email} ILIKE ${pattern} OR ${leads.phone} ILIKE ${pattern})`,
    );
  }
  if (filters.type) where.push(sql`${leads.source} = ${LEAD_SOURCE_OF_TYPE[filters.type]}`);
  const rows = await queryRows<Omit<AdminLeadRow, "createdAt"> & { createdAt: string | Date; total: string | number }>(
    db,
    sql`SELECT ${leads.id} AS id, ${leads.firstName} AS "firstName", ${leads.lastName} AS "lastName", ${leads.email} AS email,
        ${leads.phone} AS phone, ${leads.source} AS source, ${leads.pageUrl} AS "pageUrl", ${leads.createdAt} AS "createdAt",
        ${DELIVERY_STATE} AS delivery, count(*) OVER () AS total
      FROM ${leads} LEFT JOIN ${leadDeliveries} ON ${leadDeliveries.leadId} = ${leads.id}
      ${where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
      GROUP BY ${leads.id}
      ${filters.state ? sql`HAVING ${DELIVERY_STATE} = ${filters.state}` : sql``}
      ORDER BY ${leads.createdAt} DESC, ${leads.id} DESC
      LIMIT ${ADMIN_LEADS_PAGE_SIZE} OFFSET ${(filters.page - 1) * ADMIN_LEADS_PAGE_SIZE}`,
  );
  return {
    leads: rows.map(({ total: _total, ...row }) => ({ ...row, createdAt: new Date(row.createdAt) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
