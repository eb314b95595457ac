import { execFileSync, spawn, type ChildProcess } from "node:child_process";

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

/**
 * Until the server says it is serving (after its database is ready: a first start creates it,
 * which takes far longer on a busy machine), then /healthz answers ok; an early exit fails with
 * the server's output.
 */
export async function waitUntilServing(port: number, server: ServerProcess) {
  const serving = `is serving on http://localhost:${port}`;
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (!server.output().includes(serving)) return;
      stop();
      resolve();
    };
    const onExit = () => {
      stop();
      reject(new Error(`server exited early:\n${server.output()}`));
    };
    const stop = () => {
      server.child.stdout!.off("data", onData);
      server.child.off("exit", onExit);
    };
    server.child.stdout!.on("data", onData);
    server.child.on("exit", onExit);
    if (server.child.exitCode !== null) onExit();
    else onData();
  });
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  if (!health.ok) throw new Error(`server is serving but /healthz answered ${health.status}:\n${server.output()}`);
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

/**
 * Whether the server on `port` has read everything sent to it: no connection to it holds unread
 * bytes in the kernel (`ss`, Recv-Q). A test that sends part of a request waits for this before it
 * signals the server, instead of waiting a while.
 */
export function serverHasRead(port: number): boolean {
  const sockets = execFileSync("ss", ["-tnH", "state", "established", `( sport = :${port} )`], { encoding: "utf8" });
  return sockets
    .split("\n")
    .filter((line) => line.trim() !== "")
    .every((line) => line.trim().split(/\s+/)[0] === "0");
}
