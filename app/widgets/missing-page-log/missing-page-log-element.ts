import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { missingPageLogNames } from "./missing-page-log-names.ts";

/** <missing-page-log> on the 404 page (spec §2): reports the path a visitor tried, in the browser's console. */
export class MissingPageLogElement extends WidgetElement<never> {
  protected readonly names = missingPageLogNames;

  protected start(): void {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }
}

defineWidget(missingPageLogNames.tag, MissingPageLogElement);
