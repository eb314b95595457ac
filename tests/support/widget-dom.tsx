import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { widgetsStarted } from "#app/widgets/widget-starts.ts";

/**
 * A widget's server markup in the test's DOM, upgraded: its element starts in a later task
 * (widget-starts.ts), so this waits for that.
 */
export async function mountWidget(markup: ReactElement): Promise<void> {
  document.body.innerHTML = renderToStaticMarkup(markup);
  await widgetsStarted();
}

export const click = (element: Element | null) => {
  if (!(element instanceof HTMLElement)) throw new Error("nothing to click");
  element.click();
};
