import path from "node:path";
import type { Plugin } from "vite";

/** The render thread's entry (app/services/render-thread.server.ts looks for it here, beside the server build). */
const RENDER_WORKER = { source: "app/services/markdown-render.worker.ts", fileName: "markdown-render-worker.js" };

/**
 * Adds the render thread's entry to the server build as a file of its own: a worker thread starts
 * from a file, and React Router names the build's one entry index.js.
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
      this.emitFile({ type: "chunk", id: path.resolve(RENDER_WORKER.source), fileName: RENDER_WORKER.fileName });
    },
  };
}
