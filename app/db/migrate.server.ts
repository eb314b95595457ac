import path from "node:path";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.server.ts";

/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_ID = 7_401_200_001;

/** Migrations are read from the working directory, which is the project root in every script. */
export const migrationsFolder = path.resolve("drizzle");

/**
 * Applies the committed SQL migrations. On PostgreSQL an advisory lock makes instances that
 * start together take turns, so each migration runs once.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error("Database has neither a PGlite instance nor a pool");
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
