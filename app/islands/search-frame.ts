import { DIALOG_OPEN_EVENT, type DialogOpenEvent } from "./dialogs.ts";

/**
 * components/search-frame-dialog.tsx: on opening, the frame from the template gets the opener's
 * data-search-src and focus goes to the dialog itself; on closing the frame goes.
 */
export function enhanceSearchFrame(dialog: HTMLElement): void {
  const template = dialog.querySelector<HTMLTemplateElement>("template[data-search-frame]");
  const frame = template?.content.querySelector("iframe");
  if (!(dialog instanceof HTMLDialogElement) || !template || !frame) throw new Error("the search dialog needs a <dialog> and a frame template");

  dialog.addEventListener(DIALOG_OPEN_EVENT, (event) => {
    const src = (event as DialogOpenEvent).detail.opener?.dataset.searchSrc;
    if (!src) throw new Error("an opener of the search dialog needs data-search-src");
    dialog.querySelector("iframe")?.remove();
    const shown = frame.cloneNode() as HTMLIFrameElement;
    shown.src = src;
    template.before(shown);
    // After showModal, which runs once this event is handled, has focused the first control.
    queueMicrotask(() => dialog.focus());
  });
  dialog.addEventListener("close", () => dialog.querySelector("iframe")?.remove());
}
