import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ANALYTICS } from "#app/lib/analytics-rules.ts";
import { LOG_LEVELS } from "#app/lib/logger.server.ts";

/** An empty variable means unset, so its default applies. */
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optional = (schema: z.ZodType<string>) => z.preprocess(emptyAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema);

/** Express "trust proxy": a hop count, true/false, or comma-separated addresses and subnets. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `must be an http(s) URL (${what})` });

const envSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(["development", "production", "test"]).default("development")),
    PORT: withDefault(
      z.coerce
        .number({ error: "must be a whole number between 1 and 65535" })
        .int({ error: "must be a whole number between 1 and 65535" })
        .min(1, { error: "must be a whole number between 1 and 65535" })
        .max(65535, { error: "must be a whole number between 1 and 65535" })
        .default(3000),
    ),
    SITE_URL: optional(httpUrl("the public origin, e.g. https://lakefrontnc.com")),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\/.+/, {
        error: "must be a postgres:// or postgresql:// connection URL (leave unset for the embedded database)",
      }),
    ),
    DATA_DIR: withDefault(z.string().default("./data")),
    SESSION_SECRET: optional(
      z.string().refine((value) => value.split(",").every((secret) => secret.trim().length >= 32), {
        error: "each comma-separated secret must be at least 32 characters",
      }),
    ),
    ADMIN_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
    ADMIN_PASSWORD: optional(z.string().min(12, { error: "must be at least 12 characters" })),
    CRM_WEBHOOK_URL: optional(httpUrl("where leads are delivered")),
    CRM_WEBHOOK_SECRET: optional(z.string().min(16, { error: "must be at least 16 characters" })),
    FUB_API_KEY: optional(z.string().regex(/^\S+$/, { error: "must be the API key from Follow Up Boss (Admin › API), without spaces" })),
    FUB_API_URL: withDefault(httpUrl("the Follow Up Boss API").default("https://api.followupboss.com")),
    FUB_SYSTEM: withDefault(
      z
        .string()
        .regex(/^[\w .-]{1,60}$/, { error: "must be a short system name (letters, digits, spaces, . - _)" })
        .default("Lakefront"),
    ),
    FUB_SYSTEM_KEY: optional(z.string().regex(/^\S+$/, { error: "must be the system key Follow Up Boss registered, without spaces" })),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, { error: "must be an smtp:// or smtps:// URL" })),
    LEAD_NOTIFY_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
    SMTP_FROM: optional(z.email({ error: "must be an e-mail address" })),
    NEWSLETTER_RATE_PER_MINUTE: withDefault(
      z.coerce
        .number({ error: "must be a whole number of e-mails a minute, 1 to 100000" })
        .int({ error: "must be a whole number of e-mails a minute, 1 to 100000" })
        .min(1, { error: "must be a whole number of e-mails a minute, 1 to 100000" })
        .max(100_000, { error: "must be a whole number of e-mails a minute, 1 to 100000" })
        .default(60),
    ),
    DKIM_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: "must be the domain the e-mails are signed for, e.g. lakefrontnc.com" })),
    DKIM_SELECTOR: optional(z.string().regex(/^[a-z0-9._-]+$/i, { error: "must be the DKIM selector published in DNS, e.g. mail" })),
    DKIM_PRIVATE_KEY: optional(z.string().refine((value) => value.includes("PRIVATE KEY-----"), { error: "must be a PEM private key" })),
    SCRAPER_ALLOW_HOSTS: withDefault(z.string().default("")),
    PROPERTIES_API_URL: optional(httpUrl("the listings provider")),
    PROPERTIES_API_TOKEN: optional(z.string()),
    RATE_LIMIT_FACTOR: withDefault(z.coerce.number({ error: "must be a positive number" }).positive({ error: "must be a positive number" }).default(1)),
    TRUST_PROXY: withDefault(
      z
        .string()
        .regex(/^(true|false|\d+|[\w.:/-]+(\s*,\s*[\w.:/-]+)*)$/, {
          error: "must be true, false, a hop count, or comma-separated addresses/subnets (e.g. loopback, 10.0.0.0/8)",
        })
        .default("loopback"),
    ),
    LOG_LEVEL: withDefault(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info")),
    PAGE_CACHE: withDefault(z.enum(["on", "off"], { error: "must be on or off" }).default("on")),
    ANALYTICS: withDefault(z.enum(["on", "off"], { error: "must be on or off" }).default("on")),
    ANALYTICS_FLUSH_MS: withDefault(
      z.coerce.number({ error: "must be a whole number of milliseconds from 100 to 60000" }).int().min(100).max(60_000).default(ANALYTICS.flushMs),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY];
    if (dkim.some(Boolean) && !dkim.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: [env.DKIM_DOMAIN ? (env.DKIM_SELECTOR ? "DKIM_PRIVATE_KEY" : "DKIM_SELECTOR") : "DKIM_DOMAIN"],
        message: "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together",
      });
    }
    if (env.LEAD_NOTIFY_EMAIL && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "must be set when LEAD_NOTIFY_EMAIL is set",
      });
    }
  });

export type Config = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  siteUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecrets: string[];
  admin: { email: string; password: string } | undefined;
  crmWebhookUrl: string | undefined;
  /** Signs each webhook body (X-Lakefront-Signature) when set. */
  crmWebhookSecret: string | undefined;
  followUpBoss: { apiUrl: string; apiKey: string; system: string; systemKey: string | undefined } | undefined;
  smtpUrl: string | undefined;
  leadNotifyEmail: string | undefined;
  /** The sender the SMTP server may send as; unset, the e-mail address of the site settings. */
  smtpFrom: string | undefined;
  /** How many newsletter e-mails all instances together send a minute. */
  newsletterRatePerMinute: number;
  /** Signs every e-mail the site sends (DKIM) when set. */
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  scraperAllowHosts: string[];
  propertiesApi: { url: string; token: string | undefined } | undefined;
  /** Multiplies every rate limit; test servers raise it, production keeps 1. */
  rateLimitFactor: number;
  /** Which proxies' X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | number | string;
  /** Keep rendered public pages in memory (PAGE_CACHE=off turns it off for debugging). */
  pageCache: boolean;
  /** Count page views and real-user vitals (issue 37), written every `flushMs`; null when ANALYTICS=off. */
  analytics: { flushMs: number } | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws ConfigError listing every bad variable. No side effects. */
