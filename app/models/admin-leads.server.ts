import { and, asc, count, desc, eq, inArray, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import {
  auditLog,
  leadDeliveries,
  leadDeliveryAttempts,
  leadNotes,
  leads,
  type AuditEntry,
  type Lead,
  type LeadDelivery,
  type LeadDeliveryAttempt,
  type LeadNote,
} from "#app/db/schema.ts";
import {
  ADMIN_LEADS_PAGE_SIZE,
  LEAD_DIRECT,
  LEAD_LANDING_UNKNOWN,
  LEAD_NO_CAMPAIGN,
  LEAD_SOURCE_OF_TYPE,
  type LeadDeliveryState,
  type LeadListFilters,
} from "#app/lib/admin-lead-filters.ts";
import { UNDELIVERED_LEAD_AFTER_MS } from "#app/lib/constants.ts";
import { FOLLOWED_UP_LEAD_STATUSES, OPEN_LEAD_STATUSES, SITE_TIME_ZONE, type LeadStatus } from "#app/lib/lead-status.ts";

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
  status: LeadStatus;
  /** YYYY-MM-DD, or null. */
  followUpOn: string | null;
};

/** The outbox rows that deliver a lead to the agent: all but the visitor's receipt. */
const TO_THE_AGENT = sql`${leadDeliveries.channel} <> 'receipt'`;

/**
 * A lead's delivery state from its outbox rows (every lead has its CRM row): delivered when every
 * row is, failing when a row not yet delivered has been tried, pending otherwise.
 */
const DELIVERY_STATE = sql<LeadDeliveryState>`CASE
  WHEN bool_and(${leadDeliveries.status} = 'delivered') THEN 'delivered'
  WHEN bool_or(${leadDeliveries.status} = 'failed') THEN 'failing'
  ELSE 'pending' END`;

/**
 * The digits of a search written like a phone number (digits and phone punctuation only, three
 * digits or more), without the US country code, so (704) 555-0199 finds +1 704 555 0199.
 */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s().+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** A lead's landing page as the analytics count pages: its path, in lower case. */
export const LEAD_LANDING_PATH = sql<string>`coalesce(nullif(lower(split_part(coalesce(${leads.landingPage}, ''), '?', 1)), ''), ${LEAD_LANDING_UNKNOWN})`;
/** Where a lead's visit came from: its UTM source, else the referring site's host without www., else direct. */
export const LEAD_VISIT_SOURCE = sql<string>`coalesce(
  nullif(lower(trim(${leads.utmSource})), ''),
  nullif(regexp_replace(lower(substring(${leads.referrer} from '^[a-zA-Z]+://([^/:?#]+)')), '^www\.', ''), ''),
  ${LEAD_DIRECT})`;
export const LEAD_CAMPAIGN = sql<string>`coalesce(nullif(lower(trim(${leads.utmCampaign})), ''), ${LEAD_NO_CAMPAIGN})`;
/** A lead's day in Charlotte. */
export const LEAD_DAY = sql<string>`to_char(${leads.createdAt} AT TIME ZONE ${SITE_TIME_ZONE}, 'YYYY-MM-DD')`;

/** Leads created from the start of `from` to the end of `to`, Charlotte's days (either may be open). */
function createdBetween({ from, to }: { from: string | null; to: string | null }): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(sql`${leads.createdAt} >= (${from}::date)::timestamp AT TIME ZONE ${SITE_TIME_ZONE}`);
  if (to) where.push(sql`${leads.createdAt} < (${to}::date + 1)::timestamp AT TIME ZONE ${SITE_TIME_ZONE}`);
  return where;
}

function filterConditions(filters: Pick<LeadListFilters, "q" | "type" | "status" | "view" | "landing" | "origin" | "campaign" | "from" | "to">): SQL[] {
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const digits = phoneDigits(filters.q);
    where.push(
      sql`(${leads.firstName} || ' ' || ${leads.lastName} ILIKE ${pattern} OR ${leads.email} ILIKE ${pattern} OR ${leads.phone} ILIKE ${pattern}${
        digits ? sql` OR regexp_replace(${leads.phone}, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}` : sql``
      })`,
    );
  }
  if (filters.type) where.push(sql`${leads.source} = ${LEAD_SOURCE_OF_TYPE[filters.type]}`);
  if (filters.status) where.push(sql`${leads.status} = ${filters.status}`);
  if (filters.view === "open") where.push(inArray(leads.status, [...OPEN_LEAD_STATUSES]));
  if (filters.landing) where.push(sql`${LEAD_LANDING_PATH} = ${filters.landing.toLowerCase()}`);
  if (filters.origin) where.push(sql`${LEAD_VISIT_SOURCE} = ${filters.origin.toLowerCase()}`);
  if (filters.campaign) where.push(sql`${LEAD_CAMPAIGN} = ${filters.campaign.toLowerCase()}`);
  where.push(...createdBetween(filters));
  return where;
}

