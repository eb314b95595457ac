import { logger } from "#app/lib/logger.server.ts";

export type DrainingWorker = { stop(): Promise<void> };

/**
 * Runs `pass` until stopped: again at once after a pass that handled a full batch (so a burst drains
 * quickly), else after `pollIntervalMs`. stop() aborts the pass's signal (nothing more is claimed,
 * a send in flight is cancelled) and waits for the pass to end.
 */
export function startDrainingWorker(
  pass: (stop: AbortSignal) => Promise<number>,
  { batchSize, pollIntervalMs, failure }: { batchSize: number; pollIntervalMs: number; failure: string },
): DrainingWorker {
  const stopping = new AbortController();
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        if ((await pass(stopping.signal)) >= batchSize) continue;
      } catch (error) {
        logger.error({ err: error }, failure);
      }
      if (stopping.signal.aborted) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollIntervalMs).unref();
      });
    }
  })();
  return {
    async stop() {
      stopping.abort();
      wake?.();
      await loop;
    },
  };
}
