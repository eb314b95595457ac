import { readdirSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ViteDevServer } from "vite";
import type { Db } from "#app/db/client.server.ts";
import { isDatabaseUnreachable } from "#app/db/database-unreachable.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { MEDIA, MEDIA_MESSAGES, RETRY_AFTER_S } from "#app/lib/constants.ts";
import { ADMIN_MARKET_PATH, ADMIN_MEDIA_PATH, ADMIN_SOLD_IMPORT_PATH } from "#app/lib/admin-paths.ts";
import { IMPORT_FILE_TOO_LARGE, IMPORT_FORM_OVERHEAD_BYTES, IMPORT_REQUEST_MAX_BYTES } from "#app/lib/import-screen-labels.ts";
import { isInquiryRequest, isSearchRequest } from "#app/lib/page-query-params.ts";
import type { RedirectTable } from "#app/lib/redirects.ts";
import { SOLD_IMPORT, SOLD_IMPORT_TOO_LARGE } from "#app/lib/sold-import-columns.ts";
import { MARKET_IMPORT, MARKET_IMPORT_TOO_LARGE } from "#app/lib/market-import-rules.ts";
import { LEAD_SENT_COOKIE } from "#app/services/lead-form-post.server.ts";
import type { CountedRequest, PageViewCounter } from "#app/services/page-view-counter.server.ts";
import { VITALS_BEACON_PATH } from "#app/lib/vitals-beacon-shape.ts";
import { MEDIA_CONTENT_TYPE, readMedia } from "#app/services/media.server.ts";
import { passwordChecksFull } from "#app/services/passwords.server.ts";
import { adminOriginGuard } from "./admin-origin-guard.ts";
import { limitRequestBody } from "./body-limit.ts";
import { cachedPageLane, firstSegment, type CachedPageLaneOptions, type ChainLayerName } from "./cached-page-lane.ts";
import type { ContentVersionWatch } from "./content-version-watch.ts";
import { sendFetchResponse } from "./fetch-exchange.ts";
import { pageCacheHandler, willServeFromCache, type PageCache, type RequestLine } from "./page-cache.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { rateLimits, type RateLimitTiers } from "./rate-limit.ts";
import { redirectHandler } from "./redirect-handler.ts";
import { requestLogging } from "./request-log.ts";
import { assignCspNonce, securityHeaderWriter, trimHeadersForFile } from "./security-headers.ts";
import { refuseSignInsWhenBusy } from "./sign-in-busy.ts";
import { vitalsBeacon } from "./vitals-beacon.ts";

export type RequestChainParts = {
  db: Db;
  logger: Logger;
  isProduction: boolean;
  siteUrl: string;
  /** Which proxies' X-Forwarded-For to believe for the client address (Express's "trust proxy"). */
  trustProxy: boolean | number | string;
  sessionCookieName: string;
  /** Where uploaded images are copied on this instance's disk. */
  dataDir: string;
  rateLimits: RateLimitTiers;
  /** Where the property search's frames load from, as the settings say now. */
  frameOrigins: () => string[];
  /** Rendered public pages kept in memory; null when PAGE_CACHE=off. */
  cache: PageCache | null;
  watch: ContentVersionWatch;
  redirects: {
    table: () => RedirectTable;
    /** Settles once the table being read again is in `table()`; null when none is being read. */
    reading: () => Promise<unknown> | null;
  };
  /** React Router's answer to the request (for `path` when given). */
  render: (req: express.Request, res: express.Response, path?: string) => Promise<Response>;
  /** The built client folder; in development Vite serves the client instead. */
  files: { clientDir: string } | { viteDevServer: ViteDevServer };
  /** True once a shutdown has begun: /healthz answers 503. */
  isDraining: () => boolean;
  /** Counts visitors' page views and vitals (issue 37); null when ANALYTICS=off. */
  pageViews: PageViewCounter | null;
};

