import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "./bench-wrk.ts";

const OUTPUT = `Running 10s test @ http://127.0.0.1:3470/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    10.41ms   12.01ms 209.73ms   97.73%
    Req/Sec     4.83k     1.03k    6.32k    73.00%
  Latency Distribution
     50%   10.06ms
     75%   11.20ms
     90%   13.59ms
     99%   66.87ms
  48123 requests in 10.01s, 876.00MB read
  Non-2xx or 3xx responses: 5
  Socket errors: connect 0, read 2, write 0, timeout 3
Requests/sec:   4806.79
Transfer/sec:     87.51MB
`;

describe("reading wrk's output", () => {
  it("reads the requests, duration, percentiles and failures", () => {
    expect(parseWrkOutput(OUTPUT)).toEqual({ requests: 48123, seconds: 10.01, p50Ms: 10.06, p99Ms: 66.87, non2xx: 5, socketErrors: 5 });
  });

  it("reads microseconds and seconds, and a run without failures", () => {
    const fast = OUTPUT.replace("10.06ms", "812.00us")
      .replace("66.87ms", "1.20s")
      .replace(/ {2}Non-2xx.*\n {2}Socket errors.*\n/, "");
    expect(parseWrkOutput(fast)).toMatchObject({ p50Ms: 0.812, p99Ms: 1200, non2xx: 0, socketErrors: 0 });
  });

  it("refuses output it cannot read", () => {
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:3470 Connection refused")).toThrow(/no summary/);
  });
});
