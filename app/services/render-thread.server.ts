import { readFileSync } from "node:fs";
import type { Worker } from "node:worker_threads";
import type { CsvParseResult } from "#app/lib/csv.ts";
import type { RenderedPost } from "#app/lib/markdown.ts";
import type { ScrapedPost } from "#app/lib/post-import-columns.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { NewsletterEmailProps } from "#app/emails/newsletter-email.tsx";
import { RENDER_THREAD_ENTRY, startThread } from "#app/services/thread-entry.server.ts";

/**
 * Posts are rendered once, when they are saved, on threads of their own (decision 024): some
 * Markdown renders in far worse than linear time, and on the event loop one post could hold every
 * request for minutes. A render that uses more CPU time than the limit is stopped (its thread
 * terminated) and the save refused; pages and feeds read the stored HTML. The scraper's pages are
 * parsed on the same threads (an 834 KB article held the event loop for seconds), and the imports'
 * CSV files (a 5 MB cell, a second).
 */
export const RENDER_TIME_LIMIT_MS = 5_000;
/**
 * The render threads run at low priority, so on a busy machine a render may take much longer than
 * the CPU time it uses; past this many times the limit by the clock, it is stopped all the same.
 */
const RENDER_CLOCK_LIMIT_FACTOR = 3;
/** How often a running render's CPU time is read. */
const RENDER_CHECK_MS = 50;
/** The thread holds the Markdown toolchain in memory: it stops after this long without work. */
const IDLE_STOP_MS = 30_000;
/** Two, so that a render being stopped for its time never holds up every other. */
const RENDER_THREADS = 2;
/** A render that needs more heap than this fails instead of growing the process. */
const RENDER_HEAP_MB = 512;

/** Markdown (the editor), or HTML from an import, which is sanitised first. */
export type RenderTask = { kind: "markdown" | "imported-html"; content: string; siteUrl: string };
/** `content` is what to store as the source: the sanitised HTML of an import, the Markdown itself otherwise. */
export type RenderReply = ({ ok: true; content: string } & RenderedPost) | ThreadFailure;
/** A fetched article page, to be turned into an import row (app/lib/article-extraction.ts). */
export type ExtractTask = { kind: "scraped-page"; html: string; pageUrl: string };
export type ExtractReply = { ok: true; post: ScrapedPost } | ThreadFailure;
/** An uploaded CSV file's text, to be parsed (parseCsv). */
export type CsvTask = { kind: "csv"; text: string };
export type CsvReply = { ok: true; parsed: CsvParseResult } | ThreadFailure;
/** A post as a newsletter's letter, rendered once per send (app/emails/newsletter-email.tsx): a whole post is as long as its author made it. */
export type LetterTask = { kind: "letter"; letter: NewsletterEmailProps };
export type LetterReply = { ok: true; html: string; text: string } | ThreadFailure;
type ThreadFailure = { ok: false; reason: "too-slow" | "failed" | "unavailable"; detail?: string };
/** What a thread is sent, and what it answers. */
export type ThreadTask = RenderTask | ExtractTask | CsvTask | LetterTask;
export type ThreadReply = RenderReply | ExtractReply | CsvReply | LetterReply;

type Job = { id: number; task: ThreadTask; limitMs: number; resolve: (reply: ThreadReply) => void };

