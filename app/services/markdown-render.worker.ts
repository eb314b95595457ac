// The render thread's entry (app/services/render-thread.server.ts): Markdown and imported HTML are
// turned into a post's stored HTML here, scraped pages into import rows, CSV files into rows and a
// post into a newsletter's letter,
// so a slow input stalls this thread, which can be stopped, and never the server's event loop.
// Built as build/server/markdown-render-worker.js (vite.render-worker.ts).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { extractPost } from "#app/lib/article-extraction.ts";
import { parseCsv } from "#app/lib/csv.ts";
import { sanitizeImportedHtml } from "#app/lib/imported-html.ts";
import { renderPost } from "#app/lib/markdown.ts";
import type { ThreadReply, ThreadTask } from "#app/services/render-thread.server.ts";

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

async function run(task: ThreadTask): Promise<ThreadReply> {
  if (task.kind === "letter") {
    // React Email loads with the first letter, so a thread that only renders posts starts as fast as before.
    const [{ createElement }, { renderEmail }, { NewsletterEmail }] = await Promise.all([
      import("react"),
      import("#app/emails/email-render.ts"),
      import("#app/emails/newsletter-email.tsx"),
    ]);
    return { ok: true, ...(await renderEmail(createElement(NewsletterEmail, task.letter))) };
  }
  if (task.kind === "scraped-page") return { ok: true, post: extractPost(task.html, task.pageUrl) };
  if (task.kind === "csv") return { ok: true, parsed: parseCsv(task.text) };
  const source = task.kind === "imported-html" ? sanitizeImportedHtml(task.content) : task.content;
  return { ok: true, content: source, ...renderPost(source, task.siteUrl) };
}

port.on("message", ({ id, ...task }: ThreadTask & { id: number }) => {
  run(task).then(
    (reply) => port.postMessage({ id, reply }),
    (error: unknown) => port.postMessage({ id, reply: { ok: false, reason: "failed", detail: error instanceof Error ? error.message : String(error) } }),
  );
});
