import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database.ts";
import { queryRows, type Database } from "./client.server.ts";
import { preparedRows } from "./prepared.server.ts";
import { rateLimitHits } from "./schema.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const hitsOf = async (key: string) => queryRows<{ hits: number }>(database.db, sql`SELECT hits FROM ${rateLimitHits} WHERE key = ${key}`);

describe("preparedRows", () => {
  it("returns the rows queryRows returns, call after call with other parameters", async () => {
    const typed = (n: number, at: Date, flag: boolean, note: string | null) => sql`
      SELECT ${n}::int AS n, ${n}::bigint AS big, ${flag}::boolean AS flag, ${note}::text AS note,
        ${at}::timestamptz AS at, ${at}::timestamptz::date AS day, interval '90 minutes' AS span,
        jsonb_build_object('n', ${n}::int) AS doc, ARRAY[${n}::int] AS list, gen_random_uuid() IS NOT NULL AS has_uuid`;
    for (const [n, flag, note] of [
      [1, true, "one"],
      [2, false, null],
      [3, true, "Lake Norman's"],
    ] as const) {
      const at = new Date(Date.UTC(2026, 0, n, 12, 30));
      const prepared = await preparedRows(database.db, "test_types", typed(n, at, flag, note));
      expect(prepared).toEqual(await queryRows(database.db, typed(n, at, flag, note)));
      expect(prepared[0]).toMatchObject({ n, flag, note, doc: { n }, list: [n], has_uuid: true });
    }
  });

  it("writes as one statement, and the database stays usable after a failing call", async () => {
    const count = (key: string) => sql`
      INSERT INTO ${rateLimitHits} (key, hits, reset_at) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET hits = ${rateLimitHits.hits} + 1 RETURNING hits`;
    expect(await preparedRows(database.db, "test_count", count("prepared-a"))).toEqual([{ hits: 1 }]);
    expect(await preparedRows(database.db, "test_count", count("prepared-a"))).toEqual([{ hits: 2 }]);
    const divide = sql`SELECT 1 / ${0}::int AS n`;
    const failure = { cause: expect.objectContaining({ message: "division by zero", code: "22012" }) };
    await expect(queryRows(database.db, divide)).rejects.toMatchObject(failure);
    await expect(preparedRows(database.db, "test_divide", divide)).rejects.toMatchObject(failure);
    expect(await preparedRows(database.db, "test_count", count("prepared-a"))).toEqual([{ hits: 3 }]);
    expect(await hitsOf("prepared-a")).toEqual([{ hits: 3 }]);
  });

  it("refuses a name already given to another query", async () => {
    await preparedRows(database.db, "test_one_text", sql`SELECT ${1}::int AS n`);
    await expect(preparedRows(database.db, "test_one_text", sql`SELECT ${1}::int AS m`)).rejects.toThrow(
      "The prepared statement test_one_text was given another query",
    );
  });

  it("never runs inside a transaction still open on the same database", async () => {
    const insert = (key: string) => sql`INSERT INTO ${rateLimitHits} (key, hits, reset_at) VALUES (${key}, 1, now()) RETURNING hits`;
    let opened!: () => void;
    const transactionOpen = new Promise<void>((resolve) => (opened = resolve));
    let sent!: () => void;
    const outsideSent = new Promise<void>((resolve) => (sent = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await queryRows(tx, insert("prepared-rolled-back"));
        opened();
        // Open until the statement outside has been handed to the database (it must wait for the end).
        await outsideSent;
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    await transactionOpen;
    const outside = preparedRows(database.db, "test_insert", insert("prepared-outside"));
    await new Promise((resolve) => setImmediate(resolve));
    sent();
    await outside;
    expect(await transaction).toBe("rolled back");
    expect(await hitsOf("prepared-outside")).toEqual([{ hits: 1 }]);
    expect(await hitsOf("prepared-rolled-back")).toEqual([]);
  });

  it("runs inside a transaction as one of its statements", async () => {
    const insert = sql`INSERT INTO ${rateLimitHits} (key, hits, reset_at) VALUES (${"prepared-in-tx"}, 1, now()) RETURNING hits`;
    await database.db
      .transaction(async (tx) => {
        expect(await preparedRows(tx, "test_insert_in_tx", insert)).toEqual([{ hits: 1 }]);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await hitsOf("prepared-in-tx")).toEqual([]);
  });
});

describe("the PGlite internals preparedRows relies on (decision 016)", () => {
  it("are pinned: PGlite is an exact version, so an upgrade is a deliberate change this file then checks", async () => {
    const { readFile } = await import("node:fs/promises");
    const manifest = JSON.parse(await readFile("package.json", "utf8")) as { dependencies: Record<string, string> };
    expect(manifest.dependencies["@electric-sql/pglite"]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("are all still there in the installed PGlite", async () => {
    const { parse, PGlite, protocol } = await import("@electric-sql/pglite");
    const internals = PGlite.prototype as unknown as Record<string, unknown>;
    for (const method of ["_checkReady", "_runExclusiveTransaction", "_runExclusiveQuery", "execProtocolStream", "syncToFs"]) {
      expect(typeof internals[method], method).toBe("function");
    }
    expect(typeof parse.parseDescribeStatementResults).toBe("function");
    expect(typeof parse.parseResults).toBe("function");
    for (const message of ["parse", "describe", "bind", "execute", "sync"] as const) expect(typeof protocol.serialize[message], message).toBe("function");
  });
});
