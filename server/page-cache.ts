import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { PAGE_CACHE } from "#app/lib/constants.ts";
import { pageQuery } from "#app/lib/page-query-params.ts";
import { chooseEncoding, type Encoding } from "./content-encoding.ts";
import type { ContentVersion } from "#app/models/content-version.server.ts";

/**
 * The server page cache (docs/decisions/013-page-cache.md): public GET responses kept in this
 * instance's memory, each with its compressed copies, served without rendering. HTML carries the
 * CSP nonce of the request that rendered it; every hit gets its own request's nonce instead, in
 * the body and in its gzip copy, so no two visitors ever share one.
 */

const deflateRaw = promisify(zlib.deflateRaw);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type PageCacheLimits = { maxEntries: number; maxBytes: number; maxEntryBytes: number; staleIfErrorMs?: number };

type HeaderValue = string | string[];

/** The body stored once; gzip and brotli copies made when it was stored. */
type FixedBody = { kind: "fixed"; identity: Buffer; gzip: Buffer | null; br: Buffer | null };

/**
 * A body holding the rendering request's nonce: its pieces between the nonce's occurrences, and
 * each piece deflated on its own (ending byte-aligned, with no reference into another piece), so
 * a hit's gzip is these pieces with the hit's nonce spliced between them as stored blocks.
 */
type TemplatedBody = { kind: "templated"; segments: Buffer[]; deflated: Buffer[] | null; length: number };

export type CachedPage = {
  /** Headers the page's handler set (content type, cache control, …), never per-request ones. */
  headers: [string, HeaderValue][];
  /** The nonce of the request that rendered it, wherever it occurs; null when it does not. */
  nonce: string | null;
  body: FixedBody | TemplatedBody;
  /** Bytes held, counted against the cache's limit. */
  size: number;
  /** When the page's own freshness lifetime (s-maxage, else max-age) ends. */
  expiresAt: number;
};

/** Paths that never go through the cache, matched as the router matches them. */
const NEVER_CACHED_PREFIXES = ["/admin", "/resources"];

export function isCacheablePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath).toLowerCase();
  } catch {
    return false;
  }
  path = path.replace(/\/{2,}/g, "/");
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

/** Without s-maxage or max-age, a public page is kept this long. */
const DEFAULT_LIFETIME_S = 60;

/** Seconds a shared cache may reuse a response: s-maxage, else max-age. */
export function sharedLifetimeSeconds(cacheControl: unknown): number {
  const directives = new Map(
    String(cacheControl ?? "")
      .split(",")
      .map((directive) => directive.trim().toLowerCase().split("=") as [string, string | undefined]),
  );
  for (const name of ["s-maxage", "max-age"]) {
    const seconds = Number(directives.get(name));
    if (directives.has(name) && Number.isFinite(seconds) && seconds >= 0) return seconds;
  }
  return DEFAULT_LIFETIME_S;
}

/** `public`, and nothing that forbids a shared cache from keeping it. */
export function isPublicCacheControl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const directives = value.split(",").map((directive) => directive.trim().toLowerCase().split("=")[0]);
  return directives.includes("public") && !directives.some((name) => name === "private" || name === "no-store" || name === "no-cache");
}

