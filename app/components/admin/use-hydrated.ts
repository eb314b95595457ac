import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and during hydration, true afterwards: for values that depend on the browser's time zone. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * How a date is shown before the browser's zone is known (and for good without JavaScript): in
 * the agent's own zone, as the leads and revisions show theirs, named when the time of day is
 * shown, as it may not be the reader's.
 */
export function zoneBeforeHydration({ withTime }: { withTime: boolean }): Intl.DateTimeFormatOptions {
  return { timeZone: "America/New_York", ...(withTime && { timeZoneName: "short" }) };
}
