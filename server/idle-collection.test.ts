import { afterEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-collection.ts";

describe("collectWhenIdle", () => {
  afterEach(() => void vi.useRealTimers());

  it("collects once requests stop for idleMs, only while the heap holds more room than it uses", () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    let heap = { total: 200, used: 100 };
    const idle = collectWhenIdle({ idleMs: 1000, slackBytes: 50, collect, heap: () => heap });
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(900);
      idle.noteRequest();
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(1);

    // Idle again with little room to give back: nothing.
    heap = { total: 120, used: 100 };
    idle.noteRequest();
    vi.advanceTimersByTime(5000);
    expect(collect).toHaveBeenCalledTimes(1);

    heap = { total: 300, used: 100 };
    idle.noteRequest();
    idle.stop();
    vi.advanceTimersByTime(5000);
    expect(collect).toHaveBeenCalledTimes(1);
  });
});
