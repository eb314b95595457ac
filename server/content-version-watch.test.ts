import { describe, expect, it } from "vitest";
import { PAGE_CACHE } from "#app/lib/constants.ts";
import type { ContentVersion } from "#app/models/content-version.server.ts";
import { ContentVersionWatch } from "./content-version-watch.ts";
import { buildEntry, PageCache, willServeFromCache, type RequestLine } from "./page-cache.ts";

describe("ContentVersionWatch", () => {
  it("never stores a render begun before the pages were dropped", async () => {
    const small = new PageCache({ ...PAGE_CACHE, maxEntries: 5, maxBytes: 10_000, maxEntryBytes: 10_000 });
    const entry = await buildEntry({ body: Buffer.from("hello"), headers: new Headers({ "Content-Type": "text/plain" }), expiresAt: Number.POSITIVE_INFINITY });
    const generation = small.generation;
    small.clear();
    expect(small.set("/a", entry, generation)).toBe(false);
    expect(small.get("/a")).toBeUndefined();
  });

  it("makes a request that follows a write wait for a check issued after it", async () => {
    let version = "1";
    const gates: Array<() => void> = [];
    let changes = 0;
    const watch = new ContentVersionWatch({
      read: () => {
        const seen = version;
        return new Promise<ContentVersion>((resolve) => gates.push(() => resolve({ version: seen, nextPublishAt: null })));
      },
      onChange: () => (changes += 1),
      intervalMs: 1000,
      now: () => 0,
    });
    const initial = watch.ensureFresh();
    gates.shift()?.();
    await initial;
    expect(watch.ensureFresh()).toBeUndefined();

    // A check is under way (it read version 1) when a write finishes on this instance.
    watch.markStale();
    const early = watch.ensureFresh();
    version = "2";
    watch.markStale();
    const late = watch.ensureFresh();
    gates.shift()?.();
    await early;
    expect(changes).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    gates.shift()?.();
    await late;
    expect(changes).toBe(1);
    expect(watch.ensureFresh()).toBeUndefined();
  });
});

describe("ContentVersionWatch.checkAhead", () => {
  it("checks again in the background past half the interval, so hits never wait for the database", async () => {
    let at = 0;
    let reads = 0;
    let failNext = false;
    const gates: Array<() => void> = [];
    const watch = new ContentVersionWatch({
      read: () => {
        reads += 1;
        const fail = failNext;
        return new Promise<ContentVersion>((resolve, reject) =>
          gates.push(() => (fail ? reject(new Error("down")) : resolve({ version: "1", nextPublishAt: null }))),
        );
      },
      onChange: () => {},
      intervalMs: 1000,
      retryAfterFailureMs: 1000,
      now: () => at,
    });
    const first = watch.ensureFresh();
    gates.shift()?.();
    await first;

    at = 400;
    watch.checkAhead();
    expect(reads).toBe(1);
    at = 600;
    watch.checkAhead();
    watch.checkAhead();
    expect(reads).toBe(2);
    // Still fresh while the check is under way: nobody waits.
    expect(watch.ensureFresh()).toBeUndefined();
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    at = 1500;
    expect(watch.ensureFresh()).toBeUndefined();

    // A failed check is not tried again on every hit.
    at = 1200;
    failNext = true;
    watch.checkAhead();
    expect(reads).toBe(3);
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    at = 1500;
    watch.checkAhead();
    expect(reads).toBe(3);
  });

  it("keeps serving while a check the database is slow to answer is under way, for the grace at most; a write of this instance is always waited for", async () => {
    let at = 0;
    const gates: Array<() => void> = [];
    const watch = new ContentVersionWatch({
      read: () => new Promise<ContentVersion>((resolve) => gates.push(() => resolve({ version: "1", nextPublishAt: null }))),
      onChange: () => {},
      intervalMs: 1000,
      slowCheckGraceMs: 5000,
      now: () => at,
    });
    const first = watch.ensureFresh();
    gates.shift()?.();
    await first;

    at = 600;
    watch.checkAhead();
    // The check is held (a long transaction): past the interval, pages are still served.
    at = 1200;
    expect(watch.ensureFresh()).toBeUndefined();
    at = 4900;
    expect(watch.ensureFresh()).toBeUndefined();
    // Past the grace, requests wait for the check.
    at = 5100;
    const held = watch.ensureFresh();
    expect(held).toBeInstanceOf(Promise);
    gates.shift()?.();
    await held;

    // This instance wrote while a check was under way: the next request waits for one issued after the write.
    at = 5200;
    watch.checkAhead();
    watch.markStale();
    let settled = false;
    const afterWrite = watch.ensureFresh();
    expect(afterWrite).toBeInstanceOf(Promise);
    void afterWrite?.then(() => (settled = true));
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    gates.shift()?.();
    await afterWrite;
    expect(watch.ensureFresh()).toBeUndefined();
  });

  it("is started by a hit served fresh", async () => {
    let at = 0;
    let reads = 0;
    const cache = new PageCache();
    const watch = new ContentVersionWatch({
      read: () => {
        reads += 1;
        return Promise.resolve({ version: "1", nextPublishAt: null });
      },
      onChange: () => {},
      intervalMs: 1000,
      now: () => at,
    });
    cache.set("/about", await buildEntry({ body: Buffer.from("about"), headers: new Headers(), expiresAt: Number.POSITIVE_INFINITY }), cache.generation);
    await watch.ensureFresh();
    const request = { method: "GET", path: "/about", originalUrl: "/about", headers: {} } as unknown as RequestLine;
    at = 700;
    expect(willServeFromCache(request, { cache, watch, bypass: () => false, now: () => at })).toBe(true);
    expect(reads).toBe(2);
  });
});
