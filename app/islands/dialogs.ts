/**
 * The public pages' modals (components/ui/modal-dialog.tsx): any element with
 * data-open-dialog="name" opens <dialog data-dialog="name">; data-close-dialog inside one, Escape
 * or a click on the backdrop closes it. Before opening, the dialog receives DIALOG_OPEN_EVENT with
 * the element that opened it, so an island can fill it in (the inquiry's listing, for one).
 */
export const DIALOG_OPEN_EVENT = "lakefront:dialog-open";

export type DialogOpenEvent = CustomEvent<{ opener: HTMLElement | null }>;

export function findDialog(name: string): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>(`dialog[data-dialog="${CSS.escape(name)}"]`);
}

export function openDialog(name: string, opener: HTMLElement | null = null): void {
  const dialog = findDialog(name);
  if (!dialog) throw new Error(`no dialog named ${name} on this page`);
  dialog.dispatchEvent(new CustomEvent(DIALOG_OPEN_EVENT, { detail: { opener } }) satisfies DialogOpenEvent);
  if (!dialog.open) dialog.showModal();
}

/** A click on a modal's backdrop lands on the <dialog> itself, outside its box. */
function isBackdropClick(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export function startDialogs(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLElement>("[data-open-dialog]");
    if (opener?.dataset.openDialog) {
      event.preventDefault();
      openDialog(opener.dataset.openDialog, opener);
      return;
    }
    if (event.target.closest("[data-close-dialog]")) {
      event.target.closest("dialog")?.close();
      return;
    }
    if (event.target instanceof HTMLDialogElement && event.target.open && isBackdropClick(event.target, event)) event.target.close();
  });
}
