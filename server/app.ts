import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openDatabase, type Db } from "#app/db/client.server.ts";
import type { DeliveryChannel } from "#app/db/schema.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { propertySearchOrigins } from "#app/lib/site-settings-schema.ts";
import { normaliseEmail } from "#app/models/administrators.server.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import { ensureAdministrator, sessionCookieName } from "#app/services/auth.server.ts";
import { getConfig, type Config } from "#app/services/config.server.ts";
import { pageOfRequest } from "#app/services/lead-form-post.server.ts";
import { closeIncidentsOfUnconfiguredDestinations } from "#app/models/destination-incidents.server.ts";
import { deleteExpiredRateLimits } from "#app/models/rate-limit-hits.server.ts";
import { startDestinationAlerts } from "#app/services/destination-alerts.server.ts";
import { leadSenders } from "#app/services/lead-destinations.server.ts";
import { startOutboxWorker } from "#app/services/lead-outbox.server.ts";
import type { DrainingWorker } from "#app/services/draining-worker.server.ts";
import { destinationAlertSender, visitorMailSender, websiteMailFrom, type VisitorMailIdentity } from "#app/services/mail.server.ts";
import { startMailDelivery } from "#app/services/mail-delivery.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { startRenderBackfill } from "#app/services/post-render.server.ts";
import { closeRenderThread } from "#app/services/render-thread.server.ts";
import { startMediaSweep } from "#app/services/media-sweep.server.ts";
import { startMarketImportResume } from "#app/services/market-import.server.ts";
import { PageViewCounter } from "#app/services/page-view-counter.server.ts";
import { pageTextsStore, publicTownsStore, redirectsStore, siteSettingsStore } from "#app/services/latest-read.server.ts";
import { searchIndexesSettled, settleSearchIndexes } from "#app/models/search-indexes.server.ts";
import type { PageTexts, SiteSettings } from "#app/content/content-types.ts";
import type { PublicTowns } from "#app/models/neighborhoods.server.ts";
import { seedDemoContent } from "#seed/index.ts";
import { fetchRequestOf } from "./fetch-exchange.ts";
import { requestChain } from "./request-chain.ts";
import { ContentVersionWatch } from "./content-version-watch.ts";
import { PageCache } from "./page-cache.ts";
import { collectWhenIdle } from "./idle-collection.ts";
import { embeddedDataDir, prepareNewEmbeddedDatabase } from "./first-start.ts";
import { DEFAULT_RATE_LIMITS } from "./rate-limit.ts";

/** Who a visitor's e-mail is from: the agent by name at SMTP_FROM (else the settings' address); replies go to the agent. */
function visitorIdentity(config: Config, settings: SettingsNow): VisitorMailIdentity {
  return async () => {
    const { agent, email } = await settings();
    return { name: agent.name, address: config.smtpFrom ?? email, replyTo: email };
  };
}

/** The settings of the moment, as the store keeps them: the workers read them for every e-mail without a query. */
type SettingsNow = () => Promise<SiteSettings>;

/**
 * Delivers stored leads to each configured destination, one worker per destination so a slow
 * mail server never holds up the CRM, sends the visitors' receipts, and e-mails the agent when a
 * destination has failed for 30 minutes.
 */
function startLeadDelivery(db: Db, config: Config, settings: SettingsNow): DrainingWorker[] {
  const mailFrom = async () => websiteMailFrom(config.smtpFrom ?? (await settings()).email);
  const senders = leadSenders(config, {
    from: mailFrom,
    ...(config.smtpUrl ? { visitorMail: visitorMailSender({ url: config.smtpUrl, dkim: config.dkim }, visitorIdentity(config, settings)) } : {}),
    settings,
  });
  if (!senders.crm && !senders.fub) {
    logger.warn("Neither CRM_WEBHOOK_URL nor FUB_API_KEY is set: leads are stored and shown in the admin, not delivered to a CRM");
  }
  const workers: DrainingWorker[] = Object.entries(senders).map(([channel, send]) => startOutboxWorker(db, { senders: { [channel]: send } }));
  closeIncidentsOfUnconfiguredDestinations(db, Object.keys(senders) as DeliveryChannel[]).catch((error: unknown) =>
    logger.warn({ err: error }, "could not close the incidents of destinations no longer configured"),
  );
  if (config.smtpUrl && config.leadNotifyEmail) {
    workers.push(
      startDestinationAlerts(db, destinationAlertSender({ url: config.smtpUrl, dkim: config.dkim }, config.leadNotifyEmail, config.siteUrl, mailFrom)),
    );
  }
  return workers;
}

