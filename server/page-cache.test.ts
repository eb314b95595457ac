import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContentVersion } from "#app/models/content-version.server.ts";
import {
  assembleGzip,
  buildEntry,
  cacheKey,
  ContentVersionWatch,
  isCacheablePath,
  isPublicCacheControl,
  PageCache,
  pageCacheMiddleware,
  renderBody,
  sharedLifetimeSeconds,
  splitAround,
  type CachedPage,
} from "./page-cache.ts";
import { assignCspNonce, securityHeaders } from "./security-headers.ts";

const PUBLIC = "public, max-age=60, s-maxage=300";
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

function page(nonce: string, title: string): string {
  return (
    `<!DOCTYPE html><html><head><title>${title}</title>` +
    `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>` +
    `</head><body>${FILLER}<script nonce="${nonce}">window.x=1</script>` +
    `<script type="module" nonce="${nonce}">import "/assets/a.js"</script></body></html>`
  );
}

beforeAll(async () => {
  cache = new PageCache({ maxEntries: 50, maxBytes: 4 * 1024 * 1024, maxEntryBytes: 64 * 1024 });
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
  app.use(securityHeaders({ isProduction: true, siteUrl: "http://127.0.0.1" }));
  app.use(compression());
  app.use(pageCacheMiddleware({ cache, watch, now: () => state.now }));
  app.use((req, _res, next) => {
    state.renders.set(req.path, rendered(req.path) + 1);
    next();
  });

  const html = (cacheControl: string | null, extra: Record<string, string> = {}, status = 200): express.RequestHandler =>
    (req, res) => {
      const nonce = res.locals.cspNonce as string;
      res.status(status).set({ "Content-Type": "text/html; charset=utf-8", ...extra });
      if (cacheControl) res.set("Cache-Control", cacheControl);
      // Written in pieces, as the streaming renderer does.
      const body = page(nonce, `${req.path} v${state.version}`);
      res.write(body.slice(0, 100));
      res.write(Buffer.from(body.slice(100, 2000)));
      res.end(body.slice(2000));
    };

  app.get("/page", html(PUBLIC, { "X-Page": "yes" }));
  app.get(["/", "/the-lake-advisor", "/sold-properties"], (req, res) => {
    res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC }).send(`<p>rendered from ${req.originalUrl}</p>`);
  });
  app.get("/private", html("private, max-age=60"));
  app.get("/no-cache-control", html(null));
  app.get("/no-store", html("public, no-store"));
  app.get("/cookie", html(PUBLIC, { "Set-Cookie": "a=1; HttpOnly" }));
  app.get("/vary-cookie", html(PUBLIC, { Vary: "Cookie" }));
  app.get("/missing", html(PUBLIC, {}, 404));
  app.get("/admin/posts", html(PUBLIC));
  app.get("/resources/thing", html(PUBLIC));
  app.get("/big", (_req, res) => {
    res.set({ "Content-Type": "text/plain", "Cache-Control": PUBLIC }).send("x".repeat(70 * 1024));
  });
  app.get("/slow", (req, res) => {
    setTimeout(() => html(PUBLIC)(req, res, () => undefined), 100);
  });
  app.get("/feed.data", (_req, res) => {
    res.set({ "Content-Type": "text/x-script; charset=utf-8", "Cache-Control": PUBLIC }).send(`[${'"post",'.repeat(400)}"end"]`);
  });
  app.get("/tiny.txt", (_req, res) => {
    res.set({ "Content-Type": "text/plain", "Cache-Control": PUBLIC }).send("User-agent: *");
  });
  app.post("/write", (_req, res) => {
    res.json({ ok: true });
  });

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
          encoding === "gzip" ? zlib.gunzipSync(raw) : encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "deflate" ? zlib.inflateSync(raw) : raw;
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

const nonceCount = (text: string, nonce: string) => text.split(nonce).length - 1;

