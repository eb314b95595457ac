import { describe, expect, it } from "vitest";
import { fetchWithRetry } from "./retry.ts";

const fast = { retries: 3, initialDelayMs: 1, maxDelayMs: 4 };

function scripted(outcomes: Array<number | "network">) {
  const calls: number[] = [];
  const fetcher = (async () => {
    calls.push(Date.now());
    const next = outcomes.shift();
    if (next === "network" || next === undefined) throw new TypeError("fetch failed");
    return new Response(null, { status: next });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("fetchWithRetry", () => {
  it("returns the first answer that is not a server error", async () => {
    const { fetcher, calls } = scripted(["network", 503, 200]);
    const response = await fetchWithRetry("/x", {}, fast, fetcher);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it("does not retry a client error", async () => {
    const { fetcher, calls } = scripted([400]);
    expect((await fetchWithRetry("/x", {}, fast, fetcher)).status).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it("gives up after three retries", async () => {
    const { fetcher, calls } = scripted([500, 500, 500, 500, 200]);
    expect((await fetchWithRetry("/x", {}, fast, fetcher)).status).toBe(500);
    expect(calls).toHaveLength(4);
    const network = scripted(["network", "network", "network", "network"]);
    await expect(fetchWithRetry("/x", {}, fast, network.fetcher)).rejects.toThrow("fetch failed");
    expect(network.calls).toHaveLength(4);
  });

  it("doubles the delay up to the cap", async () => {
    const { fetcher, calls } = scripted([500, 500, 500, 200]);
    await fetchWithRetry("/x", {}, { retries: 3, initialDelayMs: 20, maxDelayMs: 40 }, fetcher);
    const gaps = calls.slice(1).map((time, i) => time - calls[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeLessThan(200);
  });
});
