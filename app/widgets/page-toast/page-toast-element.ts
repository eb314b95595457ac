import { toast } from "#app/widgets/toaster/toaster-element.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { pageToastNames } from "./page-toast-names.ts";

type Attribute = (typeof pageToastNames.attributes)[number];

/**
 * <page-toast kind title>: a toast a page's content asks for (a missing post), shown when the
 * element arrives — with the page, or with HTML swapped in later. The page says the same in its text.
 */
export class PageToastElement extends WidgetElement<never, Attribute> {
  protected readonly names = pageToastNames;

  protected start(): void {
    const kind = this.attribute("kind");
    const show = kind === "error" ? toast.error : kind === "success" ? toast.success : toast;
    show(this.attribute("title"));
  }
}

defineWidget(pageToastNames.tag, PageToastElement);
