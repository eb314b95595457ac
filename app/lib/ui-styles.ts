/*
 * One look for the form controls, dialogs and toasts of the admin and of the public pages: their
 * components take these classes from here, so a change of look is made once.
 */

/** Form controls in the site's look: square, white on cream, gold focus ring. */
export const FORM_CONTROL_CLASS =
  "block w-full scroll-mt-44 rounded-none border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-none transition-colors placeholder:text-stone/60 focus:border-lake focus:outline-none focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-destructive disabled:bg-sand/60 sm:text-sm";

export const FORM_LABEL_CLASS = "block text-xs font-semibold tracking-[0.12em] text-ink uppercase";

export const FIELD_ERROR_CLASS = "mt-1.5 text-sm text-destructive";

/** The backdrop is the `dialog-backdrop` class of app.css, which also styles a native dialog's ::backdrop. */
export const DIALOG_STYLE = {
  backdrop: "dialog-backdrop",
  panel: "bg-cream p-6 text-ink shadow-2xl sm:p-8",
  title: "font-serif text-3xl text-ink",
  description: "mt-2 text-sm leading-relaxed text-stone",
  close: "absolute top-4 right-4 rounded-full p-1.5 text-stone transition-colors hover:bg-sand hover:text-ink",
} as const;

/**
 * A toast, with its error look set by data-type="error" (the public toaster, and sonner's own
 * attribute). Title and description are important: sonner's stylesheet, unlayered, would otherwise
 * win over these utilities.
 */
export const TOAST_STYLE = {
  toast:
    "group pointer-events-auto relative flex w-full items-start gap-3 border border-line bg-cream p-4 pr-9 font-sans text-sm text-ink shadow-xl data-[type=error]:border-destructive/40 data-[type=error]:bg-[#fdf3f2]",
  title: "font-semibold! group-data-[type=error]:text-destructive!",
  description: "mt-0.5 text-stone!",
  close: "absolute top-2 right-2 flex size-6 items-center justify-center rounded-full text-stone hover:bg-sand hover:text-ink",
} as const;
