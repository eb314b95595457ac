import pino, { type Logger } from "pino";
import { LOG_LEVELS } from "./config.server.ts";

const globalForLogger = globalThis as typeof globalThis & { __lakefrontLogger?: Logger };

/** Request logs never carry credentials. */
const redact = ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'];

/**
 * JSON logs in production (for a log shipper), readable lines in development. An invalid
 * LOG_LEVEL falls back to info here; the configuration check reports it.
 */
function createLogger(): Logger {
  const wanted = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  const level = (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : "info";
  if (process.env.NODE_ENV === "development") {
    return pino({ level, redact, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  return pino({ level, redact });
}

export const logger: Logger = (globalForLogger.__lakefrontLogger ??= createLogger());