export type LeadCount = { value: string; leads: number };

/** The leads of a period (Charlotte's days): how many, per day, and per landing page, visit source and campaign (most first). */
export async function leadCountsBetween(
  db: Db,
  range: { from: string; to: string },
): Promise<{ total: number; byDay: { day: string; leads: number }[]; landing: LeadCount[]; origin: LeadCount[]; campaign: LeadCount[] }> {
  const where = and(...createdBetween(range));
  const counted = sql<number>`count(*)::int`;
  // By position: each expression carries its own parameters, which PostgreSQL cannot match to a GROUP BY's.
  const by = (value: SQL<string>) =>
    db
      .select({ value, leads: counted })
      .from(leads)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`2 DESC, 1 ASC`);
  const [byDay, landing, origin, campaign] = await Promise.all([
    db
      .select({ day: LEAD_DAY, leads: counted })
      .from(leads)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1 ASC`),
    by(LEAD_LANDING_PATH),
    by(LEAD_VISIT_SOURCE),
    by(LEAD_CAMPAIGN),
  ]);
  return { total: byDay.reduce((sum, row) => sum + row.leads, 0), byDay, landing, origin, campaign };
}

/** The list's order: newest first; the Open leads view by follow-up date (the oldest first, leads without one after), then oldest first. */
const listOrder = (filters: Pick<LeadListFilters, "view">) =>
  filters.view === "open" ? sql`${leads.followUpOn} ASC NULLS LAST, ${leads.createdAt} ASC, ${leads.id} ASC` : sql`${leads.createdAt} DESC, ${leads.id} DESC`;

/** The administrator's list of leads, one page of the filtered list and its total. */
export async function listLeadsForAdmin(db: Db, filters: LeadListFilters): Promise<{ leads: AdminLeadRow[]; total: number }> {
  const where = filterConditions(filters);
  const rows = await queryRows<Omit<AdminLeadRow, "createdAt"> & { createdAt: string | Date; total: string | number }>(
    db,
    sql`SELECT ${leads.id} AS id, ${leads.firstName} AS "firstName", ${leads.lastName} AS "lastName", ${leads.email} AS email,
        ${leads.phone} AS phone, ${leads.source} AS source, ${leads.pageUrl} AS "pageUrl", ${leads.createdAt} AS "createdAt",
        ${leads.status} AS status, ${leads.followUpOn}::text AS "followUpOn", ${DELIVERY_STATE} AS delivery, count(*) OVER () AS total
      FROM ${leads} LEFT JOIN ${leadDeliveries} ON ${leadDeliveries.leadId} = ${leads.id} AND ${TO_THE_AGENT}
      ${where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
      GROUP BY ${leads.id}
      ${filters.state ? sql`HAVING ${DELIVERY_STATE} = ${filters.state}` : sql``}
      ORDER BY ${listOrder(filters)}
      LIMIT ${ADMIN_LEADS_PAGE_SIZE} OFFSET ${(filters.page - 1) * ADMIN_LEADS_PAGE_SIZE}`,
  );
  return {
    leads: rows.map(({ total: _total, ...row }) => ({ ...row, createdAt: new Date(row.createdAt) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export type ExportedLead = Lead & { delivery: LeadDeliveryState };

/** Leads read per query while exporting, so an export of any size holds one batch in memory. */
const EXPORT_BATCH = 500;

/**
 * Every lead of the filtered list, newest first, in batches: each batch continues after the last
 * lead of the one before (created_at, id), so every query costs the same however far it is.
 */
export async function* exportLeadsForAdmin(db: Db, filters: LeadListFilters): AsyncGenerator<ExportedLead[]> {
  const where = filterConditions(filters);
  // The position as PostgreSQL's text: a JavaScript Date would drop the microseconds and skip rows.
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page: SQL[] = after ? [sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`] : [];
    const conditions = [...where, ...page];
    const ids = await queryRows<{ id: string; delivery: LeadDeliveryState; position: string }>(
      db,
      sql`SELECT ${leads.id} AS id, ${DELIVERY_STATE} AS delivery, ${leads.createdAt}::text AS position
        FROM ${leads} LEFT JOIN ${leadDeliveries} ON ${leadDeliveries.leadId} = ${leads.id} AND ${TO_THE_AGENT}
        ${conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``}
        GROUP BY ${leads.id}
        ${filters.state ? sql`HAVING ${DELIVERY_STATE} = ${filters.state}` : sql``}
        ORDER BY ${leads.createdAt} DESC, ${leads.id} DESC
        LIMIT ${EXPORT_BATCH}`,
    );
    if (ids.length === 0) return;
    const delivery = new Map(ids.map((row) => [row.id, row.delivery]));
    const batch = await db
      .select()
      .from(leads)
      .where(inArray(leads.id, [...delivery.keys()]))
      .orderBy(desc(leads.createdAt), desc(leads.id));
    yield batch.map((lead) => ({ ...lead, delivery: delivery.get(lead.id) ?? "pending" }));
    if (ids.length < EXPORT_BATCH) return;
    const last = ids.at(-1)!;
    after = { createdAt: last.position, id: last.id };
  }
}

