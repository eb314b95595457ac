/**
 * The editor's save queue (spec §4 "Autosave"): a change starts a quiet period of `delayMs`; each
 * further change restarts it (debounce). When it ends, one save runs — never two at once: a save
 * that comes due while another is in flight waits for it, and then sends the values of that
 * moment, so a keystroke typed during a save is saved by the next one. Explicit saves (Save Draft,
 * Publish) go through the same queue. A failed save leaves the form dirty; the autosave says
 * nothing about it (spec §8), the caller of an explicit save decides.
 */

export type SaveKind = "autosave" | "explicit";

export type AutosaveStatus = { saving: boolean; dirty: boolean };

export type AutosaveOptions = {
  delayMs: number;
  /** Whether an autosave may run now (spec §4: a saved post with a non-empty title). */
  canAutosave: () => boolean;
  /** Saves the current values; resolves true on success. Must not throw (a throw counts as failure). */
  save: (kind: SaveKind) => Promise<boolean>;
  onStatus?: (status: AutosaveStatus) => void;
};

export type Autosave = {
  /** Call after every change of the form. */
  change(): void;
  /** Saves now (after any save in flight), whether or not anything changed. */
  saveNow(): Promise<boolean>;
  /**
   * Runs `task` alone in the queue (e.g. Publish). When it resolves true, the values of the moment
   * it started count as saved.
   */
  run(task: () => Promise<boolean>): Promise<boolean>;
  /** Forgets pending changes, e.g. after a publish that leaves the page. */
  markSaved(): void;
  readonly dirty: boolean;
  readonly saving: boolean;
  /** Stops the timer and any queued autosave (the page is going away). */
  dispose(): void;
  /** Undoes dispose (React may unmount and mount again the same component in development). */
  resume(): void;
  /** Replaces the callbacks (a component passes its latest ones after each render). */
  configure(options: Pick<AutosaveOptions, "canAutosave" | "save">): void;
};

export function createAutosave(options: AutosaveOptions): Autosave {
  const { delayMs, onStatus } = options;
  let { canAutosave, save } = options;
  let version = 0;
  let savedVersion = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let autosaveQueued = false;
  let running = 0;
  let disposed = false;

  const notify = () => onStatus?.({ saving: running > 0, dirty: version !== savedVersion });

  function enqueue<T>(operation: () => Promise<T>): Promise<T> {
    const result = tail.then(operation);
    tail = result.catch(() => undefined);
    return result;
  }

  async function runTracked(task: () => Promise<boolean>): Promise<boolean> {
    const startedAt = version;
    running++;
    notify();
    let ok = false;
    try {
      ok = await task();
    } catch {
      ok = false;
    } finally {
      running--;
    }
    if (ok) savedVersion = Math.max(savedVersion, startedAt);
    notify();
    return ok;
  }

  function fire() {
    timer = undefined;
    if (autosaveQueued || disposed) return;
    autosaveQueued = true;
    void enqueue(async () => {
      autosaveQueued = false;
      if (disposed || version === savedVersion || !canAutosave()) return;
      await runTracked(() => save("autosave"));
    });
  }

  return {
    change() {
      if (disposed) return;
      version++;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
      notify();
    },
    saveNow() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      return enqueue(() => runTracked(() => save("explicit")));
    },
    run(task) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      return enqueue(() => runTracked(task));
    },
    markSaved() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      savedVersion = version;
      notify();
    },
    get dirty() {
      return version !== savedVersion;
    },
    get saving() {
      return running > 0;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    resume() {
      disposed = false;
    },
    configure(next) {
      canAutosave = next.canAutosave;
      save = next.save;
    },
  };
}
