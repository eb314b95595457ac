import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#app/db/client.server.ts";
import type { VitalsBeacon } from "#app/lib/analytics-rules.ts";
import { VITALS_BEACON_PATH } from "#app/lib/vitals-beacon-shape.ts";
import { PageViewCounter, type CountedRequest } from "#app/services/page-view-counter.server.ts";
import { rawGet, startHitPathServer } from "#tests/support/hit-path-server.ts";

/** The counter as the chain uses it, keeping what it was handed (it writes nothing: it is never started). */
class HandedCounter extends PageViewCounter {
  readonly views: Pick<CountedRequest, "method" | "path" | "originalUrl">[] = [];
  readonly beacons: VitalsBeacon[] = [];
  constructor() {
    super({ db: {} as Db, sessionCookieName: "__Host-lakefront_session" });
  }
  override countView(req: CountedRequest): void {
    this.views.push({ method: req.method, path: req.path, originalUrl: req.originalUrl });
  }
  override countVitals(beacon: VitalsBeacon): boolean {
    this.beacons.push(beacon);
    return true;
  }
}

let open: Awaited<ReturnType<typeof startHitPathServer>>[] = [];
afterEach(async () => {
  await Promise.all(open.map((server) => server.close()));
  open = [];
});

async function countingServer() {
  const counter = new HandedCounter();
  const server = await startHitPathServer({ pageViews: counter });
  open.push(server);
  return { server, counter };
}

const CHROME = { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36" };
const post = (base: string, body: string, headers: Record<string, string> = {}) =>
  rawGet(base, VITALS_BEACON_PATH, { method: "POST", body, headers: { "content-type": "text/plain;charset=UTF-8", ...CHROME, ...headers } });

describe("counting page views in the request chain", () => {
  it("hands every page answered 200 to the counter once, whether Express rendered it or the cache answered it before Express", async () => {
    const { server, counter } = await countingServer();
    const first = await rawGet(server.base, "/?utm_source=acceptance", { headers: CHROME });
    await vi.waitFor(() => expect(server.cache.size).toBe(1));
    const hit = await rawGet(server.base, "/", { headers: CHROME });
    expect(hit.headers.find(([name]) => name === "x-cache")?.[1]).toBe("HIT");
    expect(server.state.laneAnswers).toBe(1);
    // A browser showing the copy it holds is a view too, answered by the lane or by Express.
    const etag = hit.headers.find(([name]) => name === "etag")![1];
    expect((await rawGet(server.base, "/", { headers: { ...CHROME, "if-none-match": etag } })).status).toBe(304);
    server.state.laneOn = false;
    expect((await rawGet(server.base, "/", { headers: { ...CHROME, "if-none-match": etag } })).status).toBe(304);
    await rawGet(server.base, "/assets/app.js", { headers: CHROME });
    await rawGet(server.base, "/admin", { headers: CHROME });
    expect(counter.views).toEqual([
      { method: "GET", path: "/", originalUrl: "/?utm_source=acceptance" },
      { method: "GET", path: "/", originalUrl: "/" },
      { method: "GET", path: "/", originalUrl: "/" },
      { method: "GET", path: "/", originalUrl: "/" },
    ]);
    // No response sets a cookie to count.
    for (const response of [first, hit]) expect(response.headers.some(([name]) => name === "set-cookie")).toBe(false);
  });
});

describe(`POST ${VITALS_BEACON_PATH}`, () => {
  it("counts a valid beacon and answers 204, with no cookie and nothing logged", async () => {
    const { server, counter } = await countingServer();
    const answer = await post(server.base, JSON.stringify({ path: "/about", LCP: 1_234, INP: 56, CLS: 0.01 }));
    expect(answer.status).toBe(204);
    expect(answer.headers.some(([name]) => name === "set-cookie")).toBe(false);
    expect(counter.beacons).toEqual([{ path: "/about", LCP: 1_234, INP: 56, CLS: 0.01 }]);
    expect(server.lines).toEqual([]);
  });

  it("drops garbage quietly: wrong types, values out of range, not JSON, and a thousand in a row from one client", async () => {
    const { server, counter } = await countingServer();
    for (const body of [
      '{"path":"/","LCP":"fast"}',
      '{"path":"/","LCP":-5}',
      '{"path":"http://evil.example/","LCP":5}',
      "not json",
      "",
      "[]",
      '{"__proto__":{"x":1}}',
    ]) {
      expect((await post(server.base, body)).status, body).toBe(204);
    }
    expect(counter.beacons).toEqual([]);
    const flood = await Promise.all(Array.from({ length: 1_000 }, () => post(server.base, '{"path":"/","LCP":1}')));
    // Past the general limit (1,000 requests a minute a client) they are refused; the counter's own share a client is tested with the counter.
    const accepted = flood.filter((answer) => answer.status === 204).length;
    expect(flood.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect(counter.beacons).toHaveLength(accepted);
    expect(server.lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
  });

  it("refuses a body over 512 bytes with 413, without reading it all", async () => {
    const { server, counter } = await countingServer();
    const answer = await post(server.base, JSON.stringify({ path: `/${"a".repeat(600)}`, LCP: 1 }));
    expect(answer.status).toBe(413);
    expect(counter.beacons).toEqual([]);
    expect(server.lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
  });
});
