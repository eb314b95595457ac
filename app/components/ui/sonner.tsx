import { Toaster as Sonner } from "sonner";
import { TOASTS } from "#app/lib/constants.ts";

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
      toastOptions={{
        classNames: {
          toast: "!rounded-none !border-line !bg-cream !font-sans !text-ink !shadow-xl",
          title: "!font-semibold",
          description: "!text-stone",
          error: "!border-destructive/40 !bg-[#fdf3f2] [&_[data-title]]:!text-destructive",
        },
      }}
    />
  );
}
