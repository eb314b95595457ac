import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_CACHE } from "#app/lib/constants.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import type { ContentVersion } from "#app/models/content-version.server.ts";
import { ContentVersionWatch } from "./content-version-watch.ts";
import {
  buildEntry,
  cacheKey,
  isCacheablePath,
  PageCache,
  pageCacheHandler,
  sharedLifetimeSeconds,
  willServeFromCache,
  type CachedPage,
  type RequestLine,
} from "./page-cache.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { propertySearchOrigins } from "#app/lib/site-settings-schema.ts";
import { assignCspNonce, securityHeaders } from "./security-headers.ts";

const PUBLIC = cacheControl({ browser: 60, shared: 300 });
const FILLER = "<p>The lake at dusk, calm water and a long dock.</p>".repeat(60);

/** What the test server's "database" says, and a clock the test moves. */
const state = {
  version: "1",
  nextPublishAt: null as Date | null,
  failReads: false,
  reads: 0,
  now: 1_000_000,
  renders: new Map<string, number>(),
};

const rendered = (path: string) => state.renders.get(path) ?? 0;

let server: http.Server;
let port: number;
let cache: PageCache;

/** A body the handler streams in pieces, as React Router's renderer does. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (const [from, to] of [
        [0, 100],
        [100, 2000],
        [2000, bytes.length],
      ] as const)
        controller.enqueue(bytes.slice(from, to));
      controller.close();
    },
  });
}

const html =
  (cacheControl: string | null, extra: Record<string, string> = {}, status = 200) =>
  (url: URL, nonce: string) =>
    new Response(
      streamed(
        `<!DOCTYPE html><html><head><title>${url.pathname} v${state.version}</title></head><body>${FILLER}${extra["x-nonce"] ? nonce : ""}</body></html>`,
      ),
      {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8", ...(cacheControl ? { "Cache-Control": cacheControl } : {}), ...extra },
      },
    );

/** The page handler the cache sits in front of: a Response for each path. */
/** The concurrent first requests of "/slow" that have come in, and when all of them have. */
const SLOW_REQUESTS = 6;
let allSlowRequestsIn = () => {};
const slowRequests = {
  count: 0,
  allIn: new Promise<void>((resolve) => (allSlowRequestsIn = resolve)),
  arrived: () => {
    if (++slowRequests.count === SLOW_REQUESTS) allSlowRequestsIn();
  },
};

const routes: Record<string, (url: URL, nonce: string) => Response | Promise<Response>> = {
  "/page": html(PUBLIC, { "X-Page": "yes" }),
  "/": (url) =>
    new Response(`<p>rendered from ${url.pathname}${url.search}</p>`, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC } }),
  "/private": html("private, max-age=60"),
  "/no-cache-control": html(null),
  "/no-store": html("public, no-store"),
  "/cookie": html(PUBLIC, { "Set-Cookie": "a=1; HttpOnly" }),
  "/vary-cookie": html(PUBLIC, { Vary: "Cookie" }),
  "/with-nonce": html(PUBLIC, { "x-nonce": "yes" }),
  "/missing": html(PUBLIC, {}, 404),
  "/admin/posts": html(PUBLIC),
  "/resources/thing": html(PUBLIC),
  "/big": () => new Response(streamed("x".repeat(70 * 1024)), { headers: { "Content-Type": "text/plain", "Cache-Control": PUBLIC } }),
  "/slow": async (url, nonce) => {
    // Rendered only once all the concurrent first requests have come in.
    await slowRequests.allIn;
    return html(PUBLIC)(url, nonce);
  },
  "/feed.data": () => new Response(`[${'"post",'.repeat(400)}"end"]`, { headers: { "Content-Type": "text/x-script; charset=utf-8", "Cache-Control": PUBLIC } }),
  "/tiny.txt": () => new Response("User-agent: *", { headers: { "Content-Type": "text/plain", "Cache-Control": PUBLIC } }),
  "/write": () => Response.json({ ok: true }),
};
routes["/the-lake-advisor"] = routes["/sold-properties"] = routes["/"]!;

