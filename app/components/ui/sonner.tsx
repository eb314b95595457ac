import { Toaster as Sonner } from "sonner";
import { TOASTS } from "#app/lib/constants.ts";
import { TOAST_STYLE } from "#app/lib/ui-styles.ts";

/** Spec §1 and §9: bottom-right, 3 visible, 4000 ms, Alt+T, region "Notifications". */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={TOASTS.visible}
      duration={TOASTS.durationMs}
      gap={TOASTS.gapPx}
      offset={TOASTS.desktopOffsetPx}
      mobileOffset={TOASTS.mobileOffsetPx}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      closeButton
      // The public toaster's look (app/lib/ui-styles.ts), instead of sonner's own.
      toastOptions={{
        unstyled: true,
        classNames: { toast: TOAST_STYLE.toast, title: TOAST_STYLE.title, description: TOAST_STYLE.description },
      }}
    />
  );
}
