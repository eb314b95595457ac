import pino, { type Logger } from "pino";

const globalForLogger = globalThis as typeof globalThis & { __lakefrontLogger?: Logger };

/** JSON logs in production (for a log shipper), readable lines in development. */
function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  if (process.env.NODE_ENV === "development") {
    return pino({ level, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  return pino({ level });
}

export const logger: Logger = (globalForLogger.__lakefrontLogger ??= createLogger());
