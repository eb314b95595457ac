import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** Starts the production server as a user would, on its own port and data directory. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilServing(port: number, server: { child: ChildProcess; output(): string }) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

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

    const inFlight = fetch(`http://127.0.0.1:${port}/privacy-policy`);
    first.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Iredell County");
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
