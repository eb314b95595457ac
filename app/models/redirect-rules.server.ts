import { and, count, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { blogPosts, neighborhoods, redirects, soldProperties, type RedirectRow } from "#app/db/schema.ts";
import { escapeLike } from "#app/lib/blog-query.ts";
import { isPublished } from "#app/models/blog-posts.server.ts";
import type { RecordKind } from "#app/lib/live-paths.ts";
import { ADMIN_REDIRECTS_PAGE_SIZE } from "#app/lib/admin-paths.ts";
import type { RedirectInput } from "#app/lib/redirect-schema.ts";
import { buildRedirectTable, type RedirectRule, type RedirectTable } from "#app/lib/redirects.ts";

/**
 * The redirects table (decision 038). The administrator's page writes through here; the automatic
 * 301s of a moved post, and the release of a path that became a live page, are the triggers of
 * drizzle/0015_redirects.sql.
 */

const ruleColumns = { id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath, match: redirects.match, status: redirects.status };

/** Every rule, for one instance's table in memory and for the loop check. */
export function readRedirectRules(db: Db): Promise<Array<RedirectRule & { id: string }>> {
  return db.select(ruleColumns).from(redirects);
}

export async function readRedirectTable(db: Db): Promise<RedirectTable> {
  return buildRedirectTable(await readRedirectRules(db));
}

export type AdminRedirectRow = Pick<RedirectRow, "id" | "fromPath" | "toPath" | "match" | "status" | "automatic" | "updatedAt">;

/** A page of redirects by their from path, searched by either path. */
export async function listRedirectsForAdmin(db: Db, { q, page }: { q: string; page: number }): Promise<{ rows: AdminRedirectRow[]; total: number }> {
  const pattern = `%${escapeLike(q)}%`;
  const where: SQL | undefined = q ? or(ilike(redirects.fromPath, pattern), ilike(redirects.toPath, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...ruleColumns, automatic: redirects.automatic, updatedAt: redirects.updatedAt })
      .from(redirects)
      .where(where)
      .orderBy(redirects.fromPath)
      .limit(ADMIN_REDIRECTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REDIRECTS_PAGE_SIZE),
    db.select({ n: count() }).from(redirects).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRedirectId(id: string): boolean {
  return UUID.test(id);
}

export async function findRedirectById(db: Db, id: string): Promise<RedirectRow | undefined> {
  if (!isRedirectId(id)) return undefined;
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
  return row;
}

export type RedirectWriteResult = { ok: true; id: string } | { ok: false; reason: "from-taken" | "missing" };

function isFromConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function createRedirect(db: Db, input: RedirectInput): Promise<RedirectWriteResult> {
  const [row] = await db.insert(redirects).values(input).onConflictDoNothing({ target: redirects.fromPath }).returning({ id: redirects.id });
  return row ? { ok: true, id: row.id } : { ok: false, reason: "from-taken" };
}

export async function updateRedirect(db: Db, id: string, input: RedirectInput): Promise<RedirectWriteResult> {
  if (!isRedirectId(id)) return { ok: false, reason: "missing" };
  try {
    const [row] = await db.update(redirects).set(input).where(eq(redirects.id, id)).returning({ id: redirects.id });
    return row ? { ok: true, id: row.id } : { ok: false, reason: "missing" };
  } catch (error) {
    if (isFromConflict(error)) return { ok: false, reason: "from-taken" };
    throw error;
  }
}

export async function deleteRedirect(db: Db, id: string): Promise<boolean> {
  if (!isRedirectId(id)) return false;
  const deleted = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
  return deleted.length > 0;
}

/**
 * Whether the record a page shows is live: a post published, or scheduled (it goes live by itself)
 * unless `now` asks for what answers today; a guide shown to visitors; a sold home that exists.
 */
export async function isLiveRecord(db: Db, kind: RecordKind, key: string, { now = false }: { now?: boolean } = {}): Promise<boolean> {
  const rows =
    kind === "post"
      ? await db
          .select({ one: sql`1` })
          .from(blogPosts)
          .where(and(eq(blogPosts.slug, key), now ? isPublished : isNotNull(blogPosts.publishedAt)))
          .limit(1)
      : kind === "neighborhood"
        ? await db
            .select({ one: sql`1` })
            .from(neighborhoods)
            .where(and(eq(neighborhoods.slug, key), eq(neighborhoods.hidden, false)))
            .limit(1)
        : await db
            .select({ one: sql`1` })
            .from(soldProperties)
            .where(ilike(soldProperties.mlsId, escapeLike(key)))
            .limit(1);
  return rows.length > 0;
}
