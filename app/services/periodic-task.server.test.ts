import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodicTask } from "./periodic-task.server.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startPeriodicTask", () => {
  it("runs every interval, a pass at a time, and nothing once stopped; stop waits for the pass in flight", async () => {
    /** Each pass started, by the function that ends it. */
    const passes: Array<{ resolve: () => void }> = [];
    const task = () => new Promise<void>((resolve) => passes.push({ resolve }));
    const periodic = startPeriodicTask(task, 1000, "failed");
    await vi.advanceTimersByTimeAsync(999);
    expect(passes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toHaveLength(1);
    // A tick while the pass runs is skipped.
    await vi.advanceTimersByTimeAsync(3000);
    expect(passes).toHaveLength(1);
    passes[0]!.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toHaveLength(2);

    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    passes[1]!.resolve();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("logs a failed pass and runs the next", async () => {
    let calls = 0;
    const periodic = startPeriodicTask(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error("down")) : Promise.resolve();
      },
      100,
      "failed",
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toBe(2);
    await periodic.stop();
  });
});
