import { TOASTS } from "#app/lib/constants.ts";
import type { PageToast } from "#app/lib/toasts.ts";
import { defineWidget, findElement, WidgetElement } from "#app/widgets/widget-element.ts";
import { toasterNames, type ToasterPart } from "./toaster-names.ts";

/** A part of a toast, or the toast in the template. */
const partOf = (toast: ParentNode, name: ToasterPart) => findElement(toast, toasterNames.selector(name), HTMLElement);

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
function makeTransient(item: HTMLElement): void {
  // The fade in app.css only stands in for this timer when there is no script.
  item.style.animation = "none";
  partOf(item, "close").addEventListener("click", () => dismiss(item));
  makeSwipeable(item);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => clearTimeout(timer);
  const resume = () => {
    pause();
    timer = setTimeout(() => dismiss(item), TOASTS.durationMs);
  };
  resume();
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
export class ToasterElement extends WidgetElement<ToasterPart> {
  protected readonly names = toasterNames;

  protected start(): void {
    for (const item of this.findParts("toast", HTMLElement)) {
      makeTransient(item);
    }
    this.#followModalDialogs();
    document.addEventListener("keydown", (event) => {
      if (event.altKey && event.code === "KeyT") this.findPart("list", HTMLElement).closest("section")?.focus();
    });
  }

  show({ kind, title, description }: PageToast): void {
    const template = this.findPart("template", HTMLTemplateElement);
    const item = document.importNode(partOf(template.content, "toast"), true);
    item.dataset.type = kind;
    partOf(item, "title").textContent = title;
    const text = partOf(item, "description");
    if (description) text.textContent = description;
    else text.remove();
    makeTransient(item);

    const list = this.findPart("list", HTMLElement);
    list.prepend(item);
    const shown = [...list.querySelectorAll<HTMLElement>(`${toasterNames.selector("toast")}:not([data-removed])`)];
    for (const older of shown.slice(TOASTS.visible)) dismiss(older);
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

/** A toast in the page's toaster, as sonner's toast(), toast.success() and toast.error() show one. */
export function showToast(toast: PageToast): void {
  const region = document.querySelector(toasterNames.tag);
  if (region instanceof ToasterElement) region.show(toast);
}
