import { spawn } from "node:child_process";
import fs, { mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle, PglitePreparedQuery } from "drizzle-orm/pglite";
import { NoopCache } from "drizzle-orm/cache/core";
import { NoopLogger } from "drizzle-orm/logger";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DatabaseInUseError, DRIZZLE_PGLITE_PARSERS, openDatabase, queryRows, type Db } from "./client.server.ts";

const root = mkdtempSync(path.join(tmpdir(), "lakefront-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("openDatabase on an embedded data directory", () => {
  it("refuses a second owner of the same directory, and frees it on close", async () => {
    const dataDir = path.join(root, "db");
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it("opens a directory whose lock file names this process or another live one, as after a kill -9 of PID 1", async () => {
    const dataDir = path.join(root, "stale");
    const other = spawn("sleep", ["60"]);
    try {
      for (const pid of [process.pid, other.pid!]) {
        writeFileSync(`${dataDir}.lock`, String(pid));
        const database = await openDatabase({ dataDir });
        await database.close();
      }
    } finally {
      other.kill();
    }
  }, 60_000);

  it("answers a commit only once its WAL is fsynced to disk", async () => {
    const database = await openDatabase({ dataDir: path.join(root, "durable") });
    try {
      await database.db.execute(sql`CREATE TABLE durable_probe (n int)`);
      const fsyncSync = fs.fsyncSync;
      const synced: string[] = [];
      const spy = vi.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
        synced.push(readlinkSync(`/proc/self/fd/${fd}`));
        fsyncSync(fd);
      });
      await database.db.execute(sql`INSERT INTO durable_probe VALUES (1)`);
      spy.mockRestore();
      expect(synced).toContainEqual(expect.stringMatching(/\/pg_wal\/[0-9A-F]{24}$/));
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe("Drizzle's type parsers, installed once on the embedded database", () => {
  it("are the ones Drizzle sends with every query, each leaving the text as it is", () => {
    const query = new PglitePreparedQuery({} as PGlite, "SELECT 1", [], new NoopLogger(), new NoopCache(), undefined, undefined, undefined, undefined, false);
    const { queryConfig, rawQueryConfig } = query as unknown as Record<"queryConfig" | "rawQueryConfig", QueryOptions>;
    for (const config of [queryConfig, rawQueryConfig]) {
      expect(Object.keys(config.parsers ?? {})).toEqual(Object.keys(DRIZZLE_PGLITE_PARSERS));
    }
    for (const parse of Object.values(DRIZZLE_PGLITE_PARSERS)) expect(parse("2026-01-01 12:00:00+00")).toBe("2026-01-01 12:00:00+00");
  });

  it("give the rows Drizzle on a plain PGlite gives", async () => {
    const ours = await openDatabase({ inMemory: true });
    const plain = await PGlite.create();
    const reference = drizzle({ client: plain }) as unknown as Db;
    const query = sql`SELECT now()::timestamp AS at, now() AS at_zone, current_date AS day, interval '1 day 2 hours' AS span,
      ARRAY[1.5]::numeric[] AS amounts, ARRAY[now()::timestamp] AS ats, ARRAY[now()] AS at_zones,
      ARRAY[interval '1 hour'] AS spans, ARRAY[current_date] AS days, 12::bigint AS big, '{"a":1}'::jsonb AS doc,
      ARRAY[1, 2] AS ints, true AS flag, 1.5::numeric AS amount`;
    try {
      const [mine] = await queryRows<Record<string, unknown>>(ours.db, sql`SELECT * FROM (${query}) AS q, (SELECT now() AS t0) AS fixed`);
      const [theirs] = await queryRows<Record<string, unknown>>(reference, sql`SELECT * FROM (${query}) AS q, (SELECT now() AS t0) AS fixed`);
      const withoutTimes = (row: Record<string, unknown> | undefined) =>
        Object.fromEntries(
          Object.entries(row ?? {}).map(([key, value]) => [key, typeof value === "string" && /\d{4}-\d\d-\d\d/.test(value) ? typeof value : value]),
        );
      expect(withoutTimes(mine)).toEqual(withoutTimes(theirs));
      expect(mine?.span).toBe("1 day 02:00:00");
      expect(mine?.ats).toMatch(/^\{"\d{4}-/);
    } finally {
      await ours.close();
      await plain.close();
    }
  }, 60_000);
});
