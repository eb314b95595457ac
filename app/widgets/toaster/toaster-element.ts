import { TOASTS } from "#app/lib/constants.ts";
import type { ToastKind } from "#app/lib/toasts.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { toasterNames } from "./toaster-names.ts";

type Part = (typeof toasterNames.parts)[number];
type ToastOptions = { description?: string };

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

/** Gone after 4000 ms unless the pointer or focus rests on it; closed by its button or a swipe. */
function makeTransient(item: HTMLElement, close: HTMLElement): void {
  // The fade in app.css only stands in for this timer when there is no script.
  item.style.animation = "none";
  close.addEventListener("click", () => dismiss(item));
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
}

/**
 * <toaster-region> (toaster-region.tsx): the spec's bottom-right stack of at most 3 toasts, each
 * with a close button, swiped away to the right, and Alt+T to reach them. The server's toast for
 * the page becomes one of them.
 */
export class ToasterElement extends WidgetElement<Part> {
  protected readonly names = toasterNames;

  protected start(): void {
    for (const item of this.findParts("toast", HTMLElement)) {
      makeTransient(item, this.#partOf(item, "close"));
    }
    this.#followModalDialogs();
    document.addEventListener("keydown", (event) => {
      if (event.altKey && event.code === "KeyT") this.findPart("list", HTMLElement).closest("section")?.focus();
    });
  }

  show(kind: ToastKind, title: string, { description }: ToastOptions = {}): void {
    const template = this.findPart("template", HTMLTemplateElement);
    const item = template.content.firstElementChild?.cloneNode(true);
    if (!(item instanceof HTMLElement)) throw new Error("<toaster-region> lacks its toast template");
    item.dataset.type = kind;
    this.#partOf(item, "title").textContent = title;
    const text = this.#partOf(item, "description");
    if (description) text.textContent = description;
    else text.remove();
    makeTransient(item, this.#partOf(item, "close"));

    const list = this.findPart("list", HTMLElement);
    list.prepend(item);
    const shown = [...list.querySelectorAll<HTMLElement>(`${toasterNames.selector("toast")}:not([data-removed])`)];
    for (const older of shown.slice(TOASTS.visible)) dismiss(older);
  }

  #partOf(item: HTMLElement, name: Part): HTMLElement {
    const found = item.querySelector<HTMLElement>(toasterNames.selector(name));
    if (!found) throw new Error(`a toast lacks its ${name}`);
    return found;
  }

  /**
   * A modal <dialog> covers the page with its backdrop and makes it inert, toasts included, so while
   * one is open the notifications move into it (their fixed position keeps them in the corner) and
   * go back when it closes. Neither event bubbles; both are seen on their way down.
   */
  #followModalDialogs(): void {
    const home = this.parentElement;
    if (!home) return;
    const before = this.nextSibling;
    document.addEventListener(
      "beforetoggle",
      (event) => {
        if (event.target instanceof HTMLDialogElement && (event as ToggleEvent).newState === "open") event.target.append(this);
      },
      { capture: true },
    );
    document.addEventListener(
      "close",
      (event) => {
        if (event.target === this.parentElement) home.insertBefore(this, before);
      },
      { capture: true },
    );
  }
}

defineWidget(toasterNames.tag, ToasterElement);

function show(kind: ToastKind, title: string, options?: ToastOptions): void {
  const region = document.querySelector(toasterNames.tag);
  if (region instanceof ToasterElement) region.show(kind, title, options);
}

export const toast = Object.assign((title: string, options?: ToastOptions) => show("default", title, options), {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
});
