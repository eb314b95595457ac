import { afterEach, describe, expect, it, vi } from "vitest";
import { LEAD_SENT_COOKIE } from "#app/services/lead-form-post.server.ts";
import { rawGet, startHitPathServer } from "#tests/support/hit-path-server.ts";

let open: Awaited<ReturnType<typeof startHitPathServer>>[] = [];
afterEach(async () => {
  await Promise.all(open.map((server) => server.close()));
  open = [];
});

/** A server whose cache holds `/`. */
async function warmServer(options?: Parameters<typeof startHitPathServer>[0]) {
  const server = await startHitPathServer(options);
  open.push(server);
  await rawGet(server.base, "/");
  await vi.waitFor(() => expect(server.cache.size).toBe(1));
  server.lines.length = 0;
  return server;
}

/** The parts of a log line that differ from one response to the next. */
function comparable(line: Record<string, unknown>, port: number) {
  const { time, responseTime, ...rest } = line;
  expect(typeof time).toBe("number");
  expect(typeof responseTime).toBe("number");
  return JSON.parse(
    JSON.stringify(rest)
      .replaceAll(String(port), "PORT")
      .replace(/"remotePort":\d+/, '"remotePort":0')
      .replace(/"id":\d+/, '"id":0')
      .replace(/'nonce-[^']+'/, "'nonce-N'")
      .replace(/r=\d+; t=\d+/, "r=R; t=T")
      .replace(/"date":"[^"]+"/, '"date":"D"'),
  ) as Record<string, unknown>;
}

describe("the cached-page lane", () => {
  it("answers a fresh hit with the body Express sends and the log line Express writes", async () => {
    const server = await warmServer();
    const request = { headers: { cookie: "theme=dark", "user-agent": "test" } };
    const byLane = await rawGet(server.base, "/?utm_source=x&page=2", request);
    expect(server.state.laneAnswers).toBe(1);
    server.state.laneOn = false;
    const byExpress = await rawGet(server.base, "/?utm_source=x&page=2", request);
    expect(server.state.laneAnswers).toBe(1);
    expect(byLane.body.equals(byExpress.body)).toBe(true);
    expect(byLane.headers.find(([name]) => name === "x-cache")?.[1]).toBe("HIT");
    expect(server.state.renders).toBe(1);

    expect(server.lines).toHaveLength(2);
    const [laneLine, expressLine] = server.lines.map((line) => comparable(line, server.port));
    expect(laneLine).toEqual(expressLine);
    expect(Object.keys(server.lines[0] ?? {})).toEqual(Object.keys(server.lines[1] ?? {}));
    expect(laneLine).toMatchObject({
      msg: "request completed",
      req: {
        method: "GET",
        url: "/?utm_source=x&page=2",
        query: { utm_source: "x", page: "2" },
        params: {},
        headers: { cookie: "[Redacted]" },
        remoteAddress: "127.0.0.1",
      },
      res: { statusCode: 200, headers: { "x-cache": "HIT", "content-encoding": "gzip" } },
    });
  });

  it("answers HEAD without a body", async () => {
    const server = await warmServer();
    const head = await rawGet(server.base, "/", { method: "HEAD" });
    expect(server.state.laneAnswers).toBe(1);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it.each([
    ["another method", "/", { method: "POST" }],
    ["a request with a body", "/", { headers: { "content-type": "text/plain", "content-length": "1" }, body: "x" }],
    ["a request with a chunked body", "/", { headers: { "content-type": "text/plain", "transfer-encoding": "chunked" }, body: "x" }],
    ["a built file", "/assets/app.js", {}],
    ["a page that is not cached", "/about", {}],
    ["a visitor whose page is their own", "/", { headers: { cookie: `${LEAD_SENT_COOKIE}=1` } }],
    ["a redirect", "/old-home", {}],
  ])("leaves %s to Express", async (_case, path, request) => {
    const server = await warmServer();
    const answer = await rawGet(server.base, path, request);
    expect(server.state.laneAnswers).toBe(0);
    if (path === "/old-home") expect([answer.status, answer.headers.find(([name]) => name === "location")?.[1]]).toEqual([301, "/"]);
  });

  it("leaves every page to Express while the redirects are being read or the content version needs checking", async () => {
    const server = await warmServer();
    server.state.redirectsReading = Promise.resolve();
    await rawGet(server.base, "/");
    expect(server.state.laneAnswers).toBe(0);
    server.state.redirectsReading = null;
    server.watch.markStale();
    const checked = await rawGet(server.base, "/");
    expect(server.state.laneAnswers).toBe(0);
    expect(checked.headers.find(([name]) => name === "x-cache")?.[1]).toBe("HIT");
    await rawGet(server.base, "/");
    expect(server.state.laneAnswers).toBe(1);
  });

  it("counts its hits in the general rate limit, and leaves the request over it to Express's 429", async () => {
    const server = await warmServer({ limits: { general: 4, writes: 100, sensitive: 10 } });
    // The warm-up was the first request of this client's window.
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const hit = await rawGet(server.base, "/");
      remaining.push(hit.headers.find(([name]) => name === "ratelimit")?.[1].match(/r=(\d+)/)?.[1]);
    }
    expect(server.state.laneAnswers).toBe(3);
    expect(remaining).toEqual(["2", "1", "0"]);
    const refused = await rawGet(server.base, "/");
    expect(server.state.laneAnswers).toBe(3);
    expect(refused.status).toBe(429);
    expect(refused.headers.find(([name]) => name === "ratelimit")?.[1]).toMatch(/^"4-in-1min"; r=0;/);
  });
});
