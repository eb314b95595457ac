import type { IncomingMessage, ServerResponse } from "node:http";
import parseUrl from "parseurl";
import proxyAddr from "proxy-addr";
import { findRedirect, type RedirectTable } from "#app/lib/redirects.ts";
import type { ContentVersionWatch } from "./content-version-watch.ts";
import { freshCachedPage, sendCachedPage, type PageCache, type RequestLine } from "./page-cache.ts";
import type { GeneralRateLimit } from "./rate-limit.ts";
import type { CountedRequest } from "#app/services/page-view-counter.server.ts";
import { nextCspNonce } from "./security-headers.ts";

/** The path's first segment, decoded as the static handler decodes it; undefined when it cannot be decoded. */
export function firstSegment(path: string): string | undefined {
  const end = path.indexOf("/", 1);
  try {
    return decodeURIComponent(path.slice(1, end === -1 ? undefined : end));
  } catch {
    return undefined;
  }
}

type ParsedUrl = NonNullable<ReturnType<typeof parseUrl>>;

/**
 * Every layer of Express's chain (server/request-chain.ts), in its order, and what the lane does in
 * its place for a fresh cached page: the same work ("mirrored"), or why such a request never needs
 * it. A layer added to the chain fails `request-chain.test.ts` until it is accounted for here.
 */
export const LANE_ACCOUNT = {
  requestLog: "mirrored: track() numbers the request and writes the same log line",
  securityHeaders: "mirrored: writeSecurityHeaders() with a fresh nonce (TRACE, refused there, is not a GET or HEAD)",
  compression: "not needed: Express skips it too for a page the cache serves, which is stored compressed",
  precompressedAssets: "not taken: the lane declines a path under an entry of the built client folder",
  builtAssets: "not taken: as precompressedAssets",
  clientFiles: "not taken: as precompressedAssets",
  viteDevServer: "not taken: the lane is off in development",
  healthCheck: "not taken: /healthz is answered before the page cache, so it is never cached",
  redirects: "mirrored: the lane declines a path the redirect table matches, and every path while the table is read",
  generalRateLimit: "mirrored: generalLimit.admit() counts the client and writes the same headers; over the limit it declines",
  vitalsBeacon: "not taken: the lane takes GET and HEAD, the beacon is a POST",
  writeRateLimits: "not needed: it counts writes only, and the lane takes GET and HEAD",
  media: "not taken: /media is answered before the page cache, so it is never cached",
  bodyLimit: "not needed: the lane takes no request with a body",
  adminOriginGuard: "not needed: it refuses state-changing requests only",
  signInBusy: "not needed: it refuses sign-in posts only",
  pageViews: "mirrored: countView() counts the page sent (200, or 304 to a browser holding it), as the layer counts a page answered so",
  pages: "mirrored: sendCachedPage() answers a fresh hit as the page cache's handler does",
  errors: "mirrored: the lane's caller answers a throw with 500 and the status's phrase only",
} as const;

/** The name of one layer of Express's chain. */
export type ChainLayerName = keyof typeof LANE_ACCOUNT;

export type CachedPageLaneOptions = {
  cache: PageCache;
  watch: ContentVersionWatch;
  bypass: (req: RequestLine) => boolean;
  /** The entries of the built client folder: a path under one of them is a file for Express's static handler. */
  clientEntries: ReadonlySet<string>;
  /** The redirects in memory, or null while a new table is being read. */
  redirects: () => RedirectTable | null;
  generalLimit: GeneralRateLimit;
  writeSecurityHeaders: (res: ServerResponse, nonce: string) => void;
  track: (req: IncomingMessage, res: ServerResponse) => void;
  /** Counts a visitor's page view (issue 37); absent when analytics is off. */
  countView?: (req: CountedRequest) => void;
  /** Express's own settings functions, so the client's address and the logged query are Express's. */
  trustProxy: Parameters<typeof proxyAddr>[1];
  queryParser: (query: ParsedUrl["query"]) => unknown;
};

/**
 * Answers a fresh page-cache hit before Express, as Express would answer it after its middleware:
 * the request log line, the security headers with a fresh nonce, the general rate limit's count
 * and headers, then the cached page (issue 17: Express's router was a good part of a hit's cost).
 * False, having done nothing, for anything else, which Express then handles: another method, a
 * body, a static file, a redirect, a client over its limit, a page not cached or not vouched for.
 * `server/cache-hit-headers.test.ts` holds both ways to the same headers, `request-log.test.ts` to the same line.
 */
export function cachedPageLane(options: CachedPageLaneOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { cache, watch, bypass, clientEntries, redirects, generalLimit, writeSecurityHeaders, track, trustProxy, queryParser, countView } = options;
  return (req, res) => {
    const { method, headers } = req;
    if ((method !== "GET" && method !== "HEAD") || headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    const url = parseUrl(req);
    const path = url?.pathname;
    const originalUrl = req.url;
    if (!url || !path?.startsWith("/") || originalUrl === undefined) return false;
    const segment = firstSegment(path);
    if (segment === undefined || clientEntries.has(segment)) return false;
    const page = freshCachedPage({ method, path, originalUrl, headers }, { cache, watch, bypass });
    const table = page && redirects();
    if (!page || !table || findRedirect(table, path)) return false;
    const ip = proxyAddr(req, trustProxy);
    const setLimitHeaders = generalLimit.admit(ip);
    if (!setLimitHeaders) return false;
    Object.assign(req, { originalUrl, query: queryParser(url.query), params: {} });
    // Express's order: the log, the security headers, the limit's headers, the page's.
    track(req, res);
    writeSecurityHeaders(res, nextCspNonce());
    setLimitHeaders(res);
    sendCachedPage(req, res, page, "HIT");
    countView?.({ method, path, originalUrl, headers, ip });
    return true;
  };
}
