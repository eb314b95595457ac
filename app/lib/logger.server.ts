import pino, { type Logger } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const globalForLogger = globalThis as typeof globalThis & { __lakefrontLogger?: Logger };

/** Request logs never carry credentials. */
const redact = ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'];

/** Fields of a database error that hold the values of a statement (the row, the key). */
const STATEMENT_VALUE_FIELDS = ["params", "detail", "where"];

/**
 * The error, or a copy of it without the values of the statement that failed: Drizzle's error
 * writes every parameter (a lead's name, e-mail, phone, message) into its message and `params`,
 * and PostgreSQL's puts a conflicting key's value in `detail`. The SQL text, codes and stack stay.
 */
function withoutStatementValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const cause = withoutStatementValues(error.cause, depth + 1);
  const { query } = error as { query?: unknown };
  const failedQuery = typeof query === "string" && error.message.startsWith("Failed query:");
  if (!failedQuery && cause === error.cause && !STATEMENT_VALUE_FIELDS.some((field) => field in error)) return error;
  // Drizzle's message is "Failed query: <sql>\nparams: <values>".
  const message = failedQuery ? `Failed query: ${query}` : error.message;
  const copy = new Error(message, { cause });
  copy.name = error.name;
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  copy.stack = [`${error.name}: ${message}`, ...frames].join("\n");
  for (const [field, value] of Object.entries(error)) {
    if (!STATEMENT_VALUE_FIELDS.includes(field) && field !== "cause" && field !== "query") Object.assign(copy, { [field]: value });
  }
  return copy;
}

/** The error serialiser of every log line, the request logger's included. */
export function serializeError(error: unknown): ReturnType<typeof pino.stdSerializers.err> {
  return pino.stdSerializers.err(withoutStatementValues(error) as Error);
}

const serializers = { err: serializeError };

/**
 * JSON logs in production (for a log shipper), readable lines in development. An invalid
 * LOG_LEVEL falls back to info here; the configuration check reports it.
 */
function createLogger(): Logger {
  const wanted = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  const level = (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : "info";
  if (process.env.NODE_ENV === "development") {
    return pino({ level, redact, serializers, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  if (process.env.NODE_ENV !== "production") return pino({ level, redact, serializers });
  // Lines gather in a buffer (sonic-boom) written to standard output at the end of the event loop's
  // turn that logged them (or once it holds 8 KB): under load one write carries many requests'
  // lines, where a write per request had been a good part of a cached page's cost
  // (docs/performance.md, issue 17); when quiet, a line is written as soon as it was before.
  // Written synchronously, as Node writes to a file or a pipe on Linux anyway.
  const destination = pino.destination({ dest: 1, sync: true, minLength: LOG_BUFFER_BYTES });
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    destination.flush();
  };
  const streamWrite = (line: string) => {
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
    return line;
  };
  process.on("exit", () => destination.flushSync());
  return pino({ level, redact, serializers, hooks: { streamWrite } }, destination);
}

const LOG_BUFFER_BYTES = 8192;

export const logger: Logger = (globalForLogger.__lakefrontLogger ??= createLogger());
