import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /** The PGlite instance, when embedded (used to snapshot test templates). */
  pglite?: PGlite;
  /** The pool, when on PostgreSQL (migrations take a dedicated client from it). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { inMemory: true; loadDataDir?: Blob };

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
    return { db, driver: "postgres", pool, close: () => pool.end() };
  }
  let pglite: PGlite;
  if ("dataDir" in options) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    pglite = await PGlite.create({ dataDir: options.dataDir });
  } else {
    pglite = await PGlite.create({ loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { db, driver: "pglite", pglite, close: () => pglite.close() };
}
