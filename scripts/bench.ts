/**
 * `npm run bench`: autocannon on loopback against a production start of the built site on a fresh
 * embedded database. For the home page, the Lake Advisor, one post and the sold-properties page
 * it measures the page, then the same bytes as a static file served by the same server (the
 * practical limit); then POSTs to the contact endpoint with unique, valid submissions and, after
 * the server has stopped, checks in its database that every answered lead was stored. Prints
 * requests/s, p50, p99, the page/static ratio and whether each goal is met.
 *
 * Exits 0 when it ran (the table is the result); non-zero when the server failed or a lead was lost.
 * BENCH_DURATION (seconds per case, default 10), BENCH_CONNECTIONS (50), BENCH_PORT (3470),
 * BENCH_ONLY (`pages` or `contact`: run only those cases; default both).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Context, type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#app/db/client.server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3470);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = Math.min(2, DURATION_S);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Request logging as in production unless LOG_LEVEL says otherwise. */
const LOG_LEVEL = process.env.LOG_LEVEL || "info";
const ONLY = process.env.BENCH_ONLY ?? "";
if (!["", "pages", "contact"].includes(ONLY)) throw new Error(`BENCH_ONLY is "pages" or "contact", not "${ONLY}"`);

const GOALS = { pageToStatic: 0.7, p99Ms: 50, contactPerSecond: 500 } as const;
const PREFERRED_POST = "top-7-best-towns-to-live-on-lake-norman";
const BOUNDARY = "----lakefront-bench-boundary";

type Measured = { perSecond: number; p50: number; p99: number; failures: number; cpuMsPerRequest: number | null };
type Row = { name: string; page: Measured; static?: Measured; goal: string; met: boolean };

function startServer(dataDir: string): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SITE_URL: BASE_URL,
      // The embedded database, which the lead count opens afterwards; no CRM, so leads only wait.
      DATABASE_URL: "",
      CRM_WEBHOOK_URL: "",
      SMTP_URL: "",
      LEAD_NOTIFY_EMAIL: "",
      // Every request comes from one address: the limits must not be what is measured.
      RATE_LIMIT_FACTOR: "100000",
      LOG_LEVEL,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

