import type { RequestHandler } from "express";
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server.ts";
import { rateLimitHits } from "#app/db/schema.ts";

const WINDOW_MS = 60_000;

/** Paths where guessing or spamming does harm: sign-in and lead capture. */
const SENSITIVE_PATH_PREFIXES = ["/admin/login", "/resources/contact"];

/**
 * express-rate-limit store on the database, so every app instance counts against the same
 * totals. A row per client and tier; a window that has ended starts again at 1.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = WINDOW_MS;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const id = this.prefix + key;
    const windowSeconds = this.windowMs / 1000;
    const [row] = await queryRows<{ hits: number; reset_at: string | Date }>(this.db, sql`
      INSERT INTO ${rateLimitHits} (key, hits, reset_at)
      VALUES (${id}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${rateLimitHits.resetAt} <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END,
        reset_at = CASE WHEN ${rateLimitHits.resetAt} <= now()
          THEN now() + make_interval(secs => ${windowSeconds}) ELSE ${rateLimitHits.resetAt} END
      RETURNING hits, reset_at`);
    if (!row) throw new Error("rate limit upsert returned no row");
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db.execute(
      sql`UPDATE ${rateLimitHits} SET hits = GREATEST(hits - 1, 0) WHERE key = ${this.prefix + key}`,
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM ${rateLimitHits} WHERE key = ${this.prefix + key}`);
  }
}

/** Removes counters whose window ended, so the table stays small. */
export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM ${rateLimitHits} WHERE reset_at < now() - interval '1 minute'`);
}

export type RateLimitTiers = { general: number; writes: number; sensitive: number };

export const DEFAULT_RATE_LIMITS: RateLimitTiers = { general: 1000, writes: 100, sensitive: 10 };

const isWrite = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

/** Routes match case-insensitively on the decoded path, so the check must too. */
function isSensitivePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath).toLowerCase();
  } catch {
    path = rawPath.toLowerCase();
  }
  return SENSITIVE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Three tiers per client IP and minute: every request (a per-instance flood guard kept in
 * memory, so page views cost no database write); every write; and writes to sensitive paths.
 * The last two count in the database, shared by all instances.
 */
export function rateLimits(db: Db, limits: RateLimitTiers): RequestHandler[] {
  const common = {
    windowMs: WINDOW_MS,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: "Too many requests. Please wait a minute and try again.",
  } as const;
  return [
    rateLimit({ ...common, limit: limits.general }),
    rateLimit({
      ...common,
      limit: limits.writes,
      skip: (req) => !isWrite(req.method),
      store: new DatabaseRateLimitStore(db, "writes:"),
    }),
    rateLimit({
      ...common,
      limit: limits.sensitive,
      skip: (req) => !isWrite(req.method) || !isSensitivePath(req.path),
      store: new DatabaseRateLimitStore(db, "sensitive:"),
    }),
  ];
}
