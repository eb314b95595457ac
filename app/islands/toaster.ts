import { TOASTS } from "#app/lib/constants.ts";
import type { ToastKind } from "#app/lib/toasts.ts";
import { DIALOG_OPEN_EVENT } from "./dialogs.ts";

type ToastOptions = { description?: string };

const KIND_CLASSES: Record<ToastKind, string> = {
  default: "border-line bg-cream",
  success: "border-line bg-cream",
  error: "border-destructive/40 bg-[#fdf3f2]",
};

function toasterList(): HTMLOListElement | null {
  return document.querySelector<HTMLOListElement>("[data-toaster] > ol");
}

/** Removes a toast after a short fade, as sonner does. */
function dismiss(item: HTMLElement): void {
  if (item.dataset.removed) return;
  item.dataset.removed = "true";
  item.style.opacity = "0";
  setTimeout(() => item.remove(), TOASTS.removalDelayMs);
}

/**
 * Sonner's swipe for the bottom-right corner: a toast dragged to the right follows the pointer
 * (finger or mouse); let go at least 20 px away it is dismissed, nearer it snaps back. A press on
 * its close button is a click, not a drag.
 */
function makeSwipeable(item: HTMLElement): void {
  let startX: number | null = null;
  let offset = 0;
  const follow = (to: number) => {
    offset = to;
    item.style.transform = to ? `translateX(${to}px)` : "";
  };
  const release = (dismissing: boolean) => {
    if (startX === null) return;
    startX = null;
    delete item.dataset.swiping;
    if (dismissing && offset >= TOASTS.swipeThresholdPx) {
      item.style.transform = "translateX(100%)";
      dismiss(item);
    } else follow(0);
  };
  item.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest("button"))) return;
    startX = event.clientX;
    follow(0);
    item.dataset.swiping = "";
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener("pointermove", (event) => {
    if (startX !== null) follow(Math.max(0, event.clientX - startX));
  });
  item.addEventListener("pointerup", () => release(true));
  item.addEventListener("pointercancel", () => release(false));
}

/**
 * A toast in the region the server rendered (components/ui/toaster-region.tsx): the spec's
 * bottom-right stack of at most 3, each gone after 4000 ms unless the pointer or focus rests on
 * it, with a close button, and swiped away to the right.
 */
function show(kind: ToastKind, title: string, { description }: ToastOptions = {}): void {
  const list = toasterList();
  if (!list) return;
  const item = document.createElement("li");
  item.dataset.toast = "";
  item.dataset.type = kind;
  item.tabIndex = 0;
  item.className = `pointer-events-auto relative flex w-full items-start gap-3 border p-4 pr-9 font-sans text-sm text-ink shadow-xl transition-[opacity,transform] duration-200 touch-none data-swiping:transition-none data-swiping:select-none ${KIND_CLASSES[kind]}`;
  const content = document.createElement("div");
  const heading = document.createElement("div");
  heading.dataset.title = "";
  heading.className = kind === "error" ? "font-semibold text-destructive" : "font-semibold";
  heading.textContent = title;
  content.append(heading);
  if (description) {
    const text = document.createElement("div");
    text.dataset.description = "";
    text.className = "mt-0.5 text-stone";
    text.textContent = description;
    content.append(text);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.ariaLabel = "Close toast";
  close.className = "absolute top-2 right-2 flex size-6 items-center justify-center rounded-full text-stone hover:bg-sand hover:text-ink";
  close.textContent = "×";
  close.addEventListener("click", () => dismiss(item));
  item.append(content, close);
  makeSwipeable(item);

  let timer = setTimeout(() => dismiss(item), TOASTS.durationMs);
  const pause = () => clearTimeout(timer);
  const resume = () => {
    clearTimeout(timer);
    timer = setTimeout(() => dismiss(item), TOASTS.durationMs);
  };
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", resume);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", resume);

  list.prepend(item);
  const shown = [...list.querySelectorAll<HTMLElement>("li[data-toast]:not([data-removed])")];
  for (const older of shown.slice(TOASTS.visible)) dismiss(older);
}

export const toast = Object.assign((title: string, options?: ToastOptions) => show("default", title, options), {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
});

/**
 * A modal <dialog> covers the page with its backdrop and makes it inert, toasts included, so while
 * one is open the notifications move into it (their fixed position keeps them in the corner) and
 * go back when it closes. Neither event bubbles; both are seen on their way down.
 */
function followModalDialogs(region: HTMLElement): void {
  const home = region.parentElement;
  if (!home) return;
  const before = region.nextSibling;
  const enter = (event: Event) => {
    if (event.target instanceof HTMLDialogElement) event.target.append(region);
  };
  const leave = (event: Event) => {
    if (event.target === region.parentElement) home.insertBefore(region, before);
  };
  document.addEventListener(DIALOG_OPEN_EVENT, enter, { capture: true });
  document.addEventListener("close", leave, { capture: true });
}

/** Alt+T moves focus to the notifications, as sonner's hotkey does. */
export function startToaster(): void {
  const region = document.querySelector<HTMLElement>("[data-toaster]");
  if (!region) return;
  followModalDialogs(region);
  document.addEventListener("keydown", (event) => {
    if (event.altKey && event.code === "KeyT") region.focus();
  });
}
