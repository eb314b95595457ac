import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createScratchDatabase, startServer, waitUntilServing } from "../support/server-process.ts";

test.describe.configure({ mode: "serial" });

test("a bad variable stops start-up with a clear message per variable", async () => {
  const server = startServer({ PORT: "abc", DATABASE_URL: "mysql://db", DATA_DIR: path.join(tmpdir(), "unused") });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration:");
  expect(server.output()).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
  expect(server.output()).toContain("DATABASE_URL: must be a postgres:// or postgresql:// connection URL");
  expect(server.output()).not.toMatch(/\n\s+at /);
});

test("SIGTERM drains, closes the database, and a second start keeps the data without reseeding", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "lakefront-restart-"));
  const port = 4390;
  try {
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilServing(port, first);
    expect(first.output()).toContain("demo content loaded");

    const intruder = startServer({ PORT: String(port + 10), DATA_DIR: dataDir });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`The embedded database in ${path.join(dataDir, "db")} is already open in process`);

    // A request whose headers are still arriving when SIGTERM comes must still be answered,
    // while new connections are refused.
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("GET /privacy-policy HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.child.kill("SIGTERM");
    await expect.poll(() => first.output()).toContain("finishing in-flight requests");
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    socket.write("Connection: close\r\n\r\n");
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain("Iredell County");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("Shut down cleanly");

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilServing(port, second);
    expect(second.output()).toContain("database ready");
    expect(second.output()).not.toContain("demo content loaded");
    const page = await fetch(`http://127.0.0.1:${port}/neighborhood/davidson`);
    expect(await page.text()).toContain("Living in Davidson");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("two instances starting together on one PostgreSQL migrate and seed it once", async () => {
  const url = process.env.TEST_DATABASE_URL;
  test.skip(!url, "needs TEST_DATABASE_URL (bash .ci/run provides a PostgreSQL)");
  test.setTimeout(90_000);
  const { default: pg } = await import("pg");
  const { databaseUrl, drop } = await createScratchDatabase(url!, `lakefront_e2e_${process.pid}`);
  const ports = [4391, 4392];
  const servers = ports.map((port) =>
    startServer({ PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: path.join(tmpdir(), `lakefront-pg-${port}`) }),
  );
  try {
    await Promise.all(ports.map((port, i) => waitUntilServing(port, servers[i]!)));
    const seeded = servers.filter((server) => server.output().includes("demo content loaded"));
    expect(seeded).toHaveLength(1);
    for (const port of ports) {
      const html = await (await fetch(`http://127.0.0.1:${port}/neighborhood/davidson`)).text();
      expect(html).toContain("Living in Davidson");
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM neighborhoods");
    await db.end();
    expect(rows[0]!.n).toBe(8);
  } finally {
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.exited));
    await drop();
  }
});
