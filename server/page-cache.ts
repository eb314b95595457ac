import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { PAGE_CACHE } from "#app/lib/constants.ts";
import { pageQuery } from "#app/lib/page-query-params.ts";
import type { ContentVersionWatch } from "./content-version-watch.ts";
import { appendHeader } from "./append-header.ts";
import { chooseEncoding, type Encoding } from "./content-encoding.ts";
import { sendFetchResponse } from "./fetch-exchange.ts";
import { cacheControl, cachePolicyOf, sharedSecondsOf } from "#app/lib/cache-control.ts";

/**
 * The server page cache (decisions 013 and 029): the public GET responses of the page handler,
 * kept in this instance's memory with their compressed copies, served without rendering, and
 * dropped when the content version in the database changes.
 */

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliCompress);

export type PageCacheLimits = { maxEntries: number; maxBytes: number; maxEntryBytes: number; staleIfErrorMs: number };

/**
 * A page's headers (less per-response ones), its body, the bytes they hold, the end of its
 * lifetime, whether its brotli copy is still the quick one (brotliFirstQuality), and its ETag:
 * weak, as its encodings differ in bytes, and made from its body, so any change to the page (a
 * save, a new build) changes it. A compressible body is kept as its gzip and brotli copies only
 * (the raw body was most of an entry's bytes; decision 045): the rare client that takes neither
 * gets it gunzipped. Any other body is kept as it came, as `identity`.
 */
export type CachedPage = {
  headers: [string, string][];
  bodies: Partial<Record<Encoding, Buffer>>;
  size: number;
  expiresAt: number;
  quickBrotli: boolean;
  etag: string;
};

/** Paths that never go through the cache, matched as the router matches them. */
const NEVER_CACHED_PREFIXES = ["/admin", "/resources"];

