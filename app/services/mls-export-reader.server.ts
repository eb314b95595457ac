import type { ExportMessage } from "#app/lib/market-import-rules.ts";
import { MLS_EXPORT_THREAD_ENTRY, startThread } from "#app/services/thread-entry.server.ts";

/** The thread parses the whole file's text: a 100 MB export with its strings fits well within this. */
const EXPORT_THREAD_HEAP_MB = 1_536;

/** The thread could not read the file (it ran out of memory, or failed): not the file's rows' fault. */
export class ExportThreadFailure extends Error {}

/**
 * Reads an MLS listings export on a thread of its own (mls-export.worker.ts): its columns (or why
 * the file cannot be read), then its rows in batches, each handed over only when the previous one
 * has been used, so the server holds at most one batch and never parses or copies the whole file
 * on its event loop. The thread stops when the reading ends, or when the caller stops asking.
 */
export async function* readMlsExport(file: ArrayBuffer): AsyncGenerator<ExportMessage> {
  // 0: the thread waits; 1: the server wants the next batch; 2: stop.
  const demand = new Int32Array(new SharedArrayBuffer(4));
  const worker = startThread(MLS_EXPORT_THREAD_ENTRY, {
    workerData: { bytes: new Uint8Array(file), demand },
    transferList: [file],
    resourceLimits: { maxOldGenerationSizeMb: EXPORT_THREAD_HEAP_MB },
  });
  const arrived: (ExportMessage | Error)[] = [];
  let wake: (() => void) | undefined;
  const push = (item: ExportMessage | Error) => {
    arrived.push(item);
    wake?.();
  };
  worker.on("message", (message: ExportMessage) => push(message));
  worker.on("error", (error: Error & { code?: string }) =>
    push(new ExportThreadFailure(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "The file needs more memory to read than the server gives it" : error.message)),
  );
  worker.on("exit", (code) => push(new ExportThreadFailure(`the export's thread stopped (code ${code})`)));
  try {
    for (;;) {
      if (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      const next = arrived.shift()!;
      if (next instanceof Error) throw next;
      yield next;
      if (next.kind === "end" || next.kind === "file-problem") return;
      if (next.kind === "rows") {
        Atomics.store(demand, 0, 1);
        Atomics.notify(demand, 0);
      }
    }
  } finally {
    Atomics.store(demand, 0, 2);
    Atomics.notify(demand, 0);
    worker.removeAllListeners("exit");
    await worker.terminate();
  }
}
