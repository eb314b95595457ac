/** Socket errors of a connection to PostgreSQL that could not be made or was cut. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/** PostgreSQL's own: shutting down, crashed, starting up or in recovery, too many connections. */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres and its pool say these in words only. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says that the
 * database could not be reached, as opposed to a query that failed: then the request may succeed
 * again in a moment, and a visitor is told the site is briefly unavailable (503), not that it broke.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}