beforeAll(async () => {
  cache = new PageCache({ ...PAGE_CACHE, maxEntries: 50, maxBytes: 4 * 1024 * 1024, maxEntryBytes: 64 * 1024 });
  const watch = new ContentVersionWatch({
    read: async () => {
      state.reads += 1;
      if (state.failReads) throw new Error("database unavailable");
      return { version: state.version, nextPublishAt: state.nextPublishAt } satisfies ContentVersion;
    },
    onChange: () => cache.clear(),
    intervalMs: 1000,
    now: () => state.now,
  });

  const app = express();
  app.use(assignCspNonce);
  app.use(securityHeaders({ isProduction: true, siteUrl: "http://127.0.0.1", frameOrigins: () => propertySearchOrigins(siteSettingsSeed) }));
  app.use(compression());
  app.use((req, _res, next) => {
    if (req.path === "/slow") slowRequests.arrived();
    next();
  });
  app.use(
    pageCacheHandler({
      cache,
      watch,
      now: () => state.now,
      render: async (req, res, path = req.originalUrl) => {
        const url = new URL(path, "http://127.0.0.1");
        state.renders.set(url.pathname, rendered(url.pathname) + 1);
        const route = routes[url.pathname];
        return route ? route(url, res.locals.cspNonce as string) : new Response("Not Found", { status: 404 });
      },
    }),
  );

  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  cache.clear();
  Object.assign(state, { version: "1", nextPublishAt: null, failReads: false, reads: 0 });
  state.now += 60_000;
  state.renders.clear();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string };

/** A request without the automatic decompression of fetch, so encodings can be checked. */
function request(path: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded =
          encoding === "gzip"
            ? zlib.gunzipSync(raw)
            : encoding === "br"
              ? zlib.brotliDecompressSync(raw)
              : encoding === "deflate"
                ? zlib.inflateSync(raw)
                : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString() });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

function cspNonce(answer: Answer): string {
  const match = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]));
  if (!match?.[1]) throw new Error("no nonce in the CSP header");
  return match[1];
}

const responseWith = (headers: Record<string, string>, status = 200) => new Response("body", { status, headers });

