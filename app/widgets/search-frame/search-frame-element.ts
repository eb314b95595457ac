import { defineWidget, findElement, WidgetElement } from "#app/widgets/widget-element.ts";
import { SEARCH_SRC_ATTRIBUTE, searchFrameNames, type SearchFramePart } from "./search-frame-names.ts";

/**
 * <search-frame> (search-frame-dialog.tsx): on opening, the frame from the template gets the
 * opener's page and focus goes to the dialog itself; on closing the frame goes.
 */
export class SearchFrameElement extends WidgetElement<SearchFramePart> {
  protected readonly names = searchFrameNames;

  protected start(): void {
    const dialog = findElement(this, "dialog", HTMLDialogElement);
    const template = this.findPart("template", HTMLTemplateElement);
    const frame = findElement(template.content, "iframe", HTMLIFrameElement);
    this.findPart("fallback", HTMLElement).remove();

    dialog.addEventListener("command", (event) => {
      const source = (event as Event & { source?: Element | null }).source;
      const src = source?.getAttribute(SEARCH_SRC_ATTRIBUTE);
      if (!src) return;
      dialog.querySelector("iframe")?.remove();
      const shown = frame.cloneNode() as HTMLIFrameElement;
      shown.src = src;
      template.before(shown);
      // Once the browser's showModal, which follows this event, has focused the first control.
      setTimeout(() => dialog.focus());
    });
    dialog.addEventListener("close", () => dialog.querySelector("iframe")?.remove());
  }
}

defineWidget(searchFrameNames.tag, SearchFrameElement);
