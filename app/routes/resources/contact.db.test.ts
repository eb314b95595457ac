import { DrizzleQueryError } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Database, Db } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { parseConfig, type Config } from "#app/services/config.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { action } from "./contact.ts";

let database: Database;
const config: Config = { ...parseConfig({ SITE_URL: "https://lakefrontnc.com" }), sessionSecrets: ["x".repeat(32)] };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The database as it answers with its disk full: every write fails with `error`. */
function withFullDisk(db: Db, error: Error): Db {
  const fail = () => Promise.reject(error);
  return new Proxy(db, {
    get: (target, property, receiver) =>
      property === "execute" || property === "transaction" ? fail : property === "$client" ? undefined : Reflect.get(target, property, receiver),
  });
}

const postgresDiskFull = () =>
  new DrizzleQueryError(
    "INSERT INTO leads ...",
    ["grace@example.com"],
    Object.assign(new Error('could not extend file "base/5/16401": No space left on device'), { code: "53100" }),
  );
const fileSystemFull = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });

function post(db: Db, n: number) {
  const body = new FormData();
  const fields = {
    kind: "contact",
    firstName: "Grace",
    lastName: "Hopper",
    phone: "+1 704 555 0123",
    email: `grace${n}@example.com`,
    meetingType: "clarity",
    message: "A dock.",
  };
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request("http://localhost:3000/resources/contact", { method: "POST", body });
  const context = { db, config, clientIp: "203.0.113.9", siteSettings: async () => siteSettingsSeed } as unknown as AppLoadContext;
  return action({ request, context, params: {} } as Parameters<typeof action>[0]);
}

describe("the contact endpoint with the disk full (issue 33)", () => {
  it("answers 503 with Retry-After and the form's JSON (the form shows its failure toast), logs once per incident, and takes leads again after", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      for (const [i, full] of [postgresDiskFull(), fileSystemFull(), postgresDiskFull()].entries()) {
        const response = await post(withFullDisk(database.db, full), i);
        expect(response.status).toBe(503);
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(await response.json()).toEqual({ ok: false, errors: {} });
      }
      expect(errors).toHaveBeenCalledTimes(1);

      expect((await post(database.db, 9)).status).toBe(200);
      expect(await database.db.select().from(leads)).toHaveLength(1);
      // A new incident is logged again.
      expect((await post(withFullDisk(database.db, fileSystemFull()), 10)).status).toBe(503);
      expect(errors).toHaveBeenCalledTimes(2);
    } finally {
      errors.mockRestore();
    }
  });
});
