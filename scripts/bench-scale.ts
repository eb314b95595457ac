/**
 * The bench's scale case (issue 17): the same requests at the 20-post demo database and at
 * 20,000 synthetic posts, on PGlite and on a throwaway PostgreSQL cluster — the admin post list
 * (signed in over HTTP), the blog list's first and a middle page, a new search term on every
 * request, the sitemap cold and from the cache, and a post — each request timed to its last byte.
 */
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseOptions } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { seedDemoContent } from "#seed/index.ts";
import { insertSyntheticPosts, seededRandom, VOCABULARY } from "./bench-posts.ts";
import { fixed, formatTable, kilobytes, percentile, scaleGoalMisses, scaleGoalText, type Driver, type ScaleCase, type ScaleFigures } from "./bench-report.ts";

export const SCALE_POSTS = 20_000;

type Timed = { status: number; bytes: number; ms: number; headers: http.IncomingHttpHeaders; body: Buffer };

const REQUEST_TIMEOUT_MS = 90_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request, timed from sending to the last byte; uncompressed unless `gzip` (then the body is
 * decoded after the clock stops, and `bytes` is still the uncompressed size).
 */
export function timedGet(base: string, pathAndQuery: string, { cookie, gzip = false }: { cookie?: string; gzip?: boolean } = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { "accept-encoding": gzip ? "gzip" : "identity", ...(cookie && { cookie }) };
    const request = http.get(`${base}${pathAndQuery}`, { agent, timeout: REQUEST_TIMEOUT_MS, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const ms = performance.now() - started;
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, bytes: body.length, ms, headers: res.headers, body });
      });
      res.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`${pathAndQuery} took over ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
  });
}

/** Signs in through the form as a browser would; the session cookie, or null with why not. */
export async function signIn(base: string, email: string, password: string): Promise<{ cookie: string } | { reason: string }> {
  const body = new URLSearchParams({ email, password, redirectTo: "/admin" }).toString();
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, referer: `${base}/admin/login` },
    body,
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
  if (response.status >= 300 && response.status < 400 && cookies.length > 0) return { cookie: cookies.join("; ") };
  return { reason: `signing in answered ${response.status}${cookies.length === 0 ? " without a session cookie" : ""}` };
}

/** Requests `urls(i)` one after another: `samples` of them, fewer once `budgetMs` has run out (one at least; two for a cached case). */
async function sample(
  base: string,
  urls: (i: number) => string,
  { samples, budgetMs, cookie, cached, gzip }: { samples: number; budgetMs: number; cookie?: string; cached: boolean; gzip?: boolean },
): Promise<ScaleFigures & { first: Timed }> {
  const started = performance.now();
  const results: Timed[] = [];
  for (let i = 0; i < samples && (i < (cached ? 2 : 1) || performance.now() - started < budgetMs); i++) {
    results.push(await timedGet(base, urls(i), { cookie, gzip }));
  }
  const first = results[0] as Timed;
  const judged = (cached ? results.slice(1) : results).map((result) => result.ms);
  return {
    first,
    firstMs: first.ms,
    p50Ms: percentile(judged, 50),
    p95Ms: percentile(judged, 95),
    bytes: first.bytes,
    samples: results.length,
    failures: results.filter((result) => result.status !== 200).length,
  };
}

/** Search terms never asked before in this run: two words of the vocabulary, all pairs different. */
export function newSearchTerms(count: number, seed = 17): string[] {
  const random = seededRandom(seed);
  const terms = new Set<string>();
  while (terms.size < count) {
    const a = VOCABULARY[Math.floor(random() * VOCABULARY.length)] ?? "boat";
    const b = VOCABULARY[Math.floor(random() * VOCABULARY.length)] ?? "dock";
    if (a !== b) terms.add(`${a} ${b}`);
  }
  return [...terms];
}

/** The highest `?page=` the blog list links to (its last page), 1 without pagination. */
export function lastListPage(html: string): number {
  return Math.max(1, ...[...html.matchAll(/[?&](?:amp;)?page=(\d+)/g)].map((match) => Number(match[1])));
}

/**
 * Searches before the measured ones (each a term of its own). After a start, the search's code
 * keeps getting faster for about 90 searches as V8 compiles it (the server's CPU a search, in
 * batches of 30 on PostgreSQL at 20,000 posts: 44, 33, 24, then 22–31 ms), so 10 measured the
 * compiler as much as the search.
 */
const SEARCH_WARM_UP = 100;
/** Measured searches: with 100, the p95 is the fifth slowest, not the second of 40. */
const SEARCH_SAMPLES = 100;

export type ScaleRow = { kind: ScaleCase; name: string; figures: ScaleFigures };

/** The scale case's requests against a running server. */
export async function measureScale(base: string, admin: { email: string; password: string }): Promise<{ rows: ScaleRow[]; notes: string[] }> {
  const notes: string[] = [];
  const rows: ScaleRow[] = [];
  // First, as the first request after the start is the cold one; gzip, as crawlers ask for it.
  const sitemap = await sample(base, () => "/sitemap.xml", { samples: 11, budgetMs: 15_000, cached: true, gzip: true });
  rows.push({ kind: "sitemap", name: "sitemap, gzip (first; then cached)", figures: sitemap });
  const posts = [...sitemap.first.body.toString("utf8").matchAll(/<loc>[^<]*?(\/the-lake-advisor\/[^<]+)<\/loc>/g)]
    .map((match) => match[1] ?? "")
    .filter((post) => !post.endsWith(".xml"));

  const firstPage = await sample(base, () => "/the-lake-advisor", { samples: 6, budgetMs: 10_000, cached: true });
  rows.push({ kind: "blogFirst", name: "blog list page 1 (first; then cached)", figures: firstPage });
  const last = lastListPage(firstPage.first.body.toString("utf8"));
  const middle = Math.max(1, Math.floor(last / 2));
  // A different page each time, so each is rendered (a small archive has few to go round).
  const middlePage = (i: number) => (last < 3 ? middle : 2 + ((middle - 2 + i) % (last - 1)));
  rows.push({
    kind: "blogMiddle",
    name: `blog list page ${fixed(middle)} of ${fixed(last)} (+1 each)`,
    figures: await sample(base, (i) => `/the-lake-advisor?page=${middlePage(i)}`, { samples: 8, budgetMs: 10_000, cached: false }),
  });

  // The server has just started: its search path is warmed first with other terms, not counted,
  // as on a site that has been up a while (the page cases warm up for 2 s).
  const terms = newSearchTerms(SEARCH_WARM_UP + SEARCH_SAMPLES);
  for (const term of terms.splice(0, SEARCH_WARM_UP)) await timedGet(base, `/the-lake-advisor?q=${encodeURIComponent(term)}`);
  notes.push(`search: ${SEARCH_WARM_UP} other terms were asked first and not counted`);
  rows.push({
    kind: "search",
    name: "search, a new term each time",
    figures: await sample(base, (i) => `/the-lake-advisor?q=${encodeURIComponent(terms[i] ?? "boat")}`, {
      samples: terms.length,
      budgetMs: 30_000,
      cached: false,
    }),
  });

  if (posts.length === 0) notes.push("the sitemap lists no post: the post case was not measured");
  else {
    rows.push({
      kind: "post",
      name: "a post (a different one each time)",
      figures: await sample(base, (i) => posts[(i * 7919) % posts.length] ?? "/", { samples: 10, budgetMs: 10_000, cached: false }),
    });
  }

  const session = await signIn(base, admin.email, admin.password);
  if ("reason" in session) notes.push(`the admin list was not measured: ${session.reason}`);
  else {
    rows.push({
      kind: "admin",
      name: "admin post list (signed in)",
      figures: await sample(base, () => "/admin/lake-advisor", { samples: 6, budgetMs: 15_000, cookie: session.cookie, cached: false }),
    });
  }
  return { rows, notes };
}

/** The two sizes side by side, with the goals judged at the larger. */
export function scaleTable(driver: Driver, small: ScaleRow[], large: ScaleRow[]): { table: string; met: number; judged: number } {
  const header = ["case", "20 posts: first ms", "p50", "p95", "bytes", `${fixed(SCALE_POSTS)}: first ms`, "p50", "p95", "bytes", "n", "goal", "met at 20,000"];
  let met = 0;
  let judged = 0;
  const lines = large.map((row) => {
    const before = small.find((candidate) => candidate.kind === row.kind)?.figures;
    const goal = scaleGoalText(row.kind, driver);
    const misses = scaleGoalMisses(row.kind, driver, row.figures);
    if (goal) {
      judged += 1;
      if (misses.length === 0) met += 1;
    }
    const ms = (value: number | undefined) => (value === undefined ? "—" : fixed(value, value < 10 ? 1 : 0));
    return [
      row.name.replace(/ of [\d,]+/, ""),
      ms(before?.firstMs),
      ms(before?.p50Ms),
      ms(before?.p95Ms),
      before ? kilobytes(before.bytes) : "—",
      ms(row.figures.firstMs),
      ms(row.figures.p50Ms),
      ms(row.figures.p95Ms),
      kilobytes(row.figures.bytes),
      String(row.figures.samples),
      goal || "—",
      !goal ? "" : misses.length === 0 ? "✓" : `✗ ${misses.join(", ")}`,
    ];
  });
  return { table: formatTable(header, lines), met, judged };
}

/** Migrates and seeds a database, adds the synthetic posts; returns the insert's time in ms. */
export async function prepareScaleDatabase(options: DatabaseOptions, siteUrl: string): Promise<number> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    await seedDemoContent(database.db);
    const ms = await insertSyntheticPosts(database.db, SCALE_POSTS, siteUrl);
    // Settled, as a live database is after autovacuum: a bulk load leaves its pages to be vacuumed
    // (and their hint bits set), which autovacuum would otherwise do while the cases are measured,
    // and its writes to be checkpointed, which the checkpointer would otherwise spread over them.
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    if (database.driver === "postgres") await database.db.execute(sql`CHECKPOINT`);
    return ms;
  } finally {
    await database.close();
  }
}

export type ScratchPostgres = { url: (database: string) => string; stop(): void };

function postgresBin(): string | null {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  return latest && existsSync(`/usr/lib/postgresql/${latest}/bin/initdb`) ? `/usr/lib/postgresql/${latest}/bin` : null;
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a loopback port, as .ci/run starts one
 * (Debian's postgresql, installed with apt-get when missing); or why there is none.
 */
export function startScratchPostgres(port: number): ScratchPostgres | { reason: string } {
  const root = process.getuid?.() === 0;
  let bin = postgresBin();
  if (!bin && root) {
    console.log("Installing postgresql from Debian …");
    spawnSync("bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null"], { stdio: "inherit" });
    bin = postgresBin();
  }
  if (!bin) return { reason: root ? "apt-get could not install postgresql" : "postgresql is not installed (apt-get install postgresql needs root)" };
  const dir = mkdtempSync(path.join(os.tmpdir(), "lakefront-bench-pg-"));
  const asPostgres = (command: string) =>
    root ? spawnSync("su", ["postgres", "-s", "/bin/bash", "-c", command], { encoding: "utf8" }) : spawnSync("bash", ["-c", command], { encoding: "utf8" });
  if (root) {
    const owner = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (owner.status !== 0) return { reason: "there is no postgres user to run the cluster as" };
    chownSync(dir, Number(owner.stdout.trim()), Number(gid.stdout.trim()));
  }
  const data = path.join(dir, "data");
  const stop = () => {
    asPostgres(`${bin}/pg_ctl -D ${data} -m fast stop`);
    rmSync(dir, { recursive: true, force: true });
  };
  const init = asPostgres(`${bin}/initdb -D ${data} -U postgres --auth=trust >/dev/null`);
  const start =
    init.status === 0
      ? asPostgres(`${bin}/pg_ctl -D ${data} -l ${dir}/server.log -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1" -w start >/dev/null`)
      : init;
  if (start.status !== 0) {
    stop();
    return { reason: `the cluster did not start: ${(start.stderr || start.stdout || "").trim().split("\n").slice(-2).join(" ")}` };
  }
  return { url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}

/** Creates an empty database on the scratch cluster. */
export async function createDatabase(cluster: ScratchPostgres, name: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: cluster.url("postgres") });
  try {
    await database.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  } finally {
    await database.close();
  }
}

export function printScale(label: string, driver: Driver, small: ScaleRow[], large: ScaleRow[], notes: string[]): { met: number; judged: number } {
  const { table, met, judged } = scaleTable(driver, small, large);
  console.log(`\n${label}\n${table}`);
  for (const note of new Set(notes)) console.log(`note: ${note}`);
  console.log(`${met} of ${judged} goals met at ${fixed(SCALE_POSTS)} posts on ${label}.`);
  return { met, judged };
}
