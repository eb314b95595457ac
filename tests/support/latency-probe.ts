/**
 * Asks for each of `paths` every 50 ms while `work` runs, whether or not the last answer has
 * come, so a stalled event loop shows as many slow answers, not one. Returns each answer's time,
 * slowest last; a request the server never answered, or answered with an error, counts as
 * infinitely slow.
 */
export async function latenciesWhile(baseURL: string, paths: readonly string[], work: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const probe = setInterval(() => {
    for (const path of paths) {
      const started = performance.now();
      pending.push(
        fetch(`${baseURL}${path}`)
          .then(async (response) => {
            await response.arrayBuffer();
            latencies.push(response.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
          })
          .catch(() => void latencies.push(Number.POSITIVE_INFINITY)),
      );
    }
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(probe);
    await Promise.all(pending);
  }
  return latencies.sort((a, b) => a - b);
}

/** The answer time below which a share `p` (0–1) of the answers came. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.floor(sorted.length * p)]!;

/** One line for the test's output: how many answers, and how fast. */
export function latencySummary(sorted: readonly number[]): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return `${sorted.length} answers, p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1)!)}`;
}

/**
 * Runs `work` with a 10 ms timer beside it and answers with its result and the longest time
 * between two turns of the timer, the last stretch included: how long the event loop was held.
 */
export async function longestEventLoopGapDuring<Result>(work: () => Promise<Result>): Promise<{ result: Result; longestGap: number }> {
  let lastTurn = performance.now();
  let longestGap = 0;
  const turn = () => {
    longestGap = Math.max(longestGap, performance.now() - lastTurn);
    lastTurn = performance.now();
  };
  const probe = setInterval(turn, 10);
  try {
    const result = await work();
    turn();
    return { result, longestGap };
  } finally {
    clearInterval(probe);
  }
}
