import type { CSSProperties } from "react";
import { TOASTER_REGION_LABEL, TOASTER_STYLE_VARIABLES, type PageToast } from "#app/lib/toasts.ts";
import { TOAST_STYLE } from "#app/lib/ui-styles.ts";
import { cn } from "#app/lib/utils.ts";
import { toasterNames } from "./toaster-names.ts";

/**
 * One toast. The server renders the page's own (a form's outcome without JavaScript, "Post not
 * found"); <toaster-region> clones the template copy for the toasts it shows later. Without
 * JavaScript a toast fades out by itself (the toaster-fade animation in app.css).
 */
function ToastItem({ toast }: { toast: PageToast }) {
  return (
    <li
      {...toasterNames.part("toast")}
      data-type={toast.kind}
      // Focusable so a keyboard user can hold a toast to read it: focus pauses its timer.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(TOAST_STYLE.toast, "transition-[opacity,transform] duration-200 touch-none data-swiping:transition-none data-swiping:select-none")}
    >
      <div>
        <div {...toasterNames.part("title")} className={TOAST_STYLE.title}>
          {toast.title}
        </div>
        {toast.description ? (
          <div {...toasterNames.part("description")} className={TOAST_STYLE.description}>
            {toast.description}
          </div>
        ) : null}
      </div>
      <button type="button" {...toasterNames.part("close")} aria-label="Close toast" className={TOAST_STYLE.close}>
        ×
      </button>
    </li>
  );
}

/**
 * The public pages' notifications region (spec §1 and §9: bottom-right, region "Notifications",
 * Alt+T), with the toast the server has for this page, if any. toaster-element.ts shows the rest.
 */
export function ToasterRegion({ toast }: { toast: PageToast | null }) {
  return (
    <toaster-region>
      <section
        aria-label={TOASTER_REGION_LABEL}
        tabIndex={-1}
        aria-live="polite"
        aria-relevant="additions text"
        aria-atomic="false"
        style={TOASTER_STYLE_VARIABLES as CSSProperties}
      >
        {/* Below lg it sits above the phones' Call / Text / Contact bar (components/phone-action-bar.tsx). */}
        <ol
          {...toasterNames.part("list")}
          className="pointer-events-none fixed right-[var(--toast-offset)] bottom-[var(--toast-offset)] z-[60] max-lg:bottom-[calc(var(--toast-offset)+var(--phone-action-bar-height))] flex w-[var(--toast-width)] max-w-[calc(100vw-2*var(--toast-offset))] flex-col-reverse gap-[var(--toast-gap)] [--toast-offset:var(--toast-offset-mobile)] sm:[--toast-offset:var(--toast-offset-desktop)]"
        >
          {toast ? <ToastItem toast={toast} /> : null}
        </ol>
        <template {...toasterNames.part("template")}>
          <ToastItem toast={{ kind: "default", title: "", description: " " }} />
        </template>
      </section>
    </toaster-region>
  );
}
