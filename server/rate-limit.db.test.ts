import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { rateLimitHits } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { countWrite, deleteExpiredRateLimits } from "#app/models/rate-limit-hits.server.ts";
import { rateLimits } from "./rate-limit.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const hitsOf = (counts: Awaited<ReturnType<typeof countWrite>>) => counts.map(({ tier, hits }) => ({ tier, hits }));

describe("countWrite", () => {
  it("counts a client's writes, and its sensitive writes in a tier of their own", async () => {
    const plain = { sensitive: false, writesLimit: 100, windowSeconds: 60 };
    const sensitive = { sensitive: true, writesLimit: 100, windowSeconds: 60 };
    expect(hitsOf(await countWrite(database.db, "c1", plain))).toEqual([{ tier: "writes", hits: 1 }]);
    expect(hitsOf(await countWrite(database.db, "c1", sensitive))).toEqual([
      { tier: "writes", hits: 2 },
      { tier: "sensitive", hits: 1 },
    ]);
    expect(hitsOf(await countWrite(database.db, "c2", sensitive))).toEqual([
      { tier: "writes", hits: 1 },
      { tier: "sensitive", hits: 1 },
    ]);
    const [writes] = await countWrite(database.db, "c1", sensitive);
    expect(writes?.hits).toBe(3);
    expect(writes?.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("does not count a sensitive write the writes tier refuses", async () => {
    const options = { sensitive: true, writesLimit: 2, windowSeconds: 60 };
    await countWrite(database.db, "c3", options);
    await countWrite(database.db, "c3", options);
    expect(hitsOf(await countWrite(database.db, "c3", options))).toEqual([{ tier: "writes", hits: 3 }]);
    expect(hitsOf(await countWrite(database.db, "c3", { sensitive: true, writesLimit: 10, windowSeconds: 60 }))).toEqual([
      { tier: "writes", hits: 4 },
      { tier: "sensitive", hits: 3 },
    ]);
  });

  it("starts a new window once the old one has ended, and cleans up old windows", async () => {
    await database.db.delete(rateLimitHits);
    const options = { sensitive: true, writesLimit: 100, windowSeconds: 1 };
    await countWrite(database.db, "c4", options);
    await countWrite(database.db, "c4", options);
    await database.db.update(rateLimitHits).set({ resetAt: new Date(Date.now() - 120_000) });
    expect(hitsOf(await countWrite(database.db, "c4", options))).toEqual([
      { tier: "writes", hits: 1 },
      { tier: "sensitive", hits: 1 },
    ]);
    await database.db.update(rateLimitHits).set({ resetAt: new Date(Date.now() - 120_000) });
    await deleteExpiredRateLimits(database.db);
    expect(await database.db.select().from(rateLimitHits)).toHaveLength(0);
  });
});

/** Two app instances sharing one database, as behind a load balancer. */
async function startInstance(limits: { general: number; writes: number; sensitive: number }) {
  const app = express();
  const { general, writes } = rateLimits(database.db, limits);
  app.use(general.handler, writes);
  app.all("/{*path}", (_req, res) => {
    res.send("ok");
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("rateLimits tiers over HTTP", () => {
  beforeEach(async () => {
    await database.db.delete(rateLimitHits);
  });

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
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await fetch(`${one.base}/resources/contact`)).status).toBe(200);
      for (const disguised of ["/Resources/Contact", "/resources/%63ontact"]) {
        expect((await fetch(`${one.base}${disguised}`, { method: "POST", body: "x" })).status, disguised).toBe(429);
      }
      // A public page takes its lead forms posted without JavaScript: counted like the endpoint.
      expect((await fetch(`${one.base}/about`, { method: "POST", body: "x" })).status).toBe(429);
      expect((await fetch(`${one.base}/admin/lake-advisor/new`, { method: "POST", body: "x" })).status).toBe(200);
      // A mail provider's one-click unsubscribes come from a few servers of its own, many a minute:
      // a signed link, counted in the writes tier only.
      for (let n = 0; n < 5; n++) {
        expect((await fetch(`${two.base}/newsletter/unsubscribe/token-${n}`, { method: "POST", body: "x" })).status).toBe(200);
      }
    } finally {
      one.server.close();
      two.server.close();
    }
  });

  it("limits every write across instances, sensitive or not", async () => {
    const limits = { general: 1000, writes: 2, sensitive: 50 };
    const one = await startInstance(limits);
    const two = await startInstance(limits);
    try {
      expect((await fetch(`${one.base}/about`, { method: "POST", body: "x" })).status).toBe(200);
      expect((await fetch(`${two.base}/resources/contact`, { method: "POST", body: "x" })).status).toBe(200);
      const limited = await fetch(`${one.base}/resources/contact`, { method: "POST", body: "x" });
      expect(limited.status).toBe(429);
      expect(await limited.text()).toBe("Too many requests. Please wait a minute and try again.");
      expect((await fetch(`${two.base}/about`, { method: "DELETE" })).status).toBe(429);
      expect((await fetch(`${two.base}/about`)).status).toBe(200);
    } finally {
      one.server.close();
      two.server.close();
    }
  });

  it("reports every tier in the IETF draft-8 headers, in express-rate-limit's form", async () => {
    const instance = await startInstance({ general: 1000, writes: 50, sensitive: 3 });
    try {
      const response = await fetch(`${instance.base}/resources/contact`, { method: "POST", body: "x" });
      expect(response.headers.get("ratelimit")).toMatch(/^"1000-in-1min"; r=999; t=(59|60), "50-in-1min"; r=49; t=(59|60), "3-in-1min"; r=2; t=(59|60)$/);
      const policy = response.headers.get("ratelimit-policy") ?? "";
      expect(policy).toMatch(/^"1000-in-1min"; q=1000; w=60; pk=:(.+):, "50-in-1min"; q=50; w=60; pk=:\1:, "3-in-1min"; q=3; w=60; pk=:\1:$/);
      const read = await fetch(`${instance.base}/about`);
      expect(read.headers.get("ratelimit")).toMatch(/^"1000-in-1min"; r=998; t=(59|60)$/);
    } finally {
      instance.server.close();
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
