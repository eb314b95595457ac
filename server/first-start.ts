import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { getConfig } from "#app/services/config.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { startRenderBackfill } from "#app/services/post-render.server.ts";
import { closeRenderThread } from "#app/services/render-thread.server.ts";
import { seedDemoContent } from "#seed/index.ts";

/** The embedded database's folder inside DATA_DIR. */
export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, "db");
}

/**
 * Creates (initdb), migrates and seeds a new embedded database in a short-lived child process,
 * from the production build. Creating a database leaves about 130 MB in the process that did it,
 * which PGlite and V8 never return; in the child it leaves with the child, so a first start idles
 * like every later one (docs/performance.md, "Idle memory"). If the child fails, the server does
 * the same work itself.
 */
export async function prepareNewEmbeddedDatabase(dataDir: string): Promise<void> {
  const built = path.resolve("build/server/index.js");
  if (existsSync(path.join(embeddedDataDir(dataDir), "PG_VERSION")) || import.meta.url.endsWith(".ts") || !existsSync(built)) return;
  // A signal waits for the database to be ready, as it does in the server (server.js): a database
  // cut off half-created would not open again.
  const load = [
    `for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});`,
    `const server = await import(${JSON.stringify(pathToFileURL(built).href)});`,
    `await server.prepareDatabase();`,
  ].join("\n");
  const exitCode = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "--eval", load], { stdio: "inherit" });
    child.once("error", () => resolve(null));
    child.once("exit", (code) => resolve(code));
  });
  if (exitCode !== 0) logger.warn({ exitCode }, "the new database could not be prepared in a child process; the server prepares it itself");
}

/**
 * The child's work (prepareNewEmbeddedDatabase): the database created, migrated and seeded (the
 * seed renders its posts; the backfill renders any it could not), then closed. The server then
 * starts no render thread for them.
 */
export async function prepareDatabase(): Promise<void> {
  const config = getConfig();
  const database = await openDatabase({ dataDir: embeddedDataDir(config.dataDir) });
  try {
    await migrateDatabase(database);
    const seed = await seedDemoContent(database.db);
    logger.info({ driver: database.driver, seed }, seed.seeded ? "demo content loaded" : "database ready");
    await startRenderBackfill(database.db, config.siteUrl).done;
  } finally {
    await closeRenderThread();
    await database.close();
  }
}
