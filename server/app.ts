import { readdirSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openDatabase, type Db } from "#app/db/client.server.ts";
import type { DeliveryChannel } from "#app/db/schema.ts";
import { isDatabaseUnreachable } from "#app/db/database-unreachable.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { MEDIA, MEDIA_MESSAGES, RETRY_AFTER_S } from "#app/lib/constants.ts";
import { IMPORT_FILE_TOO_LARGE, IMPORT_FORM_OVERHEAD_BYTES, IMPORT_REQUEST_MAX_BYTES } from "#app/lib/import-screen-labels.ts";
import { ADMIN_MEDIA_PATH, ADMIN_SOLD_IMPORT_PATH } from "#app/lib/admin-paths.ts";
import { SOLD_IMPORT, SOLD_IMPORT_TOO_LARGE } from "#app/lib/sold-import-columns.ts";
import { isSameOriginRequest } from "#app/lib/origin.ts";
import { SIGN_IN_PATH } from "#app/lib/redirect-to.ts";
import { isInquiryRequest, isSearchRequest } from "#app/lib/page-query-params.ts";
import { propertySearchOrigins } from "#app/lib/site-settings-schema.ts";
import { normaliseEmail } from "#app/models/administrators.server.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import { ensureAdministrator, sessionCookieName } from "#app/services/auth.server.ts";
import { getConfig, type Config } from "#app/services/config.server.ts";
import { LEAD_SENT_COOKIE, pageOfRequest } from "#app/services/lead-form-post.server.ts";
import { passwordChecksFull } from "#app/services/passwords.server.ts";
import { closeIncidentsOfUnconfiguredDestinations } from "#app/models/destination-incidents.server.ts";
import { deleteExpiredRateLimits } from "#app/models/rate-limit-hits.server.ts";
import { startDestinationAlerts } from "#app/services/destination-alerts.server.ts";
import { leadSenders } from "#app/services/lead-destinations.server.ts";
import { startOutboxWorker, type OutboxWorker } from "#app/services/lead-outbox.server.ts";
import { destinationAlertSender, websiteMailFrom } from "#app/services/mail.server.ts";
import { readSiteSettings } from "#app/models/site-settings.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { startRenderBackfill } from "#app/services/post-render.server.ts";
import { closeRenderThread } from "#app/services/render-thread.server.ts";
import { MEDIA_CONTENT_TYPE, readMedia } from "#app/services/media.server.ts";
import { startMediaSweep } from "#app/services/media-sweep.server.ts";
import { pageTextsStore, publicTownsStore, redirectsStore, siteSettingsStore } from "#app/services/latest-read.server.ts";
import { searchIndexesSettled, settleSearchIndexes } from "#app/models/search-indexes.server.ts";
import type { PageTexts, SiteSettings } from "#app/content/content-types.ts";
import type { PublicTowns } from "#app/models/neighborhoods.server.ts";
import { seedDemoContent } from "#seed/index.ts";
import { limitRequestBody } from "./body-limit.ts";
import { fetchRequestOf, sendFetchResponse } from "./fetch-exchange.ts";
import { cachedPageLane, firstSegment, type CachedPageLaneOptions } from "./cached-page-lane.ts";
import { ContentVersionWatch } from "./content-version-watch.ts";
import { PageCache, pageCacheHandler, willServeFromCache, type RequestLine } from "./page-cache.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { collectWhenIdle } from "./idle-collection.ts";
import { redirectHandler } from "./redirect-handler.ts";
import { requestLogging } from "./request-log.ts";
import { embeddedDataDir, prepareNewEmbeddedDatabase } from "./first-start.ts";
import { DEFAULT_RATE_LIMITS, rateLimits } from "./rate-limit.ts";
import { assignCspNonce, securityHeaderWriter, trimHeadersForFile } from "./security-headers.ts";
import { refuseSignInsWhenBusy } from "./sign-in-busy.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

/**
 * Delivers stored leads to each configured destination, one worker per destination so a slow
 * mail server never holds up the CRM, and e-mails the agent when one has failed for 30 minutes.
 */
