import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import compression from "compression";
import express from "express";
import pino from "pino";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Db } from "#app/db/client.server.ts";
import { serializeError } from "#app/lib/logger.server.ts";
import { buildRedirectTable, type RedirectTable } from "#app/lib/redirects.ts";
import { propertySearchOrigins } from "#app/lib/site-settings-schema.ts";
import { cachedPageLane, type CachedPageLaneOptions } from "#server/cached-page-lane.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { ContentVersionWatch } from "#server/content-version-watch.ts";
import { PageCache, pageCacheHandler, willServeFromCache, type RequestLine } from "#server/page-cache.ts";
import { rateLimits, type RateLimitTiers } from "#server/rate-limit.ts";
import { redirectHandler } from "#server/redirect-handler.ts";
import { requestLogging } from "#server/request-log.ts";
import { assignCspNonce, securityHeaderWriter } from "#server/security-headers.ts";

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
 * The path a public GET takes in server/app.ts, in the same order and with the same parts: the
 * request log, the nonce and security headers, the compression skip, the static files (here one
 * entry, `assets`), the redirects, the rate limits and the page cache, with the cached-page lane in
 * front of Express while `laneOn` holds. Its log lines are kept in `lines`.
 */
export async function startHitPathServer({ limits = { general: 1000, writes: 100, sensitive: 10 } }: { limits?: RateLimitTiers } = {}) {
  const { lines, logger } = capturingLogger();

  const state = {
    laneOn: true,
    laneAnswers: 0,
    redirects: buildRedirectTable([{ fromPath: "/old-home", toPath: "/", match: "exact", status: 301 }]) as RedirectTable | null,
    renders: 0,
  };
  const app = express();
  app.disable("x-powered-by");
  const requestLog = requestLogging(logger, { ignore: (req) => req.url?.startsWith("/assets/") === true });
  requestLog.installOn(app.request);
  app.use(requestLog.handler);
  const writeSecurityHeaders = securityHeaderWriter({
    isProduction: true,
    siteUrl: "https://lakefront.example",
    frameOrigins: () => propertySearchOrigins(siteSettingsSeed),
  });
  app.use((req, res, next) =>
    assignCspNonce(req, res, () => {
      writeSecurityHeaders(res, res.locals.cspNonce as string);
      next();
    }),
  );
  const cache = new PageCache();
  const watch = new ContentVersionWatch({ read: () => Promise.resolve({ version: "1", nextPublishAt: null }), onChange: () => {} });
  const bypass = (req: RequestLine) => req.headers.cookie?.includes("lead_sent=") === true;
  const compress = compression();
  app.use((req, res, next) => (willServeFromCache(req, { cache, watch, bypass }) ? next() : compress(req, res, next)));
  app.use("/assets", (_req, res) => void res.type("text/javascript").send("// a built file"));
  app.use(redirectHandler({ table: () => state.redirects ?? buildRedirectTable([]), fresh: () => undefined }));
  // A GET never reaches the database tiers.
  const rateLimit = rateLimits({} as Db, limits);
  app.use(rateLimit.handlers);
  const render = () => {
    state.renders += 1;
    return Promise.resolve(
      new Response(HIT_PAGE, { headers: { "cache-control": cacheControl({ browser: 60, shared: 300 }), "content-type": "text/html; charset=utf-8" } }),
    );
  };
  app.use(pageCacheHandler({ cache, watch, render, bypass }));

  const lane = cachedPageLane({
    cache,
    watch,
    bypass,
    clientEntries: new Set(["assets"]),
    redirects: () => state.redirects,
    generalLimit: rateLimit.general,
    writeSecurityHeaders,
    track: requestLog.track,
    trustProxy: app.get("trust proxy fn") as CachedPageLaneOptions["trustProxy"],
    queryParser: app.get("query parser fn") as CachedPageLaneOptions["queryParser"],
  });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
