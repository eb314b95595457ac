import type { CSSProperties } from "react";
import { TOASTER_REGION_LABEL, TOASTER_STYLE_VARIABLES } from "#app/lib/toasts.ts";

/**
 * The public pages' notifications region (spec §1 and §9: bottom-right, region "Notifications",
 * Alt+T), rendered empty on the server; app/islands/toaster.ts shows the toasts in it.
 */
export function ToasterRegion() {
  return (
    <section
      aria-label={TOASTER_REGION_LABEL}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-toaster
      style={TOASTER_STYLE_VARIABLES as CSSProperties}
    >
      <ol className="pointer-events-none fixed right-[var(--toast-offset)] bottom-[var(--toast-offset)] z-[60] flex w-[var(--toast-width)] max-w-[calc(100vw-2*var(--toast-offset))] flex-col-reverse gap-[var(--toast-gap)] [--toast-offset:var(--toast-offset-mobile)] sm:[--toast-offset:var(--toast-offset-desktop)]" />
    </section>
  );
}
