import net from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database.ts";
import { openDatabase, type Database } from "./client.server.ts";
import { isDatabaseUnreachable } from "./database-unreachable.ts";

/** A TCP server that treats every connection as `onConnection` says; closed by the test. */
async function listen(onConnection: (socket: net.Socket) => void): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://lakefront@127.0.0.1:${port}/lakefront`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("isDatabaseUnreachable", () => {
  it("is false for a query the database answered with an error", async () => {
    expect(isDatabaseUnreachable(await failureOf(() => database.db.execute(sql`SELEC 1`)))).toBe(false);
    expect(isDatabaseUnreachable(await failureOf(() => database.db.execute(sql`SELECT 1 / 0`)))).toBe(false);
    expect(isDatabaseUnreachable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnreachable("Connection terminated")).toBe(false);
  });

  it("is true, through Drizzle's wrapping, when PostgreSQL refuses the connection", async () => {
    const closed = await listen(() => undefined);
    const { url } = closed;
    await closed.close();
    const refused = await openDatabase({ databaseUrl: url });
    try {
      const error = await failureOf(() => refused.db.execute(sql`SELECT 1`));
      expect(isDatabaseUnreachable(error)).toBe(true);
    } finally {
      await refused.close();
    }
  });

  it("is true when the connection is cut, or never answers within the pool's time", async () => {
    const cutting = await listen((socket) => socket.destroy());
    const silent = await listen(() => undefined);
    try {
      const cut = new pg.Pool({ connectionString: cutting.url });
      expect(isDatabaseUnreachable(await failureOf(() => cut.query("SELECT 1")))).toBe(true);
      await cut.end();
      const slow = new pg.Pool({ connectionString: silent.url, connectionTimeoutMillis: 200 });
      expect(isDatabaseUnreachable(await failureOf(() => slow.query("SELECT 1")))).toBe(true);
      await slow.end();
    } finally {
      await Promise.all([cutting.close(), silent.close()]);
    }
  });
});
