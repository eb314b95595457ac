/**
 * `npm run faults`: the production server of the built site under the faults of issue 33, each on a
 * fresh embedded database, against the goals the issue set.
 *
 * - sign-ins: 40 concurrent wrong sign-ins while an image is fetched every 50 ms (point 14): no
 *   answer is a server error, the extra attempts are refused with 429, the image keeps coming.
 * - scraper: 20 articles of about 830 KB scraped at once while /healthz is called every 100 ms
 *   (point 16): every article becomes a post, /healthz never waits a second.
 * - SIGTERM: stopped under keep-alive load of pages and lead POSTs, FAULTS_CYCLES times (point 17):
 *   every request whose bytes were sent is answered, the server exits 0, every acknowledged lead
 *   is stored.
 *
 * Exits 0 when every goal is met. FAULTS_PORT (3490; the scraped pages are served on the next
 * port), FAULTS_CYCLES (9), FAULTS_ONLY (sign-ins, scraper or sigterm).
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#app/db/client.server.ts";
import { startServer, waitUntilServing, type ServerProcess } from "#tests/support/server-process.ts";
import { measuredServerEnvironment, residentMb } from "./measured-server.ts";

const PORT = Number(process.env.FAULTS_PORT ?? 3490);
const CYCLES = Number(process.env.FAULTS_CYCLES ?? 9);
const ONLY = process.env.FAULTS_ONLY;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@lakefront.test", password: "correct horse battery staple" };
const GOALS = { imageMaxMs: 3_000, healthzMaxMs: 1_000 };

type Outcome = { name: string; figures: Record<string, unknown>; misses: string[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], fraction: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0);
}

async function withServer<T>(env: Record<string, string>, run: (server: ServerProcess, dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lakefront-faults-"));
  const server = startServer(serverEnv(dataDir, env));
  try {
    await waitUntilServing(PORT, server);
    return await run(server, dataDir);
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function serverEnv(dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    ...measuredServerEnvironment({ port: PORT, dataDir }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  };
}

/** Calls `url` every `everyMs` until stopped; the answers' times in milliseconds and the peak RSS of `pid`. */
function poll(url: string, everyMs: number, pid: number) {
  let running = true;
  const times: number[] = [];
  let peakMb = residentMb(pid);
  const done = (async () => {
    while (running) {
      const startedAt = performance.now();
      await (await fetch(url)).arrayBuffer();
      times.push(performance.now() - startedAt);
      peakMb = Math.max(peakMb, residentMb(pid));
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { times: times.sort((a, b) => a - b), peakMb };
    },
  };
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE_URL}/admin/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/admin" }),
    headers: { origin: BASE_URL },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`signing in answered ${response.status} without a session`);
  return cookie;
}

async function signInBurst(): Promise<Outcome> {
  return withServer({ TRUST_PROXY: "1" }, async (server) => {
    const pid = server.child.pid!;
    const rssBeforeMb = residentMb(pid);
    const image = poll(`${BASE_URL}/images/site/about-hero-320w.webp`, 50, pid);
    await sleep(300);
    const startedAt = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const response = await fetch(`${BASE_URL}/admin/login`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({ email: ADMIN.email, password: `wrong password ${n}`, redirectTo: "/admin" }),
          // Forty addresses: the per-address lockout must not be what answers.
          headers: { origin: BASE_URL, "x-forwarded-for": `10.0.${n}.1` },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const burstMs = Math.round(performance.now() - startedAt);
    await sleep(300);
    const { times, peakMb } = await image.stop();
    const answers = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]));
    const misses: string[] = [];
    if (statuses.some((status) => status >= 500)) misses.push("a sign-in answered a server error");
    if (!statuses.includes(429)) misses.push("no extra attempt was refused with 429");
    if (percentile(times, 1) > GOALS.imageMaxMs) misses.push(`the image waited ${percentile(times, 1)} ms (goal ≤ ${GOALS.imageMaxMs})`);
    return {
      name: "40 concurrent wrong sign-ins",
      figures: {
        answers,
        burstMs,
        imageRequests: times.length,
        imageMedianMs: percentile(times, 0.5),
        imageMaxMs: percentile(times, 1),
        rssBeforeMb,
        rssPeakMb: peakMb,
      },
      misses,
    };
  });
}

