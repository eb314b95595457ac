// Process entry: loads .env, starts the Express app from the Vite build (production) or from Vite
// (development), and shuts down gracefully on SIGTERM/SIGINT: /healthz answers 503, no new
// connections or outbox sends, in-flight requests finish (each connection closing after its
// response), then the database is closed — also when the drain runs out of time.
import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";

if (existsSync(".env")) process.loadEnvFile(".env");
// Anything but an explicit development run serves the production build with production settings.
process.env.NODE_ENV ??= "production";
const DEVELOPMENT = process.env.NODE_ENV === "development";
/** How long in-flight requests get to finish after SIGTERM; then their connections are cut. */
const DRAIN_MS = 8_000;
/** After the drain, how long the workers and the database get to close before the process gives up on them. */
const CLOSE_MS = 4_000;
/**
 * While draining, a keep-alive connection that has been idle this long is closed. A busy one is
 * closed after its next response instead (which says `Connection: close`): closing a connection
 * whose next request is already on its way would reset that request.
 */
const IDLE_CLOSE_MS = 500;
/**
 * How long an idle keep-alive connection is kept: longer than a load balancer keeps its idle
 * connections to the site (60 s for nginx's upstream keepalive and AWS's ALB). With Node's 5 s the
 * site closed connections the balancer was sending a visitor's request on, which it answers 502.
 */
const KEEP_ALIVE_MS = 65_000;

let lakefront;
let viteDevServer;
let server;
let shuttingDown = false;
let draining = false;

/** Per connection: requests received and in flight, when it last fell idle and how many bytes it had read by then. */
const connections = new Map();
/** Responses not finished yet: their connection's state and their request's number on it. */
const openResponses = new Map();

/**
 * While draining: the response says `Connection: close`, so its connection closes after it, unless
 * a later request has already been received on that connection (sent pipelined, or before the
 * client saw this answer). That one is answered too, and says it instead: closing the connection
 * after this response would leave a request whose bytes have arrived unanswered.
 */
function closeAfterLastRequest(res, state, number) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!state || state.received === number) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
}

function trackConnections(httpServer) {
  httpServer.on("connection", (socket) => {
    connections.set(socket, { received: 0, active: 0, idleSince: Date.now(), bytesRead: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  httpServer.prependListener("request", (req, res) => {
    const state = connections.get(req.socket);
    const number = state ? ++state.received : 0;
    if (state) state.active++;
    openResponses.set(res, { state, number });
    if (draining) closeAfterLastRequest(res, state, number);
    res.once("close", () => {
      openResponses.delete(res);
      if (!state) return;
      state.active--;
      state.idleSince = Date.now();
      state.bytesRead = req.socket.bytesRead;
    });
  });
}

/** Closes connections with no request in flight and no byte of a new one for IDLE_CLOSE_MS. */
function closeIdleConnections() {
  const now = Date.now();
  for (const [socket, state] of connections) {
    if (state.active > 0 || socket.bytesRead !== state.bytesRead) continue;
    if (now - state.idleSince >= IDLE_CLOSE_MS) socket.destroy();
  }
}

/**
 * Stops accepting connections and lets every request in flight finish, each connection closing
 * after its response. Resolves true once all have closed, false when DRAIN_MS ran out (the rest are
 * then cut).
 */
function drainHttp() {
  return new Promise((resolve) => {
    for (const [res, { state, number }] of openResponses) if (!res.headersSent) closeAfterLastRequest(res, state, number);
    // net.Server's close, not http.Server's: that one also cuts every connection idle at this
    // instant, resetting requests already sent on them but not read yet.
    net.Server.prototype.close.call(server, () => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(true);
    });
    // The check runs after the poll phase, so bytes that arrived meanwhile have been read.
    const sweep = setInterval(() => setImmediate(closeIdleConnections), 100);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      for (const socket of connections.keys()) socket.destroy();
      resolve(false);
    }, DRAIN_MS);
  });
}

async function shutdown(signal, exitCode = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  draining = true;
  console.log(`${signal}: finishing in-flight requests`);
  const giveUp = setTimeout(() => {
    console.error("The database did not close in time; exiting");
    process.exit(1);
  }, DRAIN_MS + CLOSE_MS);
  giveUp.unref();
  lakefront?.beginShutdown();
  const drained = server?.listening ? await drainHttp() : true;
  if (!drained) console.error(`Requests still in flight after ${DRAIN_MS} ms were cut off`);
  try {
    await lakefront?.shutdown();
    await viteDevServer?.close();
  } catch (error) {
    console.error(`Shutdown failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(drained ? "Shut down cleanly" : "Shut down; the database is closed");
  process.exit(drained ? exitCode : 1);
}

// Registered before start-up, so a signal during migrations or seeding waits for them to finish.
let starting = true;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (starting) shuttingDown = "requested";
    else shutdown(signal);
  });
}

try {
  if (DEVELOPMENT) {
    const vite = await import("vite");
    viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    const module = await viteDevServer.ssrLoadModule("./server/app.ts");
    lakefront = await module.createServer({ viteDevServer });
  } else {
    const module = await import("./build/server/index.js");
    lakefront = await module.createServer();
  }
} catch (error) {
  if (error && (error.name === "ConfigError" || error.name === "DatabaseInUseError")) {
    console.error(error.message);
    await viteDevServer?.close();
    process.exit(1);
  }
  throw error;
}
starting = false;
if (shuttingDown === "requested") {
  shuttingDown = false;
  await shutdown("signal during start-up");
}

server = http.createServer({ keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 }, lakefront.handle);
trackConnections(server);
server.on("error", (error) => {
  console.error(`Could not serve on port ${lakefront.port}: ${error.message}`);
  shutdown("server error", 1);
});
server.listen(lakefront.port, () => {
  console.log(`Lakefront is serving on http://localhost:${lakefront.port}`);
});