export function parseConfig(env: Record<string, string | undefined>): Omit<Config, "sessionSecrets"> & {
  sessionSecrets: string[] | undefined;
} {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const raw = env[name];
      const shown = raw === undefined || /SECRET|PASSWORD|TOKEN|KEY/.test(name) ? "" : ` (got "${raw}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = result.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    siteUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecrets: e.SESSION_SECRET?.split(",").map((secret) => secret.trim()),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    crmWebhookUrl: e.CRM_WEBHOOK_URL,
    crmWebhookSecret: e.CRM_WEBHOOK_SECRET,
    followUpBoss: e.FUB_API_KEY
      ? { apiUrl: e.FUB_API_URL.replace(/\/+$/, ""), apiKey: e.FUB_API_KEY, system: e.FUB_SYSTEM, systemKey: e.FUB_SYSTEM_KEY }
      : undefined,
    smtpUrl: e.SMTP_URL,
    leadNotifyEmail: e.LEAD_NOTIFY_EMAIL,
    smtpFrom: e.SMTP_FROM,
    newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
    dkim:
      e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
        ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY.replace(/\\n/g, "\n") }
        : undefined,
    scraperAllowHosts: e.SCRAPER_ALLOW_HOSTS.split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    propertiesApi: e.PROPERTIES_API_URL ? { url: e.PROPERTIES_API_URL, token: e.PROPERTIES_API_TOKEN } : undefined,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    pageCache: e.PAGE_CACHE === "on",
    analytics: e.ANALYTICS === "on" ? { flushMs: e.ANALYTICS_FLUSH_MS } : null,
  };
}

/** SESSION_SECRET when set; otherwise a secret generated once and kept in DATA_DIR. */
function resolveSessionSecrets(dataDir: string, configured: string[] | undefined): string[] {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return [readFileSync(file, "utf8").trim()];
}

const globalForConfig = globalThis as typeof globalThis & { __lakefrontConfig?: Config };

/** The process's configuration, parsed once from process.env. */
export function getConfig(): Config {
  if (!globalForConfig.__lakefrontConfig) {
    const parsed = parseConfig(process.env);
    globalForConfig.__lakefrontConfig = {
      ...parsed,
      sessionSecrets: resolveSessionSecrets(parsed.dataDir, parsed.sessionSecrets),
    };
  }
  return globalForConfig.__lakefrontConfig;
}
