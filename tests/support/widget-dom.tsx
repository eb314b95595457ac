import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * A widget's server markup in the test's DOM, upgraded: its element starts once the markup is in
 * (WidgetElement starts after the current task), so this waits for that.
 */
export async function mountWidget(markup: ReactElement): Promise<void> {
  document.body.innerHTML = renderToStaticMarkup(markup);
  await new Promise((resolve) => setTimeout(resolve));
}

export const click = (element: Element | null) => {
  if (!(element instanceof HTMLElement)) throw new Error("nothing to click");
  element.click();
};
