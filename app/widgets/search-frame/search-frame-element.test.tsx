import { beforeAll, expect, it } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { SearchFrameDialog } from "./search-frame-dialog.tsx";
import { searchFrameOpener } from "./search-frame-names.ts";

beforeAll(() => import("./search-frame-element.ts"));

it("<search-frame> loads the opener's page when the dialog opens, and drops the frame when it closes", async () => {
  await mountWidget(
    <>
      <button {...searchFrameOpener("about:blank")}>Expand</button>
      <SearchFrameDialog />
    </>,
  );
  const dialog = document.querySelector("dialog")!;
  // Without script the dialog links to the search; with it the link goes.
  expect(dialog.querySelector('[data-search-frame="fallback"]')).toBeNull();
  expect(dialog.querySelector("iframe")).toBeNull();
  // The browser's invoker command event, whose source is the button that opened the dialog.
  dialog.dispatchEvent(Object.assign(new Event("command"), { source: document.querySelector("button") }));
  expect(dialog.querySelector("iframe")?.getAttribute("src")).toBe("about:blank");
  dialog.dispatchEvent(new Event("close"));
  expect(dialog.querySelector("iframe")).toBeNull();
});
