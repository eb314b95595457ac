import { spawn, type ChildProcess } from "node:child_process";

export type ServerProcess = { child: ChildProcess; exited: Promise<number | null>; output(): string };

/**
 * Starts the production server as a user would, with `env` over the test's own environment;
 * `launcher` runs it through another command (such as `unshare`).
 */
export function startServer(env: Record<string, string>, launcher: string[] = []): ServerProcess {
  const [command, ...args] = [...launcher, process.execPath, "server.js"];
  const child = spawn(command!, args, {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Until /healthz answers: a first start creates the database, which takes far longer on a busy machine. */
export async function waitUntilServing(port: number, server: ServerProcess) {
  for (let attempt = 0; attempt < 450; attempt++) {
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

/**
 * A new, empty database `name` on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), for
 * journeys that start their own instances on one PostgreSQL; `drop()` removes it again.
 */
export async function createScratchDatabase(serverUrl: string, name: string) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
