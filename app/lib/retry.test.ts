import { describe, expect, it } from "vitest";
import { fetchRetryingNetworkErrorOnce } from "./retry.ts";

function scripted(outcomes: Array<number | "network">) {
  let calls = 0;
  const fetcher = (async () => {
    calls += 1;
    const next = outcomes.shift();
    if (next === "network" || next === undefined) throw new TypeError("fetch failed");
    return new Response(null, { status: next });
  }) as typeof fetch;
  return { fetcher, calls: () => calls };
}

describe("fetchRetryingNetworkErrorOnce", () => {
  it("returns any answer as it is, error statuses included, after one request", async () => {
    for (const status of [200, 400, 500, 503]) {
      const { fetcher, calls } = scripted([status, 200]);
      expect((await fetchRetryingNetworkErrorOnce("/x", {}, fetcher)).status).toBe(status);
      expect(calls()).toBe(1);
    }
  });

  it("sends once more after a network error, and answers what the second request gets", async () => {
    const { fetcher, calls } = scripted(["network", 503, 200]);
    expect((await fetchRetryingNetworkErrorOnce("/x", {}, fetcher)).status).toBe(503);
    expect(calls()).toBe(2);
  });

  it("gives up after a second network error", async () => {
    const { fetcher, calls } = scripted(["network", "network", 200]);
    await expect(fetchRetryingNetworkErrorOnce("/x", {}, fetcher)).rejects.toThrow("fetch failed");
    expect(calls()).toBe(2);
  });
});