async function waitForHealth(child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server stopped before it was healthy");
    try {
      if ((await fetch(`${BASE_URL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${BASE_URL}/healthz did not answer within ${timeoutMs} ms`);
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}

/** The page as a visitor without compression gets it: the bytes the static twin serves. */
async function fetchPage(pagePath: string): Promise<Buffer> {
  const response = await fetch(`${BASE_URL}${pagePath}`, { headers: { "accept-encoding": "identity" } });
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function choosePost(): Promise<string> {
  const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
  const posts = [...sitemap.matchAll(/<loc>[^<]*?(\/the-lake-advisor\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  const preferred = `/the-lake-advisor/${PREFERRED_POST}`;
  const post = posts.includes(preferred) ? preferred : posts.find((candidate) => !candidate.endsWith("rss.xml"));
  if (!post) throw new Error("the sitemap lists no post");
  return post;
}

/**
 * CPU time the server process has used, in ms (Linux: /proc/<pid>/stat, user + system ticks).
 * Unlike requests/s it hardly depends on what else the machine is doing.
 */
function serverCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

let serverPid: number | undefined;

/** Runs one load and measures it, with the server's CPU time per answered request. */
async function measuredRun(run: () => Promise<Result>): Promise<Measured> {
  const cpuBefore = serverCpuMs(serverPid);
  const result = await run();
  const cpuAfter = serverCpuMs(serverPid);
  const answered = result["2xx"] + result.non2xx;
  return {
    perSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && answered > 0 ? (cpuAfter - cpuBefore) / answered : null,
  };
}

async function load(url: string, durationS: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: durationS, timeout: 10 });
}

async function measureGet(url: string): Promise<Measured> {
  if (WARMUP_S > 0) await load(url, WARMUP_S);
  return measuredRun(() => load(url, DURATION_S));
}

function contactBody(submissionId: string, n: number): string {
  const fields: Record<string, string> = {
    kind: "contact",
    firstName: "Bench",
    lastName: `Visitor ${n}`,
    phone: "704-555-0100",
    email: `bench-${n}@example.com`,
    meetingType: "zoom",
    message: "A lake house with a deep-water dock, please.",
    website: "",
    pageUrl: `${BASE_URL}/`,
    submissionId,
  };
  return (
    Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${BOUNDARY}--\r\n`
  );
}

/** POSTs unique contact submissions; returns the measurement and the ids answered with 2xx (warm-up included). */
async function measureContact(): Promise<{ result: Measured; acknowledged: Set<string> }> {
  const acknowledged = new Set<string>();
  let sent = 0;
  const run = (durationS: number) =>
    autocannon({
      url: `${BASE_URL}/resources/contact`,
      connections: CONNECTIONS,
      duration: durationS,
      timeout: 10,
      requests: [
        {
          method: "POST",
          path: "/resources/contact",
          headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, accept: "application/json" },
          setupRequest: (request, context: Context) => {
            const submissionId = randomUUID();
            context.submissionId = submissionId;
            sent += 1;
            return { ...request, body: contactBody(submissionId, sent) };
          },
          onResponse: (status, _body, context: Context) => {
            if (status >= 200 && status < 300 && typeof context.submissionId === "string") {
              acknowledged.add(context.submissionId);
            }
          },
        },
      ],
    });
  if (WARMUP_S > 0) await run(WARMUP_S);
  const result = await measuredRun(() => run(DURATION_S));
  return { result, acknowledged };
}

/** Opens the stopped server's embedded database and returns which of the ids it holds. */
async function storedSubmissions(dataDir: string, ids: Set<string>): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const rows = await queryRows<{ submission_id: string }>(
      database.db,
      sql`SELECT submission_id::text AS submission_id FROM leads WHERE source = 'contact-dialog' AND submission_id IS NOT NULL`,
    );
    const stored = new Set(rows.map((row) => row.submission_id));
    return [...ids].filter((id) => stored.has(id)).length;
  } finally {
    await database.close();
  }
}

const fixed = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

function pageGoal(page: Measured, twin: Measured): { goal: string; met: boolean } {
  const ratio = page.perSecond / twin.perSecond;
  const misses = [
    ratio < GOALS.pageToStatic ? `ratio < ${GOALS.pageToStatic * 100} %` : "",
    page.p99 > GOALS.p99Ms ? `p99 > ${GOALS.p99Ms} ms` : "",
    page.failures > 0 ? `${page.failures} failed` : "",
  ].filter(Boolean);
  return misses.length === 0 ? { goal: "✓", met: true } : { goal: `✗ ${misses.join(", ")}`, met: false };
}

function printTable(rows: Row[]): void {
  const header = ["case", "requests/s", "p50 ms", "p99 ms", "static requests/s", "static p99 ms", "page/static", "CPU ms/req (static)", "goal met"];
  const cpu = (measure: Measured | undefined) => (measure?.cpuMsPerRequest == null ? "—" : fixed(measure.cpuMsPerRequest, 2));
  const lines = rows.map((row) => [
    row.name,
    fixed(row.page.perSecond),
    fixed(row.page.p50),
    fixed(row.page.p99),
    row.static ? fixed(row.static.perSecond) : "—",
    row.static ? fixed(row.static.p99) : "—",
    row.static ? `${fixed((row.page.perSecond / row.static.perSecond) * 100)} %` : "—",
    row.static ? `${cpu(row.page)} (${cpu(row.static)})` : cpu(row.page),
    row.goal,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

function describeMachine(): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" ");
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${fixed(os.totalmem() / 1024 ** 3, 1)} GB memory`,
    `Node.js ${process.version}, ${os.type()} ${os.release()}; load average before the run: ${load}`,
    `${CONNECTIONS} connections, ${DURATION_S} s per case after ${WARMUP_S} s of warm-up; LOG_LEVEL=${LOG_LEVEL}`,
  ].join("\n");
}

async function main(): Promise<number> {
  console.log(describeMachine());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lakefront-bench-"));
  // Served by the site's own /assets static handler; removed when the run ends.
  const staticDir = path.resolve("build/client/assets", `__bench-${process.pid}`);
  const server = startServer(dataDir);
  serverPid = server.child.pid;
  const cleanUp = () => {
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => {
    server.child.kill("SIGTERM");
    cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  try {
    await waitForHealth(server.child);
    const pages =
      ONLY === "contact"
        ? []
        : [
            { name: "GET /", path: "/" },
            { name: "GET /the-lake-advisor", path: "/the-lake-advisor" },
            { name: "GET one post", path: await choosePost() },
            { name: "GET /sold-properties", path: "/sold-properties" },
          ];
    mkdirSync(staticDir, { recursive: true });
    for (const [i, page] of pages.entries()) {
      const bytes = await fetchPage(page.path);
      writeFileSync(path.join(staticDir, `page-${i}.html`), bytes);
      const twin = await fetch(`${BASE_URL}/assets/__bench-${process.pid}/page-${i}.html`, { headers: { "accept-encoding": "identity" } });
      const twinBytes = Buffer.from(await twin.arrayBuffer());
      if (twin.status !== 200 || twinBytes.length !== bytes.length) throw new Error(`the static copy of ${page.path} is not served`);
    }
    if (pages[2]) console.log(`one post: ${pages[2].path}\n`);

    const rows: Row[] = [];
    for (const [i, page] of pages.entries()) {
      process.stdout.write(`${page.name} …`);
      const pageResult = await measureGet(`${BASE_URL}${page.path}`);
      process.stdout.write(" static twin …");
      const twinResult = await measureGet(`${BASE_URL}/assets/__bench-${process.pid}/page-${i}.html`);
      console.log(" done");
      rows.push({ name: page.name, page: pageResult, static: twinResult, ...pageGoal(pageResult, twinResult) });
    }

    let lost = 0;
    if (ONLY !== "pages") {
      process.stdout.write("POST /resources/contact …");
      const contact = await measureContact();
      console.log(" done");

      const exitCode = await stopServer(server.child);
      if (exitCode !== 0) throw new Error(`the server exited with ${exitCode}:\n${server.stderr()}`);
      const stored = await storedSubmissions(dataDir, contact.acknowledged);
      lost = contact.acknowledged.size - stored;
      // The 50 ms p99 is read as the pages' goal. With CONNECTIONS requests always in flight,
      // latency is CONNECTIONS / throughput (Little's law): a 50 ms p99 at 50 connections needs
      // over 1,000 POSTs/s, which would leave the issue's own "≥ 500 requests/s" for the POST
      // nothing to say. The POST's p99 is printed, not judged (docs/performance.md).
      const contactMisses = [
        contact.result.perSecond < GOALS.contactPerSecond ? `< ${GOALS.contactPerSecond}/s` : "",
        contact.result.failures > 0 ? `${contact.result.failures} failed` : "",
        lost > 0 ? `${lost} LOST` : "",
      ].filter(Boolean);
      rows.push({
        name: "POST /resources/contact",
        page: contact.result,
        goal: `${contactMisses.length === 0 ? "✓" : `✗ ${contactMisses.join(", ")};`} ${fixed(stored)} of ${fixed(contact.acknowledged.size)} answered leads stored`,
        met: contactMisses.length === 0,
      });
    }

    console.log("");
    printTable(rows);
    console.log(
      `\nGoals: pages ≥ ${GOALS.pageToStatic * 100} % of the static rate, p99 ≤ ${GOALS.p99Ms} ms; contact ≥ ${GOALS.contactPerSecond} requests/s with every lead stored.`,
    );
    if (lost > 0) {
      console.error(`${lost} leads were answered with 2xx but are not in the database`);
      return 1;
    }
    return 0;
  } finally {
    await stopServer(server.child);
    cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
