import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rawGet, startHitPathServer } from "#tests/support/hit-path-server.ts";
import { PERMISSIONS_POLICY } from "./security-headers.ts";

/**
 * Every header of a page-cache hit, in order, as the request chain (server/request-chain.ts) answers it, before Express (the
 * cached-page lane) and through it (issue 17: hits were made cheaper without changing what they send). Written from the responses before that work; the
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
  ["etag", /^W\/"[\w-]{27}"$/],
  ["vary", "Accept-Encoding"],
  ["content-encoding", "gzip"],
  ["content-length", /^\d+$/],
  ["x-cache", "HIT"],
  ["date", /GMT$/],
  ["connection", "keep-alive"],
  ["keep-alive", "timeout=5"],
];

let hitPath: Awaited<ReturnType<typeof startHitPathServer>>;

beforeAll(async () => {
  hitPath = await startHitPathServer();
});

afterAll(() => hitPath.close());

describe("a page-cache hit's headers", () => {
  it.each([
    ["answered by the cached-page lane", true],
    ["answered by Express", false],
  ])("are the same headers, in the same order, with a fresh nonce each time, %s", async (_way, laneOn) => {
    hitPath.state.laneOn = laneOn;
    // The first request renders the page (the first time); the copy is stored once it has streamed.
    await rawGet(hitPath.base, "/");
    await vi.waitFor(() => expect(hitPath.cache.size).toBe(1));
    const answeredBefore = hitPath.state.laneAnswers;
    const hits = [await rawGet(hitPath.base, "/"), await rawGet(hitPath.base, "/")];
    expect(hitPath.state.laneAnswers - answeredBefore).toBe(laneOn ? 2 : 0);
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