export type AdminLeadDelivery = LeadDelivery & { log: LeadDeliveryAttempt[] };

export type AdminLeadDetail = {
  lead: Lead;
  deliveries: AdminLeadDelivery[];
  /** The visitor's first lead, when this one repeats its e-mail address. */
  firstLead: { id: string; createdAt: Date } | null;
  /** How many leads this e-mail address has sent in all, this one included. */
  leadsFromAddress: number;
  /** The agent's notes, newest first. */
  notes: LeadNote[];
  /** The lead's status changes, newest first. */
  statusChanges: AuditEntry[];
};

/** A lead's page: the lead, each destination with its log, and whether the visitor came before. */
export async function getLeadForAdmin(db: Db, id: string): Promise<AdminLeadDetail | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const deliveries = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)).orderBy(asc(leadDeliveries.channel));
  const attempts =
    deliveries.length > 0
      ? await db
          .select()
          .from(leadDeliveryAttempts)
          .where(
            inArray(
              leadDeliveryAttempts.deliveryId,
              deliveries.map((delivery) => delivery.id),
            ),
          )
          .orderBy(desc(leadDeliveryAttempts.attemptedAt))
      : [];
  const [firstLead] = lead.repeatOf ? await db.select({ id: leads.id, createdAt: leads.createdAt }).from(leads).where(eq(leads.id, lead.repeatOf)) : [];
  const [{ total } = { total: 1 }] = await db
    .select({ total: count() })
    .from(leads)
    .where(sql`lower(${leads.email}) = lower(${lead.email})`);
  const [notes, statusChanges] = await Promise.all([
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, LEAD_STATUS_CHANGED), eq(auditLog.subjectId, id)))
      .orderBy(desc(auditLog.createdAt)),
  ]);
  return {
    lead,
    deliveries: deliveries.map((delivery) => ({ ...delivery, log: attempts.filter((attempt) => attempt.deliveryId === delivery.id) })),
    firstLead: firstLead ?? null,
    leadsFromAddress: total,
    notes,
    statusChanges,
  };
}

/** Leads some destination still lacks 10 minutes after they came in: the count every admin page shows. */
export async function countUndeliveredLeads(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(DISTINCT ${leadDeliveries.leadId})::int` })
    .from(leadDeliveries)
    .where(and(ne(leadDeliveries.status, "delivered"), TO_THE_AGENT, lt(leadDeliveries.createdAt, new Date(now.getTime() - UNDELIVERED_LEAD_AFTER_MS))));
  return row?.total ?? 0;
}

/** The audit log's actions on leads. */
export const LEAD_DELETED = "lead-deleted";
export const LEAD_STATUS_CHANGED = "lead-status";

/** The newest deletions in the audit log, for the leads page. */
export async function recentLeadDeletions(db: Db, limit = 20) {
  return db.select().from(auditLog).where(eq(auditLog.action, LEAD_DELETED)).orderBy(desc(auditLog.createdAt)).limit(limit);
}

export type FollowUpDue = Pick<Lead, "id" | "firstName" | "lastName" | "email" | "source" | "status"> & { followUpOn: string };

/**
 * Leads whose follow-up day is `today` (the site's, YYYY-MM-DD) or earlier and that are not
 * Closed or Not a fit: the oldest follow-up first, at most `limit` of them, and how many in all.
 */
export async function listFollowUpsDue(db: Db, today: string, limit = 50): Promise<{ leads: FollowUpDue[]; total: number }> {
  const due = and(lte(leads.followUpOn, today), inArray(leads.status, [...FOLLOWED_UP_LEAD_STATUSES]));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        source: leads.source,
        status: leads.status,
        followUpOn: leads.followUpOn,
      })
      .from(leads)
      .where(due)
      .orderBy(asc(leads.followUpOn), asc(leads.createdAt), asc(leads.id))
      .limit(limit),
    db.select({ total: count() }).from(leads).where(due),
  ]);
  return { leads: rows.map((row) => ({ ...row, followUpOn: row.followUpOn! })), total: counted?.total ?? 0 };
}
