import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { mailOutbox, newsletterSubscribers } from "#app/db/schema.ts";
import { ADMIN_SUBSCRIBERS_PAGE_SIZE, type SubscriberListFilters } from "#app/lib/subscriber-status.ts";

/** What the list and the export show of a subscriber: never the visit kept for the CRM. */
const COLUMNS = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  subscribedAt: newsletterSubscribers.subscribedAt,
  signupPage: newsletterSubscribers.signupPage,
  confirmedAt: newsletterSubscribers.confirmedAt,
  consentNote: newsletterSubscribers.consentNote,
  addedBy: newsletterSubscribers.addedBy,
  updatedAt: newsletterSubscribers.updatedAt,
};
export type AdminSubscriberRow = Pick<typeof newsletterSubscribers.$inferSelect, keyof typeof COLUMNS>;

/** Where a pending address's latest confirmation e-mail stands: waiting for the mail server, sent, or refused. */
export type ConfirmationMailState = "pending" | "sent" | "failed" | "cancelled" | null;

const CONFIRMATION_MAIL = sql<ConfirmationMailState>`(SELECT ${mailOutbox.status} FROM ${mailOutbox}
  WHERE ${mailOutbox.subscriberId} = ${newsletterSubscribers.id} AND ${mailOutbox.kind} = 'confirmation'
  ORDER BY ${mailOutbox.createdAt} DESC LIMIT 1)`;

function conditions(filters: Pick<SubscriberListFilters, "q" | "status">): SQL | undefined {
  const escaped = filters.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(
    filters.q ? ilike(newsletterSubscribers.email, `%${escaped}%`) : undefined,
    filters.status ? eq(newsletterSubscribers.status, filters.status) : undefined,
  );
}

/** A page of the filtered subscribers, newest sign-up first, and how many match. */
export async function listSubscribersForAdmin(
  db: Db,
  filters: SubscriberListFilters,
): Promise<{ subscribers: (AdminSubscriberRow & { confirmationMail: ConfirmationMailState })[]; total: number }> {
  const where = conditions(filters);
  const [subscribers, [counted]] = await Promise.all([
    db
      .select({ ...COLUMNS, confirmationMail: sql<ConfirmationMailState>`CASE WHEN ${newsletterSubscribers.status} = 'pending' THEN ${CONFIRMATION_MAIL} END` })
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .limit(ADMIN_SUBSCRIBERS_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_SUBSCRIBERS_PAGE_SIZE),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { subscribers, total: counted?.total ?? 0 };
}

/** Subscribers read per query while exporting, so an export of any size holds one batch in memory. */
const EXPORT_BATCH = 500;

/** Every subscriber of the filtered list, newest first, in batches that each continue after the last (subscribed_at, id). */
export async function* exportSubscribersForAdmin(db: Db, filters: Pick<SubscriberListFilters, "q" | "status">): AsyncGenerator<AdminSubscriberRow[]> {
  // The position as PostgreSQL's text: a JavaScript Date would drop the microseconds and skip rows.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const page: SQL | undefined = after
      ? sql`(${newsletterSubscribers.subscribedAt}, ${newsletterSubscribers.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const batch: (AdminSubscriberRow & { position: string })[] = await db
      .select({ ...COLUMNS, position: sql<string>`${newsletterSubscribers.subscribedAt}::text` })
      .from(newsletterSubscribers)
      .where(and(conditions(filters), page))
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch.map(({ position: _position, ...row }) => row);
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { at: last.position, id: last.id };
  }
}

/** How many addresses a newsletter would go to now. */
export async function countSubscribed(db: Db): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "subscribed"));
  return counted?.total ?? 0;
}
