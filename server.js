// Process entry: starts the Express app from the Vite build (production) or from Vite (development),
// and shuts down gracefully on SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database.
import http from "node:http";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const SHUTDOWN_GRACE_MS = 10_000;

async function loadServerModule() {
  if (!DEVELOPMENT) {
    return { module: await import("./build/server/index.js"), viteDevServer: undefined };
  }
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  return { module: await viteDevServer.ssrLoadModule("./server/app.ts"), viteDevServer };
}

let lakefront;
const { module, viteDevServer } = await loadServerModule();
try {
  lakefront = await module.createServer({ viteDevServer });
} catch (error) {
  if (error && error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { port } = lakefront;
const server = http.createServer(lakefront.app);
server.listen(port, () => {
  console.log(`Lakefront is serving on http://localhost:${port}`);
});

let shuttingDown = false;
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing in-flight requests`);
  const forceExit = setTimeout(() => {
    console.error("Graceful shutdown timed out; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forceExit.unref();
  server.close(async () => {
    await lakefront.shutdown();
    await viteDevServer?.close();
    console.log("Shut down cleanly");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
