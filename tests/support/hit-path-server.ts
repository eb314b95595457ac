import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Db } from "#app/db/client.server.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { serializeError } from "#app/lib/logger.server.ts";
import { buildRedirectTable } from "#app/lib/redirects.ts";
import { propertySearchOrigins } from "#app/lib/site-settings-schema.ts";
import { ContentVersionWatch } from "#server/content-version-watch.ts";
import { PageCache } from "#server/page-cache.ts";
import type { RateLimitTiers } from "#server/rate-limit.ts";
import { requestChain } from "#server/request-chain.ts";
import type { PageViewCounter } from "#app/services/page-view-counter.server.ts";

/** A logger as logger.server.ts makes it (redaction, error serialiser), writing its lines to an array. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const redact = ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'];
  return { lines, logger: pino({ level: "info", redact, serializers: { err: serializeError } }, stream) };
}

export const HIT_PAGE = `<!doctype html><html><head><title>Home</title></head><body>${"<p>A house on the water, a dock and a boat.</p>".repeat(60)}</body></html>`;

/**
 * The request chain of server/request-chain.ts as it runs in production, with a page
 * renderer that answers HIT_PAGE, a built client folder holding `assets/app.js`, and one redirect:
 * the cached-page lane in front of Express while `laneOn` holds. Its log lines are kept in `lines`.
 * A GET reaches neither the database tiers of the rate limit nor /healthz or /media, so it has no database.
 */
export async function startHitPathServer({
  limits = { general: 1000, writes: 100, sensitive: 10 },
  pageViews = null,
}: { limits?: RateLimitTiers; pageViews?: PageViewCounter | null } = {}) {
  const { lines, logger } = capturingLogger();
  const clientDir = await mkdtemp(join(tmpdir(), "hit-path-client-"));
  await mkdir(join(clientDir, "assets"));
  await writeFile(join(clientDir, "assets", "app.js"), "// a built file");

  const state = {
    laneOn: true,
    laneAnswers: 0,
    /** Set while the redirects are being read again. */
    redirectsReading: null as Promise<unknown> | null,
    renders: 0,
  };
  const redirects = buildRedirectTable([{ fromPath: "/old-home", toPath: "/", match: "exact", status: 301 }]);
  const cache = new PageCache();
  const watch = new ContentVersionWatch({ read: () => Promise.resolve({ version: "1", nextPublishAt: null }), onChange: () => {} });
  const chain = requestChain({
    db: {} as Db,
    logger,
    isProduction: true,
    siteUrl: "https://lakefront.example",
    trustProxy: false,
    sessionCookieName: "__Host-lakefront_session",
    dataDir: clientDir,
    rateLimits: limits,
    frameOrigins: () => propertySearchOrigins(siteSettingsSeed),
    cache,
    watch,
    redirects: { table: () => redirects, reading: () => state.redirectsReading },
    render: () => {
      state.renders += 1;
      return Promise.resolve(
        new Response(HIT_PAGE, { headers: { "cache-control": cacheControl({ browser: 60, shared: 300 }), "content-type": "text/html; charset=utf-8" } }),
      );
    },
    files: { clientDir },
    isDraining: () => false,
    pageViews,
  });
  const { app, lane } = chain;
  if (!lane) throw new Error("the chain has no cached-page lane");
  const server = http.createServer((req, res) => {
    if (state.laneOn && lane(req, res)) state.laneAnswers += 1;
    else app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    base: `http://127.0.0.1:${port}`,
    port,
    state,
    lines,
    watch,
    cache,
    chain,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

/** The raw response: headers in the order they were sent, as Node's client gives them. */
export function rawGet(
  base: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = res.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push([(raw[i] ?? "").toLowerCase(), raw[i + 1] ?? ""]);
        // The log line is written once the response has finished.
        setImmediate(() => resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) }));
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}
