import { beforeAll, expect, it, vi } from "vitest";
import { click, mountWidget } from "#tests/support/widget-dom.tsx";
import { startInvokerCommandsFallback } from "./invoker-commands-fallback.ts";
import { ModalDialog } from "./modal-dialog.tsx";
import { dialogOpener } from "./modal-dialog-names.ts";

beforeAll(() => {
  // happy-dom, like Safari before 26.2, has no invoker commands.
  expect("command" in HTMLButtonElement.prototype).toBe(false);
  startInvokerCommandsFallback();
});

it("opens a modal from its opener, with the command event a widget listens for, and closes it from its close button", async () => {
  await mountWidget(
    <>
      <button {...dialogOpener("contact")}>Work With Meredith</button>
      <ModalDialog name="contact">
        <p>Hello</p>
      </ModalDialog>
    </>,
  );
  const dialog = document.querySelector("dialog")!;
  const heard = vi.fn((event: Event) => (event as Event & { source: Element }).source.textContent);
  dialog.addEventListener("command", heard);
  click(document.querySelector('button[command="show-modal"]'));
  expect(dialog.open).toBe(true);
  expect(heard).toHaveReturnedWith("Work With Meredith");
  click(dialog.querySelector('button[command="close"]'));
  expect(dialog.open).toBe(false);
});
