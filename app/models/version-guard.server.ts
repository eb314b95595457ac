import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The one check behind "no lost edits between two tabs" (decision 037): an edit raises the row's
 * `version` and, given the version it was based on, matches only a row still at that version, so
 * zero rows updated is a conflict (or a row gone). No read-then-write race is left.
 */
export function atVersion(version: PgColumn, baseVersion: number | undefined): SQL | undefined {
  return baseVersion === undefined ? undefined : eq(version, baseVersion);
}

export function nextVersion(version: PgColumn): SQL {
  return sql`${version} + 1`;
}
