import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAutosave, type SaveKind } from "./autosave.ts";
import { AUTOSAVE_DELAY_MS } from "./constants.ts";

/** A save whose answer the test controls, recording the form values it sent. */
function controlledSaves(values: { current: string }) {
  const calls: { kind: SaveKind; sent: string; resolve: (ok: boolean) => void }[] = [];
  const save = vi.fn(
    (kind: SaveKind) =>
      new Promise<boolean>((resolve) => {
        calls.push({ kind, sent: values.current, resolve });
      }),
  );
  return { calls, save };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createAutosave", () => {
  it("saves once, 3000 ms after the last of several changes (debounced)", async () => {
    const values = { current: "a" };
    const { calls, save } = controlledSaves(values);
    const autosave = createAutosave({ delayMs: AUTOSAVE_DELAY_MS, canAutosave: () => true, save });
    autosave.change();
    await vi.advanceTimersByTimeAsync(2000);
    values.current = "ab";
    autosave.change();
    await vi.advanceTimersByTimeAsync(2999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => [call.kind, call.sent])).toEqual([["autosave", "ab"]]);
    expect(autosave.saving).toBe(true);
    calls[0]!.resolve(true);
    await flush();
    expect(autosave.saving).toBe(false);
    expect(autosave.dirty).toBe(false);
  });

  it("does nothing when autosave is not allowed (a new post, or an empty title) and stays dirty", async () => {
    const { save } = controlledSaves({ current: "" });
    const autosave = createAutosave({ delayMs: AUTOSAVE_DELAY_MS, canAutosave: () => false, save });
    autosave.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.dirty).toBe(true);
  });

  it("never runs two saves at once and saves a keystroke typed during a save afterwards", async () => {
    const values = { current: "first" };
    const { calls, save } = controlledSaves(values);
    const statuses: boolean[] = [];
    const autosave = createAutosave({
      delayMs: AUTOSAVE_DELAY_MS,
      canAutosave: () => true,
      save,
      onStatus: (status) => statuses.push(status.saving),
    });
    autosave.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);

    // Typed while the first save is in flight; its quiet period ends before that save answers.
    values.current = "first second";
    autosave.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
    expect(autosave.dirty).toBe(true);

    calls[0]!.resolve(true);
    await flush();
    // The first save's success does not clear the newer change; the queued save now runs.
    expect(calls).toHaveLength(2);
    expect(calls[1]!.sent).toBe("first second");
    expect(autosave.dirty).toBe(true);
    calls[1]!.resolve(true);
    await flush();
    expect(autosave.dirty).toBe(false);
    expect(statuses).toContain(true);
    expect(statuses.at(-1)).toBe(false);
  });

  it("queues at most one autosave behind a save in flight", async () => {
    const values = { current: "x" };
    const { calls, save } = controlledSaves(values);
    const autosave = createAutosave({ delayMs: 100, canAutosave: () => true, save });
    autosave.change();
    await vi.advanceTimersByTimeAsync(100);
    for (let i = 0; i < 5; i++) {
      values.current += i;
      autosave.change();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(true);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.sent).toBe("x01234");
    calls[1]!.resolve(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });

  it("keeps the form dirty after a failed or throwing autosave, and says nothing", async () => {
    const save = vi.fn<(kind: SaveKind) => Promise<boolean>>().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error("down"));
    const autosave = createAutosave({ delayMs: AUTOSAVE_DELAY_MS, canAutosave: () => true, save });
    autosave.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.dirty).toBe(true);
    autosave.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.dirty).toBe(true);
    expect(autosave.saving).toBe(false);
  });

  it("Save Draft saves at once, cancels the pending autosave and waits for a save in flight", async () => {
    const values = { current: "v1" };
    const { calls, save } = controlledSaves(values);
    const autosave = createAutosave({ delayMs: AUTOSAVE_DELAY_MS, canAutosave: () => true, save });
    autosave.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    values.current = "v2";
    autosave.change();
    const explicit = autosave.saveNow();
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(true);
    await flush();
    expect(calls.map((call) => [call.kind, call.sent])).toEqual([
      ["autosave", "v1"],
      ["explicit", "v2"],
    ]);
    calls[1]!.resolve(false);
    expect(await explicit).toBe(false);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    // The pending autosave was replaced by the explicit save.
    expect(calls).toHaveLength(2);
  });

  it("Save Draft saves even without changes", async () => {
    const save = vi.fn<(kind: SaveKind) => Promise<boolean>>().mockResolvedValue(true);
    const autosave = createAutosave({ delayMs: AUTOSAVE_DELAY_MS, canAutosave: () => false, save });
    expect(await autosave.saveNow()).toBe(true);
    expect(save).toHaveBeenCalledWith("explicit");
  });

  it("runs a publish alone in the queue and counts the values it started with as saved", async () => {
    const values = { current: "a" };
    const { calls, save } = controlledSaves(values);
    const autosave = createAutosave({ delayMs: AUTOSAVE_DELAY_MS, canAutosave: () => true, save });
    autosave.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    let publishStarted = false;
    const published = autosave.run(async () => {
      publishStarted = true;
      return true;
    });
    await flush();
    expect(publishStarted).toBe(false);
    calls[0]!.resolve(true);
    expect(await published).toBe(true);
    expect(publishStarted).toBe(true);
    expect(autosave.dirty).toBe(false);
  });

  it("markSaved forgets pending changes and dispose stops the timer", async () => {
    const save = vi.fn<(kind: SaveKind) => Promise<boolean>>().mockResolvedValue(true);
    const autosave = createAutosave({ delayMs: AUTOSAVE_DELAY_MS, canAutosave: () => true, save });
    autosave.change();
    autosave.markSaved();
    expect(autosave.dirty).toBe(false);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
    autosave.change();
    autosave.dispose();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
  });
});

describe("createAutosave.configure", () => {
  it("uses the latest callbacks", async () => {
    vi.useFakeTimers();
    const first = vi.fn<(kind: SaveKind) => Promise<boolean>>().mockResolvedValue(true);
    const second = vi.fn<(kind: SaveKind) => Promise<boolean>>().mockResolvedValue(true);
    const autosave = createAutosave({ delayMs: 10, canAutosave: () => false, save: first });
    autosave.change();
    autosave.configure({ canAutosave: () => true, save: second });
    await vi.advanceTimersByTimeAsync(10);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith("autosave");
    vi.useRealTimers();
  });
});