/** One layer of Express's chain: what `app.use` was given. */
export type ChainLayer = { name: ChainLayerName; path?: string; handle: RequestHandler | ErrorRequestHandler };

export type RequestChain = {
  app: express.Express;
  /** Express's layers, in order. */
  layers: ChainLayer[];
  /** Answers a fresh cached page before Express; false, having done nothing, for anything else. Null when there is no page cache or in development. */
  lane: ((req: IncomingMessage, res: ServerResponse) => boolean) | null;
  /** The HTTP server's request listener: the lane, then Express for anything the lane declined. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
};

/** Requests the request log leaves out. */
const STATIC_PREFIXES = ["/assets/", "/images/", "/favicon", "/media/", VITALS_BEACON_PATH];

/** The path of the admin image upload, which may carry a larger body than any other request. */
const UPLOAD_PATH = "/admin/uploads";

/** The CSV import's action (document and data requests), which carries the whole file. */
const IMPORT_PATHS = ["/admin/lake-advisor/import", "/admin/lake-advisor/import.data"];
const SOLD_IMPORT_PATHS = [ADMIN_SOLD_IMPORT_PATH, `${ADMIN_SOLD_IMPORT_PATH}.data`];
const MARKET_IMPORT_PATHS = [ADMIN_MARKET_PATH, `${ADMIN_MARKET_PATH}.data`];

/**
 * The page after a lead form was sent without JavaScript shows its toast to that visitor; a
 * search's page is its own (decision 035), and so is an inquiry's (decision 045).
 */
function isVisitorsOwnPage(req: RequestLine): boolean {
  const queryStart = req.originalUrl.indexOf("?");
  const search = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  return (
    req.headers.cookie?.includes(`${LEAD_SENT_COOKIE}=`) === true ||
    (search !== "" && (isSearchRequest(req.path, search) || isInquiryRequest(req.path, search)))
  );
}

/** Answers with the status and its standard phrase only: never a message or a stack trace. */
const errors: ErrorRequestHandler = (error, req, res, next) => {
  const declared = (error as { status?: unknown }).status;
  const unreachable = isDatabaseUnreachable(error);
  const status = typeof declared === "number" && declared >= 400 && declared < 600 ? declared : unreachable ? 503 : 500;
  if (unreachable) req.log.warn({ reason: (error as Error).message }, "the database is unreachable");
  else req.log[status >= 500 ? "error" : "warn"]({ err: error }, "request failed");
  if (res.headersSent) return next(error);
  if (unreachable) res.set({ "Retry-After": String(RETRY_AFTER_S), "Cache-Control": cacheControl("no-store") });
  res
    .status(status)
    .type("text/plain")
    .send(http.STATUS_CODES[status] ?? "Error");
};

/**
 * What every request goes through once the site has started: Express's middleware, in order, and
 * in front of it the cached-page lane, which answers a fresh cached page as that chain would
 * (`LANE_ACCOUNT` says how, layer by layer). Start-up (database, stores, workers) is server/app.ts's.
 */
export function requestChain(parts: RequestChainParts): RequestChain {
  const { db, cache, watch, redirects, pageViews } = parts;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parts.trustProxy);
  const layers: ChainLayer[] = [];
  const mount = (name: ChainLayerName, handle: RequestHandler, path?: string) => layers.push({ name, handle, ...(path ? { path } : {}) });

  const requestLog = requestLogging(parts.logger, { ignore: (req) => STATIC_PREFIXES.some((prefix) => req.url?.startsWith(prefix)) });
  requestLog.installOn(app.request);
  mount("requestLog", requestLog.handler);

  const writeSecurityHeaders = securityHeaderWriter({ isProduction: parts.isProduction, siteUrl: parts.siteUrl, frameOrigins: parts.frameOrigins });
  mount("securityHeaders", (req, res, next) => {
    // No route serves TRACE, and the web Request React Router builds refuses it (a 500). Node's own
    // parser already answers 400 to TRACK and hands CONNECT to no request handler.
    if (req.method === "TRACE") {
      res
        .status(405)
        .set({ Allow: "GET, HEAD, POST", "Cache-Control": cacheControl("no-store") })
        .type("text/plain")
        .send("Method Not Allowed");
      return;
    }
    assignCspNonce(req, res, () => {
      writeSecurityHeaders(res, res.locals.cspNonce as string);
      next();
    });
  });

  const compress = compression();
  // A page the cache will serve is compressed already: it skips the middleware's per-response work.
  mount("compression", (req, res, next) => (cache && willServeFromCache(req, { cache, watch, bypass: isVisitorsOwnPage }) ? next() : compress(req, res, next)));

  // A file there lies under one of the folder's own entries, so any other path (every page) skips
  // the lookup: without this, each page request cost a stat (on "/" an index.html check too).
  const { files } = parts;
  const clientEntries = new Set("clientDir" in files ? readdirSync(files.clientDir) : []);
  if ("clientDir" in files) {
    const assetsDir = `${files.clientDir}/assets`;
    mount("precompressedAssets", precompressedAssets(assetsDir), "/assets");
    mount("builtAssets", express.static(assetsDir, { immutable: true, maxAge: "1y", setHeaders: trimHeadersForFile }), "/assets");
    const clientFiles = express.static(files.clientDir, { maxAge: "1h", setHeaders: trimHeadersForFile });
    mount("clientFiles", (req, res, next) => {
      const segment = firstSegment(req.path);
      if (segment !== undefined && !clientEntries.has(segment)) return next();
      return clientFiles(req, res, next);
    });
  } else {
    mount("viteDevServer", files.viteDevServer.middlewares as unknown as RequestHandler);
  }

  mount(
    "healthCheck",
    async (req, res, next) => {
      if (req.path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return next();
      if (parts.isDraining()) {
        res.status(503).set("Cache-Control", cacheControl("no-store")).type("text/plain").send("shutting down");
        return;
      }
      await db.execute(sql`SELECT 1`);
      res.type("text/plain").send("ok");
    },
    "/healthz",
  );

  mount(
    "redirects",
    redirectHandler({
      table: redirects.table,
      fresh: () => {
        const check = watch.ensureFresh();
        return check ? check.catch(() => undefined).then(() => redirects.reading()) : (redirects.reading() ?? undefined);
      },
    }),
  );

  const limits = rateLimits(db, parts.rateLimits);
  mount("generalRateLimit", limits.general.handler);
  // Before the writes' limit, which counts in the database: a beacon costs no database work.
  mount("vitalsBeacon", vitalsBeacon(pageViews), VITALS_BEACON_PATH);
  mount("writeRateLimits", limits.writes);

  // Uploaded images: this instance's disk copy, or the database's (then copied to disk). Keys
  // hold a random id, so a URL's content never changes and may be cached for a year.
  mount(
    "media",
    async (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const source = await readMedia(db, parts.dataDir, req.path.slice(1));
      if (!source) {
        res.status(404).set("Cache-Control", cacheControl("no-store")).type("text/plain").send("Not Found");
        return;
      }
      const headers = { "Content-Type": MEDIA_CONTENT_TYPE, "X-Content-Type-Options": "nosniff" };
      trimHeadersForFile(res, req.path);
      if ("bytes" in source) {
        res.set({ ...headers, "Cache-Control": cacheControl("immutable") }).send(source.bytes);
        return;
      }
      // The path is built from a validated key; DATA_DIR itself may be a dot-directory.
      res.sendFile(source.file, { maxAge: "1y", immutable: true, dotfiles: "allow", headers }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    },
    "/media",
  );

  mount(
    "bodyLimit",
    limitRequestBody(undefined, [
      ...[UPLOAD_PATH, ADMIN_MEDIA_PATH, `${ADMIN_MEDIA_PATH}.data`].map((path) => ({
        path,
        maxBytes: MEDIA.maxBytes + MEDIA.multipartOverheadBytes,
        tooLargeError: MEDIA_MESSAGES.tooLarge,
      })),
      ...IMPORT_PATHS.map((path) => ({ path, maxBytes: IMPORT_REQUEST_MAX_BYTES, tooLargeError: IMPORT_FILE_TOO_LARGE })),
      // The MLS export of sold homes, and on import its text sent back by the preview (limits in sold-import-columns.ts).
      ...SOLD_IMPORT_PATHS.map((path) => ({ path, maxBytes: SOLD_IMPORT.maxFileBytes + IMPORT_FORM_OVERHEAD_BYTES, tooLargeError: SOLD_IMPORT_TOO_LARGE })),
      // A whole market's listings export (limits in market-import-rules.ts).
      ...MARKET_IMPORT_PATHS.map((path) => ({
        path,
        maxBytes: MARKET_IMPORT.maxFileBytes + IMPORT_FORM_OVERHEAD_BYTES,
        tooLargeError: MARKET_IMPORT_TOO_LARGE,
      })),
    ]),
  );
  mount("adminOriginGuard", adminOriginGuard({ siteUrl: parts.siteUrl, sessionCookieName: parts.sessionCookieName }));
  mount("signInBusy", refuseSignInsWhenBusy(passwordChecksFull));

  // A visitor's view of a public page, counted once it is answered as HTML: 200, or 304 to a
  // browser that shows the copy it holds (issue 37).
  mount("pageViews", (req, res, next) => {
    if (pageViews && req.method === "GET" && !req.path.startsWith("/admin")) {
      res.once("finish", () => {
        if ((res.statusCode === 200 || res.statusCode === 304) && String(res.getHeader("Content-Type")).startsWith("text/html"))
          pageViews.countView({ method: req.method, path: req.path, originalUrl: req.originalUrl, headers: req.headers, ip: req.ip ?? "" });
      });
    }
    next();
  });

  // Public pages from memory (decisions 013, 029), read again when any instance changes content.
  mount(
    "pages",
    cache
      ? pageCacheHandler({
          cache,
          watch,
          render: parts.render,
          bypass: isVisitorsOwnPage,
          onError: (error) => parts.logger.warn({ err: error }, "page cache failed; pages are rendered instead"),
        })
      : // A write is seen by the redirects at this instance's next request, as with the page cache.
        async (req, res) =>
          sendFetchResponse(res, await parts.render(req, res).finally(() => req.method !== "GET" && req.method !== "HEAD" && watch.markStale())),
  );
  layers.push({ name: "errors", handle: errors });

  for (const layer of layers) {
    if (layer.path) app.use(layer.path, layer.handle);
    else app.use(layer.handle);
  }

  // Not in development, where Vite serves files and modules from paths the lane cannot tell apart.
  const lane =
    cache && "clientDir" in files
      ? cachedPageLane({
          cache,
          watch,
          bypass: isVisitorsOwnPage,
          clientEntries,
          redirects: () => (redirects.reading() ? null : redirects.table()),
          generalLimit: limits.general,
          writeSecurityHeaders,
          track: requestLog.track,
          ...(pageViews ? { countView: (req: CountedRequest) => pageViews.countView(req) } : {}),
          trustProxy: app.get("trust proxy fn") as CachedPageLaneOptions["trustProxy"],
          queryParser: app.get("query parser fn") as CachedPageLaneOptions["queryParser"],
        })
      : null;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let answered = false;
    try {
      answered = lane?.(req, res) ?? false;
    } catch (error) {
      // As the error handler answers: the status and its phrase only.
      parts.logger.error({ err: error }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(http.STATUS_CODES[500]);
      return;
    }
    if (!answered) app(req, res);
  };
  return { app, layers, lane, handle };
}
