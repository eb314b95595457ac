import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import pino, { type Logger } from "pino";
import { loggedUrl } from "#app/lib/logged-url.ts";

declare module "http" {
  interface IncomingMessage {
    /** This request's logger: its lines carry the serialised request (`req`, with its id). */
    log: Logger;
    /** A number here; declared as pino-http declares it, whose test compares the two logs. */
    id: number | string | object;
  }
}

const REQUEST_LOGGER = Symbol("requestLogger");
type LoggedRequest = IncomingMessage & { [REQUEST_LOGGER]?: Logger };

/**
 * The request log pino-http wrote, line for line (the same fields, values, levels and messages),
 * at a cached page's cost (issue 17): pino-http built a child logger per request (serialising and
 * redacting the request up front), where most requests log nothing but their last line. Here that
 * line is one call, and `req.log` is built when first used. The request is serialised when its line
 * is written; its fields (id, method, original URL, query, headers, peer) are those it arrived with.
 */
export function requestLogging(
  logger: Logger,
  { ignore }: { ignore: (req: IncomingMessage) => boolean },
): { handler: RequestHandler; installOn: (request: object) => void; track: (req: IncomingMessage, res: ServerResponse) => void } {
  // The credentials are taken out by the serialisers rather than by the logger's redaction, which
  // copied each line's request and response to redact them: a tenth of a cached page's cost.
  const base = logger.child({}, { serializers: { req: loggedRequest, res: loggedResponse }, redact: [] });
  let lastId = 0;
  /** Numbers the request and writes its line once the response has finished or the connection closed. */
  const track = (req: IncomingMessage, res: ServerResponse) => {
    req.id = lastId = (lastId + 1) & 2147483647;
    if (ignore(req)) return;
    const start = Date.now();
    const done = (error?: Error) => {
      res.removeListener("close", done);
      res.removeListener("finish", done);
      res.removeListener("error", done);
      writeLine(base, req, res, start, error);
    };
    res.on("close", done);
    res.on("finish", done);
    res.on("error", done);
  };
  return {
    /** Gives every request (the prototype Express makes requests from) a `log` made on first use. */
    installOn(request) {
      Object.defineProperty(request, "log", {
        configurable: true,
        get(this: LoggedRequest) {
          return (this[REQUEST_LOGGER] ??= base.child({ req: this }));
        },
        set(this: LoggedRequest, value: Logger) {
          this[REQUEST_LOGGER] = value;
        },
      });
    },
    handler(req, res, next) {
      track(req, res);
      next();
    },
    /** The same for a request answered before Express, which the caller gives Express's `originalUrl`, `query` and `params` so its line is the same. */
    track,
  };
}

const REDACTED = "[Redacted]";

/**
 * The request headers a line carries: where the request came from and for, what it sent, what the
 * admin's origin check and the proxy in front read, and a proxy's request id. A browser sends a
 * kilobyte more (client hints, fetch metadata, languages), which cost every line and said nothing a
 * line is read for; cookie and authorization are only marked as present.
 */
const LOGGED_REQUEST_HEADERS = [
  "host",
  "user-agent",
  "referer",
  "origin",
  "accept-encoding",
  "content-type",
  "content-length",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-request-id",
];

/**
 * pino's request serialiser, with the headers above only, the credentials redacted, and of an
 * admin URL's query only the parameters' names (the agent's searches name visitors).
 */
export function loggedRequest(req: IncomingMessage) {
  const serialised = pino.stdSerializers.req(req);
  const url = loggedUrl(serialised.url);
  if (url !== serialised.url) {
    serialised.url = url;
    serialised.query = Object.fromEntries(Object.keys(serialised.query as object).map((name) => [name, REDACTED]));
  }
  const headers: Record<string, string> = {};
  for (const name of LOGGED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  if (req.headers.cookie !== undefined) headers.cookie = REDACTED;
  if (req.headers.authorization !== undefined) headers.authorization = REDACTED;
  serialised.headers = headers;
  return serialised;
}

/**
 * The response headers a line carries: what tells one response from another. The security
 * headers are the same on every response and were three quarters of a line (2 KB of JSON a cached
 * page, a sixth of its CPU); set-cookie is only marked as present.
 */
const LOGGED_RESPONSE_HEADERS = ["content-type", "content-length", "content-encoding", "cache-control", "location", "retry-after", "x-cache"];

/** pino's response serialiser, with the headers above only, set-cookie redacted and an admin location's query as names. */
export function loggedResponse(res: ServerResponse): { statusCode: number | null; headers: Record<string, unknown> } {
  const headers: Record<string, unknown> = {};
  for (const name of LOGGED_RESPONSE_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = name === "location" && typeof value === "string" ? loggedUrl(value) : value;
  }
  if (res.hasHeader("set-cookie")) headers["set-cookie"] = REDACTED;
  return { statusCode: res.headersSent ? res.statusCode : null, headers };
}

function writeLine(log: Logger, req: IncomingMessage, res: ServerResponse & { err?: Error }, start: number, error: Error | undefined) {
  const responseTime = Date.now() - start;
  const failure = error ?? res.err;
  if (failure || res.statusCode >= 500) {
    log.info({ req, res, err: failure ?? new Error(`failed with status code ${res.statusCode}`), responseTime }, "request errored");
    return;
  }
  log.info({ req, res, responseTime }, !req.readableAborted && res.writableEnded ? "request completed" : "request aborted");
}
