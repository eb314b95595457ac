/** Refused by a work limiter whose queue is full: the caller should answer "try again later". */
export class WorkQueueFullError extends Error {
  constructor() {
    super("too much work is waiting");
    this.name = "WorkQueueFullError";
  }
}

export type WorkLimiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Whether a task given now would be refused: every slot taken and the queue full. */
  full(): boolean;
};

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order, and
 * any beyond that are refused at once with WorkQueueFullError.
 */
export function workLimiter({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): WorkLimiter {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(task) {
      if (active < concurrency) active++;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new WorkQueueFullError();
      try {
        return await task();
      } finally {
        release();
      }
    },
    full: () => active >= concurrency && waiting.length >= maxWaiting,
  };
}
