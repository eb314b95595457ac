import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * For a long loop on the server (an import's rows): returns a function to await between items.
 * It resolves at once until `sliceMs` of work have passed since the last turn, then lets the
 * event loop take one turn, so every other request waits at most about one slice.
 */
export function eventLoopSlices(sliceMs = 10): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