const PARAGRAPH = "The shoreline along Lake Norman changes with every cove, and Duke Energy's rules decide what a dock may be. ".repeat(6);

function article(name: string): string {
  const paragraphs = Array.from({ length: 1280 }, (_, n) => `<p>${n} ${PARAGRAPH}</p>`).join("");
  return `<!doctype html><html><head><title>Lake article ${name}</title><meta name="description" content="Article ${name}"></head><body><article><h1>Lake article ${name}</h1>${paragraphs}</article></body></html>`;
}

async function scrapeBurst(): Promise<Outcome> {
  const pages = http.createServer((request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(article(request.url ?? "/"));
  });
  await new Promise<void>((resolve) => pages.listen(PORT + 1, "127.0.0.1", resolve));
  const pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  try {
    return await withServer({ SCRAPER_ALLOW_HOSTS: "127.0.0.1" }, async (server) => {
      const cookie = await signIn();
      const pid = server.child.pid!;
      const rssBeforeMb = residentMb(pid);
      const health = poll(`${BASE_URL}/healthz`, 100, pid);
      const startedAt = performance.now();
      const response = await fetch(`${BASE_URL}/admin/scrape`, {
        method: "POST",
        headers: { origin: BASE_URL, cookie, "content-type": "application/json" },
        body: JSON.stringify({ urls: Array.from({ length: 20 }, (_, n) => `${pagesUrl}/article-${n}`) }),
      });
      const answer = (await response.json()) as { posts?: unknown[]; failures?: unknown[] };
      const scrapeMs = Math.round(performance.now() - startedAt);
      const { times, peakMb } = await health.stop();
      const misses: string[] = [];
      if (answer.posts?.length !== 20) misses.push(`${answer.posts?.length ?? 0} of 20 articles became posts (${JSON.stringify(answer.failures ?? [])})`);
      if (percentile(times, 1) > GOALS.healthzMaxMs) misses.push(`/healthz waited ${percentile(times, 1)} ms (goal ≤ ${GOALS.healthzMaxMs})`);
      return {
        name: "20 articles of 830 KB scraped at once",
        figures: {
          articleBytes: Buffer.byteLength(article("/article-0")),
          status: response.status,
          posts: answer.posts?.length ?? 0,
          failures: answer.failures?.length ?? 0,
          scrapeMs,
          healthzMedianMs: percentile(times, 0.5),
          healthzMaxMs: percentile(times, 1),
          rssBeforeMb,
          rssPeakMb: peakMb,
        },
        misses,
      };
    });
  } finally {
    pages.close();
  }
}

/**
 * How a request ended: answered (its status); reset on a kept-alive connection or in the middle of
 * its answer; reset on a new connection before any answer (the kernel had completed the connection
 * but the server had not accepted it when its listening socket closed); refused before it was sent.
 */
type Sent = { lead: boolean; status: number | "reset" | "unaccepted" | "refused"; email?: string; reason?: string };

