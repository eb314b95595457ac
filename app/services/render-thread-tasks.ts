// What the render thread does with each task (markdown-render.worker.ts loads this once its
// priority is set, so loading these toolchains already gives way to the server's thread).
import { createElement } from "react";
import { renderEmail } from "#app/emails/email-render.ts";
import { NewsletterEmail } from "#app/emails/newsletter-email.tsx";
import { extractPost } from "#app/lib/article-extraction.ts";
import { parseCsv } from "#app/lib/csv.ts";
import { sanitizeImportedHtml } from "#app/lib/imported-html.ts";
import { renderPost } from "#app/lib/markdown.ts";
import type { ThreadReply, ThreadTask } from "#app/services/render-thread.server.ts";

export async function runThreadTask(task: ThreadTask): Promise<ThreadReply> {
  if (task.kind === "letter") return { ok: true, ...(await renderEmail(createElement(NewsletterEmail, task.letter))) };
  if (task.kind === "scraped-page") return { ok: true, post: extractPost(task.html, task.pageUrl) };
  if (task.kind === "csv") return { ok: true, parsed: parseCsv(task.text) };
  const source = task.kind === "imported-html" ? sanitizeImportedHtml(task.content) : task.content;
  return { ok: true, content: source, ...renderPost(source, task.siteUrl) };
}
