import path from "node:path";
import type { Plugin } from "vite";
import { THREAD_ENTRIES } from "./app/services/thread-entry.server.ts";

/**
 * Adds each worker thread's entry to the server build as a file of its own, where startThread()
 * looks for it: a worker thread starts from a file, and React Router names the build's one entry index.js.
 */
export function renderWorkerEntry(): Plugin {
  let building = false;
  return {
    name: "lakefront:render-worker-entry",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      if (!building || this.environment.name !== "ssr") return;
      for (const entry of THREAD_ENTRIES) this.emitFile({ type: "chunk", id: path.resolve(entry.source), fileName: entry.built });
    },
  };
}
