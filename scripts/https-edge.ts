/**
 * A TLS and HTTP/2 edge in front of the app, for `npm run lighthouse` (decision 019). A deploy
 * terminates TLS at its load balancer (README), which speaks HTTP/2 to browsers; Lighthouse
 * models a page's requests on the protocol it observes, and over the app's own HTTP/1.1 it
 * charges each of six connections a handshake and a slow start that a visitor on HTTP/2 does
 * not pay. The edge speaks HTTP/2 only (Chromium negotiates it), with a self-signed certificate
 * for localhost made at start, and forwards every request to the app over HTTP/1.1.
 */
import http from "node:http";
import http2 from "node:http2";
import { generate } from "selfsigned";

/** Headers about one hop (and HTTP/2's pseudo-headers), which a proxy does not pass on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "te", "host"]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));
}

export type HttpsEdge = { close(): Promise<void> };

export async function startHttpsEdge(appPort: number, port: number): Promise<HttpsEdge> {
  const { private: key, cert } = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: "localhost" }] }],
  });
  const server = http2.createSecureServer({ key, cert }, (request, response) => {
    const headers = { ...forwardable(request.headers), host: request.headers[":authority"] ?? request.headers.host };
    const toApp = http.request({ host: "127.0.0.1", port: appPort, method: request.method, path: request.url, headers }, (fromApp) => {
      response.writeHead(fromApp.statusCode ?? 502, forwardable(fromApp.headers));
      fromApp.pipe(response);
    });
    toApp.on("error", () => {
      if (response.stream.destroyed) return;
      if (response.headersSent) {
        // Cut short: the browser must not take half a body for a whole one.
        response.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
        return;
      }
      response.writeHead(502);
      response.end();
    });
    // The browser gave up on the stream (a cancelled preload): so does the edge.
    response.on("close", () => {
      if (!response.writableEnded) toApp.destroy();
    });
    request.pipe(toApp);
  });
  // Browsers keep HTTP/2 sessions open; close() ends them so the server can stop.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });
  return {
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