/** Sends the e-mails to visitors (confirmations) through SMTP_URL; without it they wait in the outbox. */
function startVisitorMail(db: Db, config: Config, settings: SettingsNow): DrainingWorker[] {
  if (!config.smtpUrl) {
    logger.warn("SMTP_URL is not set: e-mails to visitors (confirmations, newsletters) wait in the mail outbox until it is");
    return [];
  }
  return [
    startMailDelivery(db, {
      send: visitorMailSender({ url: config.smtpUrl, dkim: config.dkim }, visitorIdentity(config, settings)),
      siteUrl: config.siteUrl,
      secrets: config.sessionSecrets,
      sender: settings,
      newsletterRatePerMinute: config.newsletterRatePerMinute,
    }),
  ];
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

  const handleRequest = createRequestHandler(
    // Given a function, React Router rebuilds its route tree and handler on every request (so
    // development sees edits); the production build never changes, so it is handed over once.
    viteDevServer
      ? () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : ((await import("virtual:react-router/server-build")) as ServerBuild),
    config.isProduction ? "production" : "development",
  );
  const render = async (req: express.Request, res: express.Response, path?: string): Promise<Response> => {
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

  // Page views counted in memory and written every few seconds (issue 37, decision 053).
  const pageViews = config.analytics
    ? new PageViewCounter({ db: database.db, sessionCookieName: sessionCookieName(config), flushMs: config.analytics.flushMs })
    : null;
  await pageViews?.start();

  let draining = false;
  const factor = config.rateLimitFactor;
  const chain = requestChain({
    db: database.db,
    logger,
    isProduction: config.isProduction,
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    sessionCookieName: sessionCookieName(config),
    dataDir: config.dataDir,
    rateLimits: {
      general: DEFAULT_RATE_LIMITS.general * factor,
      writes: DEFAULT_RATE_LIMITS.writes * factor,
      sensitive: DEFAULT_RATE_LIMITS.sensitive * factor,
    },
    frameOrigins,
    cache,
    watch,
    redirects: { table: () => redirects.current, reading: () => redirectsRead },
    render,
    files: viteDevServer ? { viteDevServer } : { clientDir: "build/client" },
    isDraining: () => draining,
    pageViews,
  });

  const idleCollection = collectWhenIdle();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    idleCollection.noteRequest();
    chain.handle(req, res);
  };

  const settingsNow = async () => settingsStore.current;
  const workers = [
    ...startLeadDelivery(database.db, config, settingsNow),
    ...startVisitorMail(database.db, config, settingsNow),
    startMediaSweep(database.db, config.dataDir),
    startMarketImportResume(database.db),
  ];
  const renderBackfill = startRenderBackfill(database.db, config.siteUrl);

  const cleanup = setInterval(() => {
    deleteExpiredRateLimits(database.db).catch((error: unknown) => logger.warn({ err: error }, "could not delete expired rate limits"));
  }, 5 * 60_000);
  cleanup.unref();

  let workersStopped: Promise<unknown> | undefined;
  const stopWorkers = () => (workersStopped ??= Promise.all(workers.map((worker) => worker.stop())));
  return {
    handle,
    app: chain.app,
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
        // The page views go last: every request has been answered, so each one is written.
        await Promise.all([stopWorkers(), closeRenderThread().then(() => renderBackfill.done), pageViews?.stop()]);
      } finally {
        await database.close();
      }
    },
  };
}
