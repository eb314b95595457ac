import path from "node:path";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** A worker thread's source, and the file the build emits for it beside the server build (vite.render-worker.ts). */
export type ThreadEntry = { source: string; built: string };

export const RENDER_THREAD_ENTRY: ThreadEntry = { source: "app/services/markdown-render.worker.ts", built: "markdown-render-worker.js" };
export const MLS_EXPORT_THREAD_ENTRY: ThreadEntry = { source: "app/services/mls-export.worker.ts", built: "mls-export-worker.js" };
export const THREAD_ENTRIES = [RENDER_THREAD_ENTRY, MLS_EXPORT_THREAD_ENTRY];

/**
 * Starts a thread: the build's own entry; in development and tests, the TypeScript source, loaded
 * through tsx (Node 20 applies no --import to a worker thread).
 */
export function startThread(entry: ThreadEntry, options: WorkerOptions): Worker {
  // Not the process's own flags: `--input-type` or `--eval` would stop a thread started from a file.
  if (!import.meta.url.endsWith(".ts")) return new Worker(path.resolve("build/server", entry.built), { ...options, execArgv: [] });
  const source = new URL(`../../${entry.source}`, import.meta.url).href;
  const load = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(load, { ...options, eval: true, execArgv: [] });
}
