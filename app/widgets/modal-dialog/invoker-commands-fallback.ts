/**
 * For browsers without the invoker commands and `closedby` that the modals rely on (Safari before
 * 26.2, Firefox before 144): the same behaviour from the public script. A button with commandfor
 * sends its dialog the `command` event (with its `source`, as the browser's does) and then opens or
 * closes it; a click on the backdrop closes it. Browsers that have them never run this.
 */
export function startInvokerCommandsFallback(): void {
  if (!("command" in HTMLButtonElement.prototype)) {
    document.addEventListener("click", (event) => {
      const source = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[commandfor]") : null;
      const dialog = source ? document.getElementById(source.getAttribute("commandfor") ?? "") : null;
      if (!source || !(dialog instanceof HTMLDialogElement)) return;
      const command = source.getAttribute("command");
      const commandEvent = Object.assign(new Event("command", { cancelable: true }), { source, command });
      if (!dialog.dispatchEvent(commandEvent)) return;
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      if (command === "close" && dialog.open) dialog.close();
    });
  }
  if (!("closedBy" in HTMLDialogElement.prototype)) {
    document.addEventListener("click", (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || dialog.getAttribute("closedby") !== "any") return;
      const box = dialog.getBoundingClientRect();
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (outside) dialog.close();
    });
  }
}
