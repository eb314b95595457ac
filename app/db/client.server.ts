import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite, types, type ParserOptions } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger } from "#app/services/logger.server.ts";
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

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already open in process ${pid}. ` +
        "Stop that process first, give this one another DATA_DIR, or set DATABASE_URL to share PostgreSQL.",
    );
    this.name = "DatabaseInUseError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has exactly one owner per data directory; a second process opening it would corrupt it.
 * A lock file holding the owner's pid refuses a second opener and is taken over when stale.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8"));
      if (owner && isRunning(owner)) throw new DatabaseInUseError(dataDir, owner);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

const asText = (value: string) => value;

/**
 * The type parsers Drizzle's PGlite driver sends with every query: dates, times and intervals (and
 * numeric and date/time arrays) stay text, for its column mappers to convert.
 */
export const DRIZZLE_PGLITE_PARSERS: ParserOptions = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/**
 * PGlite merges a query's parsers into a copy of its whole parser table (one entry per type and
 * array type) for every query, a measurable share of a contact POST. Drizzle's parsers, installed
 * once on the instance, give the same rows without the copy, so a query leaves them out.
 */
function withDrizzleParsers(pglite: PGlite): PGlite {
  Object.assign(pglite.parsers, DRIZZLE_PGLITE_PARSERS);
  const query = pglite.query.bind(pglite);
  pglite.query = (text, params, options) => {
    if (!options?.parsers) return query(text, params, options);
    const { parsers: _installed, ...rest } = options;
    return query(text, params, rest);
  };
  return pglite;
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's error (a restart, a failover) must not crash the process; the pool reconnects.
    pool.on("error", (error) => logger.warn({ err: error }, "idle PostgreSQL client failed"));
    const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
    return { db, driver: "postgres", pool, close: () => pool.end() };
  }
  if (!("dataDir" in options)) {
    const pglite = withDrizzleParsers(await PGlite.create({ loadDataDir: options.loadDataDir }));
    const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
    return { db, driver: "pglite", pglite, close: () => pglite.close() };
  }
  mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  let pglite: PGlite;
  try {
    pglite = withDrizzleParsers(await PGlite.create({ dataDir: options.dataDir }));
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    pglite,
    async close() {
      await pglite.close();
      unlock();
    },
  };
}