/** The body's pieces around every occurrence of `needle`. */
export function splitAround(body: Buffer, needle: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let start = 0;
  for (let found = body.indexOf(needle, start); found !== -1; found = body.indexOf(needle, start)) {
    segments.push(body.subarray(start, found));
    start = found + needle.length;
  }
  segments.push(body.subarray(start));
  return segments;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty, fixed-Huffman deflate block: the end of the stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A non-final stored (uncompressed) deflate block; the stream before it ends byte-aligned. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

function interleave(segments: Buffer[], nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  segments.forEach((segment, i) => {
    if (i > 0) pieces.push(nonce);
    pieces.push(segment);
  });
  return pieces;
}

/** The gzip of the templated body with `nonce` in every hole, assembled without compressing. */
export function assembleGzip(body: TemplatedBody, deflated: Buffer[], nonce: Buffer): Buffer {
  const holeHeader = storedBlockHeader(nonce.length);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  body.segments.forEach((segment, i) => {
    if (i > 0) {
      pieces.push(holeHeader, nonce);
      crc = zlib.crc32(nonce, crc);
    }
    pieces.push(deflated[i] ?? Buffer.alloc(0));
    crc = zlib.crc32(segment, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((body.length + (body.segments.length - 1) * nonce.length) % 2 ** 32, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** Text worth compressing; anything else is kept and served as it came. */
const COMPRESSIBLE = /^(text\/|application\/([\w.-]+\+)?(xml|json|javascript))/i;
/** Like the compression middleware: smaller bodies go out as they are. */
const COMPRESSION_THRESHOLD = 1024;

/** Deflate's window: how far back a piece may refer. */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * Each piece deflated on its own, ending byte-aligned (sync flush) so a stored block can follow.
 * A piece may still refer back into the pieces before it, given as a preset dictionary, but with
 * the holes filled with a byte the body never contains: no match can then reach into a hole, so
 * whatever nonce a hit puts there, every reference copies the same bytes as when it was made.
 */
async function deflateSegments(body: Buffer, segments: Buffer[], holeLength: number, level: number): Promise<Buffer[]> {
  const fillByte = [0xff, 0x00].find((byte) => !body.includes(byte));
  const options = { level, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (fillByte === undefined) return Promise.all(segments.map((segment) => deflateRaw(segment, options)));
  const filled = Buffer.concat(interleave(segments, Buffer.alloc(holeLength, fillByte)));
  let start = 0;
  return Promise.all(
    segments.map((segment) => {
      const dictionary = filled.subarray(Math.max(0, start - DEFLATE_WINDOW), start);
      start += segment.length + holeLength;
      return deflateRaw(segment, dictionary.length > 0 ? { ...options, dictionary } : options);
    }),
  );
}

const sumBytes = (buffers: Buffer[]) => buffers.reduce((total, buffer) => total + buffer.length, 0);

/** Makes the stored form of a response: split around its nonce, compressed once. */
export async function buildEntry(
  response: { body: Buffer; headers: [string, HeaderValue][]; contentType: string; nonce: string | null; expiresAt?: number },
  options: { gzipLevel: number; brotliQuality: number } = PAGE_CACHE,
): Promise<CachedPage> {
  const { body, headers, nonce, expiresAt = Number.POSITIVE_INFINITY } = response;
  const compress = COMPRESSIBLE.test(response.contentType) && body.length >= COMPRESSION_THRESHOLD;
  const headerBytes = headers.reduce((total, [name, value]) => total + name.length + String(value).length, 0);
  const headersHoldNonce = nonce !== null && headers.some(([, value]) => String(value).includes(nonce));
  if (nonce && body.includes(nonce)) {
    const segments = splitAround(body, Buffer.from(nonce));
    const deflated = compress ? await deflateSegments(body, segments, nonce.length, options.gzipLevel) : null;
    const length = sumBytes(segments);
    return {
      headers,
      nonce,
      body: { kind: "templated", segments, deflated, length },
      size: length + (deflated ? sumBytes(deflated) : 0) + headerBytes,
      expiresAt,
    };
  }
  const [gzipped, brotlied] = compress
    ? await Promise.all([
        gzip(body, { level: options.gzipLevel }),
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: options.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ])
    : [null, null];
  return {
    headers,
    nonce: headersHoldNonce ? nonce : null,
    body: { kind: "fixed", identity: body, gzip: gzipped, br: brotlied },
    size: body.length + (gzipped?.length ?? 0) + (brotlied?.length ?? 0) + headerBytes,
    expiresAt,
  };
}

export function availableEncodings(page: CachedPage): Encoding[] {
  const { body } = page;
  if (body.kind === "templated") return body.deflated ? ["gzip", "identity"] : ["identity"];
  return [...(body.br ? (["br"] as const) : []), ...(body.gzip ? (["gzip"] as const) : []), "identity"];
}

/** The bytes to send for a hit, with `nonce` in place of the rendering request's. */
export function renderBody(page: CachedPage, encoding: Encoding, nonce: string | null): Buffer {
  const { body } = page;
  if (body.kind === "fixed") return (encoding === "br" ? body.br : encoding === "gzip" ? body.gzip : null) ?? body.identity;
  if (nonce === null) throw new Error("a page rendered with a nonce needs a nonce to be served");
  const nonceBytes = Buffer.from(nonce);
  if (encoding === "gzip" && body.deflated) return assembleGzip(body, body.deflated, nonceBytes);
  return Buffer.concat(interleave(body.segments, nonceBytes));
}

/** Bounded LRU of cached pages, by entry count and by bytes. */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;

  constructor(readonly limits: PageCacheLimits = PAGE_CACHE) {}

  /** Changes with every clear(), so a render begun before it is never stored after it. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The page, unless its lifetime has ended by `now`. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.#touch(key, now);
    return page && now < page.expiresAt ? page : undefined;
  }

  /**
   * The page even when its lifetime has ended, up to `staleIfErrorMs` later: for when the pages
   * cannot be vouched for or rendered again because the database is unreachable.
   */
  getStale(key: string, now = Date.now()): CachedPage | undefined {
    return this.#touch(key, now);
  }

  #touch(key: string, now: number): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (!page) return undefined;
    if (now >= page.expiresAt + (this.limits.staleIfErrorMs ?? PAGE_CACHE.staleIfErrorMs)) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, page);
    return page;
  }

  /** Stores a page rendered during `generation`; false when that generation has passed or it is too big. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.#generation || page.size > this.limits.maxEntryBytes) return false;
    this.delete(key);
    this.#entries.set(key, page);
    this.#bytes += page.size;
    for (const [oldest, evicted] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= evicted.size;
    }
    return true;
  }

  delete(key: string): void {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= page.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }
}

type WatchOptions = {
  read: () => Promise<ContentVersion>;
  onChange: () => void;
  intervalMs?: number;
  retryAfterFailureMs?: number;
  now?: () => number;
};

/**
 * Knows whether this instance's cached pages may still be served: it reads the content version
 * at most once per interval (lazily, when a cached page is wanted), at once after markStale(),
 * and when a scheduled post's publication time has come. A changed version, or a passed
 * publication time, calls onChange.
 */
export class ContentVersionWatch {
  readonly #read: () => Promise<ContentVersion>;
  readonly #onChange: () => void;
  readonly #intervalMs: number;
  readonly #retryAfterFailureMs: number;
  readonly #now: () => number;
  /** The last failed check: answered to every request until it may be tried again. */
  #failure: { at: number; promise: Promise<void> } | null = null;
  #known: string | null = null;
  #nextPublishAt: number | null = null;
  #checkedAt = Number.NEGATIVE_INFINITY;
  /** Raised by markStale(); a check counts for the epochs up to the one it was issued in. */
  #staleEpoch = 0;
  #checkedEpoch = -1;
  #inFlight: { promise: Promise<void>; epoch: number } | null = null;

  constructor({
    read,
    onChange,
    intervalMs = PAGE_CACHE.versionCheckIntervalMs,
    retryAfterFailureMs = PAGE_CACHE.versionRetryAfterFailureMs,
    now = Date.now,
  }: WatchOptions) {
    this.#read = read;
    this.#onChange = onChange;
    this.#intervalMs = intervalMs;
    this.#retryAfterFailureMs = retryAfterFailureMs;
    this.#now = now;
  }

  /** This instance handled a request that may have written: check before the next hit. */
  markStale(): void {
    this.#staleEpoch += 1;
  }

  needsCheck(now = this.#now()): boolean {
    if (this.#checkedEpoch < this.#staleEpoch || now - this.#checkedAt >= this.#intervalMs) return true;
    return this.#nextPublishAt !== null && now >= this.#nextPublishAt && this.#checkedAt < this.#nextPublishAt;
  }

  /**
   * Undefined when cached pages may be served now; otherwise a promise of a check issued after
   * every markStale() so far (it rejects when the version cannot be read).
   */
  ensureFresh(): Promise<void> | undefined {
    if (!this.needsCheck()) return undefined;
    // While the database is unreachable, requests are not each held up trying it again.
    if (this.#failure && this.#now() - this.#failure.at < this.#retryAfterFailureMs) return this.#failure.promise;
    return this.#checkSince(this.#staleEpoch);
  }

  async #checkSince(epoch: number): Promise<void> {
    while (this.#inFlight) {
      const current = this.#inFlight;
      if (current.epoch >= epoch) return current.promise;
      // Issued before a write this request must see: let it finish, then check again.
      await current.promise.catch(() => undefined);
    }
    const promise = this.#check(this.#staleEpoch).finally(() => {
      this.#inFlight = null;
    });
    this.#inFlight = { promise, epoch: this.#staleEpoch };
    return promise;
  }

  async #check(epoch: number): Promise<void> {
    const issuedAt = this.#now();
    let read: ContentVersion;
    try {
      read = await this.#read();
    } catch (error) {
      const promise = Promise.reject(error);
      promise.catch(() => undefined);
      this.#failure = { at: this.#now(), promise };
      throw error;
    }
    this.#failure = null;
    const { version, nextPublishAt } = read;
    const publicationPassed = this.#nextPublishAt !== null && issuedAt >= this.#nextPublishAt;
    if (this.#known !== null && (version !== this.#known || publicationPassed)) this.#onChange();
    this.#known = version;
    this.#nextPublishAt = nextPublishAt?.getTime() ?? null;
    this.#checkedAt = issuedAt;
    this.#checkedEpoch = Math.max(this.#checkedEpoch, epoch);
  }
}

/** Headers of one response that a later response must not repeat. */
const PER_RESPONSE_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
  "vary",
  "x-cache",
]);

type Snapshot = Record<string, number | string | string[] | undefined>;

function headerValue(value: number | string | string[]): HeaderValue {
  return Array.isArray(value) ? value.map(String) : String(value);
}

function sameValue(a: Snapshot[string], b: Snapshot[string]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What the page's own handler set: the headers at its first write, less what was there before it ran. */
function handlerHeaders(before: Snapshot, atWrite: Snapshot): [string, HeaderValue][] {
  const headers: [string, HeaderValue][] = [];
  for (const [name, value] of Object.entries(atWrite)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name) || sameValue(before[name], value)) continue;
    headers.push([name, headerValue(value)]);
  }
  return headers;
}

/** Only Accept-Encoding, which the cache honours itself, may appear in Vary. */
function varyIsHandled(vary: unknown): boolean {
  if (vary === undefined) return true;
  return String(vary)
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .every((token) => token === "" || token === "accept-encoding");
}

type Captured = { status: number; headers: Snapshot; body: Buffer };

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/**
 * Records what the handler writes, as it writes it (before the compression middleware), and the
 * status and headers at its first write. Calls done(null) when the body is not complete or too big.
 */
function captureResponse(res: Response, maxBytes: number, done: (captured: Captured | null) => void): void {
  const write = res.write;
  const end = res.end;
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  let headers: Snapshot | null = null;
  let status = 0;
  let finished = false;

  const take = (chunk: unknown, encoding: unknown) => {
    if (headers === null) {
      if (res.headersSent) overflow = true;
      headers = res.getHeaders();
      status = res.statusCode;
    }
    if (overflow || typeof chunk === "function") return;
    const buffer = toBuffer(chunk, encoding);
    if (!buffer) return;
    size += buffer.length;
    if (size > maxBytes) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };

  res.write = function captureWrite(this: Response, ...args: unknown[]) {
    take(args[0], args[1]);
    return Reflect.apply(write, this, args) as boolean;
  } as Response["write"];

  res.end = function captureEnd(this: Response, ...args: unknown[]) {
    take(args[0], args[1]);
    const result = Reflect.apply(end, this, args) as Response;
    if (!finished) {
      finished = true;
      done(overflow || headers === null ? null : { status, headers, body: Buffer.concat(chunks, size) });
    }
    return result;
  } as Response["end"];

  res.once("close", () => {
    if (!finished) {
      finished = true;
      done(null);
    }
  });
}

export type PageCacheOptions = {
  cache: PageCache;
  watch: ContentVersionWatch;
  /** Requests whose page is this visitor's own, never answered from or kept in the cache. */
  bypass?: (req: Request) => boolean;
  onError?: (error: unknown) => void;
  compression?: { gzipLevel: number; brotliQuality: number };
  now?: () => number;
};

function queryOf(originalUrl: string): string {
  const start = originalUrl.indexOf("?");
  return start === -1 ? "" : originalUrl.slice(start + 1);
}

/** HIT: fresh. STALE: kept past its lifetime or not vouched for, because the database is unreachable. */
function serveHit(req: Request, res: Response, page: CachedPage, nonce: string | null, kind: "HIT" | "STALE" = "HIT"): void {
  const replace = (value: string) => (page.nonce && nonce && value.includes(page.nonce) ? value.replaceAll(page.nonce, nonce) : value);
  for (const [name, value] of page.headers) res.setHeader(name, Array.isArray(value) ? value.map(replace) : replace(value));
  const encoding = chooseEncoding(req, availableEncodings(page));
  const body = renderBody(page, encoding, nonce);
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.setHeader("X-Cache", kind);
  // Not to be kept downstream: the next request should get the page as soon as it is fresh again.
  if (kind === "STALE") res.setHeader("Cache-Control", "no-cache");
  res.statusCode = 200;
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * The middleware, in front of the page handler. GET and HEAD of public paths are answered from
 * the cache when it holds them and the content has not changed; a miss renders, and a 200 whose
 * Cache-Control is public, without Set-Cookie, is stored for the next request. Concurrent misses
 * of one key wait for the first render instead of rendering the same page side by side. Any other
 * method marks the content possibly changed, so the next hit checks the version first.
 */
export function pageCacheMiddleware({ cache, watch, bypass, onError, compression = PAGE_CACHE, now = Date.now }: PageCacheOptions): RequestHandler {
  const rendering = new Map<string, Promise<void>>();
  let lastReported: unknown;
  /** Keys whose last render could not be stored, so a request for them need not wait for another. */
  const uncacheable = new Map<string, number>();
  const remember = (key: string, storable: boolean) => {
    uncacheable.delete(key);
    if (storable) return;
    uncacheable.set(key, cache.generation);
    if (uncacheable.size > cache.limits.maxEntries) uncacheable.delete(uncacheable.keys().next().value ?? key);
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Marked as the answer goes out (after the handler's commit), before the client can act on
      // it; and on close, for a request that ends without one.
      const end = res.end;
      res.end = function markThenEnd(this: Response, ...args: unknown[]) {
        watch.markStale();
        return Reflect.apply(end, this, args) as Response;
      } as Response["end"];
      res.once("close", () => watch.markStale());
      return next();
    }
    if (!isCacheablePath(req.path) || bypass?.(req)) return next();

    const key = cacheKey(req.path, queryOf(req.originalUrl));
    // The page is rendered from its key, so a parameter it does not read can never end up in
    // the page stored for everyone.
    if (req.originalUrl !== key) req.url = req.originalUrl = key;
    const nonce = typeof res.locals.cspNonce === "string" ? (res.locals.cspNonce as string) : null;
    const servable = (page: CachedPage | undefined): page is CachedPage => page !== undefined && (page.nonce === null || nonce !== null);
    /** The page `read` finds, once a render of it that is being stored has been. */
    const lookUp = async (read: () => CachedPage | undefined) => {
      const page = read();
      if (servable(page) || uncacheable.get(key) === cache.generation) return page;
      const inFlight = rendering.get(key);
      if (!inFlight) return page;
      await inFlight;
      return read();
    };

    try {
      const pending = watch.ensureFresh();
      if (pending) await pending;
    } catch (error) {
      // The database is unreachable: serve what we have (stale-if-error) and leave the rest to the
      // renderer, which answers 503 while it stays unreachable. One report per failed check.
      if (error !== lastReported) onError?.((lastReported = error));
      const stale = await lookUp(() => cache.getStale(key, now()));
      if (servable(stale)) return serveHit(req, res, stale, nonce, "STALE");
      res.setHeader("X-Cache", "MISS");
      return next();
    }

    const page = await lookUp(() => cache.get(key, now()));
    if (servable(page)) {
      serveHit(req, res, page, nonce);
      return;
    }

    res.setHeader("X-Cache", "MISS");
    if (req.method !== "GET" || rendering.has(key)) return next();

    const generation = cache.generation;
    const renderedAt = now();
    const before: Snapshot = { ...res.getHeaders() };
    let settle: () => void = () => undefined;
    rendering.set(key, new Promise<void>((resolve) => (settle = resolve)));
    const finish = () => {
      rendering.delete(key);
      settle();
    };

    captureResponse(res, cache.limits.maxEntryBytes, (captured) => {
      if (!captured || !isStorable(captured)) {
        remember(key, false);
        return finish();
      }
      const contentType = String(captured.headers["content-type"] ?? "");
      const expiresAt = renderedAt + sharedLifetimeSeconds(captured.headers["cache-control"]) * 1000;
      const headers = handlerHeaders(before, captured.headers);
      buildEntry({ body: captured.body, headers, contentType, nonce, expiresAt }, compression)
        // Refused only because the pages were dropped meanwhile: the key itself is cacheable.
        .then((entry) => remember(key, cache.set(key, entry, generation) || entry.size <= cache.limits.maxEntryBytes))
        .catch((error: unknown) => onError?.(error))
        .finally(finish);
    });
    next();
  };
}

function isStorable({ status, headers }: Captured): boolean {
  return (
    status === 200 &&
    isPublicCacheControl(headers["cache-control"]) &&
    headers["set-cookie"] === undefined &&
    (headers["content-encoding"] === undefined || headers["content-encoding"] === "identity") &&
    varyIsHandled(headers["vary"])
  );
}
