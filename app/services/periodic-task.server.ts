import { logger } from "#app/lib/logger.server.ts";

/**
 * Runs `task` every `intervalMs` until stopped, a pass at a time (a tick while one runs is skipped),
 * without keeping the process alive; `stop` waits for the pass in flight.
 */
export function startPeriodicTask(task: () => Promise<unknown>, intervalMs: number, failure: string): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= task()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
