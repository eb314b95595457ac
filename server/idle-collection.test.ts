import v8 from "node:v8";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle, compactingCollection } from "./idle-collection.ts";

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

  it("gives back the old space's pages that a few live objects kept after a load", () => {
    const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space")!;
    // A load's leftovers: one object in twenty survives, spread over every page.
    const survivors: object[] = [];
    let recent: object[] = [];
    for (let i = 0; i < 1_000_000; i++) {
      const item = { text: `${"x".repeat(40)}${i}`, numbers: [i, i + 1] };
      recent.push(item);
      if (i % 20 === 0) survivors.push(item);
      if (recent.length > 200_000) recent = recent.slice(100_000);
    }
    recent = [];
    compactingCollection()();
    const { space_size: size, space_used_size: used } = oldSpace();
    expect(survivors.length).toBe(50_000);
    expect(size - used).toBeLessThan(16 * 1024 * 1024);
  });
});
