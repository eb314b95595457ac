import { spawn } from "node:child_process";
import fs, { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite, types, type ParserOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger } from "#app/lib/logger.server.ts";
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

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { inMemory: true; loadDataDir?: Blob };

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, owner: string) {
    super(
      `The embedded database in ${dataDir} is already open in another process${owner ? ` (pid ${owner} when it opened it)` : ""}. ` +
        "Stop that process first, give this one another DATA_DIR, or set DATABASE_URL to share PostgreSQL.",
    );
    this.name = "DatabaseInUseError";
  }
}

/** How often, and how far apart, a lock another process holds is tried again: a process just killed may still hold it for a moment. */
const LOCK_ATTEMPTS = 5;
const LOCK_RETRY_MS = 200;

/**
 * Holds an exclusive flock(2) on `lockFile` through a child `flock … cat`, as Node has no flock of
 * its own. The lock belongs to an open file, so the kernel releases it when its holder dies, however
 * it dies (kill -9, OOM kill, power loss); and the child's `cat` ends when its input, a pipe from this
 * process, closes, which is also when this process dies. Resolves with the release function, or
 * with null when another process holds the lock.
 */
function tryFlock(lockFile: string): Promise<(() => Promise<void>) | null> {
  return new Promise((resolve, reject) => {
    const child = spawn("flock", ["--exclusive", "--nonblock", lockFile, "cat"], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // `cat` runs only once the lock is taken, so the echo of this line says it is held.
    child.stdout.once("data", () => {
      child.removeListener("exit", refused);
      child.stdout.destroy();
      child.stderr.destroy();
      // Neither the child nor its pipe keeps this process alive; its death closes the pipe.
      child.unref();
      (child.stdin as unknown as { unref(): void }).unref();
      const exited = new Promise<void>((done) => child.once("exit", () => done()));
      resolve(async () => {
        child.ref();
        child.stdin.end();
        await exited;
      });
    });
    // Refused, flock exits before reading: the write fails with EPIPE, which "exit" reports.
    child.stdin.on("error", () => {});
    child.stdin.write("locked\n");
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error("The embedded database needs the flock command (util-linux) to lock its data directory") : error),
    );
    const refused = (code: number | null) => {
      if (code === 1 && !stderr) resolve(null);
      else reject(new Error(`flock ${lockFile} failed (${code}): ${stderr.trim()}`));
    };
    child.once("exit", refused);
  });
}

/**
 * PGlite has exactly one owner per data directory; a second process opening it would corrupt it.
 * An OS-released lock on `<dataDir>.lock` refuses a second opener; the pid written into the file
 * is only for the message. The file stays: removing a locked file would let two openers lock two
 * different files of one name.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  closeSync(openSync(lockFile, "a"));
  for (let attempt = 1; ; attempt++) {
    const release = await tryFlock(lockFile);
    if (release) {
      writeFileSync(lockFile, String(process.pid));
      return release;
    }
    if (attempt === LOCK_ATTEMPTS) throw new DatabaseInUseError(dataDir, readFileSync(lockFile, "utf8").trim());
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}

type PostgresMod = Parameters<NodeFS["init"]>[1];
type NodeFsStream = { nfd: number };
type NodeFsOperations = { stream_ops: { fsync?: (stream: NodeFsStream) => number }; tryFSOperation<T>(operation: () => T): T };

/**
 * PGlite's data directory on the host file system, made durable. PGlite starts PostgreSQL with
 * fsync off, and its file-system layer turns fsync(2) into a no-op and fdatasync(2) into nothing at
 * all, so a committed transaction could be lost, or the database corrupted, by a power cut or a
 * kernel crash. Here fsync(2) reaches the disk; with fsync on and the WAL synced by fsync
 * (`wal_sync_method=fsync`), a commit returns only once its WAL is on disk, and checkpoints sync
 * data files, the control file and directories as PostgreSQL does (docs/decisions/022).
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const syncToDisk = (mod: PostgresMod) => {
      const nodefs = mod.NODEFS as unknown as NodeFsOperations;
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          fs.fsyncSync(stream.nfd);
          return 0;
        });
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncToDisk] } };
  }
}

/**
 * PGlite's start-up parameters for a data directory on disk: without `-F` (fsync off), its WAL
 * synced by fsync(2), the one sync that reaches the disk; and 16 MB of shared buffers instead of
 * 128 MB, which PGlite keeps resident in its WebAssembly memory (the files stay in the operating
 * system's page cache, and the page cache serves most reads; docs/performance.md, "Idle memory").
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== "-F"), ...["-c", "wal_sync_method=fsync", "-c", "shared_buffers=16MB"]];

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

const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    // A database that does not answer fails a request after 5 s instead of holding it for the
    // operating system's connect timeout (minutes), so pages can be served stale or answer 503.
    // Idle connections are kept for 5 minutes, not pg's 10 s: a quiet site otherwise opened a new
    // connection, and a backend with nothing planned yet, for most uncached pages (docs/performance.md).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
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
  const unlock = await lockDataDir(options.dataDir);
  let pglite: PGlite;
  try {
    pglite = withDrizzleParsers(await PGlite.create({ fs: new DurableNodeFS(options.dataDir), startParams: EMBEDDED_START_PARAMS }));
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    pglite,
    async close() {
      await pglite.close();
      await unlock();
    },
  };
}
