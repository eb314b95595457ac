import { TOASTS } from "#app/lib/constants.ts";

/** Sonner's name for the region, which the admin's toaster keeps too: the hotkey is part of it. */
export const TOASTER_REGION_LABEL = "Notifications alt+T";

export type ToastKind = "default" | "success" | "error";

/** A toast the server renders with the page. */
export type PageToast = { kind: ToastKind; title: string; description?: string };

/** The CSS custom properties that size the public toaster, from the spec's numbers. */
export const TOASTER_STYLE_VARIABLES = {
  "--toast-width": `${TOASTS.widthPx}px`,
  "--toast-gap": `${TOASTS.gapPx}px`,
  "--toast-offset-desktop": `${TOASTS.desktopOffsetPx}px`,
  "--toast-offset-mobile": `${TOASTS.mobileOffsetPx}px`,
} as const;