/** One request on `agent`: a page, or every fourth a contact lead posted as a form. */
function keepAliveRequest(agent: http.Agent, n: number): Promise<Sent> {
  const lead = n % 4 === 0;
  const email = `sigterm-${n}@example.com`;
  const body = lead
    ? new URLSearchParams({
        kind: "contact",
        firstName: "Sig",
        lastName: "Term",
        phone: "704-555-0100",
        email,
        meetingType: "clarity",
        message: "",
        pageUrl: `${BASE_URL}/about`,
      }).toString()
    : "";
  const pagePath = ["/", "/about", "/the-lake-advisor", "/neighborhood/davidson"][n % 4]!;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        agent,
        method: lead ? "POST" : "GET",
        path: lead ? "/resources/contact" : pagePath,
        headers: lead
          ? {
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body),
              origin: BASE_URL,
              "x-forwarded-for": `10.1.${n % 250}.${(n >> 8) % 250}`,
            }
          : {},
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ lead, status: response.statusCode ?? 0, email: lead ? email : undefined }));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ lead, status: "reset", reason: `${lead ? "lead" : pagePath}: ${error.code ?? error.message} in the answer` }),
        );
      },
    );
    // A connection the stopping server refused before any byte was written is a client's retry, not a loss.
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        lead,
        status: request.reusedSocket ? "reset" : request.writableFinished ? "unaccepted" : "refused",
        reason: `${lead ? "lead" : pagePath}: ${error.code ?? error.message}${request.reusedSocket ? " on a reused connection" : ""}`,
      }),
    );
    request.end(body || undefined);
  });
}

async function sigtermCycles(): Promise<Outcome> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lakefront-faults-"));
  const totals = { answered: 0, resetAfterSent: 0, resetUnaccepted: 0, refusedBeforeSent: 0, exitCodes: [] as (number | null)[], resets: [] as string[] };
  const acknowledged: string[] = [];
  let n = 0;
  try {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = startServer(serverEnv(dataDir, { TRUST_PROXY: "1" }));
      await waitUntilServing(PORT, server);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      let stopping = false;
      const results: Sent[] = [];
      const clients = Array.from({ length: 8 }, async () => {
        while (!stopping) {
          const result = await keepAliveRequest(agent, n++);
          results.push(result);
          if (result.status === "refused") break;
        }
      });
      await sleep(1500);
      server.child.kill("SIGTERM");
      totals.exitCodes.push(await server.exited);
      stopping = true;
      await Promise.all(clients);
      agent.destroy();
      for (const result of results) {
        if (result.status === "reset") {
          totals.resetAfterSent++;
          totals.resets.push(`cycle ${cycle + 1}, ${result.reason}`);
        } else if (result.status === "unaccepted") totals.resetUnaccepted++;
        else if (result.status === "refused") totals.refusedBeforeSent++;
        else {
          totals.answered++;
          if (result.lead && result.status < 400 && result.email) acknowledged.push(result.email);
        }
      }
    }
    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    let stored: Set<string>;
    try {
      const rows = await queryRows<{ email: string }>(database.db, sql`SELECT email FROM leads WHERE email LIKE 'sigterm-%'`);
      stored = new Set(rows.map((row) => row.email));
    } finally {
      await database.close();
    }
    const lost = acknowledged.filter((email) => !stored.has(email)).length;
    const misses: string[] = [];
    if (totals.resetAfterSent > 0) misses.push(`${totals.resetAfterSent} requests were reset on a kept-alive connection or mid-answer`);
    if (totals.exitCodes.some((code) => code !== 0)) misses.push(`exit codes ${totals.exitCodes.join(", ")}`);
    if (lost > 0) misses.push(`${lost} acknowledged leads were not stored`);
    return {
      name: `SIGTERM under keep-alive load, ${CYCLES} times`,
      figures: { ...totals, exitCodes: totals.exitCodes.join(" "), leadsAcknowledged: acknowledged.length, leadsStored: acknowledged.length - lost },
      misses,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const cases = { "sign-ins": signInBurst, scraper: scrapeBurst, sigterm: sigtermCycles };
  const outcomes: Outcome[] = [];
  for (const [key, run] of Object.entries(cases)) {
    if (ONLY && ONLY !== key) continue;
    const outcome = await run();
    outcomes.push(outcome);
    console.log(`${outcome.name}: ${outcome.misses.length === 0 ? "goals met" : `MISSED: ${outcome.misses.join("; ")}`}`);
    console.log(`  ${JSON.stringify(outcome.figures)}`);
  }
  return outcomes.every((outcome) => outcome.misses.length === 0) ? 0 : 1;
}

process.exitCode = await main();
