// The render thread's entry (app/services/render-thread.server.ts): Markdown and imported HTML are
// turned into a post's stored HTML here, scraped pages into import rows, CSV files into rows and a
// post into a newsletter's letter,
// so a slow input stalls this thread, which can be stopped, and never the server's event loop.
// Built as build/server/markdown-render-worker.js (vite.render-worker.ts).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import type { ThreadTask } from "#app/services/render-thread.server.ts";

/**
 * Low, so a render takes the CPU after the requests being served; not the lowest, so renders still
 * move on a machine that other programs keep busy.
 */
const RENDER_THREAD_NICENESS = 10;

const port = parentPort;
if (!port) throw new Error("markdown-render.worker.ts runs only as a worker thread");

// On Linux a thread has a nice value of its own: rendering gives way to the threads serving
// requests. Its id lets the server count the CPU time a render uses (render-thread.server.ts).
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
  port.postMessage({ threadId });
  setPriority(threadId, RENDER_THREAD_NICENESS);
} catch {
  // Not Linux, or not allowed: the render runs at the server's priority, timed by the clock.
}

// The toolchains load only now, at the thread's low priority: a thread starting beside the
// server's (one core, as in a container) takes none of its CPU from pages being served.
const { runThreadTask } = await import("./render-thread-tasks.ts");

port.on("message", ({ id, ...task }: ThreadTask & { id: number }) => {
  runThreadTask(task).then(
    (reply) => port.postMessage({ id, reply }),
    (error: unknown) => port.postMessage({ id, reply: { ok: false, reason: "failed", detail: error instanceof Error ? error.message : String(error) } }),
  );
});
