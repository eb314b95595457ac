import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { blogPosts, marketListingChoices, mediaUses, mlsListings, neighborhoods, siteSettings, soldProperties, testimonials } from "#app/db/schema.ts";
import type { MediaUsage } from "#app/lib/media-library.ts";

type UsageSource = { kind: MediaUsage["kind"]; table: PgTable; label: SQL };

/**
 * The tables whose rows can show an upload, in the order the library lists them, and how a use's
 * `ref` (the record's key as text, written by the triggers of drizzle/0012_media_uses.sql) finds
 * the record's name by its primary key.
 */
const USAGE_SOURCES: UsageSource[] = [
  { kind: "settings", table: siteSettings, label: sql`''` },
  { kind: "post", table: blogPosts, label: sql`(SELECT ${blogPosts.title} FROM ${blogPosts} WHERE ${blogPosts.id} = ${mediaUses.ref}::uuid)` },
  {
    kind: "neighborhood",
    table: neighborhoods,
    label: sql`(SELECT ${neighborhoods.name} FROM ${neighborhoods} WHERE ${neighborhoods.slug} = ${mediaUses.ref})`,
  },
  {
    kind: "sold",
    table: soldProperties,
    label: sql`(SELECT ${soldProperties.address} FROM ${soldProperties} WHERE ${soldProperties.id} = ${mediaUses.ref}::uuid)`,
  },
  {
    kind: "testimonial",
    table: testimonials,
    label: sql`(SELECT ${testimonials.author} FROM ${testimonials} WHERE ${testimonials.id} = ${mediaUses.ref}::uuid)`,
  },
  {
    kind: "listing",
    table: marketListingChoices,
    label: sql`(SELECT coalesce(${mlsListings.address}, 'MLS #' || ${mlsListings.listingId}) FROM ${mlsListings} WHERE ${mlsListings.listingId} = ${mediaUses.ref})`,
  },
];

/** Where each of these uploads is used: index lookups in media_uses and each record's key, whatever the size of the content. */
export async function findMediaUsages(db: Db, ids: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return usages;
  // CASE evaluates only the branch of the use's own table, so a ref is cast only to its own key's type.
  const order = sql.join(
    USAGE_SOURCES.map((source, index) => sql`WHEN ${getTableName(source.table)} THEN ${sql.raw(String(index))}`),
    sql` `,
  );
  const label = sql.join(
    USAGE_SOURCES.map((source) => sql`WHEN ${getTableName(source.table)} THEN ${source.label}`),
    sql` `,
  );
  const rows = await queryRows<{ media_id: string; source_order: number; ref: string; label: string | null }>(
    db,
    sql`SELECT * FROM (
        SELECT ${mediaUses.mediaId} AS media_id, CASE ${mediaUses.source} ${order} END AS source_order, ${mediaUses.ref} AS ref, CASE ${mediaUses.source} ${label} END AS label
        FROM ${mediaUses}
        WHERE ${mediaUses.mediaId} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      ) AS usage
      ORDER BY usage.source_order, usage.label, usage.ref`,
  );
  for (const row of rows) usages.get(row.media_id)?.push({ kind: USAGE_SOURCES[row.source_order]!.kind, ref: row.ref, label: row.label ?? "" });
  return usages;
}
