import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { Db } from "#app/db/client.server.ts";
import { countWrite } from "#app/models/rate-limit-hits.server.ts";
import { appendHeader } from "./append-header.ts";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "#app/services/newsletter-subscriptions.server.ts";

const WINDOW_MS = 60_000;
const WINDOW_SECONDS = WINDOW_MS / 1000;
const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

/** Paths where guessing or spamming does harm: sign-in and lead capture. */
const SENSITIVE_PATH_PREFIXES = ["/admin/login", "/resources/contact"];

export type RateLimitTiers = { general: number; writes: number; sensitive: number };

export const DEFAULT_RATE_LIMITS: RateLimitTiers = { general: 1000, writes: 100, sensitive: 10 };

const isWrite = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

/**
 * Sign-in and leads: the contact endpoint, and every public page, which takes its lead forms posted
 * without JavaScript (the admin's other paths are not). Routes match case-insensitively on the
 * decoded path, so the check must too. Not the newsletter's one-click unsubscribe: mail providers
 * post it from a few servers of their own, for many readers a minute, and only a signed link
 * does anything (RFC 8058).
 */
function isSensitivePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath).toLowerCase();
  } catch {
    path = rawPath.toLowerCase();
  }
  if (path.startsWith(`${NEWSLETTER_UNSUBSCRIBE_PATH}/`)) return false;
  return SENSITIVE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) || !path.startsWith("/admin");
}

/** express-rate-limit's partition key: the first 12 hex digits of the key's SHA-256, in base64. */
function partitionKey(key: string): string {
  return Buffer.from(createHash("sha256").update(key).digest("hex").slice(0, 12)).toString("base64");
}

/**
 * The IETF draft-8 headers express-rate-limit sets for each tier (`standardHeaders: "draft-8"`),
 * in the same form, so clients see one format for all three tiers.
 */
function setDraft8Headers(res: ServerResponse, { limit, hits, resetAt, partition }: { limit: number; hits: number; resetAt: Date; partition: string }): void {
  const name = `${limit}-in-${WINDOW_SECONDS / 60}min`;
  const resetSeconds = Math.max(0, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  appendHeader(res, "RateLimit", `"${name}"; r=${Math.max(limit - hits, 0)}; t=${resetSeconds}`);
  appendHeader(res, "RateLimit-Policy", `"${name}"; q=${limit}; w=${WINDOW_SECONDS}; pk=:${partition}:`);
}

function refuse(res: Response, resetAt: Date): void {
  res.set("Retry-After", String(Math.max(0, Math.ceil((resetAt.getTime() - Date.now()) / 1000))));
  res.status(429).send(TOO_MANY_REQUESTS);
}

/** A client's count in the general tier, and its key as the headers show it. */
type ClientWindow = { hits: number; resetAt: Date; partition: string };

/** The general tier: the middleware, and the same count for a request answered before Express (server/cached-page-lane.ts). */
export type GeneralRateLimit = {
  handler: RequestHandler;
  /**
   * Counts a request from `ip`, as the middleware does, when it is within the limit, and gives
   * back what sets its headers; null, counting nothing, when it is not: the middleware then counts
   * and refuses it.
   */
  admit(ip: string): ((res: ServerResponse) => void) | null;
};

/**
 * The general tier: every request per client and window, in this instance's memory, counted as
 * express-rate-limit's memory store counts (a client's window starts at its first request; clients
 * idle for a whole window are dropped) and answered as it answers. It is on every request's path,
 * so the client's key and partition key are worked out once per window, not per request.
 */
function generalLimit(limit: number): GeneralRateLimit {
  let current = new Map<string, ClientWindow>();
  let previous = new Map<string, ClientWindow>();
  /** Client keys by address (ipKeyGenerator parses the address), dropped with the windows. */
  let keys = new Map<string, string>();
  const sweep = setInterval(() => {
    previous = current;
    current = new Map();
    keys = new Map();
  }, WINDOW_MS);
  sweep.unref();
  /** The client's window as of now, its count not yet raised. */
  const windowOf = (ip: string): ClientWindow => {
    let key = keys.get(ip);
    if (key === undefined) keys.set(ip, (key = ipKeyGenerator(ip)));
    const now = Date.now();
    let client = current.get(key);
    if (!client) {
      client = previous.get(key) ?? { hits: 0, resetAt: new Date(now + WINDOW_MS), partition: partitionKey(key) };
      previous.delete(key);
      current.set(key, client);
    }
    if (client.resetAt.getTime() <= now) {
      client.hits = 0;
      client.resetAt = new Date(now + WINDOW_MS);
    }
    return client;
  };
  return {
    handler(req, res, next) {
      const client = windowOf(req.ip ?? "");
      client.hits += 1;
      setDraft8Headers(res, { limit, ...client });
      if (client.hits > limit) return refuse(res, client.resetAt);
      next();
    },
    admit(ip) {
      const client = windowOf(ip);
      if (client.hits + 1 > limit) return null;
      client.hits += 1;
      const counted = { limit, ...client };
      return (res) => setDraft8Headers(res, counted);
    },
  };
}

/**
 * The two database tiers: every write, and writes to sensitive paths, counted together by
 * `countWrite`. Answers like express-rate-limit: headers for each tier counted, and over a limit
 * 429 with Retry-After and the message.
 */
function sharedWriteLimits(db: Db, limits: { writes: number; sensitive: number }): RequestHandler {
  return async (req, res, next) => {
    if (!isWrite(req.method)) return next();
    try {
      const client = ipKeyGenerator(req.ip ?? "");
      const counts = await countWrite(db, client, { sensitive: isSensitivePath(req.path), writesLimit: limits.writes, windowSeconds: WINDOW_SECONDS });
      const partition = partitionKey(client);
      for (const count of counts) {
        const limit = limits[count.tier];
        setDraft8Headers(res, { limit, hits: count.hits, resetAt: count.resetAt, partition });
        if (count.hits > limit) return refuse(res, count.resetAt);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Three tiers per client IP and minute: every request (a per-instance flood guard kept in
 * memory, so page views cost no database write); every write; and writes to sensitive paths.
 * The last two count in the database, shared by all instances. `general` is the first tier (its
 * middleware, and the count the cached-page lane keeps too); `writes` the middleware of the other two.
 */
export function rateLimits(db: Db, limits: RateLimitTiers): { general: GeneralRateLimit; writes: RequestHandler } {
  return { general: generalLimit(limits.general), writes: sharedWriteLimits(db, limits) };
}
