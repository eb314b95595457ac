// Process entry: loads .env, starts the Express app from the Vite build (production) or from Vite
// (development), and shuts down gracefully on SIGTERM/SIGINT: stop accepting, finish in-flight
// requests, close the database.
import { existsSync } from "node:fs";
import http from "node:http";

if (existsSync(".env")) process.loadEnvFile(".env");
// Anything but an explicit development run serves the production build with production settings.
process.env.NODE_ENV ??= "production";
const DEVELOPMENT = process.env.NODE_ENV === "development";
const SHUTDOWN_GRACE_MS = 10_000;

let lakefront;
let viteDevServer;
let server;
let shuttingDown = false;

async function shutdown(signal, exitCode = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: finishing in-flight requests`);
  const forceExit = setTimeout(() => {
    console.error("Graceful shutdown timed out; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forceExit.unref();
  if (server?.listening) {
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
    });
  }
  await lakefront?.shutdown();
  await viteDevServer?.close();
  console.log("Shut down cleanly");
  process.exit(exitCode);
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

server = http.createServer(lakefront.app);
server.on("error", (error) => {
  console.error(`Could not serve on port ${lakefront.port}: ${error.message}`);
  shutdown("server error", 1);
});
server.listen(lakefront.port, () => {
  console.log(`Lakefront is serving on http://localhost:${lakefront.port}`);
});
