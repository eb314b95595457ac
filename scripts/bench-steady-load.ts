import http from "node:http";

/** What a load run answers, in the shape scripts/bench.ts measures. */
export type SteadyLoad = { ok: number; failed: number; seconds: number; p50: number; p99: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * GETs `url` at a steady `perSecond` for `durationS`, each request at its own moment whatever
 * the answers before it (an open loop, as visitors arrive; wrk and autocannon send the next
 * request when one is answered, or a second's worth at once). A request's latency counts from the
 * moment it was due, so a server that holds requests is charged for the wait too.
 */
export async function steadyGets(url: string, perSecond: number, durationS: number): Promise<SteadyLoad> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const latencies: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const total = Math.round(perSecond * durationS);
  const get = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { agent, host: target.hostname, port: target.port, path: target.pathname, headers: { "accept-encoding": "gzip" } },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode === 200) latencies.push(performance.now() - dueAt);
            else failed++;
            resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error("timed out")));
      request.on("error", () => {
        failed++;
        resolve();
      });
    });
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * perSecond) + 1);
    for (; sent < due; sent++) {
      const done = get(start + (sent / perSecond) * 1000);
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { ok: latencies.length, failed, seconds: (performance.now() - start) / 1000, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
