import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type pino from "pino";
import { pinoHttp } from "pino-http";
import { afterEach, describe, expect, it } from "vitest";
import { serializeError } from "#app/lib/logger.server.ts";
import { capturingLogger } from "#tests/support/hit-path-server.ts";
import { loggedRequest, loggedResponse, requestLogging } from "./request-log.ts";

const ignore = (req: http.IncomingMessage) => req.url?.startsWith("/assets/") === true;

function routes(app: express.Express) {
  app.get("/page", (_req, res) => {
    res.set("Set-Cookie", "a=b").type("text/html").send("<p>hi</p>");
  });
  app.get("/warns", (req, res) => {
    req.log.warn({ reason: "x" }, "a handler's line");
    res.send("ok");
  });
  app.get("/fails", (_req, res) => {
    res.status(503).send("down");
  });
  app.get("/plain", (_req, res) => {
    res.send("no credentials either way");
  });
  app.get("/assets/a.js", (_req, res) => {
    res.type("text/javascript").send("1");
  });
}

let servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

async function run(install: (app: express.Express, logger: pino.Logger) => void) {
  const { lines, logger } = capturingLogger();
  const app = express();
  install(app, logger);
  routes(app);
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: false });
  for (const path of ["/page?x=1&y=2", "/warns", "/fails", "/assets/a.js", "/plain"]) {
    const credentials = path === "/plain" ? {} : { cookie: "session=secret", authorization: "Bearer t" };
    await new Promise<void>((resolve, reject) => {
      http
        .get(
          {
            port,
            host: "127.0.0.1",
            path,
            agent,
            headers: { ...credentials, "user-agent": "test", "sec-ch-ua": '"Chromium";v="140"', "accept-language": "en-US,en;q=0.9" },
          },
          (res) => {
            res.resume();
            res.on("end", () => setImmediate(resolve));
          },
        )
        .on("error", reject);
    });
  }
  // The values that differ between two runs: the clock, the peer's port, the host's port.
  return lines.map(({ time, responseTime, ...line }) => {
    expect(typeof time).toBe("number");
    if (responseTime !== undefined) expect(typeof responseTime).toBe("number");
    const req = line.req as { remotePort: number; headers: { host: string } };
    expect(typeof req.remotePort).toBe("number");
    return JSON.parse(JSON.stringify(line).replaceAll(String(port), "PORT").replaceAll(`"remotePort":${req.remotePort}`, '"remotePort":0')) as Record<
      string,
      unknown
    >;
  });
}

describe("request log", () => {
  it("writes the lines pino-http wrote with the same serialisers: same fields, values, levels and messages", async () => {
    const before = await run((app, logger) =>
      app.use(
        pinoHttp({
          logger,
          serializers: {
            err: serializeError,
            req: (req: { raw: http.IncomingMessage }) => loggedRequest(req.raw),
            res: (res: { raw: http.ServerResponse }) => loggedResponse(res.raw),
          },
          autoLogging: { ignore },
        }),
      ),
    );
    const after = await run((app, logger) => {
      const requestLog = requestLogging(logger, { ignore });
      requestLog.installOn(app.request);
      app.use(requestLog.handler);
    });
    // pino-http serialised an error twice (the second time as a plain object, so its type read
    // "Object" and serializeError could not strip a statement's values); it is serialised once now.
    const withoutErrorOrigin = (lines: Record<string, unknown>[]) =>
      lines.map(({ err, ...line }) =>
        err ? { ...line, err: { ...(err as object), type: "-", stack: (err as { stack: string }).stack.split("\n")[0] } } : line,
      );
    expect(withoutErrorOrigin(after)).toEqual(withoutErrorOrigin(before));
    expect(after.map((line) => Object.keys(line))).toEqual(before.map((line) => Object.keys(line)));
    expect(after.map((line) => line.msg)).toEqual(["request completed", "a handler's line", "request completed", "request errored", "request completed"]);
    expect(after[0]).toMatchObject({
      level: 30,
      req: {
        id: 1,
        method: "GET",
        url: "/page?x=1&y=2",
        query: { x: "1", y: "2" },
        params: {},
        headers: { host: "127.0.0.1:PORT", cookie: "[Redacted]", authorization: "[Redacted]", "user-agent": "test" },
        remoteAddress: "127.0.0.1",
      },
      res: { statusCode: 200, headers: { "set-cookie": "[Redacted]", "content-type": "text/html; charset=utf-8" } },
    });
    // Of the request, where it came from and for and what it sent: not the connection or the browser's client hints.
    expect(Object.keys((after[0]?.req as { headers: object }).headers).sort()).toEqual(["authorization", "cookie", "host", "user-agent"]);
    // Only the headers that tell one response from another: not Express's ETag or X-Powered-By.
    expect(Object.keys((after[0]?.res as { headers: object }).headers).sort()).toEqual(["content-length", "content-type", "set-cookie"]);
    expect(after[1]).toMatchObject({ level: 40, reason: "x", req: { id: 2, url: "/warns" } });
    expect(after[3]).toMatchObject({ level: 30, req: { id: 3 }, res: { statusCode: 503 }, err: { type: "Error", message: "failed with status code 503" } });
  });

  it("logs a handler's error without the values of the statement that failed", async () => {
    const { lines, logger } = capturingLogger();
    const app = express();
    const requestLog = requestLogging(logger, { ignore });
    requestLog.installOn(app.request);
    app.use(requestLog.handler);
    app.get("/", (req, res) => {
      const error = Object.assign(new Error("Failed query: insert into leads values ($1)\nparams: jane@example.com"), {
        query: "insert into leads values ($1)",
        params: ["jane@example.com"],
      });
      req.log.error({ err: error }, "request failed");
      res.status(500).send("Internal Server Error");
    });
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`).then((res) => res.text());
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual(["request failed", "request errored"]);
    expect(lines[0]).toMatchObject({ level: 50, req: { id: 1, url: "/" }, err: { type: "Error", message: "Failed query: insert into leads values ($1)" } });
    expect(JSON.stringify(lines)).not.toContain("jane@example.com");
  });

  it("keeps only the names of an admin URL's query parameters: the agent's searches name visitors", async () => {
    const { lines, logger } = capturingLogger();
    const app = express();
    const requestLog = requestLogging(logger, { ignore });
    requestLog.installOn(app.request);
    app.use(requestLog.handler);
    app.get(["/admin/leads", "/admin/leads/export.csv"], (req, res) => {
      res.redirect(302, `/admin/login?redirectTo=${encodeURIComponent(req.originalUrl)}`);
    });
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    for (const path of ["/admin/leads?q=ada%40example.com&type=contact", "/admin/leads/export.csv?q=704-555-0199"]) {
      await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" }).then((res) => res.text());
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => (line.req as { url: string; query: object }).url)).toEqual(["/admin/leads?q&type", "/admin/leads/export.csv?q"]);
    expect(lines[0]).toMatchObject({ req: { query: { q: "[Redacted]", type: "[Redacted]" } }, res: { headers: { location: "/admin/login?redirectTo" } } });
    // The searched values themselves: bare digits would also match a port or a time in the line.
    expect(JSON.stringify(lines)).not.toMatch(/ada(%40|@)|example\.com|704-555-0199/);
  });
});
