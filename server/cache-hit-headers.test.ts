import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Db } from "#app/db/client.server.ts";
import { propertySearchOrigins } from "#app/lib/site-settings-schema.ts";
import { ContentVersionWatch, PageCache, pageCacheHandler, willServeFromCache } from "./page-cache.ts";
import { DEFAULT_RATE_LIMITS, rateLimits } from "./rate-limit.ts";
import { assignCspNonce, PERMISSIONS_POLICY, securityHeaders } from "./security-headers.ts";

/**
 * Every header of a page-cache hit, in order, as server/app.ts answers it (issue 17: hits were made
 * cheaper without changing what they send). Written from the responses before that work; the
 * nonce, the rate-limit counts and the date are the only values that change per response.
 */
const NONCE = String.raw`[A-Za-z0-9+/]{22}==`;
const HIT_HEADERS: [string, string | RegExp][] = [
  ["permissions-policy", PERMISSIONS_POLICY],
  [
    "content-security-policy",
    new RegExp(
      String.raw`^default-src 'self';base-uri 'self';connect-src 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';frame-src 'self' https://lakefrontnc\.boldtrail\.com;img-src 'self' data: blob: https:;manifest-src 'self';media-src 'self';object-src 'none';script-src 'self' 'nonce-${NONCE}';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests$`,
    ),
  ],
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-origin"],
  ["origin-agent-cluster", "?1"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["strict-transport-security", "max-age=63072000; includeSubDomains"],
  ["x-content-type-options", "nosniff"],
  ["x-dns-prefetch-control", "off"],
  ["x-download-options", "noopen"],
  ["x-frame-options", "SAMEORIGIN"],
  ["x-permitted-cross-domain-policies", "none"],
  ["x-xss-protection", "0"],
  ["ratelimit", /^"1000-in-1min"; r=99[0-9]; t=(59|60)$/],
  ["ratelimit-policy", /^"1000-in-1min"; q=1000; w=60; pk=:[A-Za-z0-9+/=]+:$/],
  ["cache-control", "public, max-age=60, s-maxage=300"],
  ["content-type", "text/html; charset=utf-8"],
  ["vary", "Accept-Encoding"],
  ["content-encoding", "gzip"],
  ["content-length", /^\d+$/],
  ["x-cache", "HIT"],
  ["date", /GMT$/],
  ["connection", "keep-alive"],
  ["keep-alive", "timeout=5"],
];

const PAGE = `<!doctype html><html><head><title>Home</title></head><body>${"<p>A house on the water, a dock and a boat.</p>".repeat(60)}</body></html>`;

/** The raw response: headers in the order they were sent, as Node's client gives them. */
function get(base: string, path: string): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = res.rawHeaders;
          const headers: [string, string][] = [];
          for (let i = 0; i < raw.length; i += 2) headers.push([(raw[i] ?? "").toLowerCase(), raw[i + 1] ?? ""]);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

describe("a page-cache hit's headers", () => {
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    // The middleware a cached page passes through in server/app.ts, in the same order.
    const app = express();
    app.disable("x-powered-by");
    app.use(assignCspNonce);
    app.use(securityHeaders({ isProduction: true, siteUrl: "https://lakefront.example", frameOrigins: () => propertySearchOrigins(siteSettingsSeed) }));
    const pageCache = { cache: new PageCache(), watch: new ContentVersionWatch({ read: () => Promise.resolve({ version: "1", nextPublishAt: null }), onChange: () => {} }) };
    const compress = compression();
    app.use((req, res, next) => (willServeFromCache(req, pageCache) ? next() : compress(req, res, next)));
    // A GET never reaches the database tiers.
    app.use(rateLimits({} as Db, DEFAULT_RATE_LIMITS));
    const render = () =>
      Promise.resolve(new Response(PAGE, { headers: { "cache-control": "public, max-age=60, s-maxage=300", "content-type": "text/html; charset=utf-8" } }));
    app.use(pageCacheHandler({ ...pageCache, render }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
  });

  it("are the same headers, in the same order, with a fresh nonce each time", async () => {
    const miss = await get(base, "/");
    expect(miss.headers).toContainEqual(["x-cache", "MISS"]);
    // The copy is stored once the render has streamed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const hits = [await get(base, "/"), await get(base, "/")];
    for (const hit of hits) {
      expect(hit.status).toBe(200);
      expect(hit.headers.map(([name]) => name)).toEqual(HIT_HEADERS.map(([name]) => name));
      for (const [index, [name, expected]] of HIT_HEADERS.entries()) {
        const value = hit.headers[index]?.[1] ?? "";
        if (typeof expected === "string") expect(value, name).toBe(expected);
        else expect(value, name).toMatch(expected);
      }
    }
    const nonces = hits.map((hit) => hit.headers[1]?.[1].match(/'nonce-([^']+)'/)?.[1]);
    expect(nonces[0]).not.toBe(nonces[1]);
    const counts = hits.map((hit) => Number(hit.headers[13]?.[1].match(/r=(\d+)/)?.[1]));
    expect(counts[1]).toBe((counts[0] ?? 0) - 1);
  });
});
