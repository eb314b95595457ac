import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { blogPosts, neighborhoods, siteSettings, soldProperties, testimonials } from "#app/db/schema.ts";
import { MEDIA } from "#app/lib/constants.ts";
import { MEDIA_ID } from "#app/lib/media-keys.ts";
import type { MediaUsage } from "#app/lib/media-library.ts";

/** `/media/<id>/` anywhere in a text, capturing the id: a field's URL, Markdown, HTML, a srcset. */
const MEDIA_ID_IN_TEXT = `${MEDIA.urlPrefix}(${MEDIA_ID})/`;

type UsageSource = { kind: MediaUsage["kind"]; table: PgTable; ref: SQL; label: SQL };

/** The tables whose rows can show an upload, in the order the library lists them. */
const USAGE_SOURCES: UsageSource[] = [
  { kind: "settings", table: siteSettings, ref: sql`${siteSettings.id}::text`, label: sql`''` },
  { kind: "post", table: blogPosts, ref: sql`${blogPosts.id}::text`, label: sql`${blogPosts.title}` },
  { kind: "neighborhood", table: neighborhoods, ref: sql`${neighborhoods.slug}`, label: sql`${neighborhoods.name}` },
  { kind: "sold", table: soldProperties, ref: sql`${soldProperties.id}::text`, label: sql`${soldProperties.address}` },
  { kind: "testimonial", table: testimonials, ref: sql`${testimonials.id}::text`, label: sql`${testimonials.author}` },
];

/**
 * Each row with every upload it names, one line per mention. The row is read as its text, every
 * column at once, so a column added later (jsonb or text) counts without a change here.
 */
const mentionsIn = (source: UsageSource) =>
  sql`${source.table}, regexp_matches(${source.table}::text, ${MEDIA_ID_IN_TEXT}, 'g') AS mention(parts)`;

/** Every upload id some content row names (with repeats): one scan of each content table. */
export const usedMediaIds: SQL = sql.join(
  USAGE_SOURCES.map((source) => sql`SELECT mention.parts[1] AS media_id FROM ${mentionsIn(source)}`),
  sql` UNION ALL `,
);

/** Where each of these uploads is used: one query, one scan of each content table, whatever the number of ids. */
export async function findMediaUsages(db: Db, ids: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return usages;
  const branches = USAGE_SOURCES.map(
    (source, order) =>
      sql`SELECT DISTINCT mention.parts[1] AS media_id, ${order}::int AS source_order, ${source.ref} AS ref, ${source.label} AS label FROM ${mentionsIn(source)}`,
  );
  const rows = await queryRows<{ media_id: string; source_order: number; ref: string; label: string }>(
    db,
    sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) AS usage
      WHERE usage.media_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      ORDER BY usage.source_order, usage.label, usage.ref`,
  );
  for (const row of rows) usages.get(row.media_id)?.push({ kind: USAGE_SOURCES[row.source_order]!.kind, ref: row.ref, label: row.label });
  return usages;
}