describe("page cache handler", () => {
  it("renders a public page once, then serves it from memory", async () => {
    const first = await request("/page");
    const second = await request("/page");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.status).toBe(200);
    expect(rendered("/page")).toBe(1);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["cache-control"]).toBe(PUBLIC);
    expect(second.headers["x-page"]).toBe("yes");
    expect(second.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(second.headers["content-length"])).toBe(second.raw.length);
    expect(second.text).toBe(first.text);
  });

  it("gives every hit its own request's CSP nonce", async () => {
    const answers = [await request("/page"), await request("/page"), await request("/page", { headers: { "accept-encoding": "gzip" } })];
    expect(answers.map((answer) => answer.headers["x-cache"])).toEqual(["MISS", "HIT", "HIT"]);
    expect(new Set(answers.map(cspNonce)).size).toBe(3);
  });

  it("answers a browser with the brotli copy made when the page was stored", async () => {
    await request("/page");
    const hit = await request("/page", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(Number(hit.headers["content-length"])).toBe(hit.raw.length);
    expect(hit.raw.length).toBeLessThan(hit.text.length / 3);
    expect(hit.text.startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("serves brotli, gzip or identity copies as the client accepts", async () => {
    const miss = await request("/feed.data", { headers: { "accept-encoding": "br" } });
    expect(miss.headers["x-cache"]).toBe("MISS");
    const br = await request("/feed.data", { headers: { "accept-encoding": "gzip, br" } });
    const gzipped = await request("/feed.data", { headers: { "accept-encoding": "gzip;q=1, br;q=0.5" } });
    const plain = await request("/feed.data");
    const refused = await request("/feed.data", { headers: { "accept-encoding": "gzip;q=0, br;q=0" } });
    expect([br, gzipped, plain, refused].map((answer) => answer.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT", "HIT"]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers["content-encoding"]).toBeUndefined();
    for (const answer of [br, gzipped, plain, refused]) expect(answer.text).toBe(miss.text);
    // Identity is the gzip copy decompressed: the raw body is not kept.
    expect(cache.get("/feed.data", state.now)?.bodies.identity).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(miss.text));
    expect(rendered("/feed.data")).toBe(1);
  });

  it("leaves an encoding it does not keep to the compression middleware, compressing once", async () => {
    await request("/page");
    const deflated = await request("/page", { headers: { "accept-encoding": "deflate" } });
    expect(deflated.headers["x-cache"]).toBe("HIT");
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect(deflated.text.startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("answers HEAD from the entry a GET stored, without a body", async () => {
    const head = await request("/page", { method: "HEAD" });
    expect(head.headers["x-cache"]).toBe("MISS");
    const get = await request("/page");
    expect(get.headers["x-cache"]).toBe("MISS");
    const cachedHead = await request("/page", { method: "HEAD" });
    expect(cachedHead.headers["x-cache"]).toBe("HIT");
    expect(cachedHead.raw.length).toBe(0);
    expect(Number(cachedHead.headers["content-length"])).toBe(get.raw.length);
  });

  it("keys on the path and the query in any order", async () => {
    await request("/the-lake-advisor?page=2&category=Market");
    expect((await request("/the-lake-advisor?category=Market&page=2")).headers["x-cache"]).toBe("HIT");
    expect((await request("/the-lake-advisor?category=Market")).headers["x-cache"]).toBe("MISS");
    expect((await request("/the-lake-advisor")).headers["x-cache"]).toBe("MISS");
  });

  it("keys a page on the parameters it reads, so tracking and unknown parameters hit the cached page", async () => {
    await request("/");
    for (const query of ["utm_source=newsletter&utm_campaign=fall", "fbclid=IwAR0x", "gclid=Cj0K", "v=1", "v=2"]) {
      expect((await request(`/?${query}`)).headers["x-cache"]).toBe("HIT");
    }
    await request("/sold-properties?city=Cornelius&price=1m-plus");
    expect((await request("/sold-properties?utm_medium=email&price=1m-plus&city=Cornelius")).headers["x-cache"]).toBe("HIT");
    expect((await request("/sold-properties?city=Davidson")).headers["x-cache"]).toBe("MISS");
    expect(rendered("/")).toBe(1);
    expect(rendered("/sold-properties")).toBe(2);
  });

  it("renders a page from its key, so a parameter it does not read never reaches the page kept for everyone", async () => {
    const first = await request("/the-lake-advisor?utm_source=x&q=dock&gclid=abc");
    expect(first.text).toBe("<p>rendered from /the-lake-advisor?q=dock</p>");
    expect((await request("/the-lake-advisor?q=dock")).text).toBe(first.text);
  });

  it("keeps every parameter of React Router's own requests: data requests and route discovery", async () => {
    await request("/feed.data?_routes=a");
    expect((await request("/feed.data?_routes=b")).headers["x-cache"]).toBe("MISS");
    expect((await request("/feed.data?_routes=a")).headers["x-cache"]).toBe("HIT");
    expect(cacheKey("/__manifest", "version=1&paths=%2Fadmin")).toBe("/__manifest?paths=%2Fadmin&version=1");
  });

  it.each([
    ["a private page", "/private"],
    ["a page without Cache-Control", "/no-cache-control"],
    ["a public page that forbids storing", "/no-store"],
    ["a response with Set-Cookie", "/cookie"],
    ["a response that varies on a cookie", "/vary-cookie"],
    ["a page that holds its request's nonce", "/with-nonce"],
    ["a 404", "/missing"],
    ["anything under /admin", "/admin/posts"],
    ["anything under /resources", "/resources/thing"],
    ["a body larger than an entry may be", "/big"],
  ])("never stores %s", async (_name, path) => {
    const first = await request(path);
    const second = await request(path);
    expect(second.status).toBe(first.status);
    expect(second.headers["x-cache"]).not.toBe("HIT");
    expect(rendered(path)).toBe(2);
    if (path === "/cookie") expect(second.headers["set-cookie"]).toEqual(["a=1; HttpOnly"]);
  });

  it("serves a small body as it is", async () => {
    await request("/tiny.txt");
    const hit = await request("/tiny.txt", { headers: { "accept-encoding": "gzip" } });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBeUndefined();
    expect(hit.text).toBe("User-agent: *");
  });

  it("renders a page once for concurrent first requests", async () => {
    const answers = await Promise.all(Array.from({ length: SLOW_REQUESTS }, () => request("/slow")));
    expect(rendered("/slow")).toBe(1);
    expect(answers.filter((answer) => answer.headers["x-cache"] === "HIT")).toHaveLength(SLOW_REQUESTS - 1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });

  it("reads the content version at most once per interval", async () => {
    await request("/page");
    for (let i = 0; i < 5; i++) await request("/page");
    expect(state.reads).toBe(1);
    state.now += 1000;
    await request("/page");
    expect(state.reads).toBe(2);
  });

  it("keeps a page no longer than its own s-maxage, else max-age", async () => {
    await request("/page");
    state.now += 299_000;
    expect((await request("/page")).headers["x-cache"]).toBe("HIT");
    state.now += 1000;
    expect((await request("/page")).headers["x-cache"]).toBe("MISS");
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": PUBLIC }))).toBe(300);
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": cacheControl({ page: 3600, staleWhileRevalidate: 86400 }) }))).toBe(3600);
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": cacheControl({ page: 300 }) }))).toBe(300);
  });

  it("answers 304 to a browser holding the page (its ETag), and the new page once a save has changed it (issue 33)", async () => {
    await request("/page");
    // The copy is stored once it has streamed.
    await vi.waitFor(() => expect(cache.size).toBeGreaterThan(0));
    const hit = await request("/page", { headers: { "accept-encoding": "br" } });
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The same page in every encoding: one ETag.
    expect((await request("/page", { headers: { "accept-encoding": "gzip" } })).headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, etag.slice(2), `W/"other", ${etag}`]) {
      const unchanged = await request("/page", { headers: { "if-none-match": ifNoneMatch, "accept-encoding": "br" } });
      expect(unchanged.status, ifNoneMatch).toBe(304);
      expect(unchanged.raw.length).toBe(0);
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers["cache-control"]).toBe(PUBLIC);
      expect(unchanged.headers["vary"]).toBe("Accept-Encoding");
      expect(unchanged.headers["content-security-policy"]).toBeDefined();
    }
    expect((await request("/page", { headers: { "if-none-match": 'W/"other"' } })).status).toBe(200);
    expect(rendered("/page")).toBe(1);

    state.version = "2";
    state.now += 1000;
    const changed = await request("/page", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("/page v2");
    await vi.waitFor(async () => expect((await request("/page")).headers["x-cache"]).toBe("HIT"));
    const next = await request("/page", { headers: { "if-none-match": etag } });
    expect(next.status).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
  });

  it("drops every page when the content version changes, once the interval has passed", async () => {
    await request("/page");
    await request("/feed.data");
    state.version = "2";
    expect((await request("/page")).headers["x-cache"]).toBe("HIT");
    state.now += 1000;
    const after = await request("/page");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.text).toContain("/page v2");
    expect((await request("/feed.data")).headers["x-cache"]).toBe("MISS");
  });

  it("checks the version before the next hit after a write on this instance", async () => {
    await request("/page");
    state.version = "2";
    expect((await request("/page")).headers["x-cache"]).toBe("HIT");
    expect((await request("/write", { method: "POST" })).status).toBe(200);
    const after = await request("/page");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.text).toContain("/page v2");
  });

  it("drops every page when a scheduled post's time comes, with no version change", async () => {
    state.nextPublishAt = new Date(state.now + 400);
    await request("/page");
    state.nextPublishAt = null;
    state.now += 300;
    expect((await request("/page")).headers["x-cache"]).toBe("HIT");
    state.now += 100;
    expect((await request("/page")).headers["x-cache"]).toBe("MISS");
  });

  it("serves the pages it holds while the version cannot be read, past their lifetime too, and renders the rest", async () => {
    const fresh = await request("/page");
    state.now += 1000;
    state.failReads = true;
    const stale = await request("/page");
    expect(stale.status).toBe(200);
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.headers["cache-control"]).toBe(cacheControl("revalidate"));
    expect(stale.headers["x-page"]).toBe("yes");
    expect(stale.text).toBe(fresh.text);
    state.now += 400_000;
    expect((await request("/page")).headers["x-cache"]).toBe("STALE");
    expect(rendered("/page")).toBe(1);
    expect((await request("/tiny.txt")).headers["x-cache"]).toBe("MISS");
    expect(rendered("/tiny.txt")).toBe(1);
  });

  it("tries the version again at most once per retry interval while it cannot be read", async () => {
    await request("/page");
    state.now += 1000;
    state.failReads = true;
    const readsBefore = state.reads;
    for (let i = 0; i < 5; i++) await request("/page");
    expect(state.reads).toBe(readsBefore + 1);
    state.now += 1000;
    await request("/page");
    expect(state.reads).toBe(readsBefore + 2);
  });

  it("vouches for its pages again once the version can be read, dropping them if it changed", async () => {
    await request("/page");
    state.now += 1000;
    state.failReads = true;
    expect((await request("/page")).headers["x-cache"]).toBe("STALE");
    state.now += 1000;
    state.failReads = false;
    expect((await request("/page")).headers["x-cache"]).toBe("HIT");
    state.now += 1000;
    state.failReads = true;
    expect((await request("/page")).headers["x-cache"]).toBe("STALE");
    state.now += 1000;
    state.failReads = false;
    state.version = "2";
    const after = await request("/page");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.text).toContain("/page v2");
  });
});

describe("PageCache", () => {
  const entryOf = async (bytes: number): Promise<CachedPage> =>
    buildEntry({ body: Buffer.alloc(bytes, 97), headers: new Headers(), expiresAt: Number.POSITIVE_INFINITY });

  it("holds at most maxEntries, dropping the least recently used", async () => {
    const lru = new PageCache({ ...PAGE_CACHE, maxEntries: 3, maxBytes: 1_000_000, maxEntryBytes: 1_000_000 });
    for (const key of ["/a", "/b", "/c"]) lru.set(key, await entryOf(10), lru.generation);
    lru.get("/a");
    lru.set("/d", await entryOf(10), lru.generation);
    expect(lru.size).toBe(3);
    expect(lru.get("/b")).toBeUndefined();
    expect(lru.get("/a")).toBeDefined();
    expect(lru.get("/c")).toBeDefined();
    expect(lru.get("/d")).toBeDefined();
  });

  it("holds at most maxBytes, and refuses an entry larger than maxEntryBytes", async () => {
    const lru = new PageCache({ ...PAGE_CACHE, maxEntries: 100, maxBytes: 1000, maxEntryBytes: 500 });
    for (let i = 0; i < 10; i++) lru.set(`/p${i}`, await entryOf(300), lru.generation);
    expect(lru.size).toBe(3);
    expect(lru.get("/p9")).toBeDefined();
    expect(lru.set("/huge", await entryOf(600), lru.generation)).toBe(false);
    expect(lru.get("/huge")).toBeUndefined();
  });

  it("keeps a compressible page as its gzip and brotli copies only, and any other body as it came", async () => {
    const body = Buffer.from(FILLER);
    const page = await buildEntry({ body, headers: new Headers({ "Content-Type": "text/html" }), expiresAt: Number.POSITIVE_INFINITY });
    expect(Object.keys(page.bodies).sort()).toEqual(["br", "gzip"]);
    expect(zlib.gunzipSync(page.bodies.gzip!).equals(body)).toBe(true);
    expect(zlib.brotliDecompressSync(page.bodies.br!).equals(body)).toBe(true);
    expect(page.size).toBeLessThan(body.length / 4);
    for (const [type, content] of [
      ["text/html", "<p>short</p>"],
      ["image/png", FILLER],
    ]) {
      const kept = await buildEntry({ body: Buffer.from(content!), headers: new Headers({ "Content-Type": type! }), expiresAt: Number.POSITIVE_INFINITY });
      expect(Object.keys(kept.bodies)).toEqual(["identity"]);
      expect(kept.bodies.identity?.toString()).toBe(content);
    }
  });

  it("stores quick brotli, and gives a page asked for again brotli at full quality in the background", async () => {
    const lru = new PageCache({ ...PAGE_CACHE, maxEntries: 10, maxBytes: 1_000_000, maxEntryBytes: 1_000_000 });
    const body = Buffer.from(FILLER.repeat(4));
    const quality = (q: number) =>
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const entry = await buildEntry({ body, headers: new Headers({ "Content-Type": "text/html" }), expiresAt: Number.POSITIVE_INFINITY });
    expect(entry.bodies.br?.equals(quality(PAGE_CACHE.brotliFirstQuality))).toBe(true);
    lru.set("/page", entry, lru.generation);
    expect(lru.get("/page")).toBe(entry);
    await vi.waitFor(() => expect(lru.get("/page")?.quickBrotli).toBe(false));
    const upgraded = lru.get("/page");
    expect(upgraded?.bodies.br?.equals(quality(PAGE_CACHE.brotliQuality))).toBe(true);
    expect(upgraded?.bodies.gzip).toBe(entry.bodies.gzip);
    expect(upgraded?.size).toBe(entry.size - (entry.bodies.br?.length ?? 0) + (upgraded?.bodies.br?.length ?? 0));

    // Dropped (the content changed) while it was compressed: the new copy is not put back.
    const other = await buildEntry({ body, headers: new Headers({ "Content-Type": "text/html" }), expiresAt: Number.POSITIVE_INFINITY });
    lru.set("/other", other, lru.generation);
    lru.get("/other");
    expect(lru.compressing).toBe(1);
    lru.clear();
    await vi.waitFor(() => expect(lru.compressing).toBe(0));
    expect(lru.get("/other")).toBeUndefined();
  });

  it("keeps what it holds, copies and headers counted, within its byte budget however much is put in", async () => {
    const budget = 256 * 1024;
    const lru = new PageCache({ ...PAGE_CACHE, maxEntries: 10_000, maxBytes: budget, maxEntryBytes: budget });
    const kept = new Map<string, CachedPage>();
    let stored = 0;
    for (let i = 0; stored < 3 * budget; i++) {
      // A page-like body that compresses as HTML does, different for every page.
      const body = Buffer.from(`<main>${`<p>Page ${i}: ${Math.random().toString(36).repeat(40)}</p>`.repeat(40)}</main>`);
      const page = await buildEntry({ body, headers: new Headers({ "Content-Type": "text/html", "X-Page": String(i) }), expiresAt: Number.POSITIVE_INFINITY });
      lru.set(`/page-${i}`, page, lru.generation);
      kept.set(`/page-${i}`, page);
      stored += page.size;
      expect(lru.bytes).toBeLessThanOrEqual(budget);
    }
    const held = [...kept].filter(([key]) => lru.get(key) !== undefined).map(([, page]) => page);
    const bytesOf = (page: CachedPage) => Object.values(page.bodies).reduce((total, bytes) => total + bytes.length, 0) + page.headers.flat().join("").length;
    expect(held.reduce((total, page) => total + bytesOf(page), 0)).toBe(lru.bytes);
    expect(lru.bytes).toBeGreaterThan(budget / 2);
  });

  it("cannot be flooded by random query strings", async () => {
    const lru = new PageCache({ ...PAGE_CACHE, maxEntries: 20, maxBytes: 1_000_000, maxEntryBytes: 1_000_000 });
    for (let i = 0; i < 1000; i++) lru.set(cacheKey("/the-lake-advisor", `q=${Math.random()}`), await entryOf(50), lru.generation);
    expect(lru.size).toBe(20);
  });
});

describe("helpers", () => {
  it("never caches admin or resources paths, however they are spelled", () => {
    for (const path of [
      "/admin",
      "/admin/lake-advisor",
      "/Admin/Lake-Advisor",
      "/%61dmin/x",
      "//admin/x",
      "/admin.data",
      "/resources/contact",
      "/RESOURCES/properties",
      "/%zz",
    ]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
    for (const path of ["/", "/about", "/the-lake-advisor.data", "/administrative-fees", "/sitemap.xml"]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
  });

  it("keeps only what a shared cache may keep", () => {
    // A header the site did not write with cacheControl() is not read: the page is not kept.
    for (const header of ["public, max-age=60", "max-age=60", "public, no-cache", "private, public", "public, no-store"]) {
      expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": header })), header).toBeNull();
    }
    for (const policy of ["no-store", "private", "revalidate"] as const) {
      expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": cacheControl(policy) })), policy).toBeNull();
    }
    expect(sharedLifetimeSeconds(responseWith({}))).toBeNull();
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": PUBLIC }, 404))).toBeNull();
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": PUBLIC, "Set-Cookie": "a=1" }))).toBeNull();
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": PUBLIC, "Content-Encoding": "gzip" }))).toBeNull();
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": PUBLIC, Vary: "Accept-Encoding, Cookie" }))).toBeNull();
    expect(sharedLifetimeSeconds(responseWith({ "Cache-Control": PUBLIC, Vary: "Accept-Encoding" }))).toBe(300);
  });
});

describe("willServeFromCache", () => {
  it("is true only for a GET or HEAD of a public page held fresh, with the content vouched for", async () => {
    const cache = new PageCache();
    const watch = new ContentVersionWatch({ read: () => Promise.resolve({ version: "1", nextPublishAt: null }), onChange: () => {} });
    const request = (method: string, url: string, cookie = "") =>
      ({ method, path: url.split("?")[0], originalUrl: url, headers: { cookie } }) as unknown as express.Request;
    const options = { cache, watch, bypass: (req: RequestLine) => req.headers.cookie === "own=1" };
    cache.set("/about", await buildEntry({ body: Buffer.from("about"), headers: new Headers(), expiresAt: Number.POSITIVE_INFINITY }), cache.generation);
    expect(willServeFromCache(request("GET", "/about"), options)).toBe(false);
    await watch.ensureFresh();
    expect(willServeFromCache(request("GET", "/about"), options)).toBe(true);
    expect(willServeFromCache(request("HEAD", "/about?utm_source=x"), options)).toBe(true);
    expect(willServeFromCache(request("POST", "/about"), options)).toBe(false);
    expect(willServeFromCache(request("GET", "/about", "own=1"), options)).toBe(false);
    expect(willServeFromCache(request("GET", "/contact"), options)).toBe(false);
    watch.markStale();
    expect(willServeFromCache(request("GET", "/about"), options)).toBe(false);
  });
});