describe("page cache middleware", () => {
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
    expect(second.text.replaceAll(cspNonce(second), "N")).toBe(first.text.replaceAll(cspNonce(first), "N"));
  });

  it("gives every hit a fresh nonce, in the body and in the CSP header, and never the renderer's", async () => {
    const first = await request("/page");
    const hits = [await request("/page"), await request("/page", { headers: { "accept-encoding": "gzip" } }), await request("/page")];
    const nonces = [first, ...hits].map(cspNonce);
    expect(new Set(nonces).size).toBe(4);
    for (const [i, hit] of hits.entries()) {
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(nonceCount(hit.text, nonces[i + 1]!)).toBe(3);
      for (const other of nonces.filter((_, j) => j !== i + 1)) expect(hit.text).not.toContain(other);
    }
  });

  it("answers gzip to a browser with a valid stream made without compressing again", async () => {
    await request("/page");
    const hit = await request("/page", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(Number(hit.headers["content-length"])).toBe(hit.raw.length);
    expect(hit.raw.length).toBeLessThan(hit.text.length / 3);
    expect(hit.text.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(nonceCount(hit.text, cspNonce(hit))).toBe(3);
  });

  it("serves brotli, gzip or identity copies of a body without a nonce as the client accepts", async () => {
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
    const answers = await Promise.all(Array.from({ length: 6 }, () => request("/slow")));
    expect(rendered("/slow")).toBe(1);
    expect(answers.filter((answer) => answer.headers["x-cache"] === "HIT")).toHaveLength(5);
    const nonces = answers.map(cspNonce);
    expect(new Set(nonces).size).toBe(6);
    for (const [i, answer] of answers.entries()) expect(nonceCount(answer.text, nonces[i]!)).toBe(3);
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
    expect(sharedLifetimeSeconds("public, max-age=60, s-maxage=300")).toBe(300);
    expect(sharedLifetimeSeconds("public, max-age=3600")).toBe(3600);
    expect(sharedLifetimeSeconds("public")).toBe(60);
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
    expect(stale.headers["cache-control"]).toBe("no-cache");
    expect(stale.headers["x-page"]).toBe("yes");
    expect(stale.text.replaceAll(cspNonce(stale), "N")).toBe(fresh.text.replaceAll(cspNonce(fresh), "N"));
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

describe("ContentVersionWatch", () => {
  it("never stores a render begun before the pages were dropped", async () => {
    const small = new PageCache({ maxEntries: 5, maxBytes: 10_000, maxEntryBytes: 10_000 });
    const entry = await buildEntry({ body: Buffer.from("hello"), headers: [], contentType: "text/plain", nonce: null });
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

describe("PageCache", () => {
  const entryOf = async (bytes: number): Promise<CachedPage> =>
    buildEntry({ body: Buffer.alloc(bytes, 97), headers: [], contentType: "application/octet-stream", nonce: null });

  it("holds at most maxEntries, dropping the least recently used", async () => {
    const lru = new PageCache({ maxEntries: 3, maxBytes: 1_000_000, maxEntryBytes: 1_000_000 });
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
    const lru = new PageCache({ maxEntries: 100, maxBytes: 1000, maxEntryBytes: 500 });
    for (let i = 0; i < 10; i++) lru.set(`/p${i}`, await entryOf(300), lru.generation);
    expect(lru.bytes).toBeLessThanOrEqual(1000);
    expect(lru.size).toBe(3);
    expect(lru.get("/p9")).toBeDefined();
    expect(lru.set("/huge", await entryOf(600), lru.generation)).toBe(false);
    expect(lru.get("/huge")).toBeUndefined();
  });

  it("cannot be flooded by random query strings", async () => {
    const lru = new PageCache({ maxEntries: 20, maxBytes: 1_000_000, maxEntryBytes: 1_000_000 });
    for (let i = 0; i < 1000; i++) lru.set(cacheKey("/the-lake-advisor", `q=${Math.random()}`), await entryOf(50), lru.generation);
    expect(lru.size).toBe(20);
    expect(lru.bytes).toBe(20 * 50);
  });
});

describe("helpers", () => {
  it("never caches admin or resources paths, however they are spelled", () => {
    for (const path of ["/admin", "/admin/lake-advisor", "/Admin/Lake-Advisor", "/%61dmin/x", "//admin/x", "/admin.data", "/resources/contact", "/RESOURCES/properties", "/%zz"]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
    for (const path of ["/", "/about", "/the-lake-advisor.data", "/administrative-fees", "/sitemap.xml"]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
  });

  it("knows public from private Cache-Control", () => {
    expect(isPublicCacheControl("public, max-age=60")).toBe(true);
    expect(isPublicCacheControl("Public")).toBe(true);
    expect(isPublicCacheControl("max-age=60")).toBe(false);
    expect(isPublicCacheControl("public, no-cache")).toBe(false);
    expect(isPublicCacheControl("private, public")).toBe(false);
    expect(isPublicCacheControl(undefined)).toBe(false);
  });

  it("splices any nonce into a valid gzip, wherever the holes are", async () => {
    const old = "OLDNONCEOLDNONCEOLDNON==";
    const bodies = [
      `${old}a${old}${old}b`,
      `start ${FILLER} ${old} end ${old}`,
      `${old}`,
      // Text that repeats pieces of the nonce right after a hole must not be encoded as copies of it.
      `<a nonce="${old}">${old.slice(0, 12)}</a><b nonce="${old}">${old.slice(4)}</b>${FILLER}${old.slice(0, 20)}`,
    ];
    for (const body of bodies) {
      const entry = await buildEntry({ body: Buffer.from(body), headers: [], contentType: "text/html", nonce: old });
      expect(entry.body.kind).toBe("templated");
      if (entry.body.kind !== "templated") continue;
      const fresh = "fresh+nonce/with=chars==";
      const expected = body.replaceAll(old, fresh);
      expect(renderBody(entry, "identity", fresh).toString()).toBe(expected);
      if (entry.body.deflated) expect(zlib.gunzipSync(assembleGzip(entry.body, entry.body.deflated, Buffer.from(fresh))).toString()).toBe(expected);
    }
    expect(splitAround(Buffer.from("xAyAz"), Buffer.from("A")).map(String)).toEqual(["x", "y", "z"]);
  });
});
