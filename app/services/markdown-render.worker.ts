// The render thread's entry (app/services/render-thread.server.ts): Markdown and imported HTML are
// turned into a post's stored HTML here, so a slow input stalls this thread, which can be stopped,
// and never the server's event loop. Built as build/server/markdown-render-worker.js (vite.render-worker.ts).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { sanitizeImportedHtml } from "#app/lib/imported-html.ts";
import { renderPost } from "#app/lib/markdown.ts";
import type { RenderReply, RenderTask } from "#app/services/render-thread.server.ts";

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

port.on("message", ({ id, kind, content, siteUrl }: RenderTask & { id: number }) => {
  let reply: RenderReply;
  try {
    const source = kind === "imported-html" ? sanitizeImportedHtml(content) : content;
    reply = { ok: true, content: source, ...renderPost(source, siteUrl) };
  } catch (error) {
    reply = { ok: false, reason: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage({ id, reply });
});
