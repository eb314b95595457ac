/**
 * When the public widgets start (issue 33, point 20). The browser upgrades every widget of the page
 * as the script defines them, all in the task that ends the page's parsing, the one that also does
 * the page's first style and layout; starting them all there made one long task on a phone. So a
 * widget's start waits for the next task and the starts run in slices of a few milliseconds, each
 * its own task, in the order the elements were upgraded (page refresh first).
 */

/** A slice's budget: a phone (Lighthouse's 4× slower CPU) keeps each task well under 50 ms. */
const SLICE_MS = 5;

const waiting: Array<() => void> = [];
let draining: Promise<void> | null = null;

type Scheduler = { yield?: () => Promise<void> };

/** Lets the browser run what waits (a paint, input) before going on: `scheduler.yield()` where there is one. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function drain(): Promise<void> {
  while (waiting.length > 0) {
    await yieldToBrowser();
    const sliceEnd = performance.now() + SLICE_MS;
    do waiting.shift()?.();
    while (waiting.length > 0 && performance.now() < sliceEnd);
  }
  draining = null;
}

/** Runs `start` in a later task, after the starts queued before it. */
export function queueWidgetStart(start: () => void): void {
  waiting.push(start);
  draining ??= drain();
}

/** Settles once every widget start queued so far (and any queued meanwhile) has run. */
export function widgetsStarted(): Promise<void> {
  return draining ?? Promise.resolve();
}
