/**
 * The bench's load generator for the cached pages (issue 17): Debian's wrk, written in C. With
 * autocannon (Node) on its one core, the load generator ran out first: nginx answered 2,600–4,100
 * requests/s under it and 28,500 under wrk on the same machine, so "the share of nginx's rate"
 * measured autocannon (docs/performance.md).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ensureFromDebian } from "./bench-nginx.ts";

export const WRK = "/usr/bin/wrk";

export const ensureWrk = () => ensureFromDebian(WRK, "wrk");

export type WrkResult = { requests: number; seconds: number; p50Ms: number; p99Ms: number; non2xx: number; socketErrors: number };

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function durationMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  if (!match) throw new Error(`wrk printed a latency the bench cannot read: "${text}"`);
  return Number(match[1]) * (UNIT_MS[match[2] ?? "ms"] ?? 1);
}

/** What `wrk --latency` prints, read. */
export function parseWrkOutput(output: string): WrkResult {
  const summary = /(\d+) requests in ([\d.]+)(us|ms|s|m),/.exec(output);
  if (!summary) throw new Error(`wrk printed no summary:\n${output}`);
  const percentile = (p: number) => durationMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1]);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(summary[1]),
    seconds: durationMs(`${summary[2]}${summary[3]}`) / 1000,
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((total, count) => total + Number(count), 0) : 0,
  };
}

/** One thread (its core is this process's), `connections` kept open, gzip asked for as a browser does, and any other `headers`. */
export async function runWrk(
  url: string,
  { connections, durationS, timeoutS, headers = {} }: { connections: number; durationS: number; timeoutS: number; headers?: Record<string, string> },
): Promise<WrkResult> {
  const headerArgs = Object.entries({ "Accept-Encoding": "gzip", ...headers }).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = ["-t1", `-c${connections}`, `-d${durationS}s`, `--timeout`, `${timeoutS}s`, "--latency", ...headerArgs, url];
  const { stdout } = await promisify(execFile)(WRK, args, { maxBuffer: 1024 * 1024 });
  return parseWrkOutput(stdout);
}
