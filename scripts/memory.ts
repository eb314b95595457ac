/**
 * `npm run memory`: the server's resident memory (VmRSS of its process) on a production start of
 * the built site on a fresh embedded database — idle after the start, right after 6,000 distinct
 * uncached pages (blog searches, pages of the blog list, guides with `?inquire=`, 404s), and
 * after a minute idle — against the goals of issue 33: idle at most 250 MB, and back under
 * 300 MB after the load.
 *
 * Exits 0 when both goals are met. MEMORY_PORT (3480), MEMORY_PAGES (6000), MEMORY_IDLE_S (60),
 * MEMORY_CONCURRENCY (4).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measuredServerEnvironment, residentMb } from "./measured-server.ts";

const PORT = Number(process.env.MEMORY_PORT ?? 3480);
const PAGES = Number(process.env.MEMORY_PAGES ?? 6000);
const IDLE_S = Number(process.env.MEMORY_IDLE_S ?? 60);
const CONCURRENCY = Number(process.env.MEMORY_CONCURRENCY ?? 4);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** "Idle" is this long after /healthz first answers, as docs/performance.md measured it. */
const SETTLE_S = 30;
const GOALS = { idleMb: 250, afterLoadMb: 300 };

/** The n-th distinct page: four kinds in turn, none of them a page already kept. */
function distinctPage(n: number): string {
  const kinds = [
    () => `/the-lake-advisor?q=${encodeURIComponent(`lake term ${n}`)}`,
    () => `/the-lake-advisor?page=${n}`,
    () => `/neighborhood/davidson?inquire=${encodeURIComponent(`Home number ${n}`)}`,
    () => `/no-such-page-${n}`,
  ];
  return kinds[n % kinds.length]!();
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      ...measuredServerEnvironment({ port: PORT, dataDir }),
      // Every request comes from one address: the limits must not be what is measured.
      RATE_LIMIT_FACTOR: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitForHealth(child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server stopped before it was healthy");
    try {
      if ((await fetch(`${BASE_URL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${BASE_URL}/healthz did not answer within ${timeoutMs} ms`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests every page once, `CONCURRENCY` at a time; counts answers by status and X-Cache. */
async function requestPages(count: number): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  let next = 0;
  const client = async () => {
    while (next < count) {
      const page = distinctPage(next++);
      const response = await fetch(`${BASE_URL}${page}`, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
      const label = `${response.status} ${response.headers.get("x-cache") ?? "-"}`;
      answers.set(label, (answers.get(label) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return answers;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lakefront-memory-"));
  const child = startServer(dataDir);
  try {
    await waitForHealth(child);
    await sleep(SETTLE_S * 1000);
    const pid = child.pid!;
    const idle = residentMb(pid);
    console.log(`idle after start:          ${idle} MB`);
    const startedAt = Date.now();
    const answers = await requestPages(PAGES);
    const afterLoad = residentMb(pid);
    console.log(
      `after ${PAGES} distinct pages: ${afterLoad} MB (${((Date.now() - startedAt) / 1000).toFixed(0)} s; ${[...answers].map(([label, n]) => `${label}: ${n}`).join(", ")})`,
    );
    await sleep(IDLE_S * 1000);
    const afterIdle = residentMb(pid);
    console.log(`after ${IDLE_S} s idle:          ${afterIdle} MB`);
    const met = idle <= GOALS.idleMb && afterIdle < GOALS.afterLoadMb;
    console.log(`goals (idle ≤ ${GOALS.idleMb} MB, after the load < ${GOALS.afterLoadMb} MB): ${met ? "met" : "missed"}`);
    return met ? 0 : 1;
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