function startLeadDelivery(db: Db, config: Config): OutboxWorker[] {
  const mailFrom = async () => websiteMailFrom(config.smtpFrom ?? (await readSiteSettings(db)).email);
  const senders = leadSenders(config, mailFrom);
  if (!senders.crm && !senders.fub) {
    logger.warn("Neither CRM_WEBHOOK_URL nor FUB_API_KEY is set: leads are stored and shown in the admin, not delivered to a CRM");
  }
  const workers: OutboxWorker[] = Object.entries(senders).map(([channel, send]) => startOutboxWorker(db, { senders: { [channel]: send } }));
  closeIncidentsOfUnconfiguredDestinations(db, Object.keys(senders) as DeliveryChannel[]).catch((error: unknown) =>
    logger.warn({ err: error }, "could not close the incidents of destinations no longer configured"),
  );
  if (config.smtpUrl && config.leadNotifyEmail) {
    workers.push(startDestinationAlerts(db, destinationAlertSender(config.smtpUrl, config.leadNotifyEmail, config.siteUrl, mailFrom)));
  }
  return workers;
}

/** Decoded and lower-cased, as the router matches paths. */
function isAdminPath(rawPath: string): boolean {
  // Decoded, it starts with "/a" only if its second character is "a", "A" or an escape ("%").
  const second = rawPath.charCodeAt(1);
  if (second !== 97 && second !== 65 && second !== 37) return false;
  let path: string;
  try {
    path = decodeURIComponent(rawPath).toLowerCase();
  } catch {
    path = rawPath.toLowerCase();
  }
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Refuses a state-changing /admin request from another origin. Cross-site forgery needs the
 * victim's cookie, so a request without a session cookie goes on to its route, which answers 401;
 * the sign-in form is always checked (no signing a visitor in from another site). Runs before any
 * route; requireAdministratorForAction checks again.
 */
function adminOriginGuard(config: Config): express.RequestHandler {
  const { siteUrl } = config;
  const sessionCookie = new RegExp(`(?:^|;\\s*)${sessionCookieName(config)}=`);
  return (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    const isSignIn = req.path.toLowerCase().replace(/\/$/, "") === SIGN_IN_PATH;
    if (!isSignIn && !sessionCookie.test(req.get("cookie") ?? "")) return next();
    const allowed = isSameOriginRequest({
      method: req.method,
      origin: req.get("origin") ?? null,
      referer: req.get("referer") ?? null,
      requestUrl: `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`,
      siteUrl,
    });
    if (allowed) return next();
    res.status(403).set("Cache-Control", cacheControl("no-store")).json({ error: "Forbidden" });
  };
}

export { prepareDatabase } from "./first-start.ts";

export type LakefrontServer = {
  /** The HTTP server's request listener: a fresh cached page is answered before Express, anything else by `app`. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  app: express.Express;
  port: number;
  /**
   * First step of a shutdown: /healthz answers 503 from now on and the outbox workers stop (no new
   * claims; a send in flight is cancelled and its lease released). Requests are still served.
   */
  beginShutdown(): void;
  /** Closes what the app opened (workers, timers, database) once the HTTP server has drained or given up. */
  shutdown(): Promise<void>;
};

const STATIC_PREFIXES = ["/assets/", "/images/", "/favicon", "/media/"];

/** The path of the admin image upload, which may carry a larger body than any other request. */
const UPLOAD_PATH = "/admin/uploads";

/** The CSV import's action (document and data requests), which carries the whole file. */
const IMPORT_PATHS = ["/admin/lake-advisor/import", "/admin/lake-advisor/import.data"];
const SOLD_IMPORT_PATHS = [ADMIN_SOLD_IMPORT_PATH, `${ADMIN_SOLD_IMPORT_PATH}.data`];

/**
 * Builds the whole site: configuration, database (migrated and seeded), security middleware
 * and the React Router request handler. In development the routes come from Vite.
 */
export async function createServer({ viteDevServer }: { viteDevServer?: ViteDevServer } = {}): Promise<LakefrontServer> {
  const config = getConfig();
  if (!config.databaseUrl) await prepareNewEmbeddedDatabase(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: embeddedDataDir(config.dataDir) });
  await migrateDatabase(database);
  // An import stopped by a crash leaves the search indexes batching (search-indexes.server.ts).
  if (!(await searchIndexesSettled(database.db))) await settleSearchIndexes(database.db);
  const seed = await seedDemoContent(database.db);
  logger.info({ driver: database.driver, seed }, seed.seeded ? "demo content loaded" : "database ready");
  if (config.admin) {
    const outcome = await ensureAdministrator(database.db, config.admin);
    logger.info({ email: normaliseEmail(config.admin.email), outcome }, "administrator from ADMIN_EMAIL is ready");
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  const requestLog = requestLogging(logger, { ignore: (req) => STATIC_PREFIXES.some((prefix) => req.url?.startsWith(prefix)) });
  requestLog.installOn(app.request);
  app.use(requestLog.handler);
  const settingsStore = siteSettingsStore(database.db);
  const townsStore = publicTownsStore(database.db);
  const textsStore = pageTextsStore(database.db);
  await Promise.all([settingsStore.read(), townsStore.read()]);
  // Worked out again only when the settings or the towns have been read anew (two URL parses a request otherwise).
  let frames: { settings: SiteSettings; towns: PublicTowns; origins: string[] } | undefined;
  const frameOrigins = () => {
    const { current: settings } = settingsStore;
    const { current: towns } = townsStore;
    if (frames?.settings !== settings || frames.towns !== towns) {
      frames = { settings, towns, origins: [...new Set([...propertySearchOrigins(settings), ...towns.frameOrigins])] };
    }
    return frames.origins;
  };
  const writeSecurityHeaders = securityHeaderWriter({ isProduction: config.isProduction, siteUrl: config.siteUrl, frameOrigins });
  // One layer where there were three (each costs every request a match and a hop).
  app.use((req, res, next) => {
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
  // Public pages from memory (decisions 013, 029) and the redirects (decision 038), both read
  // again when any instance changes content.
  const cache = config.pageCache ? new PageCache() : null;
  const redirects = redirectsStore(database.db);
  let redirectsRead: Promise<unknown> | null = null;
  const watch = new ContentVersionWatch({
    read: () => readContentVersion(database.db),
    onChange: () => {
      cache?.clear();
      void settingsStore.read();
      void townsStore.read();
      const reading = redirects.read().finally(() => {
        if (redirectsRead === reading) redirectsRead = null;
      });
      redirectsRead = reading;
    },
  });
  // The version first, so the redirects read are at least as new as the version the watch knows.
  await watch.ensureFresh();
  await redirects.read();
  // The page after a lead form was sent without JavaScript shows its toast to that visitor;
  // a search's page is its own (decision 035), and so is an inquiry's (decision 045).
  const bypass = (req: RequestLine) => {
    const queryStart = req.originalUrl.indexOf("?");
    const search = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
    return (
      req.headers.cookie?.includes(`${LEAD_SENT_COOKIE}=`) === true ||
      (search !== "" && (isSearchRequest(req.path, search) || isInquiryRequest(req.path, search)))
    );
  };
  const compress = compression();
  // A page the cache will serve is compressed already: it skips the middleware's per-response work.
  app.use((req, res, next) => (cache && willServeFromCache(req, { cache, watch, bypass }) ? next() : compress(req, res, next)));

  // A file there lies under one of the folder's own entries, so any other path (every page) skips
  // the lookup: without this, each page request cost a stat (on "/" an index.html check too).
  const clientEntries = new Set(viteDevServer ? [] : readdirSync("build/client"));
  if (viteDevServer) {
    app.use(viteDevServer.middlewares);
  } else {
    app.use("/assets", precompressedAssets("build/client/assets"));
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", setHeaders: trimHeadersForFile }));
    const clientFiles = express.static("build/client", { maxAge: "1h", setHeaders: trimHeadersForFile });
    app.use((req, res, next) => {
      const segment = firstSegment(req.path);
      if (segment !== undefined && !clientEntries.has(segment)) return next();
      return clientFiles(req, res, next);
    });
  }

  let draining = false;
  app.get("/healthz", async (_req, res) => {
    if (draining) {
      res.status(503).set("Cache-Control", cacheControl("no-store")).type("text/plain").send("shutting down");
      return;
    }
    await database.db.execute(sql`SELECT 1`);
    res.type("text/plain").send("ok");
  });

  app.use(
    redirectHandler({
      table: () => redirects.current,
      fresh: () => {
        const check = watch.ensureFresh();
        return check ? check.catch(() => undefined).then(() => redirectsRead) : (redirectsRead ?? undefined);
      },
    }),
  );

  const factor = config.rateLimitFactor;
  const limits = rateLimits(database.db, {
    general: DEFAULT_RATE_LIMITS.general * factor,
    writes: DEFAULT_RATE_LIMITS.writes * factor,
    sensitive: DEFAULT_RATE_LIMITS.sensitive * factor,
  });
  app.use(limits.handlers);
  // Uploaded images: this instance's disk copy, or the database's (then copied to disk). Keys
  // hold a random id, so a URL's content never changes and may be cached for a year.
  app.use("/media", async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const source = await readMedia(database.db, config.dataDir, req.path.slice(1));
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
  });

  app.use(
    limitRequestBody(undefined, [
      ...[UPLOAD_PATH, ADMIN_MEDIA_PATH, `${ADMIN_MEDIA_PATH}.data`].map((path) => ({
        path,
        maxBytes: MEDIA.maxBytes + MEDIA.multipartOverheadBytes,
        tooLargeError: MEDIA_MESSAGES.tooLarge,
      })),
      ...IMPORT_PATHS.map((path) => ({ path, maxBytes: IMPORT_REQUEST_MAX_BYTES, tooLargeError: IMPORT_FILE_TOO_LARGE })),
      // The MLS export, and on import its text sent back by the preview (limits in sold-import-columns.ts).
      ...SOLD_IMPORT_PATHS.map((path) => ({ path, maxBytes: SOLD_IMPORT.maxFileBytes + IMPORT_FORM_OVERHEAD_BYTES, tooLargeError: SOLD_IMPORT_TOO_LARGE })),
    ]),
  );
  app.use(adminOriginGuard(config));
  app.use(refuseSignInsWhenBusy(passwordChecksFull));

  const handleRequest = createRequestHandler(
    // Given a function, React Router rebuilds its route tree and handler on every request (so
    // development sees edits); the production build never changes, so it is handed over once.
    viteDevServer
      ? () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : ((await import("virtual:react-router/server-build")) as ServerBuild),
    config.isProduction ? "production" : "development",
  );
  const renderPage = async (req: express.Request, res: express.Response, path?: string): Promise<Response> => {
    let settings: Promise<SiteSettings> | undefined;
    let towns: Promise<PublicTowns> | undefined;
    let texts: Promise<PageTexts> | undefined;
    const siteSettings = () => (settings ??= settingsStore.read());
    return handleRequest(fetchRequestOf(req, res, path), {
      db: database.db,
      config,
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? "",
      siteSettings,
      towns: () => (towns ??= townsStore.read()),
      pageTexts: () => (texts ??= textsStore.read()),
      page: await pageOfRequest(config, req.headers.cookie, siteSettings),
    });
  };
  if (cache) {
    app.use(
      pageCacheHandler({
        cache,
        watch,
        render: renderPage,
        bypass,
        onError: (error) => logger.warn({ err: error }, "page cache failed; pages are rendered instead"),
      }),
    );
  } else {
    // A write is seen by the redirects at this instance's next request, as with the page cache.
    app.use(async (req, res) =>
      sendFetchResponse(res, await renderPage(req, res).finally(() => req.method !== "GET" && req.method !== "HEAD" && watch.markStale())),
    );
  }

  // Answers with the status and its standard phrase only: never a message or a stack trace.
  const handleError: ErrorRequestHandler = (error, req, res, next) => {
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
  app.use(handleError);

  // Not in development, where Vite serves files and modules from paths the lane cannot tell apart.
  const lane =
    cache && !viteDevServer
      ? cachedPageLane({
          cache,
          watch,
          bypass,
          clientEntries,
          redirects: () => (redirectsRead ? null : redirects.current),
          generalLimit: limits.general,
          writeSecurityHeaders,
          track: requestLog.track,
          trustProxy: app.get("trust proxy fn") as CachedPageLaneOptions["trustProxy"],
          queryParser: app.get("query parser fn") as CachedPageLaneOptions["queryParser"],
        })
      : null;
  const idleCollection = collectWhenIdle();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    idleCollection.noteRequest();
    let answered = false;
    try {
      answered = lane?.(req, res) ?? false;
    } catch (error) {
      // As the error handler answers: the status and its phrase only.
      logger.error({ err: error }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(http.STATUS_CODES[500]);
      return;
    }
    if (!answered) app(req, res);
  };

  const workers = [...startLeadDelivery(database.db, config), startMediaSweep(database.db, config.dataDir)];
  const renderBackfill = startRenderBackfill(database.db, config.siteUrl);

  const cleanup = setInterval(() => {
    deleteExpiredRateLimits(database.db).catch((error: unknown) => logger.warn({ err: error }, "could not delete expired rate limits"));
  }, 5 * 60_000);
  cleanup.unref();

  let workersStopped: Promise<unknown> | undefined;
  const stopWorkers = () => (workersStopped ??= Promise.all(workers.map((worker) => worker.stop())));
  return {
    handle,
    app,
    port: config.port,
    beginShutdown() {
      draining = true;
      idleCollection.stop();
      clearInterval(cleanup);
      renderBackfill.stop();
      stopWorkers().catch((error: unknown) => logger.error({ err: error }, "the background workers did not stop cleanly"));
    },
    async shutdown() {
      clearInterval(cleanup);
      renderBackfill.stop();
      try {
        await Promise.all([stopWorkers(), closeRenderThread().then(() => renderBackfill.done)]);
      } finally {
        await database.close();
      }
    },
  };
}
