import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.admin).toBeUndefined();
    expect(config.crmWebhookUrl).toBeUndefined();
    expect(config.scraperAllowHosts).toEqual([]);
    expect(config.rateLimitFactor).toBe(1);
  });

  it("derives SITE_URL from PORT and trims a trailing slash from an explicit one", () => {
    expect(parseConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(parseConfig({ SITE_URL: "https://lakefrontnc.com/" }).siteUrl).toBe("https://lakefrontnc.com");
  });

  it("names every bad variable with a clear message", () => {
    const problems = problemsOf({
      PORT: "abc",
      SITE_URL: "not a url",
      DATABASE_URL: "mysql://x",
      CRM_WEBHOOK_URL: "ftp://crm",
      SESSION_SECRET: "short",
    });
    expect(problems).toHaveLength(5);
    expect(problems).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
    expect(problems.find((p) => p.startsWith("SITE_URL:"))).toContain("must be an http(s) URL");
    expect(problems.find((p) => p.startsWith("DATABASE_URL:"))).toContain("postgres://");
    expect(problems.find((p) => p.startsWith("CRM_WEBHOOK_URL:"))).toContain("must be an http(s) URL");
    expect(problems.find((p) => p.startsWith("SESSION_SECRET:"))).toBe("SESSION_SECRET: each comma-separated secret must be at least 32 characters");
  });

  it("never echoes a secret's value", () => {
    const [problem] = problemsOf({ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "tooshort" });
    expect(problem).toBe("ADMIN_PASSWORD: must be at least 12 characters");
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(problemsOf({ ADMIN_EMAIL: "meredith@lakefrontnc.com" })).toEqual(["ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together"]);
    const config = parseConfig({ ADMIN_EMAIL: "meredith@lakefrontnc.com", ADMIN_PASSWORD: "a-long-password" });
    expect(config.admin).toEqual({ email: "meredith@lakefrontnc.com", password: "a-long-password" });
  });

  it("accepts PostgreSQL URLs, rotated session secrets and scraper hosts", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://lakefront@db:5432/lakefront",
      SESSION_SECRET: `${"a".repeat(32)}, ${"b".repeat(40)}`,
      SCRAPER_ALLOW_HOSTS: "Localhost, 127.0.0.1",
    });
    expect(config.databaseUrl).toBe("postgres://lakefront@db:5432/lakefront");
    expect(config.sessionSecrets).toEqual(["a".repeat(32), "b".repeat(40)]);
    expect(config.scraperAllowHosts).toEqual(["localhost", "127.0.0.1"]);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", CRM_WEBHOOK_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("requires SMTP_URL when lead notification e-mail is configured", () => {
    expect(problemsOf({ LEAD_NOTIFY_EMAIL: "meredith@lakefrontnc.com" })).toEqual(["SMTP_URL: must be set when LEAD_NOTIFY_EMAIL is set"]);
  });
});

describe("parseConfig, more variables", () => {
  it("rejects an unknown log level and treats empty numbers as unset", () => {
    expect(problemsOf({ LOG_LEVEL: "loud" })).toEqual(['LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")']);
    const config = parseConfig({ PORT: "", RATE_LIMIT_FACTOR: "", DATA_DIR: "" });
    expect(config.port).toBe(3000);
    expect(config.rateLimitFactor).toBe(1);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("reads TRUST_PROXY as a hop count, a flag or a list of subnets", () => {
    expect(parseConfig({}).trustProxy).toBe("loopback");
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
    expect(problemsOf({ TRUST_PROXY: "anything goes!" })[0]).toMatch(/^TRUST_PROXY: must be true, false, a hop count/);
  });

  it("keeps the page cache on unless PAGE_CACHE=off", () => {
    expect(parseConfig({}).pageCache).toBe(true);
    expect(parseConfig({ PAGE_CACHE: "" }).pageCache).toBe(true);
    expect(parseConfig({ PAGE_CACHE: "on" }).pageCache).toBe(true);
    expect(parseConfig({ PAGE_CACHE: "off" }).pageCache).toBe(false);
    expect(problemsOf({ PAGE_CACHE: "no" })).toEqual(['PAGE_CACHE: must be on or off (got "no")']);
  });
});
