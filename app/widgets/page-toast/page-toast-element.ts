import { showToast } from "#app/widgets/toaster/toaster-element.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { pageToastNames, type PageToastAttribute } from "./page-toast-names.ts";

/**
 * <page-toast kind title>: a toast a page's content asks for (a missing post), shown when the
 * element arrives — with the page, or with HTML swapped in later. The page says the same in its text.
 */
export class PageToastElement extends WidgetElement<never, PageToastAttribute> {
  protected readonly names = pageToastNames;

  protected start(): void {
    const kind = this.attribute("kind");
    showToast({ kind: kind === "error" || kind === "success" ? kind : "default", title: this.attribute("title") });
  }
}

defineWidget(pageToastNames.tag, PageToastElement);
