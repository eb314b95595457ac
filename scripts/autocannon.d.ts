/** The part of autocannon's programmatic API that scripts/bench.ts uses (the package has no types). */
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  type Context = Record<string, unknown>;

  type RequestSpec = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request on a connection; returns the request to send. */
    setupRequest?: (request: RequestSpec, context: Context) => RequestSpec;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  };

  type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
  };

  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Context, Options, RequestSpec, Result };
}