export function isCacheablePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath)
      .toLowerCase()
      .replace(/\/{2,}/g, "/");
  } catch {
    return false;
  }
  return !NEVER_CACHED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`));
}

/**
 * Key of a request, which is also the URL its page is rendered from: its path and the query
 * parameters the page reads, in a stable order, so `?page=2&category=x` and `?category=x&page=2`
 * share one entry, and so do `/` and `/?utm_source=x`; GET and HEAD share it too.
 */
export function cacheKey(path: string, search: string): string {
  const query = pageQuery(path, search).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Seconds a shared cache may keep the response (its policy's, app/lib/cache-control.ts), or null
 * when it may not keep it at all: not a 200, a Cache-Control not written by cacheControl() or a
 * policy no shared cache keeps, setting a cookie, encoded, or varying on more than Accept-Encoding.
 */
export function sharedLifetimeSeconds(response: Response): number | null {
  const { headers } = response;
  const policy = cachePolicyOf(headers.get("cache-control"));
  const seconds = policy === undefined ? null : sharedSecondsOf(policy);
  const vary = (headers.get("vary") ?? "").split(",").map((token) => token.trim().toLowerCase());
  const storable =
    response.status === 200 &&
    !headers.has("set-cookie") &&
    (headers.get("content-encoding") ?? "identity") === "identity" &&
    vary.every((token) => token === "" || token === "accept-encoding");
  return storable ? seconds : null;
}

/** Text worth compressing; anything else is kept and served as it came. */
const COMPRESSIBLE = /^(text\/|application\/([\w.-]+\+)?(xml|json|javascript))/i;
/** Like the compression middleware: smaller bodies go out as they are. */
const COMPRESSION_THRESHOLD = 1024;
/** Headers of one response that a later response must not repeat. */
const PER_RESPONSE_HEADERS = new Set(["connection", "content-encoding", "content-length", "date", "keep-alive", "transfer-encoding", "vary"]);

const brotliOf = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

const sizeOf = (headers: [string, string][], bodies: CachedPage["bodies"]) =>
  Object.values(bodies).reduce(
    (total, bytes) => total + bytes.length,
    headers.reduce((total, [name, value]) => total + name.length + value.length, 0),
  );

/** The stored form of a page: its headers, and its body as gzip and (quick) brotli copies, or as it came. */
export async function buildEntry({ headers, body, expiresAt }: { headers: Headers; body: Buffer; expiresAt: number }): Promise<CachedPage> {
  const kept = [...headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
  const compress = COMPRESSIBLE.test(headers.get("content-type") ?? "") && body.length >= COMPRESSION_THRESHOLD;
  const large = body.length > PAGE_CACHE.brotliLargeBodyBytes;
  const [gzipped, brotlied] = compress
    ? await Promise.all([
        gzip(body, { level: PAGE_CACHE.gzipLevel }),
        brotliOf(body, large ? PAGE_CACHE.brotliLargeBodyQuality : PAGE_CACHE.brotliFirstQuality),
      ])
    : [];
  const bodies = gzipped && brotlied ? { gzip: gzipped, br: brotlied } : { identity: body };
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  return { headers: kept, bodies, size: sizeOf(kept, bodies), expiresAt, quickBrotli: compress && !large, etag };
}

/** Pages by key: a least-recently-used store bounded by entry count and bytes. */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  #generation = 0;
  /** Pages being given their smaller brotli copy. */
  readonly #compressing = new WeakSet<CachedPage>();
  #compressingCount = 0;

  constructor(readonly limits: PageCacheLimits = PAGE_CACHE) {
    this.#pages = new LRUCache({ max: limits.maxEntries, maxSize: limits.maxBytes, sizeCalculation: (page) => page.size });
  }

  /** Changes with every clear(), so a render begun before it is never stored after it. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** How many pages are being given their smaller brotli copy in the background. */
  get compressing(): number {
    return this.#compressingCount;
  }

  /** The bytes the kept pages hold (their headers, bodies and compressed copies): at most `limits.maxBytes`. */
  get bytes(): number {
    return this.#pages.calculatedSize;
  }

  /**
   * The page, unless its lifetime has ended by `now`; when `stale`, up to `staleIfErrorMs` later:
   * for when the pages cannot be vouched for or rendered again as the database is unreachable.
   */
  get(key: string, now = Date.now(), stale = false): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page && now >= page.expiresAt + this.limits.staleIfErrorMs) this.#pages.delete(key);
    else if (page && (stale || now < page.expiresAt)) {
      if (page.quickBrotli) this.#compressFurther(key, page);
      return page;
    }
    return undefined;
  }

  /** A page asked for again gets brotli at full quality, off the event loop; it replaces the entry if nothing replaced it meanwhile. */
  #compressFurther(key: string, page: CachedPage): void {
    if (this.#compressing.has(page)) return;
    this.#compressing.add(page);
    this.#compressingCount += 1;
    const generation = this.#generation;
    gunzip(page.bodies.gzip!)
      .then((body) => brotliOf(body, PAGE_CACHE.brotliQuality))
      .then(
        (smaller) => {
          if (generation !== this.#generation || this.#pages.peek(key) !== page) return;
          const bodies = { ...page.bodies, br: smaller };
          this.#pages.set(key, { ...page, bodies, size: sizeOf(page.headers, bodies), quickBrotli: false });
        },
        // The quick copy stays: it is a valid brotli body.
        () => undefined,
      )
      .finally(() => (this.#compressingCount -= 1));
  }

  /** Stores a page rendered during `generation`; false when that generation has passed or it is too big. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.#generation || page.size > this.limits.maxEntryBytes) return false;
    this.#pages.set(key, page);
    return true;
  }

  clear(): void {
    this.#pages.clear();
    this.#generation += 1;
  }
}

/** What the cache reads of a request: an Express request, or the same read from a plain Node one. */
export type RequestLine = { method?: string; path: string; originalUrl: string; headers: IncomingHttpHeaders };

export type PageCacheOptions = {
  cache: PageCache;
  watch: ContentVersionWatch;
  /** The page handler: the Response for `req`, rendered from `path` (its original URL unless given). */
  render: (req: ExpressRequest, res: ExpressResponse, path?: string) => Promise<Response>;
  /** Requests whose page is this visitor's own, never answered from or kept in the cache. */
  bypass?: (req: RequestLine) => boolean;
  onError?: (error: unknown) => void;
  now?: () => number;
};

/** The cache key of a request the cache may answer (a GET or HEAD of a public path, not bypassed), else null. */
function cacheableKey(req: RequestLine, bypass: PageCacheOptions["bypass"]): string | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheablePath(req.path) || bypass?.(req)) return null;
  const queryStart = req.originalUrl.indexOf("?");
  // The page is rendered from its key, so a parameter it does not read can never end up in
  // the page stored for everyone.
  return cacheKey(req.path, queryStart === -1 ? "" : req.originalUrl.slice(queryStart + 1));
}

type FreshPageOptions = Pick<PageCacheOptions, "cache" | "watch" | "bypass" | "now">;

/** The fresh page the cache may serve for `req` now, with no wait: none while the version needs checking. */
export function freshCachedPage(req: RequestLine, { cache, watch, bypass, now = Date.now }: FreshPageOptions): CachedPage | undefined {
  const key = cacheableKey(req, bypass);
  const at = now();
  if (key === null || !watch.isFresh(at)) return undefined;
  const page = cache.get(key, at);
  if (page) watch.checkAhead(at);
  return page;
}

/**
 * Whether the cache holds a fresh page for `req` that it may serve now. Such a response carries
 * its compressed body already, so the request chain spares it the compression middleware's work.
 */
export function willServeFromCache(req: RequestLine, options: FreshPageOptions): boolean {
  return freshCachedPage(req, options) !== undefined;
}

/** Whether an If-None-Match header names `etag` (compared weakly, as RFC 9110 asks for GET). */
function namesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag) return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === opaque;
  });
}

/** The encodings a page can be served in: what it keeps, and always identity. */
const encodingsOf = (page: CachedPage): Encoding[] => (page.bodies.identity ? ["identity"] : [...(Object.keys(page.bodies) as Encoding[]), "identity"]);

/**
 * HIT: fresh. STALE: kept past its lifetime or not vouched for, because the database is unreachable.
 * A browser that holds this very page (its If-None-Match names the ETag) gets 304 and no body.
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, kind: "HIT" | "STALE"): void {
  for (const [name, value] of page.headers) appendHeader(res, name, value);
  res.setHeader("ETag", page.etag);
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined && namesEtag(ifNoneMatch, page.etag)) {
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Cache", kind);
    if (kind === "STALE") res.setHeader("Cache-Control", cacheControl("revalidate"));
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = chooseEncoding(req, encodingsOf(page));
  const body = page.bodies[encoding] ?? zlib.gunzipSync(page.bodies.gzip!);
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.setHeader("X-Cache", kind);
  // Not to be kept downstream: the next request should get the page as soon as it is fresh again.
  if (kind === "STALE") res.setHeader("Cache-Control", cacheControl("revalidate"));
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The whole stream, or null (and the stream cancelled) once it passes `maxBytes`. */
async function readUpTo(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > maxBytes) return reader.cancel().then(() => null);
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The page handler with the cache in front. GET and HEAD of public paths are answered from the
 * cache when it holds them and the content has not changed; a miss renders, and a storable
 * response is kept while it streams to the client. Concurrent misses of one key wait for the
 * first render instead of rendering the same page side by side. Any other method marks the
 * content possibly changed, so the next hit checks the version first.
 */
export function pageCacheHandler({ cache, watch, render, bypass, onError, now = Date.now }: PageCacheOptions): RequestHandler {
  /** Renders being stored, by key. */
  const storing = new Map<string, Promise<void>>();
  let lastReported: unknown;

  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Marked once the handler has answered (after its commit), before the client can act on it.
      return sendFetchResponse(res, await render(req, res).finally(() => watch.markStale()));
    }
    const key = cacheableKey(req, bypass);
    if (key === null) return sendFetchResponse(res, await render(req, res));

    const lookUp = async (stale: boolean) => {
      const page = cache.get(key, now(), stale);
      if (page || !storing.has(key)) return page;
      await storing.get(key);
      return cache.get(key, now(), stale);
    };
    let kind: "HIT" | "STALE" = "HIT";
    let page: CachedPage | undefined;
    try {
      await watch.ensureFresh();
      page = await lookUp(false);
    } catch (error) {
      // The database is unreachable: serve what we have (stale-if-error) and leave the rest to the
      // renderer, which answers 503 while it stays unreachable. One report per failed check.
      if (error !== lastReported) onError?.((lastReported = error));
      kind = "STALE";
      page = await lookUp(true);
    }
    if (page) return sendCachedPage(req, res, page, kind);

    res.setHeader("X-Cache", "MISS");
    if (kind === "STALE" || req.method !== "GET" || storing.has(key)) return sendFetchResponse(res, await render(req, res, key));

    const generation = cache.generation;
    const renderedAt = now();
    let settle = () => {};
    storing.set(key, new Promise<void>((resolve) => (settle = resolve)));
    const finish = () => {
      storing.delete(key);
      settle();
    };
    const response = await render(req, res, key).catch((error: unknown) => {
      finish();
      throw error;
    });
    const lifetime = sharedLifetimeSeconds(response);
    if (lifetime === null || !response.body) {
      finish();
      return sendFetchResponse(res, response);
    }
    const [toClient, toCache] = response.body.tee();
    const nonce = String(res.locals.cspNonce ?? "");
    // A render the client abandoned ends its stream with an error: nothing to store, nothing to report.
    readUpTo(toCache, cache.limits.maxEntryBytes)
      .catch(() => null)
      .then(async (body) => {
        // A page holding its request's CSP nonce would hand that nonce to every visitor.
        if (body && !(nonce && body.includes(nonce)))
          cache.set(key, await buildEntry({ headers: response.headers, body, expiresAt: renderedAt + lifetime * 1000 }), generation);
      })
      .catch((error: unknown) => onError?.(error))
      .finally(finish);
    return sendFetchResponse(res, new Response(toClient, response));
  };
}