/** CPU time (user and system) a thread of this process has used, from /proc; undefined when it cannot be read. */
function threadCpuMs(threadId: number | undefined): number | undefined {
  if (threadId === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15 of proc(5), in USER_HZ ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** One thread and the render it runs: started for its first render, stopped when idle or when a render must be stopped. */
class RenderSlot {
  private worker: Worker | undefined;
  private threadId: number | undefined;
  /** When the thread said it was ready, and the CPU time it had used by then. */
  private ready: { at: number; cpuMs: number } | undefined;
  private running: { job: Job; check: NodeJS.Timeout } | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly freed: () => void) {}

  get busy(): boolean {
    return this.running !== undefined;
  }

  get started(): boolean {
    return this.worker !== undefined;
  }

  run(job: Job) {
    clearTimeout(this.idleTimer);
    const worker = this.worker ?? this.start();
    const dispatchedAt = performance.now();
    const cpuAtDispatch = this.threadId === undefined ? undefined : (threadCpuMs(this.threadId) ?? 0);
    const check = setInterval(() => {
      // A new thread loading its modules (seconds of CPU from TypeScript in tests, more on a busy
      // machine) is not the render's time: both clocks start once it has said it is ready. A
      // thread that cannot start exits, which fails the render.
      if (this.ready === undefined) return;
      const clockMs = performance.now() - Math.max(dispatchedAt, this.ready.at);
      const cpuMs = threadCpuMs(this.threadId);
      const ranMs = cpuMs === undefined ? clockMs : cpuMs - (cpuAtDispatch ?? this.ready.cpuMs);
      if (ranMs < job.limitMs && clockMs < job.limitMs * RENDER_CLOCK_LIMIT_FACTOR) return;
      void this.stop();
      this.finish(job, { ok: false, reason: "too-slow" });
    }, RENDER_CHECK_MS);
    this.running = { job, check };
    worker.postMessage({ id: job.id, ...job.task });
  }

  /** Answers the running render with `reply` (if any) and stops the thread. */
  async close(reply: ThreadFailure): Promise<void> {
    clearTimeout(this.idleTimer);
    if (this.running) this.finish(this.running.job, reply);
    await this.stop();
  }

  private start(): Worker {
    const worker = startThread(RENDER_THREAD_ENTRY, { resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB } });
    worker.unref();
    worker.on("message", (message: { threadId: number } | { id: number; reply: ThreadReply }) => {
      if ("threadId" in message) {
        if (this.worker !== worker) return;
        this.threadId = message.threadId;
        this.ready = { at: performance.now(), cpuMs: threadCpuMs(message.threadId) ?? 0 };
      } else if (this.running?.job.id === message.id) {
        this.finish(this.running.job, message.reply);
      }
    });
    // A thread that runs out of memory fails its render: the content is at fault. A thread that
    // dies otherwise (it could not start, it crashed) leaves its render unavailable, never failed,
    // so no post is stored without its body for it. The next render starts a new thread.
    const lost = (reason: "failed" | "unavailable", detail: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.threadId = undefined;
      this.ready = undefined;
      if (this.running) this.finish(this.running.job, { ok: false, reason, detail });
    };
    worker.on("error", (error: Error & { code?: string }) => {
      logger.error({ err: error }, "the render thread failed");
      lost(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "failed" : "unavailable", error.message);
    });
    worker.on("exit", (code) => lost("unavailable", `the render thread exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private finish(job: Job, reply: ThreadReply) {
    if (this.running?.job !== job) return;
    clearInterval(this.running.check);
    this.running = undefined;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stop(), IDLE_STOP_MS).unref();
    job.resolve(reply);
    this.freed();
  }

  private async stop() {
    const worker = this.worker;
    this.worker = undefined;
    this.threadId = undefined;
    this.ready = undefined;
    await worker?.terminate();
  }
}

/**
 * The render threads and one queue: each render goes to a free thread, one that is already
 * running first, and a post's render or a CSV file before any scraped page waiting (a save never waits behind a
 * whole scrape). The time limit counts a render's own CPU time (its clock time where the thread's
 * cannot be read), not its wait in the queue or for the CPU; a render stopped on one thread holds
 * up nothing on the other.
 */
class RenderThreads {
  private readonly waiting: Job[] = [];
  private readonly slots = Array.from({ length: RENDER_THREADS }, () => new RenderSlot(() => this.dispatch()));
  private nextId = 1;
  private closed = false;

  get isClosed(): boolean {
    return this.closed;
  }

  run(task: ThreadTask, limitMs: number): Promise<ThreadReply> {
    if (this.closed) return Promise.resolve(STOPPING);
    return new Promise((resolve) => {
      this.waiting.push({ id: this.nextId++, task, limitMs, resolve });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.resolve(STOPPING);
    await Promise.all(this.slots.map((slot) => slot.close(STOPPING)));
  }

  private dispatch() {
    const free = this.slots.filter((slot) => !slot.busy).sort((a, b) => Number(b.started) - Number(a.started));
    for (const slot of free) {
      const render = this.waiting.findIndex((job) => job.task.kind !== "scraped-page");
      const [job] = this.waiting.splice(Math.max(render, 0), 1);
      if (!job) return;
      slot.run(job);
    }
  }
}

const STOPPING: ThreadFailure = { ok: false, reason: "unavailable", detail: "the server is stopping" };

const renderThreads = new RenderThreads();

/** Renders on a render thread; the event loop only waits for the answer. */
export function renderOffThread(task: RenderTask, limitMs: number = RENDER_TIME_LIMIT_MS): Promise<RenderReply> {
  return renderThreads.run(task, limitMs) as Promise<RenderReply>;
}

/** Turns a fetched article page into an import row on a render thread, within `limitMs` of its CPU time. */
export function extractOffThread(page: Omit<ExtractTask, "kind">, limitMs: number): Promise<ExtractReply> {
  return renderThreads.run({ kind: "scraped-page", ...page }, limitMs) as Promise<ExtractReply>;
}

/** A newsletter's letter, HTML and text, rendered on a render thread; throws when it cannot be. */
export async function renderLetterOffThread(letter: NewsletterEmailProps): Promise<{ html: string; text: string }> {
  const reply = (await renderThreads.run({ kind: "letter", letter }, RENDER_TIME_LIMIT_MS)) as LetterReply;
  if (!reply.ok) throw new Error(`the newsletter's letter could not be rendered (${reply.reason}${reply.detail ? `: ${reply.detail}` : ""})`);
  return { html: reply.html, text: reply.text };
}

/**
 * A CSV file parsed on a render thread. A file that cannot be parsed in time, or at all, comes back
 * with the sentence why as its one problem, which the imports show as they show an unclosed quote.
 */
export async function parseCsvOffThread(text: string): Promise<CsvParseResult> {
  const reply = (await renderThreads.run({ kind: "csv", text }, RENDER_TIME_LIMIT_MS)) as CsvReply;
  if (reply.ok) return reply.parsed;
  const problem =
    reply.reason === "too-slow"
      ? `The file takes too long to read (over ${RENDER_TIME_LIMIT_MS / 1000} seconds).`
      : reply.reason === "failed"
        ? "The file could not be read as CSV."
        : "The file could not be read just now. Please try again.";
  return { columns: [], rows: [], extraCells: [], problems: [problem] };
}

export function isRenderThreadClosed(): boolean {
  return renderThreads.isClosed;
}

/** Refuses waiting renders and stops the threads (server shutdown). */
export function closeRenderThread(): Promise<void> {
  return renderThreads.close();
}
