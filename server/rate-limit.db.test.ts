import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { rateLimitHits } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { DatabaseRateLimitStore, deleteExpiredRateLimits, rateLimits } from "./rate-limit.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Two app instances sharing one database, as behind a load balancer. */
async function startInstance(limits: { general: number; writes: number; sensitive: number }) {
  const app = express();
  app.use(rateLimits(database.db, limits));
  app.all("/{*path}", (_req, res) => {
    res.send("ok");
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("DatabaseRateLimitStore", () => {
  it("counts hits per key and window, shared between store instances", async () => {
    const windowMs = 60_000;
    const a = new DatabaseRateLimitStore(database.db, "t1:");
    const b = new DatabaseRateLimitStore(database.db, "t1:");
    a.init({ windowMs } as never);
    b.init({ windowMs } as never);
    expect((await a.increment("1.2.3.4")).totalHits).toBe(1);
    expect((await b.increment("1.2.3.4")).totalHits).toBe(2);
    expect((await a.increment("5.6.7.8")).totalHits).toBe(1);
    await a.decrement("1.2.3.4");
    const info = await b.increment("1.2.3.4");
    expect(info.totalHits).toBe(2);
    expect(info.resetTime!.getTime()).toBeGreaterThan(Date.now());
    await b.resetKey("1.2.3.4");
    expect((await a.increment("1.2.3.4")).totalHits).toBe(1);
  });

  it("starts a new window once the old one has ended, and cleans up old windows", async () => {
    const store = new DatabaseRateLimitStore(database.db, "t2:");
    store.init({ windowMs: 1000 } as never);
    await store.increment("ip");
    await store.increment("ip");
    await database.db.update(rateLimitHits).set({ resetAt: new Date(Date.now() - 120_000) });
    expect((await store.increment("ip")).totalHits).toBe(1);
    await database.db.update(rateLimitHits).set({ resetAt: new Date(Date.now() - 120_000) });
    await deleteExpiredRateLimits(database.db);
    expect(await database.db.select().from(rateLimitHits)).toHaveLength(0);
  });
});

describe("rateLimits tiers over HTTP", () => {
  it("limits writes to sensitive paths across instances, and leaves reads alone", async () => {
    const limits = { general: 1000, writes: 50, sensitive: 3 };
    const one = await startInstance(limits);
    const two = await startInstance(limits);
    try {
      const post = (base: string) => fetch(`${base}/resources/contact`, { method: "POST", body: "x" });
      expect((await post(one.base)).status).toBe(200);
      expect((await post(two.base)).status).toBe(200);
      expect((await post(one.base)).status).toBe(200);
      const limited = await post(two.base);
      expect(limited.status).toBe(429);
      expect(await limited.text()).toBe("Too many requests. Please wait a minute and try again.");
      expect((await fetch(`${one.base}/resources/contact`)).status).toBe(200);
      for (const disguised of ["/Resources/Contact", "/resources/%63ontact"]) {
        expect((await fetch(`${one.base}${disguised}`, { method: "POST", body: "x" })).status, disguised).toBe(429);
      }
      expect((await fetch(`${one.base}/about`, { method: "POST", body: "x" })).status).toBe(200);
    } finally {
      one.server.close();
      two.server.close();
    }
  });

  it("limits every request per instance in the general tier", async () => {
    const instance = await startInstance({ general: 2, writes: 50, sensitive: 50 });
    try {
      expect((await fetch(`${instance.base}/`)).status).toBe(200);
      expect((await fetch(`${instance.base}/`)).status).toBe(200);
      expect((await fetch(`${instance.base}/`)).status).toBe(429);
    } finally {
      instance.server.close();
    }
  });
});
